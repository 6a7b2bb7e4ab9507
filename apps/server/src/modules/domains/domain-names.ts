import { parse } from 'tldts';
import type { SiteUrls } from '../../lib/site-urls';

export type OwnDomainCheck = { ok: true; isApex: boolean } | { ok: false; error: string };

export interface OwnDomainRules {
  siteUrls: Pick<SiteUrls, 'isInSiteSpace'>;
  /** PUBLIC_URL's host name and ALLOWED_HOSTS: the app's own names. */
  appHostnames: readonly string[];
  /** Whether this server has addresses for root domains (CUSTOM_DOMAIN_A / _AAAA). */
  servesApex: boolean;
}

/**
 * Whether a domain (already in its ASCII form, `checkDomainName`) is one an owner can connect
 * here: under a real top-level domain of the public internet (the Public Suffix List's ICANN
 * part), not an ending shared by many owners (`co.uk`), not one of this server's own names, and
 * a root domain only when the server has addresses for root domains. Answers whether it is a
 * root domain (`example.com`, `example.co.uk`), which takes A/AAAA records instead of a CNAME.
 *
 * @example
 * checkOwnDomain('www.example.co.uk', rules); // { ok: true, isApex: false }
 */
export function checkOwnDomain(domain: string, rules: OwnDomainRules): OwnDomainCheck {
  const parsed = parse(domain);
  if (!parsed.isIcann || !parsed.publicSuffix) {
    return {
      ok: false,
      error: `.${parsed.publicSuffix ?? domain} is not a top-level domain of the public internet, so no visitor could reach ${domain}`,
    };
  }
  if (!parsed.domain) {
    return {
      ok: false,
      error: `${domain} is an ending that many owners share: enter your own domain, such as www.example.${domain}`,
    };
  }
  const isOwn = rules.appHostnames.some((name) => domain === name || domain.endsWith(`.${name}`));
  if (isOwn || rules.siteUrls.isInSiteSpace(domain)) {
    return { ok: false, error: `${domain} belongs to this Zappy server: enter a domain you own` };
  }
  const isApex = parsed.domain === domain;
  if (isApex && !rules.servesApex) {
    return {
      ok: false,
      error: `${domain} is a root domain, and this Zappy server has no fixed address for root domains: connect a subdomain such as www.${domain}, and have your DNS host forward ${domain} to it`,
    };
  }
  return { ok: true, isApex };
}
