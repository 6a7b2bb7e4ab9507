import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createJobQueue, type JobQueue } from '../src/jobs/queue';
import { startWorkers } from '../src/jobs/workers';
import { createMemoryEventBus, type EventBus } from '../src/lib/event-bus';
import type { DeploymentProvider } from '../src/modules/deployments/providers/provider';
import type { DownloadLimits } from '../src/modules/photos/photo-download';
import type { Services } from '../src/services';
import { createTestServices, signInOwner, TEST_SECRET } from './app';
import { runWizardToReady, type WizardTurn } from './http-client';

/**
 * A whole Zappy for generation tests: the app, a real pg-boss queue on the test database, the
 * workers, and a data directory of its own (site repositories).
 */
export interface GenerationHarness {
  app: FastifyInstance;
  services: Services;
  queue: JobQueue;
  dataDir: string;
  /** Whatever the queue and workers reported as failing. */
  errors: unknown[];
  close(): Promise<void>;
}

export interface GenerationHarnessOptions {
  provider?: DeploymentProvider;
  /** The bus to other processes (LISTEN/NOTIFY on PostgreSQL); in process by default. */
  bus?: EventBus;
  env?: Record<string, string>;
  photoLimits?: Partial<DownloadLimits>;
  photoFetch?: typeof fetch;
  /** Logs requests and every failure the way server.ts does (tests read what it wrote). */
  logger?: Logger;
  /** The services' clock (the site forms' token age, for one); the real one by default. */
  now?: () => Date;
}

export async function startGenerationHarness(
  database: Database,
  options: GenerationHarnessOptions = {},
): Promise<GenerationHarness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'zappy-gen-'));
  const errors: unknown[] = [];
  const { logger } = options;
  const log = (error: unknown, context: string) => {
    logger?.error({ err: error, context }, `${context} failed`);
  };
  // What the queue and the workers report is also kept, for tests that expect nothing.
  const onError = (error: unknown, context: string) => {
    errors.push(error);
    log(error, context);
  };
  const queue = await createJobQueue(database.connectionString, (error) => {
    onError(error, 'job queue');
  });
  const services = createTestServices(database, {
    env: {
      DATA_DIR: dataDir,
      RATE_LIMIT: 'false',
      JOB_STALE_AFTER_SECONDS: '10',
      WORKER_CONCURRENCY: '2',
      ...options.env,
    },
    queue,
    bus: options.bus ?? createMemoryEventBus(),
    onError: log,
    ...(options.provider ? { provider: options.provider } : {}),
    ...(options.photoLimits ? { photoLimits: options.photoLimits } : {}),
    ...(options.photoFetch ? { photoFetch: options.photoFetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const workers = await startWorkers({ queue, ...services.workers, onError });
  const app = await buildApp({
    services,
    appSecret: TEST_SECRET,
    webDistDir: '/nonexistent',
    ...(logger ? { logger } : {}),
  });
  await app.ready();
  return {
    app,
    services,
    queue,
    dataDir,
    errors,
    async close() {
      await app.close();
      workers.stop();
      await queue.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A harness with the test database it runs on. */
export interface SuiteHarness extends GenerationHarness {
  database: Database;
  /** Closes the harness and starts a new one on the same database: a server restart. */
  restart(): Promise<void>;
}

/**
 * A describe block's harness: opens a test database and starts a harness on it before the
 * block's tests, closes both after them. Its fields are set by the time the tests run.
 */
export function useGenerationHarness(
  open: () => Promise<Database>,
  options: GenerationHarnessOptions = {},
): SuiteHarness {
  const suite = {} as SuiteHarness;
  const start = async (database: Database) => {
    Object.assign(suite, await startGenerationHarness(database, options), { database, restart });
  };
  const restart = async () => {
    await suite.close();
    await start(suite.database);
  };
  beforeAll(async () => start(await open()));
  afterAll(async () => {
    await suite.close();
    await suite.database.close();
  });
  return suite;
}

/** An API request as the owner of `token` (anonymous when null), with a payload when given. */
export function injectAs(
  app: FastifyInstance,
  token: string | null,
  method: HTTPMethods,
  url: string,
  payload?: object | string,
) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** How many versions a website has stored. */
export async function countVersions(database: Database, websiteId: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM website_versions WHERE website_id = $1',
    [websiteId],
  );
  return Number(rows[0]?.n);
}

/** A request for a page of a hosted site, by its live host name. */
export function getHostedPage(app: FastifyInstance, site: WebsiteDetail, url = '/') {
  return app.inject({ url, headers: { host: new URL(site.liveUrl ?? '').host } });
}

export function signIn(app: FastifyInstance, email: string): Promise<string> {
  return signInOwner(app, email);
}

/** Runs the wizard from a first message to "ready", answering each widget sensibly. */
export async function readyWizardSession(
  app: FastifyInstance,
  token: string,
  prompt: string,
): Promise<{ sessionId: string; cookies: Record<string, string> }> {
  // The wizard ties its session to the browser by cookie: each answer carries what it set.
  let cookies: Record<string, string> = {};
  const sessionId = await runWizardToReady(async (url, payload) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `Bearer ${token}` },
      cookies,
    });
    cookies = { ...cookies, ...Object.fromEntries(res.cookies.map((c) => [c.name, c.value])) };
    return res.json<WizardTurn>();
  }, prompt);
  return { sessionId, cookies };
}

/** Polls until `check` returns a value (or throws after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The owner's view of a website (`GET /api/website/{id}`). */
export async function websiteDetail(
  app: FastifyInstance,
  token: string,
  id: string,
): Promise<WebsiteDetail> {
  const res = await app.inject({
    url: `/api/website/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json<{ website: WebsiteDetail }>().website;
}

/** Waits until `version` of the website is deployed (live or failed). */
export function waitForDeployment(
  app: FastifyInstance,
  token: string,
  id: string,
  version: number,
): Promise<WebsiteDetail> {
  return waitFor(async () => {
    const website = await websiteDetail(app, token, id);
    return website.deployment?.versionNumber === version && website.deployment.finalStatus
      ? website
      : undefined;
  });
}

/** A new website from a wizard prompt, generated and its first version deployed. */
export async function createDeployedSite(
  app: FastifyInstance,
  token: string,
  prompt: string,
): Promise<WebsiteDetail> {
  const { sessionId } = await readyWizardSession(app, token, prompt);
  const res = await app.inject({
    method: 'POST',
    url: '/api/website/generate',
    headers: { authorization: `Bearer ${token}` },
    payload: { sessionId },
  });
  return waitForDeployment(app, token, res.json<{ websiteId: string }>().websiteId, 1);
}
