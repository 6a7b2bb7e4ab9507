import cluster, { type Worker } from 'node:cluster';

/** A web process that lived this long before it died had been working: restart it at once. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;

export interface WebProcessesOptions {
  count: number;
  /** Variables a web process gets over the primary's environment (it runs `ROLE=web`). */
  env: Record<string, string>;
  /** A web process ended without being asked: its exit code or signal, and when it comes back. */
  onCrash: (crash: {
    webProcessPid: number | undefined;
    code: number | null;
    signal: string | null;
    restartInMs: number;
  }) => void;
}

export interface WebProcesses {
  /** SIGTERM to each (they finish their requests and close), resolved when all have exited. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * `count` web processes forked from this one (node:cluster), sharing its port: the primary
 * accepts connections and hands them out in turn. One that dies is started again, after a delay
 * that doubles while its replacements keep dying young (up to 30 s), so a process that cannot
 * start does not spin. Call it in the cluster's primary only.
 */
export function startWebProcesses(options: WebProcessesOptions): WebProcesses {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  let restartDelay = FIRST_RESTART_DELAY_MS;

  function fork(): void {
    startedAt.set(cluster.fork(options.env), Date.now());
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) return;
    const healthy = lived >= HEALTHY_AFTER_MS;
    if (healthy) restartDelay = FIRST_RESTART_DELAY_MS;
    const restartInMs = healthy ? 0 : restartDelay;
    if (!healthy) restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
    options.onCrash({ webProcessPid: worker.process.pid, code, signal, restartInMs });
    setTimeout(() => {
      if (!stopping) fork();
    }, restartInMs).unref();
  });

  // The first one alone, then the others once it listens: it applies the migrations and sets up
  // the job queue's tables, which processes starting side by side on a new database would race
  // for (PostgreSQL then answers one of them with a deadlock).
  fork();
  cluster.once('listening', () => {
    for (let i = 1; i < options.count; i += 1) fork();
  });

  return {
    async stop(timeoutMs) {
      stopping = true;
      const running = [...startedAt.keys()].filter((worker) => !worker.isDead());
      const exited = running.map(
        (worker) =>
          new Promise<void>((resolve) =>
            worker.once('exit', () => {
              resolve();
            }),
          ),
      );
      for (const worker of running) worker.process.kill('SIGTERM');
      const timer = setTimeout(() => {
        for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
      }, timeoutMs);
      await Promise.all(exited);
      clearTimeout(timer);
    },
  };
}
