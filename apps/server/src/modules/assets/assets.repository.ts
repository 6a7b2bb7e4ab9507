import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { upsertBlobs } from '../../db/blobs';
import type { Db } from '../../db/client';
import { oneRow } from '../../db/rows';
import { assets, blobs } from '../../db/schema';

export type AssetRow = typeof assets.$inferSelect;

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Stores the bytes once (content-addressed) and the asset that points at them, atomically. */
export async function insertAsset(
  db: Db,
  input: {
    userId: string;
    kind: AssetRow['kind'];
    data: Buffer;
    contentType: string;
    width: number;
    height: number;
    originalName: string;
  },
): Promise<AssetRow> {
  const hash = sha256(input.data);
  return db.transaction(async (tx) => {
    await upsertBlobs(tx, [{ sha256: hash, contentType: input.contentType, data: input.data }]);
    return oneRow(
      await tx
        .insert(assets)
        .values({
          userId: input.userId,
          kind: input.kind,
          blobSha256: hash,
          width: input.width,
          height: input.height,
          originalName: input.originalName,
        })
        .returning(),
    );
  });
}

export async function findAssetFile(
  db: Db,
  id: string,
): Promise<{ data: Buffer; contentType: string; sha256: string } | undefined> {
  const [row] = await db
    .select({ data: blobs.data, contentType: blobs.contentType, sha256: blobs.sha256 })
    .from(assets)
    .innerJoin(blobs, eq(blobs.sha256, assets.blobSha256))
    .where(eq(assets.id, id))
    .limit(1);
  return row;
}
