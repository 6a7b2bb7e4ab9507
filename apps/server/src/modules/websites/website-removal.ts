import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { deleteUnreferencedBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { cleanupTasks, deployments, siteDomains, websites } from '../../db/schema';
import { defineLease, type LeasedJobKind } from '../../jobs/leased-job';
import { QUEUES, type JobQueue } from '../../jobs/queue';
import type { SiteChanges } from '../../lib/site-changes';
import type { SiteRepositories } from '../../lib/site-repository';
import type { DeploymentProvider } from '../deployments/providers/provider';

const PayloadSchema = z.object({
  websiteId: z.uuid(),
  serviceId: z.string().nullable().default(null),
});
const MAX_ATTEMPTS = 10;

/**
 * A copy of sites another module keeps outside Zappy (a GitHub repository Zappy created): what
 * to delete is collected inside the removal's transaction, and deleted by the clean-up job.
 */
export interface RemoteRepositoryRemoval {
  collect(tx: DbOrTx, websiteIds: readonly string[]): Promise<object[]>;
  /** Throws to be tried again later. */
  remove(payload: unknown): Promise<void>;
}

/** What a removal left to do once its transaction has committed. */
export interface Removal {
  /** The clean-up tasks for what lives outside the database. */
  taskIds: string[];
  /** The deleted sites' slugs: their host names must stop answering in every process. */
  slugs: string[];
  /** Their owners' domains (deleted with them): these too stop answering everywhere. */
  domains: string[];
}

/**
 * Deleting websites so that nothing is left half done: the rows go in one transaction (versions,
 * files, jobs, deployments, events and owners' domains cascade; unused bytes are collected)
 * together with the tasks for what lives outside the database — the git repository, the
 * provider's copy and the GitHub repository Zappy created — which a worker then carries out
 * until they succeed.
 */
export function createWebsiteRemoval(deps: {
  db: Db;
  queue: JobQueue;
  provider: DeploymentProvider;
  repositories: SiteRepositories;
  siteChanges: SiteChanges;
  remoteRepositories?: RemoteRepositoryRemoval;
}) {
  const { db, queue, provider, repositories } = deps;

  /** Inside a transaction: deletes these websites and records their outside clean-up. */
  async function removeInTransaction(tx: DbOrTx, websiteIds: string[]): Promise<Removal> {
    if (websiteIds.length === 0) return { taskIds: [], slugs: [], domains: [] };
    const domains = await tx
      .select({ domain: siteDomains.domain })
      .from(siteDomains)
      .where(inArray(siteDomains.websiteId, websiteIds));
    const services = await tx
      .selectDistinctOn([deployments.websiteId], {
        websiteId: deployments.websiteId,
        serviceId: deployments.serviceId,
      })
      .from(deployments)
      .where(inArray(deployments.websiteId, websiteIds))
      .orderBy(deployments.websiteId, sql`${deployments.createdAt} DESC`);
    const serviceOf = new Map(services.map((row) => [row.websiteId, row.serviceId]));
    const remotes = (await deps.remoteRepositories?.collect(tx, websiteIds)) ?? [];
    const tasks = await tx
      .insert(cleanupTasks)
      .values([
        ...websiteIds.flatMap((websiteId) => [
          { kind: 'remove-repository' as const, payload: { websiteId, serviceId: null } },
          {
            kind: 'remove-deployment' as const,
            payload: { websiteId, serviceId: serviceOf.get(websiteId) ?? null },
          },
        ]),
        ...remotes.map((payload) => ({ kind: 'remove-github-repository' as const, payload })),
      ])
      .returning({ id: cleanupTasks.id });
    const deleted = await tx
      .delete(websites)
      .where(inArray(websites.id, websiteIds))
      .returning({ slug: websites.slug });
    await deleteUnreferencedBlobs(tx);
    return {
      taskIds: tasks.map((task) => task.id),
      slugs: deleted.map((row) => row.slug),
      domains: domains.map((row) => row.domain),
    };
  }

  /** One clean-up task whose lease this worker holds, deleted once done. */
  async function runCleanup(id: string): Promise<void> {
    const [task] = await db.select().from(cleanupTasks).where(eq(cleanupTasks.id, id)).limit(1);
    if (!task) return;
    try {
      if (task.kind === 'remove-github-repository') {
        await deps.remoteRepositories?.remove(task.payload);
      } else {
        const payload = PayloadSchema.parse(task.payload);
        if (task.kind === 'remove-repository') await repositories.remove(payload.websiteId);
        else await provider.remove(payload.websiteId, payload.serviceId);
      }
      await db.delete(cleanupTasks).where(eq(cleanupTasks.id, id));
    } catch (error: unknown) {
      await db
        .update(cleanupTasks)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          updatedAt: new Date(),
        })
        .where(eq(cleanupTasks.id, id));
      throw error;
    }
  }

  /** After the commit: no process serves the sites any more, and a worker cleans up. */
  async function dispatch(removal: Removal): Promise<void> {
    await deps.siteChanges.announce(removal.slugs);
    await deps.siteChanges.announceDomains(removal.domains);
    for (const id of removal.taskIds) await queue.send(QUEUES.cleanup, id);
  }

  return {
    removeInTransaction,
    dispatch,

    /** Deletes one website of its owner; false when there is none (already deleted, or not theirs). */
    async deleteWebsite(userId: string, websiteId: string): Promise<{ name: string } | undefined> {
      const result = await db.transaction(async (tx) => {
        // Locking the row makes a concurrent second delete wait, then find nothing.
        const [row] = await tx
          .select({ id: websites.id, name: websites.name })
          .from(websites)
          .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
          .for('update');
        if (!row) return undefined;
        return { name: row.name, removal: await removeInTransaction(tx, [row.id]) };
      });
      if (!result) return undefined;
      await dispatch(result.removal);
      return { name: result.name };
    },

    /** Every website of a user (account deletion), inside the caller's transaction. */
    async removeAllOfUser(tx: DbOrTx, userId: string): Promise<Removal> {
      const rows = await tx
        .select({ id: websites.id })
        .from(websites)
        .where(eq(websites.userId, userId));
      return removeInTransaction(
        tx,
        rows.map((row) => row.id),
      );
    },

    /** The clean-up job kind the workers run, one task at a time. */
    jobKind: {
      queue: QUEUES.cleanup,
      concurrency: 1,
      // A task that failed its last attempt stays, with its error, for an operator to see.
      lease: defineLease(db, {
        table: cleanupTasks,
        pending: lt(cleanupTasks.attempts, MAX_ATTEMPTS),
      }),
      maxAttempts: MAX_ATTEMPTS,
      run: runCleanup,
    } satisfies LeasedJobKind,
  };
}

export type WebsiteRemoval = ReturnType<typeof createWebsiteRemoval>;
