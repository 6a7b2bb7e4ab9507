import { and, eq, lt } from 'drizzle-orm';
import { PHOTO_SOURCES, type PhotoSourceName } from '@zappy/contract/photos';
import { ImageCreditSchema, type ImageCredit } from '@zappy/site-model/schema';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { photoChoices } from '../../db/schema';
import type { PhotoCandidate } from './photo-provider';

/** What a hotlinked photo keeps until it is chosen: the service's own answer for it. */
const RemotePhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  credit: ImageCreditSchema,
  hotlink: z.array(z.object({ width: z.number().int().positive(), url: z.string() })).min(1),
  usedUrl: z.string().optional(),
});

/** A photo a search offered for a site (decision 040). */
export interface PhotoChoice {
  id: string;
  websiteId: string;
  /** The stored bytes, as an upload of the site; null for a hotlinked photo. */
  uploadId: string | null;
  source: PhotoSourceName;
  query: string;
  alt: string;
  credit: ImageCredit | null;
  /** A hotlinked photo (Unsplash): the service's candidate. */
  remote: (PhotoCandidate & { hotlink: NonNullable<PhotoCandidate['hotlink']> }) | null;
}

const toChoice = (row: typeof photoChoices.$inferSelect): PhotoChoice => ({
  id: row.id,
  websiteId: row.websiteId,
  uploadId: row.uploadId,
  source: z.enum(PHOTO_SOURCES).parse(row.source),
  query: row.query,
  alt: row.alt,
  credit: row.credit === null ? null : ImageCreditSchema.parse(row.credit),
  remote: row.remote === null ? null : RemotePhotoSchema.parse(row.remote),
});

export async function insertPhotoChoice(
  db: DbOrTx,
  choice: Omit<PhotoChoice, 'id'>,
): Promise<PhotoChoice> {
  const [row] = await db.insert(photoChoices).values(choice).returning();
  if (!row) throw new Error('photo choice not stored');
  return toChoice(row);
}

/** A photo offered for this website (another website's is not found). */
export async function findPhotoChoice(
  db: DbOrTx,
  websiteId: string,
  id: string,
): Promise<PhotoChoice | undefined> {
  const [row] = await db
    .select()
    .from(photoChoices)
    .where(and(eq(photoChoices.id, id), eq(photoChoices.websiteId, websiteId)))
    .limit(1);
  return row ? toChoice(row) : undefined;
}

/**
 * Offers made before `before`: no longer chosen from. A stored photo's upload goes with the
 * other unplaced uploads (`deleteUnplacedUploads`) unless a version shows it.
 */
export async function deleteStalePhotoChoices(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(photoChoices)
    .where(lt(photoChoices.createdAt, before))
    .returning({ id: photoChoices.id });
  return deleted.length;
}
