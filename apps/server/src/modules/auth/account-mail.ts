/**
 * The mail sent about an account: the link that finishes a registration, the reset link, and the
 * notices an address gets instead when it already has an account or signs in at a provider.
 * Plain text from the server's own words: nothing a request carries (a name, a typed email)
 * appears in a message but the recipient's address, and that only as the envelope's `To`.
 */

/** How long a registration link works. */
export const REGISTRATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a reset link works: short, since it is as good as the password. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

export type AccountMail =
  | { kind: 'confirmRegistration'; link: string }
  | { kind: 'alreadyRegistered'; provider: 'google' | 'oidc' | 'local' }
  | { kind: 'resetPassword'; link: string }
  | { kind: 'noPasswordToReset'; provider: 'google' | 'oidc' };

const SIGNATURE = '— Zappy';

function providerName(provider: 'google' | 'oidc'): string {
  return provider === 'google' ? 'Google' : "your organisation's sign-in";
}

/** The subject and body of one message; `site` is the app's address (PUBLIC_URL). */
export function composeAccountMail(
  mail: AccountMail,
  site: string,
): { subject: string; text: string } {
  switch (mail.kind) {
    case 'confirmRegistration':
      return {
        subject: 'Confirm your email address for Zappy',
        text: [
          `Someone, hopefully you, asked to create a Zappy account at ${site} with this email address.`,
          '',
          'Open this link within 24 hours to finish creating it:',
          mail.link,
          '',
          'If you did not ask for this, ignore this message: no account is created.',
          '',
          SIGNATURE,
        ].join('\n'),
      };
    case 'alreadyRegistered':
      return {
        subject: 'You already have a Zappy account',
        text: [
          `Someone, hopefully you, asked to create a Zappy account at ${site} with this email address, which already has one. Nothing was changed.`,
          '',
          mail.provider === 'local'
            ? `Sign in at ${site}. If you have forgotten your password, choose "Forgot password?" in the sign-in dialog.`
            : `Your account signs in with ${providerName(mail.provider)}: choose it in the sign-in dialog at ${site}.`,
          '',
          'If it was not you, you can ignore this message.',
          '',
          SIGNATURE,
        ].join('\n'),
      };
    case 'resetPassword':
      return {
        subject: 'Choose a new Zappy password',
        text: [
          `Someone, hopefully you, asked to reset the password of the Zappy account at ${site} with this email address.`,
          '',
          'Open this link within 30 minutes to choose a new password. It works once, and a new password signs the account out everywhere:',
          mail.link,
          '',
          'If you did not ask for this, ignore this message: your password stays as it is.',
          '',
          SIGNATURE,
        ].join('\n'),
      };
    case 'noPasswordToReset':
      return {
        subject: 'Your Zappy account has no password',
        text: [
          `Someone, hopefully you, asked to reset the password of the Zappy account at ${site} with this email address.`,
          '',
          `This account signs in with ${providerName(mail.provider)}, so it has no Zappy password to reset: choose it in the sign-in dialog at ${site}.`,
          '',
          'If you did not ask for this, you can ignore this message.',
          '',
          SIGNATURE,
        ].join('\n'),
      };
  }
}

/** How a message leaves: the email module's mailer (SMTP_URL), wired in services.ts. */
export interface MailSender {
  send(message: {
    from: { name: string; address: string };
    to: string;
    subject: string;
    text: string;
  }): Promise<void>;
}

export interface AccountMailerDeps {
  mailer: MailSender;
  /** The sender address (SMTP_FROM). */
  from: string;
  /** PUBLIC_URL: named in the messages, and where the links lead. */
  publicUrl: string;
  /** A message that could not be sent: logged for the operator. */
  onError: (error: unknown, context: string) => void;
}

/**
 * Sends account mail without holding up the answer: the request answers at once, in the same
 * time whichever message (or none) it sends, so its timing does not tell whether an address has
 * an account. A failure goes to the operator's log.
 */
export function createAccountMailer({ mailer, from, publicUrl, onError }: AccountMailerDeps) {
  return {
    /** The web app's page a link opens; the token travels in the fragment, which no server logs. */
    link(page: 'verify-email' | 'reset-password', token: string): string {
      return `${publicUrl}/${page}#token=${token}`;
    },

    send(to: string, mail: AccountMail): void {
      const { subject, text } = composeAccountMail(mail, publicUrl);
      mailer
        .send({ from: { name: 'Zappy', address: from }, to, subject, text })
        .catch((error: unknown) => {
          onError(error, `account mail (${mail.kind})`);
        });
    },
  };
}

export type AccountMailer = ReturnType<typeof createAccountMailer>;
