import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Deletes stored bytes that nothing points at any more. Every table that references `blobs` must
 * be listed here; run it in the same transaction as the delete that orphaned them.
 */
export async function deleteUnreferencedBlobs(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM blobs b
    WHERE NOT EXISTS (SELECT 1 FROM assets a WHERE a.blob_sha256 = b.sha256)
  `);
  return result.rowCount ?? 0;
}
