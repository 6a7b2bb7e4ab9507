import { z } from 'zod';

// An owner's own domains for a hosted site (`www.example.com`, or an apex such as `example.com`).

/** How many domains one site can have (a www/apex pair and a few more). */
export const MAX_DOMAINS_PER_SITE = 5;

export const DOMAIN_MESSAGES = {
  empty: 'Enter a domain name, such as www.example.com',
  tooLong: 'A domain name is at most 253 characters',
  scheme: 'Enter the domain name alone, without http:// or https://',
  path: 'Enter the domain name alone, without a path (nothing from the first /, ? or #)',
  userInfo: 'Enter the domain name alone, without a user name or an email address',
  wildcard: 'Wildcard domains (*) cannot be connected: enter one name, such as www.example.com',
  ipAddress: 'An IP address cannot be connected: enter a domain name, such as www.example.com',
  port: 'Enter the domain name without a port (nothing from the :)',
  characters:
    'A domain name has only letters, digits, hyphens and dots, with no spaces, such as www.example.com',
  emptyLabel: 'A domain name cannot have two dots in a row, or begin with a dot',
  labelTooLong: 'Each part of a domain name between dots is at most 63 characters',
  labelShape: 'Each part of a domain name starts and ends with a letter or a digit',
  oneLabel: 'Enter the whole domain name with its ending, such as www.example.com',
  topLevel: 'A domain name ends in a top-level domain such as .com, .org or .de',
  notFound: 'This site has no such domain',
} as const;

const MAX_DOMAIN_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4_SHAPE = /^\d+(?:\.\d+){3}$/;

export type DomainNameCheck = { ok: true; domain: string } | { ok: false; error: string };

/**
 * What an owner typed, as the one ASCII form a domain name has: trimmed, lowercased, without a
 * final dot, international names in punycode (the URL standard's IDNA, the same as node's
 * `domainToASCII`), or why it is not a domain name an owner can connect. Its shape only: whether
 * its ending is a real top-level domain, and whether it belongs to this server, the server checks.
 *
 * @example
 * checkDomainName(' Bäckerei-Müller.de. '); // { ok: true, domain: 'xn--bckerei-mller-bfb28a.de' }
 * checkDomainName('https://example.com/'); // { ok: false, error: DOMAIN_MESSAGES.scheme }
 */
export function checkDomainName(input: string): DomainNameCheck {
  const fail = (error: string): DomainNameCheck => ({ ok: false, error });
  const text = input.trim();
  if (text === '') return fail(DOMAIN_MESSAGES.empty);
  // Longer than any domain, even in Unicode: refused before any work is spent on it.
  if (text.length > 2 * MAX_DOMAIN_LENGTH) return fail(DOMAIN_MESSAGES.tooLong);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || text.startsWith('//')) {
    return fail(DOMAIN_MESSAGES.scheme);
  }
  if (/[/\\?#]/.test(text)) return fail(DOMAIN_MESSAGES.path);
  if (text.includes('@')) return fail(DOMAIN_MESSAGES.userInfo);
  if (text.includes('*')) return fail(DOMAIN_MESSAGES.wildcard);
  if (/[[\]]/.test(text) || (text.match(/:/g)?.length ?? 0) > 1) {
    return fail(DOMAIN_MESSAGES.ipAddress);
  }
  if (text.includes(':')) return fail(DOMAIN_MESSAGES.port);
  // The URL parser would decode %41 into "a": a name is typed as it is, never escaped.
  if (/[\s%]/.test(text)) return fail(DOMAIN_MESSAGES.characters);

  let ascii: string;
  try {
    ascii = new URL(`http://${text}`).hostname;
  } catch {
    // The URL parser takes a name ending in a number for an IPv4 address, and refuses it.
    return fail(
      /\.(?:\d+|0x[0-9a-f]*)\.?$/i.test(text)
        ? DOMAIN_MESSAGES.topLevel
        : DOMAIN_MESSAGES.characters,
    );
  }
  if (ascii.endsWith('.')) ascii = ascii.slice(0, -1);
  // The URL parser reads 0x7f.1 and full-width digits as the IPv4 address they name.
  if (IPV4_SHAPE.test(ascii)) return fail(DOMAIN_MESSAGES.ipAddress);
  if (ascii.length > MAX_DOMAIN_LENGTH) return fail(DOMAIN_MESSAGES.tooLong);

  const labels = ascii.split('.');
  if (labels.some((label) => label === '')) return fail(DOMAIN_MESSAGES.emptyLabel);
  if (labels.length < 2) return fail(DOMAIN_MESSAGES.oneLabel);
  if (labels.some((label) => label.length > MAX_LABEL_LENGTH)) {
    return fail(DOMAIN_MESSAGES.labelTooLong);
  }
  if (labels.some((label) => !/^[a-z0-9-]+$/.test(label))) return fail(DOMAIN_MESSAGES.characters);
  if (labels.some((label) => !LABEL.test(label))) return fail(DOMAIN_MESSAGES.labelShape);
  if (!TOP_LEVEL.test(labels.at(-1) ?? '')) return fail(DOMAIN_MESSAGES.topLevel);
  return { ok: true, domain: ascii };
}

/** A domain name as an owner types it, parsed into its ASCII form (`checkDomainName`). */
export const DomainNameSchema = z.string().transform((value, context) => {
  const checked = checkDomainName(value);
  if (checked.ok) return checked.domain;
  context.addIssue({ code: 'custom', message: checked.error });
  return z.NEVER;
});

export const DomainWebsiteParamsSchema = z.object({ id: z.uuid('Invalid website id') });

export const DomainParamsSchema = z.object({
  id: z.uuid('Invalid website id'),
  domain: DomainNameSchema,
});

/** `POST /api/website/{id}/domains`. */
export const AddDomainRequestSchema = z.object({ domain: DomainNameSchema });

export const DOMAIN_STATUSES = ['pending', 'verified'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const DOMAIN_RECORD_TYPES = ['CNAME', 'A', 'AAAA', 'TXT'] as const;

/**
 * - `unchecked`: not looked up yet;
 * - `ok`: found as it should be;
 * - `missing`: nothing there yet;
 * - `wrong`: something else is there (see `problem`).
 */
export const DOMAIN_RECORD_STATES = ['unchecked', 'ok', 'missing', 'wrong'] as const;

/** A DNS record the owner creates at their DNS host, and what the last check found there. */
export const DomainRecordSchema = z.object({
  type: z.enum(DOMAIN_RECORD_TYPES),
  /** The full name it goes at (DNS hosts often want only the part before the domain). */
  name: z.string(),
  /** What it holds; empty for a record that must go (a foreign address beside ours). */
  value: z.string(),
  /** What the record is for, in one sentence. */
  purpose: z.string(),
  state: z.enum(DOMAIN_RECORD_STATES),
  /** What DNS answered for this name and type at the last check. */
  found: z.array(z.string()),
  /** What is wrong, and what to do about it; null when nothing is. */
  problem: z.string().nullable(),
});
export type DomainRecord = z.infer<typeof DomainRecordSchema>;

/**
 * What a verified domain does: `primary` is the site's address (its canonical URL); `redirect`
 * sends visitors to `redirectsTo` (the other of a www/apex pair, added earlier); `alias` serves
 * the site as well. Null while the domain is pending.
 */
export const DOMAIN_ROLES = ['primary', 'redirect', 'alias'] as const;

export const SiteDomainSchema = z
  .object({
    domain: z.string(),
    status: z.enum(DOMAIN_STATUSES),
    role: z.enum(DOMAIN_ROLES).nullable(),
    redirectsTo: z.string().nullable(),
    /** Where the domain shows the site once verified (`https://www.example.com`). */
    url: z.string(),
    records: z.array(DomainRecordSchema),
    createdAt: z.string(),
    checkedAt: z.string().nullable(),
    verifiedAt: z.string().nullable(),
  })
  .meta({ id: 'SiteDomain' });
export type SiteDomain = z.infer<typeof SiteDomainSchema>;

/** `GET /api/website/{id}/domains`: the site's domains, oldest first. */
export const SiteDomainsResponseSchema = z.object({
  domains: z.array(SiteDomainSchema),
  /** How many domains a site can have. */
  limit: z.number().int().positive(),
});
export type SiteDomainsResponse = z.infer<typeof SiteDomainsResponseSchema>;

/** `POST /api/website/{id}/domains/{domain}/verify`: the domain after the check. */
export const VerifyDomainResponseSchema = SiteDomainSchema.extend({ verified: z.boolean() });
export type VerifyDomainResponse = z.infer<typeof VerifyDomainResponseSchema>;

export const RemoveDomainResponseSchema = z.object({ success: z.literal(true) });

/** `GET /api/hosting/tls-allowed?domain=…` (a reverse proxy's on-demand TLS question). */
export const TlsAllowedQuerySchema = z.object({
  domain: z.string().max(300, 'domain is at most 300 characters'),
});
