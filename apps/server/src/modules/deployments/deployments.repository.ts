import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { deploymentEvents, deployments, websites } from '../../db/schema';

export type DeploymentRow = typeof deployments.$inferSelect;
export type DeploymentEventRow = typeof deploymentEvents.$inferSelect;

/** Deployments a worker still has to carry through (their lease is in jobs/leased-job.ts). */
export const ACTIVE_STATUSES = [
  'initializing',
  'build_in_progress',
  'deploy_in_progress',
  'timeout',
];

export async function insertDeployment(
  db: DbOrTx,
  deployment: typeof deployments.$inferInsert,
): Promise<DeploymentRow> {
  return oneRow(await db.insert(deployments).values(deployment).returning());
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

export async function insertDeploymentEvent(
  db: DbOrTx,
  event: typeof deploymentEvents.$inferInsert,
): Promise<DeploymentEventRow> {
  return oneRow(await db.insert(deploymentEvents).values(event).returning());
}

/** Events after the one a reconnecting client saw last (SSE `Last-Event-ID`). */
export async function listDeploymentEventsAfter(db: DbOrTx, websiteId: string, afterId: number) {
  return db
    .select()
    .from(deploymentEvents)
    .where(and(eq(deploymentEvents.websiteId, websiteId), gt(deploymentEvents.id, afterId)))
    .orderBy(asc(deploymentEvents.id));
}

/** Where the site is live, changed in the same transaction as its deployment's final status. */
export async function setWebsiteLiveUrl(db: DbOrTx, websiteId: string, liveUrl: string) {
  await db
    .update(websites)
    .set({ liveUrl, updatedAt: new Date() })
    .where(eq(websites.id, websiteId));
}
