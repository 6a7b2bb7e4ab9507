import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/** A Config as the server would parse it from these environment variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  const result = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://app.test', ...env });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

export async function createTestApp(
  database: Database,
  env: Record<string, string> = {},
  extra: { now?: () => Date; webDistDir?: string } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(env),
    database,
    appSecret: TEST_SECRET,
    webDistDir: extra.webDistDir ?? '/nonexistent',
    ...(extra.now ? { now: extra.now } : {}),
  });
  await app.ready();
  return app;
}
