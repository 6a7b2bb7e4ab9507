import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { blobs } from './schema';

/**
 * Deletes stored bytes that nothing points at any more. Every table that references `blobs` must
 * be listed here, with every field that names one (a stored image's width names its WebP and its
 * AVIF); run it in the same transaction as the delete that orphaned them.
 */
export async function deleteUnreferencedBlobs(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM blobs b
    WHERE NOT EXISTS (SELECT 1 FROM assets a WHERE a.blob_sha256 = b.sha256)
      AND NOT EXISTS (SELECT 1 FROM version_files f WHERE f.blob_sha256 = b.sha256)
      AND NOT EXISTS (
        SELECT 1 FROM site_uploads u, jsonb_array_elements(u.variants) v
        WHERE v->>'blobSha256' = b.sha256 OR v->'avif'->>'blobSha256' = b.sha256
      )
      AND NOT EXISTS (
        SELECT 1 FROM wizard_images w, jsonb_array_elements(w.variants) v
        WHERE v->>'blobSha256' = b.sha256 OR v->'avif'->>'blobSha256' = b.sha256
      )
  `);
  return result.rowCount ?? 0;
}

export interface BlobInput {
  sha256: string;
  contentType: string;
  data: Buffer;
  /** A text file's compressed forms (lib/compressed-variants.ts); absent for uploads. */
  gzip?: Buffer | null;
  brotli?: Buffer | null;
}

/**
 * Stores bytes once per content. Touching an existing row locks it, so a concurrent clean-up
 * can't delete it between this insert and the row that references it.
 */
export async function upsertBlobs(db: DbOrTx, items: readonly BlobInput[]): Promise<void> {
  // One statement may not touch a row twice: the same bytes listed twice are stored once.
  const unique = [...new Map(items.map((item) => [item.sha256, item])).values()];
  if (unique.length === 0) return;
  await db
    .insert(blobs)
    .values(unique.map((item) => ({ ...item, size: item.data.length })))
    .onConflictDoUpdate({
      target: blobs.sha256,
      // Bytes stored before compressed forms existed get them from the next version using them.
      set: {
        size: sql`excluded.size`,
        gzip: sql`coalesce(${blobs.gzip}, excluded.gzip)`,
        brotli: sql`coalesce(${blobs.brotli}, excluded.brotli)`,
      },
    });
}
