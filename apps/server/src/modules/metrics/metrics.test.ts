import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  getHostedPage,
  signIn,
  useGenerationHarness,
} from '../../../test/generation-harness';
import { freePort, startServerProcess, type ServerProcess } from '../../../test/server-process';

const TOKEN = 'metrics-token-0123456789abcdef';
/** Past the site forms' minimum fill time (3 s), as a person typing the message would be. */
const TYPING_MS = 5_000;

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDatabases)('GET /metrics on $name', ({ open }) => {
  // The forms' clock: moved on instead of waiting for a form token to be old enough.
  let offset = 0;
  const suite = useGenerationHarness(open, {
    env: { METRICS_TOKEN: TOKEN },
    now: () => new Date(Date.now() + offset),
  });
  const scrape = (authorization?: string) =>
    suite.app.inject({
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  it('is not there when neither a metrics port nor a token is set', async () => {
    const app = await createTestApp(suite.database);
    try {
      const res = await app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found: GET /metrics' });
    } finally {
      await app.close();
    }
  });

  it('asks for the token, and refuses a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer not-the-metrics-token', TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ error: 'A valid metrics token is required' });
    }
  });

  it('counts requests by route, generations, deployments, hosted pages and leads', async () => {
    const { app } = suite;
    const owner = await signIn(app, 'metrics-owner@example.com');
    const site: WebsiteDetail = await createDeployedSite(
      app,
      owner,
      'A bakery called Golden Crumb in Portland. We sell sourdough loaves. Email hello@goldencrumb.example.',
    );
    const host = new URL(site.liveUrl ?? '').host;
    // The first request loads the page into this process's memory, the second finds it there.
    expect((await getHostedPage(app, site)).statusCode).toBe(200);
    expect((await getHostedPage(app, site)).statusCode).toBe(200);

    const token = await app.inject({ url: '/_zappy/form-token', headers: { host } });
    offset += TYPING_MS;
    const lead = await app.inject({
      method: 'POST',
      url: '/_zappy/contact',
      headers: { host, accept: 'application/json' },
      payload: {
        name: 'Ann Baker',
        email: 'ann@example.com',
        subject: 'Wedding cake',
        message: 'Do you bake wedding cakes?',
        website: '',
        _zt: token.json<{ token: string }>().token,
      },
    });
    expect(lead.statusCode).toBe(200);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    const value = (series: string) => seriesValue(text, series);
    expect(value('zappy_generation_duration_seconds_count{outcome="completed"}')).toBe(1);
    expect(value('zappy_deployment_duration_seconds_count{provider="local",outcome="live"}')).toBe(
      1,
    );
    expect(value('zappy_hosted_requests_total{status="200"}')).toBe(2);
    expect(value('zappy_site_cache_requests_total{result="miss"}')).toBe(1);
    expect(value('zappy_site_cache_requests_total{result="hit"}')).toBe(1);
    expect(value('zappy_leads_stored_total{form="contact"}')).toBe(1);
    expect(value('zappy_job_queue_depth{queue="generate-website"}')).toBe(0);
    expect(
      value('zappy_http_requests_total{method="POST",route="/api/website/generate",status="200"}'),
    ).toBe(1);
    // The site's forms are one route, whatever their URL; the app's routes are their patterns.
    expect(value('zappy_http_requests_total{method="POST",route="(site)",status="200"}')).toBe(1);
    expect(value('zappy_http_requests_total{method="GET",route="/metrics",status="401"}')).toBe(3);
    expect(text).toContain('route="/api/website/:id"');
    expect(text).not.toContain(site.websiteId);
    expect(text).toContain('# TYPE zappy_mails_total counter');
  });
});

describe('the metrics port of a running server', () => {
  let server: ServerProcess;
  let metricsUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zappy-metrics-'));
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    server = await startServerProcess({
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
    });
  });

  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const withToken = { headers: { authorization: `Bearer ${TOKEN}` } };

  it('answers /metrics alone, with the token, counting the app port’s requests', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const refused = await fetch(`${metricsUrl}/metrics`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'A valid metrics token is required' });
    const elsewhere = await fetch(`${metricsUrl}/api/health`, withToken);
    expect(elsewhere.status).toBe(404);

    const res = await fetch(`${metricsUrl}/metrics`, withToken);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(
      seriesValue(text, 'zappy_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    // The process's own metrics come along when they are served.
    expect(text).toContain('process_cpu_seconds_total');
    // The app's port answers the same with the token.
    expect((await fetch(`${server.url}/metrics`, withToken)).status).toBe(200);
  });
});
