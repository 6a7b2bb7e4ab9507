import type { Db } from '../db/client';
import { findStaleDeployments } from '../modules/deployments/deployments.repository';
import type { DeploymentService } from '../modules/deployments/deployments.service';
import { findStaleJobs } from '../modules/generation/generation.repository';
import type { GenerationWorker } from '../modules/generation/generation.worker';
import type { WebsiteRemoval } from '../modules/websites/website-removal';
import { QUEUES, type JobQueue } from './queue';

const MAX_ATTEMPTS = 3;
const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

export interface WorkerOptions {
  db: Db;
  queue: JobQueue;
  generation: GenerationWorker;
  deployments: DeploymentService;
  removal: WebsiteRemoval;
  /** Periodic tidying (expired sessions and the like), run every few minutes. */
  housekeeping: () => Promise<void>;
  concurrency: number;
  staleAfterMs: number;
  onError: (error: unknown, context: string) => void;
}

/**
 * Makes this process a worker: it takes generation and deployment jobs, and every few seconds
 * looks for jobs whose worker died (stale heartbeat) or whose dispatch was lost, and sends them
 * again, or ends them as errors after three attempts.
 */
export async function startWorkers(options: WorkerOptions): Promise<{ stop(): void }> {
  const { db, queue, generation, deployments, removal, onError } = options;
  await queue.work(QUEUES.generate, options.concurrency, ({ id }) => generation.run(id));
  await queue.work(QUEUES.deploy, options.concurrency, ({ id }) => deployments.run(id));
  await queue.work(QUEUES.cleanup, 1, ({ id }) =>
    removal.runCleanup(id).catch((error: unknown) => {
      // Kept for the next sweep; a provider that is down for a while is not a crash.
      onError(error, `clean-up ${id}`);
    }),
  );

  let sweeping = false;
  let lastHousekeeping = 0;
  async function sweep(): Promise<void> {
    if (sweeping) return;
    sweeping = true;
    try {
      const staleBefore = new Date(Date.now() - options.staleAfterMs);
      for (const job of await findStaleJobs(db, staleBefore)) {
        if (generation.isRunning(job.id)) continue;
        if (job.attempts >= MAX_ATTEMPTS) await generation.abandon(job.id);
        else await queue.send(QUEUES.generate, job.id);
      }
      for (const id of await removal.findPendingCleanups(staleBefore)) {
        await queue.send(QUEUES.cleanup, id);
      }
      if (Date.now() - lastHousekeeping > HOUSEKEEPING_INTERVAL_MS) {
        lastHousekeeping = Date.now();
        await options.housekeeping();
      }
      for (const deployment of await findStaleDeployments(db, staleBefore)) {
        if (deployments.isRunning(deployment.id)) continue;
        if (deployment.attempts >= MAX_ATTEMPTS) await deployments.abandon(deployment.id);
        else await queue.send(QUEUES.deploy, deployment.id);
      }
    } catch (error: unknown) {
      onError(error, 'job sweep');
    } finally {
      sweeping = false;
    }
  }

  await sweep();
  const timer = setInterval(() => void sweep(), Math.max(1000, options.staleAfterMs / 2));
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
