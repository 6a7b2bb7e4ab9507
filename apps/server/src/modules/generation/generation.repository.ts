import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { generationJobs } from '../../db/schema';

export type JobRow = typeof generationJobs.$inferSelect;

export async function insertJob(
  db: DbOrTx,
  job: typeof generationJobs.$inferInsert,
): Promise<JobRow> {
  const [row] = await db.insert(generationJobs).values(job).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findJob(db: DbOrTx, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id)).limit(1);
  return row;
}

/** The newest job of a wizard session: what a late progress subscriber is shown first. */
export async function findLatestJobForSession(
  db: DbOrTx,
  sessionId: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(eq(generationJobs.sessionId, sessionId))
    .orderBy(desc(generationJobs.createdAt))
    .limit(1);
  return row;
}

/** The newest job of a website that produced a version: its input is what to regenerate from. */
export async function findLatestCompletedJob(
  db: DbOrTx,
  websiteId: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.websiteId, websiteId), eq(generationJobs.status, 'completed')))
    .orderBy(desc(generationJobs.createdAt))
    .limit(1);
  return row;
}

export async function findActiveJobForWebsite(
  db: DbOrTx,
  websiteId: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.websiteId, websiteId),
        inArray(generationJobs.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Takes a job for this worker: a queued one, or a running one whose worker stopped beating.
 * Atomic, so two workers handed the same id can't both run it.
 */
export async function claimJob(
  db: DbOrTx,
  id: string,
  staleBefore: Date,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(generationJobs)
    .set({
      status: 'running',
      heartbeatAt: new Date(),
      attempts: sql`${generationJobs.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(generationJobs.id, id),
        or(
          eq(generationJobs.status, 'queued'),
          and(eq(generationJobs.status, 'running'), lt(generationJobs.heartbeatAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return row;
}

export async function beat(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(generationJobs)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')));
}

export async function updateJob(
  db: DbOrTx,
  id: string,
  changes: Partial<
    Pick<
      JobRow,
      | 'status'
      | 'step'
      | 'progress'
      | 'message'
      | 'description'
      | 'timing'
      | 'error'
      | 'heartbeatAt'
      | 'aiReport'
    >
  >,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(generationJobs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(generationJobs.id, id))
    .returning();
  return row;
}

/** Jobs whose worker died (no heartbeat) or whose dispatch was lost (queued too long). */
export async function findStaleJobs(
  db: DbOrTx,
  staleBefore: Date,
): Promise<Pick<JobRow, 'id' | 'attempts' | 'status'>[]> {
  return db
    .select({
      id: generationJobs.id,
      attempts: generationJobs.attempts,
      status: generationJobs.status,
    })
    .from(generationJobs)
    .where(
      or(
        and(eq(generationJobs.status, 'running'), lt(generationJobs.heartbeatAt, staleBefore)),
        and(eq(generationJobs.status, 'queued'), lt(generationJobs.updatedAt, staleBefore)),
      ),
    );
}
