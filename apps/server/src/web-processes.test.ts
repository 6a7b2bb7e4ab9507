import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, testServerUrl } from '../test/databases';
import { waitFor } from '../test/generation-harness';
import { readyWizardOver, sendHttp, signInOver, type ApiClient } from '../test/http-client';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process';

const TOKEN = 'metrics-token-0123456789abcdef';

/** One request on a connection of its own: the primary hands each new connection to the next process. */
async function getFresh(url: string, host?: string): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  const { status, body } = await sendHttp({
    hostname: target.hostname,
    port: target.port,
    path: target.pathname,
    agent: false,
    headers: host ? { host } : {},
  });
  return { status, body };
}

/** The pids in the server's JSON log lines with this message. */
function pidsLogging(output: string, message: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; pid?: number };
    if (entry.msg === message && entry.pid !== undefined) pids.add(entry.pid);
  }
  return pids;
}

/**
 * WEB_PROCESSES (decision 045): one server, several web processes on its port, the primary
 * running the jobs and gathering the metrics; a site changed through one process is served
 * fresh by every other, over PostgreSQL's change announcements.
 */
describe('a server with two web processes on PostgreSQL', () => {
  let server: ServerProcess;
  let metricsUrl: string;
  let dataDir: string;
  let drop: () => Promise<void>;
  let api: ApiClient;
  let website: WebsiteDetail;

  beforeAll(async () => {
    if (!testServerUrl) {
      throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL (npm test does)');
    }
    const fresh = await createFreshPostgres(testServerUrl);
    drop = () => fresh.drop();
    dataDir = await mkdtemp(path.join(tmpdir(), 'zappy-web-processes-'));
    const port = String(await freePort());
    const metricsPort = String(await freePort());
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    server = await startServerProcess({
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
      PORT: port,
      PUBLIC_URL: `http://localhost:${port}`,
      SITE_URL_TEMPLATE: `http://{slug}.localhost:${port}`,
      PROGRESS_STEP_DELAY_MS: '0',
      RATE_LIMIT: 'false',
      WEB_PROCESSES: '2',
      METRICS_PORT: metricsPort,
      METRICS_TOKEN: TOKEN,
    });
    // The first web process answers first; the second starts once it listens.
    await waitFor(
      () =>
        Promise.resolve(
          pidsLogging(server.output(), 'web process is running').size === 2 ? true : undefined,
        ),
      30_000,
    );
  });

  afterAll(async () => {
    await server.stop();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const healthRequests = async () => {
    const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const series = 'zappy_http_requests_total{method="GET",route="/api/health",status="200"} ';
    const line = (await res.text()).split('\n').find((entry) => entry.startsWith(series));
    return Number(line?.slice(series.length) ?? 0);
  };

  it('answers from two processes besides the primary, and counts them as one', async () => {
    const before = await healthRequests();
    for (let i = 0; i < 6; i += 1) {
      expect((await getFresh(`${server.url}/api/health`)).status).toBe(200);
    }
    const answering = pidsLogging(server.output(), 'request completed');
    expect(answering.size).toBe(2);
    expect(answering.has(server.child.pid ?? 0)).toBe(false);
    expect(pidsLogging(server.output(), 'web process is running')).toEqual(answering);
    // The primary's metrics port sums what both processes answered.
    expect((await healthRequests()) - before).toBe(6);
  });

  it('serves a site changed through one process fresh from every process', async () => {
    api = await signInOver(server.url, 'Cluster Owner', 'cluster@example.com');
    const sessionId = await readyWizardOver(api, 'A coffee roaster called Bean There in Lisbon');
    const started = await api<{ websiteId: string }>('POST', '/api/website/generate', {
      sessionId,
    });
    expect(started.status).toBe(200);
    website = await waitFor(async () => {
      const res = await api<{ website: WebsiteDetail }>(
        'GET',
        `/api/website/${started.json.websiteId}`,
      );
      return res.json.website.deployment?.status === 'live' ? res.json.website : undefined;
    }, 60_000);
    const host = new URL(website.liveUrl ?? '').host;
    // Four connections: each process holds the page now.
    for (let i = 0; i < 4; i += 1) {
      expect((await getFresh(`${server.url}/`, host)).body).toContain('Bean There');
    }

    const call = (name: string) => `/api/customization/${name}/${website.websiteId}`;
    const extracted = await api<{ businessInfo: { companyName: string } }>(
      'POST',
      call('extract-business-info'),
    );
    const renamed = await api('POST', call('update-business-info'), {
      businessInfo: { ...extracted.json.businessInfo, companyName: 'Roastery Lumen' },
    });
    expect(renamed.status).toBe(200);
    await waitFor(async () => {
      const res = await api<{ website: WebsiteDetail }>('GET', `/api/website/${website.websiteId}`);
      const deployment = res.json.website.deployment;
      return deployment?.versionNumber === 2 && deployment.status === 'live' ? true : undefined;
    }, 30_000);
    // Without the announcement one process would keep version 1 for a minute.
    await waitFor(async () => {
      const pages = [];
      for (let i = 0; i < 4; i += 1) pages.push((await getFresh(`${server.url}/`, host)).body);
      return pages.every((page) => page.includes('Roastery Lumen') && !page.includes('Bean There'))
        ? true
        : undefined;
    }, 5_000);
  });

  it('starts another web process when one dies', async () => {
    const [victim] = pidsLogging(server.output(), 'web process is running');
    process.kill(victim ?? 0, 'SIGKILL');
    await waitFor(
      () =>
        Promise.resolve(
          pidsLogging(server.output(), 'web process is running').size === 3 ? true : undefined,
        ),
      10_000,
    );
    expect(server.output()).toContain('a web process ended; starting another');
    for (let i = 0; i < 4; i += 1) {
      expect((await getFresh(`${server.url}/api/health`)).status).toBe(200);
    }
  });
});
