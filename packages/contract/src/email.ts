import { z } from 'zod';

// Email from the owner's own domain (spec sections 3, 4 and 7, "Email").

export const DOMAIN_AUTH_STATUSES = ['unknown', 'pending_verification', 'verified'] as const;

/** A DNS record the owner publishes at their DNS host. */
export const DnsRecordSchema = z.object({
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
  description: z.string(),
});
export type DnsRecord = z.infer<typeof DnsRecordSchema>;

/** Spec section 3, "Email config". */
export const EmailConfigSchema = z.object({
  businessName: z.string(),
  merchantEmail: z.string(),
  domain: z.string(),
  domainAuth: z.object({
    status: z.enum(DOMAIN_AUTH_STATUSES),
    checkedAt: z.string().nullable(),
  }),
  dnsRecords: z.array(DnsRecordSchema),
});
export type EmailConfig = z.infer<typeof EmailConfigSchema>;

/** `GET /api/email/config/{websiteId}`: null until the email integration is applied. */
export const EmailConfigResponseSchema = z.object({
  config: EmailConfigSchema.nullable(),
  /** Whether this Zappy server can send mail at all (SMTP_URL is set). */
  outgoingMail: z.boolean(),
});
export type EmailConfigResponse = z.infer<typeof EmailConfigResponseSchema>;

export const EmailWebsiteParamsSchema = z.object({ websiteId: z.uuid('Invalid website id') });

/** `POST /api/email/verify-dns`. */
export const VerifyDnsRequestSchema = z.object({ websiteId: z.uuid('Invalid website id') });
export const VerifyDnsResponseSchema = z.object({
  success: z.boolean(),
  verified: z.boolean(),
  message: z.string(),
  /** Each record: found as published, or what is wrong with it. */
  records: z.array(
    z.object({ name: z.string(), found: z.boolean(), problem: z.string().nullable() }),
  ),
});
export type VerifyDnsResponse = z.infer<typeof VerifyDnsResponseSchema>;

/** `POST /api/email/test`. */
export const TestEmailRequestSchema = z.object({
  websiteId: z.uuid('Invalid website id'),
  testEmail: z.email('Please enter a valid email address').max(254),
});
export const TestEmailResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
});
export type TestEmailResponse = z.infer<typeof TestEmailResponseSchema>;

/** The spec's email texts (section 8). */
export const EMAIL_MESSAGES = {
  notVerified: 'DNS records not yet verified',
  verifyFailed: 'Failed to verify DNS records',
  testFailed: 'Failed to send test email',
  verified: 'DNS records verified',
  noOutgoingMail: 'This Zappy server has no outgoing mail: its administrator has not set SMTP_URL.',
  notConfigured: 'Email is not set up for this website',
} as const;
