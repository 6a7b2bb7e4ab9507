import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { generationJobs } from '../../db/schema';

export type JobRow = typeof generationJobs.$inferSelect;

/** Jobs a worker still has to carry through (their lease is in jobs/leased-job.ts). */
export const pendingJobs = inArray(generationJobs.status, ['queued', 'running']);

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
    .where(and(eq(generationJobs.websiteId, websiteId), pendingJobs))
    .limit(1);
  return row;
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
