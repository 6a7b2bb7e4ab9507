import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blobs, feedback, versionFiles, websiteVersions, websites } from '../../db/schema';

export type WebsiteRow = typeof websites.$inferSelect;
export type VersionRow = typeof websiteVersions.$inferSelect;

export async function insertWebsite(
  db: DbOrTx,
  website: typeof websites.$inferInsert,
): Promise<WebsiteRow> {
  const [row] = await db.insert(websites).values(website).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
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

export async function findWebsiteBySlug(db: DbOrTx, slug: string): Promise<WebsiteRow | undefined> {
  const [row] = await db.select().from(websites).where(eq(websites.slug, slug)).limit(1);
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
  changes: Partial<
    Pick<WebsiteRow, 'name' | 'industry' | 'status' | 'currentVersion' | 'liveVersion' | 'liveUrl'>
  >,
): Promise<void> {
  await db
    .update(websites)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(websites.id, id));
}

export async function listVersions(db: DbOrTx, websiteId: string) {
  return db
    .select({
      number: websiteVersions.number,
      reason: websiteVersions.reason,
      createdAt: websiteVersions.createdAt,
    })
    .from(websiteVersions)
    .where(eq(websiteVersions.websiteId, websiteId))
    .orderBy(desc(websiteVersions.number));
}

export async function findVersion(
  db: DbOrTx,
  websiteId: string,
  number: number,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(websiteVersions)
    .where(and(eq(websiteVersions.websiteId, websiteId), eq(websiteVersions.number, number)))
    .limit(1);
  return row;
}

/**
 * Adds the next version with its files. Run inside a transaction: the number is taken as
 * max + 1 under the website row's lock, so concurrent versions can't collide.
 */
export async function insertVersionWithFiles(
  tx: DbOrTx,
  input: {
    websiteId: string;
    model: unknown;
    reason: string;
    files: readonly { path: string; sha256: string }[];
  },
): Promise<VersionRow> {
  await tx.execute(sql`SELECT 1 FROM websites WHERE id = ${input.websiteId} FOR UPDATE`);
  const [latest] = await tx
    .select({ max: sql<number | null>`max(${websiteVersions.number})` })
    .from(websiteVersions)
    .where(eq(websiteVersions.websiteId, input.websiteId));
  const [version] = await tx
    .insert(websiteVersions)
    .values({
      websiteId: input.websiteId,
      number: (latest?.max ?? 0) + 1,
      model: input.model,
      reason: input.reason,
    })
    .returning();
  if (!version) throw new Error('insert returned no row');
  if (input.files.length > 0) {
    await tx.insert(versionFiles).values(
      input.files.map((file) => ({
        versionId: version.id,
        path: file.path,
        blobSha256: file.sha256,
      })),
    );
  }
  return version;
}

/** One file of a version, with its bytes. */
export async function findVersionFile(db: DbOrTx, versionId: string, path: string) {
  const [row] = await db
    .select({ data: blobs.data, contentType: blobs.contentType, sha256: blobs.sha256 })
    .from(versionFiles)
    .innerJoin(blobs, eq(blobs.sha256, versionFiles.blobSha256))
    .where(and(eq(versionFiles.versionId, versionId), eq(versionFiles.path, path)))
    .limit(1);
  return row;
}

export async function listVersionFiles(db: DbOrTx, versionId: string) {
  return db
    .select({
      path: versionFiles.path,
      sha256: versionFiles.blobSha256,
      data: blobs.data,
      contentType: blobs.contentType,
    })
    .from(versionFiles)
    .innerJoin(blobs, eq(blobs.sha256, versionFiles.blobSha256))
    .where(eq(versionFiles.versionId, versionId))
    .orderBy(asc(versionFiles.path));
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
  const [row] = await db.insert(feedback).values(entry).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function listFeedback(db: DbOrTx, websiteId: string) {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.websiteId, websiteId))
    .orderBy(desc(feedback.createdAt));
}
