import { GOVERNING_LAW, TERMS_NOTICE_DAYS } from '@zappy/contract/constants';
import { SUPPORT_EMAIL } from '../../../lib/site-config';
import { LegalPageLayout, LegalSection } from './legal-page-layout';

export function TermsConditionsPage() {
  return (
    <LegalPageLayout
      title="Terms and Conditions"
      intro={
        <p>
          These terms govern your use of this Zappy instance: the website generator, the wizard, the
          dashboard and every related feature (the &ldquo;service&rdquo;). By creating an account or
          using the service you agree to them.
        </p>
      }
    >
      <LegalSection title="1. The service">
        <p>
          Zappy generates marketing websites from the information you provide in a chat-style
          wizard, and lets you preview, customize, regenerate, export, publish and delete them. The
          Zappy software is open source under the MIT License; these terms cover the service as
          offered by the operator of this instance, not your rights under that license.
        </p>
      </LegalSection>

      <LegalSection title="2. Your account">
        <p>
          You must give accurate information and keep access to your account secure. You are
          responsible for what happens under your account. You may delete your account at any time
          from the user menu.
        </p>
      </LegalSection>

      <LegalSection title="3. Acceptable use">
        <p>You agree not to use the service to create or publish content that:</p>
        <ul>
          <li>is unlawful, fraudulent, deceptive or infringes anyone&apos;s rights;</li>
          <li>contains malware, phishing or attempts to collect data without consent;</li>
          <li>harasses, threatens or discriminates against people.</li>
        </ul>
        <p>
          You also agree not to disrupt the service, bypass its limits or access other users&apos;
          data. We may remove content or suspend accounts that break these rules.
        </p>
      </LegalSection>

      <LegalSection title="4. Your content and generated websites">
        <p>
          You keep all rights to the information and images you provide. Subject to any third-party
          rights, the websites generated for you are yours: you may export, modify, host and use
          them for any lawful purpose. You give the operator only the permission needed to store,
          process and serve your content to provide the service.
        </p>
      </LegalSection>

      <LegalSection title="5. AI-generated output">
        <p>
          Text, images and designs are produced automatically and may contain mistakes. Review every
          website before you publish it, especially prices, opening hours, legal notices and claims
          about your business. You are responsible for the content you publish.
        </p>
      </LegalSection>

      <LegalSection title="6. Third-party services">
        <p>
          Sign-in, hosting, code repositories, email and integrations you enable may be provided by
          third parties under their own terms. We are not responsible for their availability or
          conduct.
        </p>
      </LegalSection>

      <LegalSection title="7. Availability and changes to the service">
        <p>
          We work to keep the service available and your data safe, but we do not guarantee
          uninterrupted operation. Keep your own exports of websites that matter to you. Features
          may be added, changed or removed over time.
        </p>
      </LegalSection>

      <LegalSection title="8. Disclaimer and limitation of liability">
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without
          warranties of any kind to the extent the law allows. To the extent the law allows, the
          operator is not liable for indirect or consequential damages, lost profits or lost data
          arising from your use of the service.
        </p>
      </LegalSection>

      <LegalSection title="9. Termination">
        <p>
          You may stop using the service and delete your account at any time. We may suspend or end
          access for serious or repeated breaches of these terms, and will tell you why where the
          law allows.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to these terms">
        <p>
          We will give at least {TERMS_NOTICE_DAYS} days&apos; notice of material changes to these
          terms, in the application or by email, before they take effect. Continuing to use the
          service after that date means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection title="11. Governing law">
        <p>
          These terms are governed by the laws of the State of {GOVERNING_LAW}, and the competent
          courts of {GOVERNING_LAW} have exclusive jurisdiction over any dispute, unless the law of
          your country gives you the right to bring proceedings where you live.
        </p>
      </LegalSection>

      <LegalSection title="12. Contact">
        <p>
          Questions about these terms? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
