import { ImageCreditSchema, type ImageCredit } from '@zappy/site-model/schema';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { deleteUnreferencedBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { blobs, wizardImages } from '../../db/schema';

// `avif` is absent from images stored before AVIF.
const WizardImageVariantsSchema = z.array(
  z.object({
    width: z.number().int().positive(),
    blobSha256: z.string(),
    avif: z.object({ blobSha256: z.string() }).optional(),
  }),
);

/** A photo offered or given before generation, as stored (`wizard_images`). */
export interface WizardImage {
  id: string;
  sessionId: string | null;
  browserHash: string;
  source: 'provider' | 'upload';
  /** The provider's id of the photo; null for an upload. */
  photoId: string | null;
  alt: string;
  credit: ImageCredit | undefined;
  width: number;
  height: number;
  /** Narrowest first: each width's WebP blob, and its AVIF's. */
  variants: z.infer<typeof WizardImageVariantsSchema>;
}

type Row = typeof wizardImages.$inferSelect;

// Stored JSON crosses a process boundary: parse it rather than trust a cast.
const toImage = (row: Row): WizardImage => ({
  id: row.id,
  sessionId: row.sessionId,
  browserHash: row.browserHash,
  source: row.source,
  photoId: row.photoId,
  alt: row.alt,
  credit: row.credit === null ? undefined : ImageCreditSchema.parse(row.credit),
  width: row.width,
  height: row.height,
  variants: WizardImageVariantsSchema.parse(row.variants),
});

export async function insertWizardImage(
  db: DbOrTx,
  image: Omit<WizardImage, 'id'>,
): Promise<WizardImage> {
  return toImage(
    oneRow(
      await db
        .insert(wizardImages)
        .values({ ...image, credit: image.credit ?? null })
        .returning(),
    ),
  );
}

export async function findWizardImage(db: DbOrTx, id: string): Promise<WizardImage | undefined> {
  const [row] = await db.select().from(wizardImages).where(eq(wizardImages.id, id)).limit(1);
  return row ? toImage(row) : undefined;
}

/** A session's images among `ids`, oldest first. */
export async function findSessionImages(
  db: DbOrTx,
  sessionId: string,
  ids?: readonly string[],
): Promise<WizardImage[]> {
  const rows = await db
    .select()
    .from(wizardImages)
    .where(
      and(
        eq(wizardImages.sessionId, sessionId),
        ids ? inArray(wizardImages.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(wizardImages.createdAt), asc(wizardImages.id));
  return rows.map(toImage);
}

/** The bytes of stored blobs by their hash. */
export async function readBlobs(
  db: DbOrTx,
  hashes: readonly string[],
): Promise<Map<string, Uint8Array>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ sha256: blobs.sha256, data: blobs.data })
    .from(blobs)
    .where(inArray(blobs.sha256, [...hashes]));
  return new Map(rows.map((row) => [row.sha256, row.data]));
}

/**
 * Candidates `POST /api/assets/hero-images` fetched for a browser without a session, once
 * nobody can still be choosing among them; session images go with their session.
 */
export async function deleteStaleSessionlessImages(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(wizardImages)
      .where(and(isNull(wizardImages.sessionId), lt(wizardImages.createdAt, before)))
      .returning({ id: wizardImages.id });
    await deleteUnreferencedBlobs(tx);
    return deleted.length;
  });
}
