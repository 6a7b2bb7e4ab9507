import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deploymentEvents, deployments } from '../../db/schema';

export type DeploymentRow = typeof deployments.$inferSelect;
export type DeploymentEventRow = typeof deploymentEvents.$inferSelect;

const ACTIVE = ['initializing', 'build_in_progress', 'deploy_in_progress', 'timeout'];

export async function insertDeployment(
  db: DbOrTx,
  deployment: typeof deployments.$inferInsert,
): Promise<DeploymentRow> {
  const [row] = await db.insert(deployments).values(deployment).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findDeployment(db: DbOrTx, id: string): Promise<DeploymentRow | undefined> {
  const [row] = await db.select().from(deployments).where(eq(deployments.id, id)).limit(1);
  return row;
}

export async function findLatestDeployment(
  db: DbOrTx,
  websiteId: string,
): Promise<DeploymentRow | undefined> {
  const [row] = await db
    .select()
    .from(deployments)
    .where(eq(deployments.websiteId, websiteId))
    .orderBy(desc(deployments.createdAt))
    .limit(1);
  return row;
}

/** Takes a deployment for this worker, like claimJob: new, or abandoned by a dead worker. */
export async function claimDeployment(
  db: DbOrTx,
  id: string,
  staleBefore: Date,
): Promise<DeploymentRow | undefined> {
  const [row] = await db
    .update(deployments)
    .set({ heartbeatAt: new Date(), attempts: sql`${deployments.attempts} + 1` })
    .where(
      and(
        eq(deployments.id, id),
        inArray(deployments.status, ACTIVE),
        or(sql`${deployments.heartbeatAt} IS NULL`, lt(deployments.heartbeatAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

export async function beatDeployment(db: DbOrTx, id: string): Promise<void> {
  await db.update(deployments).set({ heartbeatAt: new Date() }).where(eq(deployments.id, id));
}

export async function updateDeployment(
  db: DbOrTx,
  id: string,
  changes: Partial<
    Pick<
      DeploymentRow,
      'status' | 'message' | 'serviceId' | 'serviceName' | 'liveUrl' | 'heartbeatAt'
    >
  >,
): Promise<DeploymentRow | undefined> {
  const [row] = await db
    .update(deployments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deployments.id, id))
    .returning();
  return row;
}

export async function findStaleDeployments(db: DbOrTx, staleBefore: Date) {
  return db
    .select({ id: deployments.id, attempts: deployments.attempts })
    .from(deployments)
    .where(
      and(
        inArray(deployments.status, ACTIVE),
        or(
          lt(deployments.heartbeatAt, staleBefore),
          and(sql`${deployments.heartbeatAt} IS NULL`, lt(deployments.updatedAt, staleBefore)),
        ),
      ),
    );
}

export async function insertDeploymentEvent(
  db: DbOrTx,
  event: typeof deploymentEvents.$inferInsert,
): Promise<DeploymentEventRow> {
  const [row] = await db.insert(deploymentEvents).values(event).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Events after the one a reconnecting client saw last (SSE `Last-Event-ID`). */
export async function listDeploymentEventsAfter(db: DbOrTx, websiteId: string, afterId: number) {
  return db
    .select()
    .from(deploymentEvents)
    .where(and(eq(deploymentEvents.websiteId, websiteId), gt(deploymentEvents.id, afterId)))
    .orderBy(asc(deploymentEvents.id));
}
