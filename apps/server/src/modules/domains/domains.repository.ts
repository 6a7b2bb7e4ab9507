import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteDomains, websites } from '../../db/schema';

export type SiteDomainRow = typeof siteDomains.$inferSelect;

/** A domain with the site it belongs to: what hosting and re-checks need. */
export interface DomainWithSite {
  domain: string;
  status: SiteDomainRow['status'];
  createdAt: Date;
  websiteId: string;
  slug: string;
}

const bySiteOrder = [asc(siteDomains.createdAt), asc(siteDomains.domain)];

export async function listSiteDomains(db: DbOrTx, websiteId: string): Promise<SiteDomainRow[]> {
  return db
    .select()
    .from(siteDomains)
    .where(eq(siteDomains.websiteId, websiteId))
    .orderBy(...bySiteOrder);
}

/** The domains of several sites, for their addresses (the dashboard's list). */
export async function listDomainsOfWebsites(
  db: DbOrTx,
  websiteIds: readonly string[],
): Promise<SiteDomainRow[]> {
  if (websiteIds.length === 0) return [];
  return db
    .select()
    .from(siteDomains)
    .where(inArray(siteDomains.websiteId, [...websiteIds]))
    .orderBy(...bySiteOrder);
}

/** A new domain for a site; undefined when some site has it already (the domain is unique). */
export async function insertSiteDomain(
  db: DbOrTx,
  values: Pick<SiteDomainRow, 'websiteId' | 'domain' | 'token'>,
): Promise<SiteDomainRow | undefined> {
  const [row] = await db.insert(siteDomains).values(values).onConflictDoNothing().returning();
  return row;
}

/** Whether any site has this domain (an owner adding it is told it is taken, not whose). */
export async function isDomainTaken(db: DbOrTx, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(eq(siteDomains.domain, domain))
    .limit(1);
  return row !== undefined;
}

export async function recordDomainCheck(
  db: DbOrTx,
  id: string,
  values: Pick<SiteDomainRow, 'status' | 'records' | 'checkedAt' | 'verifiedAt'>,
): Promise<SiteDomainRow | undefined> {
  const [row] = await db
    .update(siteDomains)
    .set({ ...values, updatedAt: values.checkedAt ?? new Date() })
    .where(eq(siteDomains.id, id))
    .returning();
  return row;
}

export async function deleteSiteDomain(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db
    .delete(siteDomains)
    .where(eq(siteDomains.id, id))
    .returning({ id: siteDomains.id });
  return deleted.length > 0;
}

const withSite = {
  domain: siteDomains.domain,
  status: siteDomains.status,
  createdAt: siteDomains.createdAt,
  websiteId: siteDomains.websiteId,
  slug: websites.slug,
};

/**
 * The verified domains with their sites: all of them (the hosting map's full load), or, with
 * `names`, those of the sites that have any of these names (after an announcement: a domain's
 * role depends on its site's other domains).
 */
export async function listVerifiedDomains(
  db: DbOrTx,
  names?: readonly string[],
): Promise<DomainWithSite[]> {
  const verified = eq(siteDomains.status, 'verified');
  const sites = db
    .select({ websiteId: siteDomains.websiteId })
    .from(siteDomains)
    .where(inArray(siteDomains.domain, names?.length ? [...names] : ['']));
  return db
    .select(withSite)
    .from(siteDomains)
    .innerJoin(websites, eq(websites.id, siteDomains.websiteId))
    .where(names === undefined ? verified : and(verified, inArray(siteDomains.websiteId, sites)));
}

/** Whether a domain is verified: a TLS certificate may be requested for it. */
export async function isDomainVerified(db: DbOrTx, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(and(eq(siteDomains.domain, domain), eq(siteDomains.status, 'verified')))
    .limit(1);
  return row !== undefined;
}

export async function websiteWithSlugExists(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(eq(websites.slug, slug))
    .limit(1);
  return row !== undefined;
}

/**
 * The domains due for a check by housekeeping: pending ones added since `pendingSince` (DNS
 * takes up to two days to spread) not checked since `checkedBefore`, and verified ones not
 * checked since `verifiedCheckedBefore` (is the domain still pointing here?). Oldest check first.
 */
export async function listDomainsToCheck(
  db: DbOrTx,
  options: {
    pendingSince: Date;
    checkedBefore: Date;
    verifiedCheckedBefore: Date;
    limit: number;
  },
): Promise<(SiteDomainRow & { slug: string })[]> {
  const neverOrBefore = (before: Date) =>
    or(isNull(siteDomains.checkedAt), lt(siteDomains.checkedAt, before));
  const rows = await db
    .select({ domain: siteDomains, slug: websites.slug })
    .from(siteDomains)
    .innerJoin(websites, eq(websites.id, siteDomains.websiteId))
    .where(
      or(
        and(
          eq(siteDomains.status, 'pending'),
          gte(siteDomains.createdAt, options.pendingSince),
          neverOrBefore(options.checkedBefore),
        ),
        and(eq(siteDomains.status, 'verified'), neverOrBefore(options.verifiedCheckedBefore)),
      ),
    )
    .orderBy(sql`${siteDomains.checkedAt} ASC NULLS FIRST`)
    .limit(options.limit);
  return rows.map((row) => ({ ...row.domain, slug: row.slug }));
}
