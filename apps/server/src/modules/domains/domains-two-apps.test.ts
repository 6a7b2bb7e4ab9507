import type { VerifyDomainResponse } from '@zappy/contract/domains';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { testServerDatabase } from '../../../test/databases';
import {
  createDeployedSite,
  injectAs,
  signIn,
  startGenerationHarness,
  waitFor,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { startDns } from '../../../test/mail-servers';
import type { Database } from '../../db/client';
import { openEventBus, type EventBus } from '../../lib/event-bus';

const WWW = 'www.two-apps-bakery.com';
/** How long the other process may take to hear an announcement (LISTEN/NOTIFY takes ms). */
const HEARD_WITHIN_MS = 2000;

/**
 * Two web processes on one PostgreSQL server, each with its own memory of owners' domains and
 * its own LISTEN connection: what one process's call changes, the other serves at once.
 */
describe('owners’ domains across two apps on one PostgreSQL server', () => {
  const postgres = testServerDatabase;
  let dns: Awaited<ReturnType<typeof startDns>>;
  let database: Database;
  const buses: EventBus[] = [];
  let first: GenerationHarness;
  let second: FastifyInstance;
  let token: string;
  let site: WebsiteDetail;

  const page = (app: FastifyInstance) => app.inject({ url: '/', headers: { host: WWW } });
  const statusOn = async (app: FastifyInstance) => (await page(app)).statusCode;

  beforeAll(async () => {
    if (!postgres) {
      throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL (npm test does)');
    }
    dns = await startDns();
    database = await postgres.open();
    const env = {
      PUBLIC_URL: 'https://zappy.example.com',
      SITE_URL_TEMPLATE: 'https://{slug}.sites.example.com',
      DNS_SERVERS: dns.address,
    };
    const bus = () => openEventBus(database.connectionString, () => undefined);
    buses.push(await bus(), await bus());
    first = await startGenerationHarness(database, { env, bus: buses[0] });
    second = await createTestApp(database, env, { bus: buses[1] });
    token = await signIn(first.app, 'two-apps@example.com');
    site = await createDeployedSite(first.app, token, 'A bakery called Twin Loaves in York');
    dns.hosts.set(WWW, { cname: new URL(site.liveUrl ?? '').hostname });
  });

  afterAll(async () => {
    await second.close();
    await first.close();
    for (const bus of buses) await bus.close();
    await database.close();
    await dns.close();
  });

  it('serves a domain in every process as soon as one verifies it, and none once removed', async () => {
    // Both processes have read the domains, and know this one serves nothing.
    expect(await statusOn(first.app)).toBe(404);
    expect(await statusOn(second)).toBe(404);

    const domains = `/api/website/${site.websiteId}/domains`;
    expect((await injectAs(first.app, token, 'POST', domains, { domain: WWW })).statusCode).toBe(
      200,
    );
    const verified = await injectAs(first.app, token, 'POST', `${domains}/${WWW}/verify`);
    expect(verified.json<VerifyDomainResponse>().verified).toBe(true);
    expect(await statusOn(first.app)).toBe(200);
    await waitFor(
      async () => ((await statusOn(second)) === 200 ? true : undefined),
      HEARD_WITHIN_MS,
    );
    expect((await page(second)).body).toContain('Twin Loaves');

    const removed = await injectAs(first.app, token, 'DELETE', `${domains}/${WWW}`);
    expect(removed.statusCode).toBe(200);
    expect(await statusOn(first.app)).toBe(404);
    await waitFor(
      async () => ((await statusOn(second)) === 404 ? true : undefined),
      HEARD_WITHIN_MS,
    );
  });
});
