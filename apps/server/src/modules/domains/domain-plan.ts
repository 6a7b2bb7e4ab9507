import type { DomainStatus } from '@zappy/contract/domains';

/** A site's domain as the plan needs it. */
export interface PlannedDomain {
  domain: string;
  status: DomainStatus;
  createdAt: Date;
}

/** What a verified domain does (see `SiteDomain.role` in the contract). */
export type DomainRole =
  { role: 'primary' | 'alias'; redirectsTo: null } | { role: 'redirect'; redirectsTo: string };

export interface DomainPlan {
  /** The site's address among its domains (its canonical URL); undefined with none verified. */
  primary: string | undefined;
  /** Every verified domain's role; pending domains have none. */
  roles: ReadonlyMap<string, DomainRole>;
}

/** The other of a www/apex pair: `www.example.com` ↔ `example.com`. */
export function wwwPartner(domain: string): string {
  return domain.startsWith('www.') ? domain.slice(4) : `www.${domain}`;
}

/**
 * What a site's domains do. Of a www/apex pair that are both verified, the one added first is
 * the address and the other redirects to it; every other verified domain serves the site. The
 * primary is the earliest added verified domain that does not redirect.
 *
 * @example
 * planDomains([
 *   { domain: 'example.com', status: 'verified', createdAt: new Date(1) },
 *   { domain: 'www.example.com', status: 'verified', createdAt: new Date(2) },
 * ]); // primary 'example.com'; www.example.com redirects to it
 */
export function planDomains(domains: readonly PlannedDomain[]): DomainPlan {
  const verified = domains
    .filter((entry) => entry.status === 'verified')
    .toSorted(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.domain.localeCompare(b.domain),
    );
  const order = new Map(verified.map((entry, index) => [entry.domain, index]));
  const roles = new Map<string, DomainRole>();
  let primary: string | undefined;
  for (const [index, entry] of verified.entries()) {
    const partner = wwwPartner(entry.domain);
    const partnerIndex = order.get(partner);
    if (partnerIndex !== undefined && partnerIndex < index) {
      roles.set(entry.domain, { role: 'redirect', redirectsTo: partner });
    } else {
      primary ??= entry.domain;
      roles.set(entry.domain, {
        role: primary === entry.domain ? 'primary' : 'alias',
        redirectsTo: null,
      });
    }
  }
  return { primary, roles };
}
