import nodemailer from 'nodemailer';

/**
 * Outgoing mail through the administrator's SMTP server (SMTP_URL). An owner's mail carries
 * their domain's DKIM signature (account mail from the server's own address is signed, if at all,
 * by the operator's mail server). Names and subjects come from owners and visitors: they are
 * flattened to one line before they reach a header, and bodies are plain text only.
 */

export interface DkimSigningKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMessage {
  from: MailAddress;
  to: string;
  replyTo?: MailAddress | undefined;
  subject: string;
  text: string;
  /** The owner's domain key; account mail from the server's own address goes unsigned here. */
  dkim?: DkimSigningKey | undefined;
}

const MAX_NAME_LENGTH = 100;
const MAX_SUBJECT_LENGTH = 200;
// A plain address: no spaces, no control characters, no angle brackets, quotes or commas.
const PLAIN_ADDRESS = /^[^\s\p{Cc}@<>",;:()[\]\\]+@[^\s\p{Cc}@<>",;:()[\]\\]+$/u;

/**
 * One line of printable text: control and format characters (bidi overrides too, but not the
 * joiners inside emoji), line breaks and runs of space become one space.
 */
export function headerText(value: string, maxLength = MAX_SUBJECT_LENGTH): string {
  return value
    .replace(/(?:(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s])+/gu, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** The address when it is one plain address; anything else (a list, a header trick) is undefined. */
export function plainAddress(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed.length <= 254 && PLAIN_ADDRESS.test(trimmed) ? trimmed : undefined;
}

function mailAddress(value: MailAddress): MailAddress {
  const address = plainAddress(value.address);
  if (!address) throw new Error('not a plain email address');
  return { name: headerText(value.name, MAX_NAME_LENGTH), address };
}

export interface MailerOptions {
  smtpUrl: string;
  connectionTimeoutMs?: number;
  /** Told whether each message reached the SMTP server (the metrics). */
  onResult?: (result: 'sent' | 'failed') => void;
}

export function createMailer(options: MailerOptions) {
  const timeout = options.connectionTimeoutMs ?? 10_000;
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 3 * timeout,
  });

  async function sendOne(message: OutgoingMessage): Promise<void> {
    const to = plainAddress(message.to);
    if (!to) throw new Error('not a plain recipient address');
    await transporter.sendMail({
      from: mailAddress(message.from),
      to,
      ...(message.replyTo ? { replyTo: mailAddress(message.replyTo) } : {}),
      subject: headerText(message.subject),
      text: message.text,
      ...(message.dkim ? { dkim: message.dkim } : {}),
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  return {
    /** Sends one message; rejects when the SMTP server refuses it or cannot be reached. */
    async send(message: OutgoingMessage): Promise<void> {
      try {
        await sendOne(message);
      } catch (error: unknown) {
        options.onResult?.('failed');
        throw error;
      }
      options.onResult?.('sent');
    },
    /** Connects and authenticates without sending: resolves when the server accepts us. */
    async verify(): Promise<void> {
      await transporter.verify();
    },
    close(): void {
      transporter.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
