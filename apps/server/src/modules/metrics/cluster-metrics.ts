import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Scrape } from './metrics-access';

/** How long a process may take to hand over its metrics before the scrape fails. */
const ANSWER_TIMEOUT_MS = 5000;

/** The messages of our metrics over the cluster's IPC channel (prom-client's own are not used). */
const ASK_REGISTRY = 'zappy:metrics:ask-registry';
const REGISTRY = 'zappy:metrics:registry';
const ASK_SCRAPE = 'zappy:metrics:ask-scrape';
const SCRAPED = 'zappy:metrics:scraped';

type Json = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;
interface Message {
  type: string;
  id: number;
  metrics?: Json;
  text?: string;
  error?: string;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).type === 'string' &&
  typeof (value as Message).id === 'number';

/** Calls that wait for an answer by id, each failing after `ANSWER_TIMEOUT_MS`. */
function createPending<T>() {
  let next = 0;
  const waiting = new Map<
    number,
    { resolve: (value: T) => void; reject: (error: Error) => void }
  >();
  return {
    call(send: (id: number) => void): Promise<T> {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error('a web process did not hand over its metrics in time'));
        }, ANSWER_TIMEOUT_MS);
        waiting.set(id, {
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        send(id);
      });
    },
    settle(id: number, answer: { value: T } | { error: Error }): void {
      const entry = waiting.get(id);
      waiting.delete(id);
      if (!entry) return;
      if ('error' in answer) entry.reject(answer.error);
      else entry.resolve(answer.value);
    },
  };
}

/**
 * In the cluster's primary: a scrape of every process as one (decision 044) — each web process's
 * registry asked over IPC, with the primary's own (its job workers'), summed by prom-client's
 * aggregation (the queue depth taken once). Web processes scraped on the app's port ask the
 * primary for the same answer.
 */
export function gatherClusterMetrics(own: Registry | undefined): Scrape {
  const registries = createPending<Json>();
  // Only processes that listen have their registry ready to hand over; one still starting (or
  // started again after a crash) has counted nothing yet.
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker) => listening.delete(worker));

  async function scrape(): Promise<string> {
    const workers = [...listening].filter((worker) => worker.isConnected());
    const parts = await Promise.all([
      own?.getMetricsAsJSON() ?? [],
      ...workers.map((worker) => registries.call((id) => worker.send({ type: ASK_REGISTRY, id }))),
    ]);
    return AggregatorRegistry.aggregate(parts).metrics();
  }

  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === REGISTRY) {
      registries.settle(message.id, { value: message.metrics ?? [] });
    } else if (message.type === ASK_SCRAPE) {
      scrape().then(
        (text) => worker.send({ type: SCRAPED, id: message.id, text }),
        (error: unknown) => worker.send({ type: SCRAPED, id: message.id, error: String(error) }),
      );
    }
  });
  return scrape;
}

/**
 * In a web process of a cluster: hands its registry to the primary when asked, and scrapes
 * through the primary, so `/metrics` on the app's port answers for every process whichever one
 * takes the request.
 */
export function joinClusterMetrics(own: Registry): Scrape {
  const scrapes = createPending<string>();
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === ASK_REGISTRY) {
      void own.getMetricsAsJSON().then((metrics) => {
        process.send?.({ type: REGISTRY, id: message.id, metrics });
      });
    } else if (message.type === SCRAPED) {
      scrapes.settle(
        message.id,
        message.error === undefined
          ? { value: message.text ?? '' }
          : { error: new Error(message.error) },
      );
    }
  });
  return () => scrapes.call((id) => process.send?.({ type: ASK_SCRAPE, id }));
}
