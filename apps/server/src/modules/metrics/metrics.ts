import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What a process's site server answered since it started (`SiteServer.counts`, which the app
 * hands over): the hosting module's numbers as this module reads them.
 */
export interface HostingCounts {
  readonly byStatus: ReadonlyMap<number, number>;
  readonly cacheHits: number;
  readonly cacheMisses: number;
}

export interface MetricsDeps {
  /** Jobs waiting in each queue, read from the database on every scrape. */
  queueDepth: () => Promise<ReadonlyMap<string, number>>;
  /**
   * Process metrics (CPU, memory, event loop delay, garbage collection): on when the metrics
   * are served, off in tests that build many apps in one process (they run timers).
   */
  processMetrics: boolean;
}

/** Request routes not matched by any route (404s of unknown paths): one label, not their URLs. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Zappy's metrics in one prom-client registry per process (decision 044). Modules report
 * through the narrow functions below, never through prom-client, so a module's code reads the
 * same whether metrics are served or not; the hosted sites' hot path only adds to plain counts,
 * read on scrape.
 *
 * @example
 * const metrics = createMetrics({ queueDepth: () => queue.depth(), processMetrics: true });
 * metrics.leadStored('contact');
 * const text = await metrics.registry.metrics();
 */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  if (deps.processMetrics) collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'zappy_http_requests_total',
    help: "Requests the app answered, by method, route pattern and status (hosted sites' files apart)",
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });

  // Filled from the site server's own counts when scraped: the hot path stays free of label work.
  const hostingSources: (() => HostingCounts)[] = [];
  new Counter({
    name: 'zappy_hosted_requests_total',
    help: "Requests for hosted sites' files answered by the site server, by status",
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const read of hostingSources) {
        for (const [status, count] of read().byStatus) this.inc({ status: String(status) }, count);
      }
    },
  });
  new Counter({
    name: 'zappy_site_cache_requests_total',
    help: "Hosted sites' file requests answered from memory (hit) or after loading (miss)",
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const read of hostingSources) {
        const counts = read();
        this.inc({ result: 'hit' }, counts.cacheHits);
        this.inc({ result: 'miss' }, counts.cacheMisses);
      }
    },
  });

  const generations = new Histogram({
    name: 'zappy_generation_duration_seconds',
    help: 'Generation runs, from claiming the job to the version stored or the error, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300, 600],
    registers: [registry],
  });
  const deployments = new Histogram({
    name: 'zappy_deployment_duration_seconds',
    help: 'Deployment runs, from claiming the job to its final status, by provider and status',
    labelNames: ['provider', 'outcome'] as const,
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600],
    registers: [registry],
  });
  new Gauge({
    name: 'zappy_job_queue_depth',
    help: 'Jobs waiting in each queue for a worker, read from the database when scraped',
    labelNames: ['queue'] as const,
    // Every process reads the same queue: several of them are one reading, not a sum.
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of await deps.queueDepth()) this.set({ queue }, depth);
    },
  });
  const mails = new Counter({
    name: 'zappy_mails_total',
    help: 'Mail handed to the SMTP server (sent) or refused or not delivered to it (failed)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const leads = new Counter({
    name: 'zappy_leads_stored_total',
    help: "Leads stored from hosted sites' forms, by form",
    labelNames: ['form'] as const,
    registers: [registry],
  });

  return {
    registry,
    /** An answered app request; `route` is the route's pattern (bounded), never its URL. */
    httpRequest: (method: string, route: string | undefined, status: number): void => {
      httpRequests.inc({ method, route: route ?? UNMATCHED_ROUTE, status: String(status) });
    },
    /** Reads a site server's counts on every scrape. */
    countHosting: (read: () => HostingCounts): void => {
      hostingSources.push(read);
    },
    generationFinished: (outcome: 'completed' | 'error', seconds: number): void => {
      generations.observe({ outcome }, seconds);
    },
    deploymentFinished: (provider: string, outcome: string, seconds: number): void => {
      deployments.observe({ provider, outcome }, seconds);
    },
    mailSent: (result: 'sent' | 'failed'): void => {
      mails.inc({ result });
    },
    leadStored: (form: 'contact' | 'newsletter'): void => {
      leads.inc({ form });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
