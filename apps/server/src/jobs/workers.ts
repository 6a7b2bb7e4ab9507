import type { LeasedJobKind, PeriodicTask } from './leased-job';
import type { JobQueue } from './queue';

export interface WorkerOptions {
  queue: JobQueue;
  /** The job kinds modules register (generation, deployment, clean-up). */
  kinds: readonly LeasedJobKind[];
  /** Repairs and tidying, run by the sweeper. */
  periodic: readonly PeriodicTask[];
  heartbeatMs: number;
  staleAfterMs: number;
  onError: (error: unknown, context: string) => void;
}

/**
 * Makes this process a worker: it takes every registered kind of job under a lease, and every
 * few seconds sweeps for jobs whose worker died (stale heartbeat) or whose dispatch was lost,
 * sending them again, or giving them up after their last attempt; then runs the periodic tasks.
 * The first sweep runs at once, so what a crash left behind is finished at start.
 */
export async function startWorkers(options: WorkerOptions): Promise<{ stop(): void }> {
  const { queue, kinds, onError } = options;
  // Jobs this process is running: a slow heartbeat (a busy event loop) must not make the sweeper
  // hand one of them to another worker, or give it up.
  const running = new Set<string>();

  async function runLeased(kind: LeasedJobKind, id: string): Promise<void> {
    if (!(await kind.lease.claim(id, new Date(Date.now() - options.staleAfterMs)))) return;
    running.add(id);
    const heartbeat = setInterval(() => {
      kind.lease.beat(id).catch((error: unknown) => {
        onError(error, `${kind.queue} heartbeat`);
      });
    }, options.heartbeatMs);
    try {
      await kind.run(id);
    } catch (error: unknown) {
      // Kept for the next sweep: a provider that is down for a while is not a crash.
      onError(error, `${kind.queue} ${id}`);
    } finally {
      clearInterval(heartbeat);
      running.delete(id);
    }
  }

  for (const kind of kinds) {
    await queue.work(kind.queue, kind.concurrency, ({ id }) => runLeased(kind, id));
  }

  async function sweepKind(kind: LeasedJobKind, staleBefore: Date): Promise<void> {
    for (const job of await kind.lease.findStale(staleBefore)) {
      if (running.has(job.id)) continue;
      if (job.attempts < kind.maxAttempts) await queue.send(kind.queue, job.id);
      else await kind.abandon?.(job.id);
    }
  }

  const lastRun = new Map<string, number>();
  function isDue(task: PeriodicTask): boolean {
    const last = lastRun.get(task.name);
    return task.everyMs === undefined || last === undefined || Date.now() - last >= task.everyMs;
  }

  let sweeping = false;
  async function sweep(): Promise<void> {
    if (sweeping) return;
    sweeping = true;
    try {
      const staleBefore = new Date(Date.now() - options.staleAfterMs);
      for (const kind of kinds) {
        await sweepKind(kind, staleBefore).catch((error: unknown) => {
          onError(error, `${kind.queue} sweep`);
        });
      }
      for (const task of options.periodic.filter(isDue)) {
        lastRun.set(task.name, Date.now());
        await task.run(staleBefore).catch((error: unknown) => {
          onError(error, task.name);
        });
      }
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
