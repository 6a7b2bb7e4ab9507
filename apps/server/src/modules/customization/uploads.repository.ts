import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { deleteUnreferencedBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { blobs, siteUploads } from '../../db/schema';

const StoredFileSchema = z.object({ path: z.string(), blobSha256: z.string() });

/**
 * One stored width of an upload: its WebP's site path and the blob with its bytes, and the same
 * for its AVIF (absent from uploads stored before AVIF).
 */
export const UploadVariantSchema = StoredFileSchema.extend({
  width: z.number().int().positive(),
  avif: StoredFileSchema.optional(),
});
export type UploadVariant = z.infer<typeof UploadVariantSchema>;

export interface SiteUpload {
  id: string;
  websiteId: string;
  dataSlot: string;
  name: string;
  width: number;
  height: number;
  sizeBytes: number;
  /** Narrowest first. */
  variants: UploadVariant[];
}

const toUpload = (row: typeof siteUploads.$inferSelect): SiteUpload => ({
  id: row.id,
  websiteId: row.websiteId,
  dataSlot: row.dataSlot,
  name: row.name,
  width: row.width,
  height: row.height,
  sizeBytes: row.sizeBytes,
  variants: z.array(UploadVariantSchema).parse(row.variants),
});

/** An upload of this website (another website's upload is not found). */
export async function findUpload(
  db: DbOrTx,
  websiteId: string,
  id: string,
): Promise<SiteUpload | undefined> {
  const [row] = await db
    .select()
    .from(siteUploads)
    .where(and(eq(siteUploads.id, id), eq(siteUploads.websiteId, websiteId)))
    .limit(1);
  return row ? toUpload(row) : undefined;
}

/**
 * The bytes behind upload paths a site model names (`images/upload-…-960.webp` and `.avif`), for
 * the files of a version. Paths of other websites' uploads are never found.
 */
export async function readUploadFiles(
  db: DbOrTx,
  websiteId: string,
  paths: readonly string[],
): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  if (paths.length === 0) return files;
  const wanted = new Set(paths);
  const rows = await db.select().from(siteUploads).where(eq(siteUploads.websiteId, websiteId));
  // One blob may back several paths (the same bytes uploaded twice).
  const hashes = new Map<string, string[]>();
  for (const row of rows) {
    for (const variant of toUpload(row).variants) {
      for (const file of [variant, variant.avif]) {
        if (!file || !wanted.has(file.path)) continue;
        hashes.set(file.blobSha256, [...(hashes.get(file.blobSha256) ?? []), file.path]);
      }
    }
  }
  if (hashes.size === 0) return files;
  const stored = await db
    .select({ sha256: blobs.sha256, data: blobs.data })
    .from(blobs)
    .where(inArray(blobs.sha256, [...hashes.keys()]));
  for (const blob of stored) {
    for (const path of hashes.get(blob.sha256) ?? []) files.set(path, blob.data);
  }
  return files;
}

/** Stores an upload's row (its blobs must be stored in the same transaction). */
export async function insertUpload(db: DbOrTx, upload: SiteUpload): Promise<void> {
  await db.insert(siteUploads).values(upload);
}

/** Removes uploads that never reached a version (a refused replacement). */
export async function deleteUploads(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(siteUploads).where(inArray(siteUploads.id, [...ids]));
}

/** The bytes of one width of an upload, WebP or AVIF, found by the upload's unguessable id alone. */
export async function readUploadVariant(
  db: DbOrTx,
  uploadId: string,
  width: number,
  format: 'webp' | 'avif',
): Promise<Uint8Array | undefined> {
  const [row] = await db.select().from(siteUploads).where(eq(siteUploads.id, uploadId)).limit(1);
  const variant = row ? toUpload(row).variants.find((v) => v.width === width) : undefined;
  const file = format === 'avif' ? variant?.avif : variant;
  if (!file) return undefined;
  const [blob] = await db
    .select({ data: blobs.data })
    .from(blobs)
    .where(eq(blobs.sha256, file.blobSha256))
    .limit(1);
  return blob?.data;
}

/**
 * Uploads made before `before` that no version of their website carries (uploaded for an apply
 * that never came), and the bytes only they held, AVIF included. Placed uploads stay while any
 * version, current or restorable, names them (its WebP files: a version carries both or neither).
 */
export async function deleteUnplacedUploads(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      DELETE FROM site_uploads u
      WHERE u.created_at < ${before.toISOString()}
        AND NOT EXISTS (
          SELECT 1 FROM website_versions v
          JOIN version_files f ON f.version_id = v.id
          WHERE v.website_id = u.website_id
            AND f.path IN (SELECT e->>'path' FROM jsonb_array_elements(u.variants) e)
        )
    `);
    await deleteUnreferencedBlobs(tx);
    return result.rowCount ?? 0;
  });
}
