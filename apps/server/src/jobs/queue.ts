import PgBoss from 'pg-boss';

export const QUEUES = {
  generate: 'generate-website',
  deploy: 'deploy-website',
  cleanup: 'clean-up-website',
  githubPush: 'push-to-github',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type JobHandler = (data: { id: string }) => Promise<void>;

export interface JobQueue {
  send(queue: QueueName, id: string): Promise<void>;
  /** Starts handling a queue in this process (worker role), `concurrency` jobs at a time. */
  work(queue: QueueName, concurrency: number, handler: JobHandler): Promise<void>;
  /** Jobs each queue holds that no worker has taken yet. */
  depth(): Promise<Map<QueueName, number>>;
  stop(): Promise<void>;
}

/**
 * Durable job dispatch on PostgreSQL (pg-boss). Our own tables hold each job's state and
 * heartbeat; pg-boss only hands the job id to one worker. A job whose worker died is found by
 * its stale heartbeat and dispatched again (workers.ts, leased-job.ts), so pg-boss's own retry
 * is off.
 */
export async function createJobQueue(
  connectionString: string,
  onError: (error: unknown) => void,
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: 4, application_name: 'zappy-jobs' });
  boss.on('error', onError);
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name);
  // Workers of this process, so a job sent here starts at once instead of at the next poll.
  const localWorkers = new Map<QueueName, string[]>();

  return {
    async send(queue, id) {
      // No singleton key: a job re-sent after its worker died must get through even while the
      // first dispatch still looks active to pg-boss. Claiming makes duplicates harmless.
      await boss.send(queue, { id }, { retryLimit: 0 });
      for (const workerId of localWorkers.get(queue) ?? []) boss.notifyWorker(workerId);
    },
    async work(queue, concurrency, handler) {
      // Each pg-boss worker takes one job at a time; several of them make a pool.
      for (let i = 0; i < concurrency; i += 1) {
        const workerId = await boss.work<{ id: string }>(
          queue,
          { pollingIntervalSeconds: 0.5 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data);
          },
        );
        localWorkers.set(queue, [...(localWorkers.get(queue) ?? []), workerId]);
      }
    },
    async depth() {
      const sizes = new Map<QueueName, number>();
      for (const name of Object.values(QUEUES)) sizes.set(name, await boss.getQueueSize(name));
      return sizes;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
