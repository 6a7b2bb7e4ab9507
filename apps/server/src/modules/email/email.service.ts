import { domainToASCII } from 'node:url';
import {
  EMAIL_MESSAGES,
  type EmailConfigResponse,
  type TestEmailResponse,
  type VerifyDnsResponse,
} from '@zappy/contract/email';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { WebsitesService } from '../websites/websites.service';
import { createDnsChecker, type DnsChecker } from './dns-check';
import { dnsRecordsFor } from './dns-records';
import { decryptPrivateKey, encryptPrivateKey, generateDkimKeyPair, randomSelector } from './dkim';
import {
  deleteEmailConfig,
  findEmailDomain,
  findEmailSetup,
  insertEmailDomain,
  updateEmailDomainStatus,
  upsertEmailConfig,
  type EmailConfigRow,
  type EmailDomainRow,
} from './email.repository';
import { createMailer, headerText, plainAddress, type OutgoingMessage } from './mailer';

export type DomainAuthStatus = 'unknown' | 'pending_verification' | 'verified';
export type LeadDelivery = 'sent' | 'failed' | 'stored';

export interface EmailSettings {
  domain: string;
  merchantEmail: string;
  businessName: string;
}

export interface LeadMail {
  name: string;
  email: string;
  subject: string;
  message: string;
  kind: 'contact' | 'newsletter';
}

export interface LeadMailOptions {
  /** Where the lead goes; defaults to the website's merchant address. */
  recipient?: string;
  /** Put before the subject, e.g. `[Golden Crumb]`. */
  subjectPrefix: string;
}

export interface EmailServiceDeps {
  db: Db;
  appSecret: string;
  /** The SMTP server's URL; undefined: this server sends no mail (leads are only stored). */
  smtpUrl: string | undefined;
  /** Resolvers for the DNS checks (`host` or `host:port`); empty: the system's. */
  dnsServers: string[];
  websites: Pick<WebsitesService, 'requireOwned'>;
  /** Where failures worth an administrator's look go (SMTP refusals, resolver outages). */
  onError?: (error: unknown, context: string) => void;
  now?: () => Date;
  /** Per-lookup DNS timeout; tests shorten it. */
  dnsTimeoutMs?: number;
  /** Told whether each message reached the SMTP server (the metrics). */
  mailResult?: (result: 'sent' | 'failed') => void;
}

const INVALID_DOMAIN = 'Please enter a valid domain name, such as example.com';
const ADDRESS_OFF_DOMAIN = 'The sender address must be on the domain mail is sent from';
const INVALID_ADDRESS = 'Please enter a valid email address';
const NO_SMTP_DETAIL = 'No SMTP_URL is set: this Zappy server sends no mail.';
const SMTP_CONNECTED = 'Connected to the outgoing mail (SMTP) server.';
const SMTP_UNREACHABLE =
  'The outgoing mail (SMTP) server could not be reached or refused the login.';

/** `Example.COM.` → `example.com`; a name that is no host name → undefined. */
export function normalizeDomain(input: string): string | undefined {
  const ascii = domainToASCII(input.trim().replace(/\.$/, '').toLowerCase());
  if (!ascii || ascii.length > 253) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2) return undefined;
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  return labels.every((part) => label.test(part)) ? ascii : undefined;
}

/** The sender's domain is the DKIM domain or below it, so DMARC's relaxed alignment holds. */
function onDomain(address: string, domain: string): boolean {
  const addressDomain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return addressDomain === domain || addressDomain.endsWith(`.${domain}`);
}

/**
 * Email from the owner's own domain: DKIM keys per owner and domain, the DNS records to publish
 * and their verification, the test email, and delivery of leads (contact messages, newsletter
 * sign-ups) once the domain is verified. Without SMTP_URL nothing is sent: leads stay stored.
 */
export function createEmailService(deps: EmailServiceDeps) {
  const { db, appSecret, smtpUrl, websites } = deps;
  const now = deps.now ?? (() => new Date());
  const onError = deps.onError ?? (() => undefined);
  const dns: DnsChecker = createDnsChecker({
    dnsServers: deps.dnsServers,
    ...(deps.dnsTimeoutMs ? { timeoutMs: deps.dnsTimeoutMs } : {}),
  });
  const mailer = smtpUrl
    ? createMailer({ smtpUrl, ...(deps.mailResult ? { onResult: deps.mailResult } : {}) })
    : undefined;

  function signingKey(domain: EmailDomainRow): OutgoingMessage['dkim'] {
    return {
      domainName: domain.domain,
      keySelector: domain.selector,
      privateKey: decryptPrivateKey(domain.privateKeyEncrypted, appSecret),
    };
  }

  function sender(config: EmailConfigRow) {
    return { name: config.businessName, address: config.merchantEmail };
  }

  async function status(websiteId: string): Promise<DomainAuthStatus> {
    const setup = await findEmailSetup(db, websiteId);
    return setup ? setup.domain.status : 'unknown';
  }

  return {
    /** Whether this server can send mail at all. */
    outgoingMail: Boolean(smtpUrl),

    /**
     * Sets a website up to send from `domain` (the integrations module calls it when the owner
     * applies "send from my domain"). The owner's keys for that domain are reused if they exist
     * (its DNS records stay valid); otherwise a new key pair and selector are made.
     */
    async configure(
      userId: string,
      websiteId: string,
      settings: EmailSettings,
    ): Promise<{ status: 'pending_verification' | 'verified' }> {
      await websites.requireOwned(userId, websiteId);
      const domainName = normalizeDomain(settings.domain);
      if (!domainName) throw new AppError(400, INVALID_DOMAIN);
      const merchantEmail = plainAddress(settings.merchantEmail)?.toLowerCase();
      if (!merchantEmail) throw new AppError(400, INVALID_ADDRESS);
      if (!onDomain(merchantEmail, domainName)) throw new AppError(400, ADDRESS_OFF_DOMAIN);
      const businessName = headerText(settings.businessName, 100) || domainName;

      let domain = await findEmailDomain(db, userId, domainName);
      if (!domain) {
        const keys = await generateDkimKeyPair();
        domain = await insertEmailDomain(db, {
          userId,
          domain: domainName,
          selector: randomSelector(),
          publicKey: keys.publicKey,
          privateKeyEncrypted: encryptPrivateKey(keys.privateKeyPem, appSecret),
        });
      }
      await upsertEmailConfig(
        db,
        { websiteId, domainId: domain.id, merchantEmail, businessName },
        now(),
      );
      return { status: domain.status };
    },

    /** Stops a website sending mail; the domain's keys stay for the owner's next setup. */
    async unconfigure(websiteId: string): Promise<void> {
      await deleteEmailConfig(db, websiteId);
    },

    status,

    /** `GET /api/email/config/{websiteId}`: the settings and the records to publish (owner only). */
    async config(userId: string, websiteId: string): Promise<EmailConfigResponse> {
      await websites.requireOwned(userId, websiteId);
      const setup = await findEmailSetup(db, websiteId);
      if (!setup) return { config: null, outgoingMail: Boolean(smtpUrl) };
      const { config, domain } = setup;
      return {
        config: {
          businessName: config.businessName,
          merchantEmail: config.merchantEmail,
          domain: domain.domain,
          domainAuth: { status: domain.status, checkedAt: domain.checkedAt?.toISOString() ?? null },
          dnsRecords: dnsRecordsFor({ ...domain, merchantEmail: config.merchantEmail }),
        },
        outgoingMail: Boolean(smtpUrl),
      };
    },

    /**
     * `POST /api/email/verify-dns`: looks the records up; all three found marks the domain
     * verified, anything missing puts it back to pending. A resolver that cannot be reached
     * changes nothing and answers `success: false`.
     */
    async verifyDns(userId: string, websiteId: string): Promise<VerifyDnsResponse> {
      await websites.requireOwned(userId, websiteId);
      const setup = await findEmailSetup(db, websiteId);
      if (!setup) {
        return {
          success: false,
          verified: false,
          message: EMAIL_MESSAGES.notConfigured,
          records: [],
        };
      }
      const { domain } = setup;
      const result = await dns.check(domain);
      if (!result.ok) {
        onError(result.error, `email DNS check for ${domain.domain}`);
        return {
          success: false,
          verified: false,
          message: EMAIL_MESSAGES.verifyFailed,
          records: [],
        };
      }
      const checkedAt = now();
      await updateEmailDomainStatus(db, domain.id, {
        status: result.verified ? 'verified' : 'pending_verification',
        verifiedAt: result.verified ? (domain.verifiedAt ?? checkedAt) : null,
        checkedAt,
      });
      return {
        success: true,
        verified: result.verified,
        message: result.verified ? EMAIL_MESSAGES.verified : EMAIL_MESSAGES.notVerified,
        records: result.records,
      };
    },

    /**
     * `POST /api/email/test`: a message from the owner's address to `testEmail`. Failures are
     * answers (`success: false` with the spec's text), never SMTP internals.
     */
    async sendTest(
      userId: string,
      websiteId: string,
      testEmail: string,
    ): Promise<TestEmailResponse> {
      await websites.requireOwned(userId, websiteId);
      if (!mailer) return { success: false, error: EMAIL_MESSAGES.noOutgoingMail };
      const setup = await findEmailSetup(db, websiteId);
      if (!setup) return { success: false, error: EMAIL_MESSAGES.notConfigured };
      const { config, domain } = setup;
      if (domain.status !== 'verified')
        return { success: false, error: EMAIL_MESSAGES.notVerified };
      try {
        await mailer.send({
          from: sender(config),
          to: testEmail,
          subject: `Test email from ${config.businessName}`,
          text: [
            `Hello,`,
            '',
            `This is a test email from ${config.businessName}, sent by Zappy from ${config.merchantEmail}.`,
            `If you are reading it, email from your domain ${domain.domain} works: messages from your`,
            `website's forms will reach you signed with your domain's DKIM key.`,
            '',
            '— Zappy',
          ].join('\n'),
          dkim: signingKey(domain),
        });
        return { success: true, error: null };
      } catch (error: unknown) {
        onError(error, `email test for website ${websiteId}`);
        return { success: false, error: EMAIL_MESSAGES.testFailed };
      }
    },

    /**
     * Mails a lead to the owner, from their own verified domain, Reply-To the visitor. `stored`:
     * not sent because there is no SMTP server, no email setup or no verified domain (the caller
     * keeps the lead anyway). Never throws.
     */
    async deliverLead(
      websiteId: string,
      lead: LeadMail,
      options: LeadMailOptions,
    ): Promise<LeadDelivery> {
      if (!mailer) return 'stored';
      try {
        const setup = await findEmailSetup(db, websiteId);
        if (!setup || setup.domain.status !== 'verified') return 'stored';
        const { config, domain } = setup;
        const visitor = plainAddress(lead.email);
        const name = headerText(lead.name, 100);
        const who = name ? `${name} <${lead.email}>` : lead.email;
        const newsletter = lead.kind === 'newsletter';
        const subject = newsletter
          ? `${options.subjectPrefix} New newsletter sign-up`
          : `${options.subjectPrefix} ${headerText(lead.subject) || `Message from ${who}`}`;
        const text = newsletter
          ? [
              'Someone signed up for your newsletter on your website.',
              '',
              `Name: ${name || '(not given)'}`,
              `Email: ${lead.email}`,
            ]
          : [
              'You have a new message from your website’s contact form.',
              '',
              `Name: ${name || '(not given)'}`,
              `Email: ${lead.email}`,
              `Subject: ${headerText(lead.subject) || '(none)'}`,
              '',
              lead.message,
              '',
              visitor ? 'Reply to this email to answer them.' : '',
            ];
        await mailer.send({
          from: sender(config),
          to: options.recipient ?? config.merchantEmail,
          replyTo: visitor ? { name, address: visitor } : undefined,
          subject,
          text: text.join('\n').trimEnd(),
          dkim: signingKey(domain),
        });
        return 'sent';
      } catch (error: unknown) {
        onError(error, `email lead delivery for website ${websiteId}`);
        return 'failed';
      }
    },

    /** For the integrations status and reconnect calls: can we reach and log in to SMTP? */
    async checkConnection(): Promise<{ connected: boolean; detail: string }> {
      if (!mailer) return { connected: false, detail: NO_SMTP_DETAIL };
      try {
        await mailer.verify();
        return { connected: true, detail: SMTP_CONNECTED };
      } catch (error: unknown) {
        onError(error, 'email SMTP connection check');
        return { connected: false, detail: SMTP_UNREACHABLE };
      }
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
