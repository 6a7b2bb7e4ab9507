import { PhotoFallbackSchema, type PhotoFallback } from '@zappy/contract/photos';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { generationJobs } from '../../db/schema';

/**
 * The photo fallbacks of the latest completed generation that asked a photo service (stored in
 * its job's `fidelity.photoFallbacks`; an empty list when every image got its photo).
 */
export async function findLatestPhotoRun(
  db: Db,
): Promise<{ fallbacks: PhotoFallback[]; at: Date } | undefined> {
  const [row] = await db
    .select({
      fallbacks: sql<unknown>`${generationJobs.fidelity} -> 'photoFallbacks'`,
      at: generationJobs.updatedAt,
    })
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.status, 'completed'),
        sql`jsonb_exists(${generationJobs.fidelity}, 'photoFallbacks')`,
      ),
    )
    .orderBy(desc(generationJobs.updatedAt))
    .limit(1);
  if (!row) return undefined;
  const fallbacks = z.array(PhotoFallbackSchema).safeParse(row.fallbacks).data ?? [];
  return { fallbacks, at: row.at };
}
