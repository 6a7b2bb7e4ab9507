import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { feedback, generationJobs, websiteVersions, websites } from '../../db/schema';

export type WebsiteRow = typeof websites.$inferSelect;

export async function insertWebsite(
  db: DbOrTx,
  website: typeof websites.$inferInsert,
): Promise<WebsiteRow> {
  return oneRow(await db.insert(websites).values(website).returning());
}

/** A website only its owner may see; anyone else gets nothing (a 404, no existence leak). */
export async function findOwnedWebsite(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<WebsiteRow | undefined> {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.id, id), eq(websites.userId, userId)))
    .limit(1);
  return row;
}

export async function findWebsiteById(db: DbOrTx, id: string): Promise<WebsiteRow | undefined> {
  const [row] = await db.select().from(websites).where(eq(websites.id, id)).limit(1);
  return row;
}

export async function listWebsitesWithVersionCounts(db: DbOrTx, userId: string) {
  return db
    .select({ website: websites, versions: count(websiteVersions.id) })
    .from(websites)
    .leftJoin(websiteVersions, eq(websiteVersions.websiteId, websites.id))
    .where(eq(websites.userId, userId))
    .groupBy(websites.id)
    .orderBy(desc(websites.createdAt));
}

export async function updateWebsite(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<WebsiteRow, 'name' | 'industry' | 'status' | 'brief'>>,
): Promise<void> {
  await db
    .update(websites)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(websites.id, id));
}

/**
 * The dashboard's numbers for one owner: websites, those created this month (between
 * `monthStart` and `now`), and versions across all of them.
 */
export async function countWebsiteStats(db: DbOrTx, userId: string, monthStart: Date, now: Date) {
  const [sites] = await db
    .select({
      totalWebsites: count(),
      thisMonth: count(
        sql`case when ${websites.createdAt} >= ${monthStart.toISOString()} and ${websites.createdAt} <= ${now.toISOString()} then 1 end`,
      ),
    })
    .from(websites)
    .where(eq(websites.userId, userId));
  const [versions] = await db
    .select({ totalVersions: count() })
    .from(websiteVersions)
    .innerJoin(websites, eq(websites.id, websiteVersions.websiteId))
    .where(eq(websites.userId, userId));
  return {
    totalWebsites: sites?.totalWebsites ?? 0,
    thisMonth: sites?.thisMonth ?? 0,
    totalVersions: versions?.totalVersions ?? 0,
  };
}

export async function insertFeedback(db: DbOrTx, entry: typeof feedback.$inferInsert) {
  return oneRow(await db.insert(feedback).values(entry).returning());
}

export async function listFeedback(db: DbOrTx, websiteId: string) {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.websiteId, websiteId))
    .orderBy(desc(feedback.createdAt));
}

/** The fidelity report (as stored, unparsed) of a website's latest completed generation job. */
export async function findLatestFidelity(db: DbOrTx, websiteId: string): Promise<unknown> {
  const [row] = await db
    .select({ fidelity: generationJobs.fidelity })
    .from(generationJobs)
    .where(and(eq(generationJobs.websiteId, websiteId), eq(generationJobs.status, 'completed')))
    .orderBy(desc(generationJobs.updatedAt))
    .limit(1);
  return row?.fidelity ?? null;
}
