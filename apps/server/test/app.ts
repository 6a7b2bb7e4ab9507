import type { Brain } from '@zappy/ai/brain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { JobQueue } from '../src/jobs/queue';
import { createMemoryEventBus, type EventBus } from '../src/lib/event-bus';
import type { DeploymentProvider } from '../src/modules/deployments/providers/provider';
import type { DownloadLimits } from '../src/modules/photos/photo-download';
import { createServices, type Services } from '../src/services';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A Config as the server would parse it from these environment variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  const result = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://app.test',
    PROGRESS_STEP_DELAY_MS: '0',
    ...env,
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

/** For apps whose tests never start a job: using it is a bug in the test. */
const NO_QUEUE: JobQueue = {
  send: () => Promise.reject(new Error('this test app has no job queue (pass one)')),
  work: () => Promise.reject(new Error('this test app has no job queue (pass one)')),
  depth: () => Promise.resolve(new Map()),
  stop: () => Promise.resolve(),
};

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  webDistDir?: string;
  queue?: JobQueue;
  bus?: EventBus;
  brain?: Brain;
  provider?: DeploymentProvider;
  photoLimits?: Partial<DownloadLimits>;
  /** How the photo services are reached (a local server standing in for their hosts). */
  photoFetch?: typeof fetch;
  /** What the services report as failing; nothing by default. */
  onError?: (error: unknown, context: string) => void;
}

export function createTestServices(database: Database, options: TestAppOptions = {}): Services {
  return createServices({
    config: testConfig(options.env),
    appSecret: TEST_SECRET,
    database,
    queue: options.queue ?? NO_QUEUE,
    bus: options.bus ?? createMemoryEventBus(),
    onError: options.onError ?? (() => undefined),
    ...(options.brain ? { brain: options.brain } : {}),
    ...(options.provider ? { provider: options.provider } : {}),
    ...(options.photoLimits ? { photoLimits: options.photoLimits } : {}),
    ...(options.photoFetch ? { photoFetch: options.photoFetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}

export async function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  extra: Omit<TestAppOptions, 'env'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    services: createTestServices(database, { ...extra, env }),
    appSecret: TEST_SECRET,
    webDistDir: extra.webDistDir ?? '/nonexistent',
  });
  await app.ready();
  return app;
}

/** The password every test owner has (long enough for the 10-character minimum). */
export const TEST_PASSWORD = 'correct horse battery staple';
let nextClient = 0;

/**
 * A local account's session token: registers `email` (or signs in when it already has an
 * account), each call from its own client address so the password rate limit never trips.
 */
export async function signInOwner(
  app: FastifyInstance,
  email: string,
  name = 'Site Owner',
): Promise<string> {
  nextClient += 1;
  const remoteAddress = `10.${(nextClient >> 16) & 255}.${(nextClient >> 8) & 255}.${nextClient & 255}`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    remoteAddress,
    payload: { name, email, password: TEST_PASSWORD },
  });
  const res =
    register.statusCode === 409
      ? await app.inject({
          method: 'POST',
          url: '/api/auth/local',
          remoteAddress,
          payload: { email, password: TEST_PASSWORD },
        })
      : register;
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}
