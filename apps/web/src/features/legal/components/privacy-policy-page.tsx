import { SUPPORT_EMAIL } from '../../../lib/site-config';
import { LegalPageLayout, LegalSection } from './legal-page-layout';

export function PrivacyPolicyPage() {
  return (
    <LegalPageLayout
      title="Privacy Policy"
      intro={
        <p>
          Zappy is open-source software that anyone can run on their own server. This policy
          explains what personal data a Zappy instance processes, why, and the choices you have. The
          organisation operating this instance (the &ldquo;operator&rdquo;) is responsible for the
          data it holds.
        </p>
      }
    >
      <LegalSection title="1. Who is responsible">
        <p>
          The operator of this Zappy instance is the data controller for the personal data described
          here. If you run Zappy yourself, that is you: your data stays on your own server and is
          not sent to the Zappy project. You can reach the operator of this instance at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>

      <LegalSection title="2. Data we process">
        <ul>
          <li>
            <strong>Account data.</strong> When you sign in with Google, or with the sign-in service
            the operator of this instance set up, we receive your name, email address, profile
            picture address and a stable account identifier from it. With a local account you enter
            a name, an email address and a password yourself; the server keeps only a one-way hash
            of the password, never the password itself.
          </li>
          <li>
            <strong>Session data.</strong> A random session token is stored in a cookie on your
            device that only the server can read. The server keeps only a one-way hash of it, its
            expiry and the account it belongs to.
          </li>
          <li>
            <strong>Website content.</strong> What you tell the wizard about your business, the
            conversation itself, the generated websites and their versions, images you upload, your
            customization requests and the integration settings you choose.
          </li>
          <li>
            <strong>Technical logs.</strong> The server records requests (time, path, status, IP
            address) to keep the service secure and to diagnose failures.
          </li>
        </ul>
        <p>
          The contact form on the home page does not send anything to our servers. We do not use
          advertising or analytics trackers in the Zappy application.
        </p>
      </LegalSection>

      <LegalSection title="3. Why we use it">
        <ul>
          <li>To sign you in and keep you signed in (performance of our agreement with you).</li>
          <li>
            To generate, store, preview, customize, export and publish your websites — the service
            you asked for.
          </li>
          <li>To protect the service against abuse and to fix errors (legitimate interest).</li>
          <li>To answer your support requests.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. AI and other service providers">
        <p>
          By default Zappy generates websites with its built-in offline engine, so your business
          description never leaves this server. The operator may connect an external AI provider
          (for example an OpenAI-compatible service, Ollama or Anthropic), Google sign-in, a hosting
          platform, a code repository or an email service. When they do, only the data each step
          needs is sent to that provider, under that provider&apos;s own terms and privacy policy.
        </p>
      </LegalSection>

      <LegalSection title="5. Cookies and browser storage">
        <ul>
          <li>
            <strong>zappy_auth_token</strong> (<strong>__Host-zappy_auth_token</strong> on https) —
            your session cookie. It is HttpOnly, so scripts in the page cannot read it; it expires
            after 7 days and is removed when you sign out or delete your account.
          </li>
          <li>
            <strong>zappy_signed_in</strong> — holds only the value 1 while you may be signed in, so
            the app knows to check your session when it starts. It carries no token and expires with
            the session cookie.
          </li>
          <li>
            <strong>auth_return_to</strong> and the wizard session keys — remember where to take you
            after signing in and keep an unfinished wizard conversation.
          </li>
          <li>
            <strong>_accessState</strong> — the settings you choose in the accessibility toolbar.
          </li>
        </ul>
        <p>These are strictly necessary for the features you use; none of them track you.</p>
      </LegalSection>

      <LegalSection title="6. How long we keep data">
        <p>
          Sessions end after 7 days or when you sign out. Your account and websites are kept until
          you delete them. Deleting your account removes your account and every session immediately.
          Server logs are kept only as long as the operator needs them for security, normally no
          longer than 30 days.
        </p>
      </LegalSection>

      <LegalSection title="7. Your rights">
        <p>
          Depending on where you live — including under the Israeli Protection of Privacy Law and
          the EU General Data Protection Regulation — you may ask to access, correct, export or
          delete your personal data, object to or restrict its use, and complain to your data
          protection authority. You can export your websites and delete your account yourself at any
          time; for anything else, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>

      <LegalSection title="8. Security">
        <p>
          Session tokens are random 256-bit values stored only as hashes, connections should be
          served over HTTPS, uploads are checked and re-encoded, and generated websites are served
          on their own host names so their content cannot reach your account.
        </p>
      </LegalSection>

      <LegalSection title="9. Children">
        <p>Zappy is meant for business owners and is not directed at children under 16.</p>
      </LegalSection>

      <LegalSection title="10. Changes to this policy">
        <p>
          We will update this page when our practices change and show the date of the latest version
          at the top. Material changes are announced in the application in advance.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
