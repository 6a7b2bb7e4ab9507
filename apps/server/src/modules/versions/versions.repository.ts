import { parseSiteModel } from '@zappy/site-model/migrate';
import type { SiteModel } from '@zappy/site-model/schema';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { blobs, versionFiles, websiteVersions, websites } from '../../db/schema';

type VersionRecord = typeof websiteVersions.$inferSelect;

/** A stored version whose model is already migrated to the current schema version. */
export type VersionRow = Omit<VersionRecord, 'model'> & { model: SiteModel };

/** One stored file of a version, with its bytes. */
export interface VersionFile {
  path: string;
  sha256: string;
  contentType: string;
  data: Buffer;
}

/** Stored models may be older than the code: every reader gets the current schema version. */
function migrated(row: VersionRecord): VersionRow {
  const model = parseSiteModel(row.model);
  if (!model.ok) {
    throw new Error(`version ${row.number} of ${row.websiteId} has an invalid model`, {
      cause: model.errors,
    });
  }
  return { ...row, model: model.value };
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
  return row && migrated(row);
}

/**
 * Adds the next version with its files, its repository commit still to do. Run inside a
 * transaction: the number is taken as max + 1 under the website row's lock, so concurrent
 * versions can't collide.
 */
export async function insertVersionWithFiles(
  tx: DbOrTx,
  input: {
    websiteId: string;
    model: SiteModel;
    reason: string;
    files: readonly { path: string; sha256: string }[];
  },
): Promise<VersionRow> {
  await tx.execute(sql`SELECT 1 FROM websites WHERE id = ${input.websiteId} FOR UPDATE`);
  const [latest] = await tx
    .select({ max: sql<number | null>`max(${websiteVersions.number})` })
    .from(websiteVersions)
    .where(eq(websiteVersions.websiteId, input.websiteId));
  const version = oneRow(
    await tx
      .insert(websiteVersions)
      .values({
        websiteId: input.websiteId,
        number: (latest?.max ?? 0) + 1,
        model: input.model,
        reason: input.reason,
        commitPending: true,
      })
      .returning(),
  );
  if (input.files.length > 0) {
    await tx.insert(versionFiles).values(
      input.files.map((file) => ({
        versionId: version.id,
        path: file.path,
        blobSha256: file.sha256,
      })),
    );
  }
  return { ...version, model: input.model };
}

/** The website's current version is this one (what the owner sees and edits next). */
export async function pointWebsiteAt(tx: DbOrTx, websiteId: string, number: number) {
  await tx
    .update(websites)
    .set({ currentVersion: number, status: 'completed', updatedAt: new Date() })
    .where(eq(websites.id, websiteId));
}

/**
 * The version the site's own host name serves; `null` takes the site offline. Answers the site's
 * slug (undefined when the site is gone).
 */
export async function setLiveVersion(db: DbOrTx, websiteId: string, number: number | null) {
  const [row] = await db
    .update(websites)
    .set({
      liveVersion: number,
      ...(number === null ? { liveUrl: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(websites.id, websiteId))
    .returning({ slug: websites.slug });
  return row?.slug;
}

/** One file of a version, with its bytes and their stored compressed forms. */
export async function findVersionFile(db: DbOrTx, websiteId: string, number: number, path: string) {
  const [row] = await db
    .select(storedFileColumns)
    .from(websiteVersions)
    .innerJoin(
      versionFiles,
      and(eq(versionFiles.versionId, websiteVersions.id), eq(versionFiles.path, path)),
    )
    .innerJoin(blobs, eq(blobs.sha256, versionFiles.blobSha256))
    .where(and(eq(websiteVersions.websiteId, websiteId), eq(websiteVersions.number, number)))
    .limit(1);
  return row;
}

const storedFileColumns = {
  sha256: blobs.sha256,
  contentType: blobs.contentType,
  data: blobs.data,
  gzip: blobs.gzip,
  brotli: blobs.brotli,
};

/** The bytes stored under a hash, with their compressed forms. */
export async function findBlob(db: DbOrTx, sha256: string) {
  const [row] = await db
    .select(storedFileColumns)
    .from(blobs)
    .where(eq(blobs.sha256, sha256))
    .limit(1);
  return row;
}

/** Compressed forms made late, for bytes stored before they existed; never replaces any. */
export async function storeBlobVariants(
  db: DbOrTx,
  sha256: string,
  variants: { gzip: Buffer | null; brotli: Buffer | null },
) {
  await db
    .update(blobs)
    .set({
      gzip: sql`coalesce(${blobs.gzip}, ${variants.gzip})`,
      brotli: sql`coalesce(${blobs.brotli}, ${variants.brotli})`,
    })
    .where(eq(blobs.sha256, sha256));
}

/** A website's row joined to the version its own host name serves. */
const liveVersionOfWebsite = and(
  eq(websiteVersions.websiteId, websites.id),
  eq(websiteVersions.number, websites.liveVersion),
);

/**
 * What a site's host name serves, found by its slug in one query: the live version and the hash,
 * type and size of each of its files (not their bytes).
 */
export async function findLiveSite(db: DbOrTx, slug: string) {
  const rows = await db
    .select({
      websiteId: websites.id,
      versionNumber: websiteVersions.number,
      path: versionFiles.path,
      sha256: blobs.sha256,
      contentType: blobs.contentType,
      size: blobs.size,
    })
    .from(websites)
    .innerJoin(websiteVersions, liveVersionOfWebsite)
    .innerJoin(versionFiles, eq(versionFiles.versionId, websiteVersions.id))
    .innerJoin(blobs, eq(blobs.sha256, versionFiles.blobSha256))
    .where(eq(websites.slug, slug));
  const [first] = rows;
  if (!first) return undefined;
  return {
    websiteId: first.websiteId,
    versionNumber: first.versionNumber,
    files: rows.map(({ path, sha256, contentType, size }) => ({ path, sha256, contentType, size })),
  };
}

/** The model of the version a site's host name serves; none when it can't be read. */
export async function findLiveModel(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ websiteId: websites.id, model: websiteVersions.model })
    .from(websites)
    .innerJoin(websiteVersions, liveVersionOfWebsite)
    .where(eq(websites.slug, slug))
    .limit(1);
  const parsed = row && parseSiteModel(row.model);
  return row && parsed?.ok ? { websiteId: row.websiteId, model: parsed.value } : undefined;
}

/** A version's file names, hashes and types, without their bytes. */
export async function listVersionFileNames(db: DbOrTx, versionId: string) {
  return db
    .select({
      path: versionFiles.path,
      sha256: versionFiles.blobSha256,
      contentType: blobs.contentType,
    })
    .from(versionFiles)
    .innerJoin(blobs, eq(blobs.sha256, versionFiles.blobSha256))
    .where(eq(versionFiles.versionId, versionId))
    .orderBy(asc(versionFiles.path));
}

export async function listVersionFiles(db: DbOrTx, versionId: string): Promise<VersionFile[]> {
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

/** The site's slug, for a deployment target. */
export async function findWebsiteSlug(db: DbOrTx, websiteId: string) {
  const [row] = await db
    .select({ slug: websites.slug })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .limit(1);
  return row?.slug;
}

/** Versions of a site whose repository commit is still to do, oldest first. */
export async function listUncommittedVersions(db: DbOrTx, websiteId: string) {
  const rows = await db
    .select()
    .from(websiteVersions)
    .where(and(eq(websiteVersions.websiteId, websiteId), eq(websiteVersions.commitPending, true)))
    .orderBy(asc(websiteVersions.number));
  return rows.map(migrated);
}

/** Sites with a version whose commit was left undone (a crash, a failed write) before `before`. */
export async function listSitesWithUncommittedVersions(db: DbOrTx, before: Date) {
  const rows = await db
    .selectDistinct({ websiteId: websiteVersions.websiteId })
    .from(websiteVersions)
    .where(and(eq(websiteVersions.commitPending, true), lt(websiteVersions.createdAt, before)));
  return rows.map((row) => row.websiteId);
}

/** The commit is done, or failed with this reason (kept for the next repair to try again). */
export async function recordCommit(db: DbOrTx, versionId: string, error: string | null) {
  await db
    .update(websiteVersions)
    .set(error === null ? { commitPending: false, commitError: null } : { commitError: error })
    .where(eq(websiteVersions.id, versionId));
}
