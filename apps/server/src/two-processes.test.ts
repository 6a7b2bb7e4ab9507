import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressMessage } from '@zappy/contract/generation';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createFreshPostgres, testServerUrl } from '../test/databases';
import { waitFor } from '../test/generation-harness';
import { getSite, readyWizardOver, signInOver, type ApiClient } from '../test/http-client';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process';

/**
 * Scale-out as DESIGN section 4 lays it out: web processes and a worker process on one
 * PostgreSQL server. The browser talks only to a web process; the worker does the work; the
 * progress reaches the browser through LISTEN/NOTIFY, and every web process serves the site
 * from its memory until the site changes.
 */
describe('web processes and a worker process on PostgreSQL', () => {
  let web: ServerProcess;
  let otherWeb: ServerProcess;
  let worker: ServerProcess;
  let api: ApiClient;
  let website: WebsiteDetail;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    if (!testServerUrl) {
      throw new Error('This test needs a PostgreSQL server: set TEST_DATABASE_URL (npm test does)');
    }
    const fresh = await createFreshPostgres(testServerUrl);
    drop = () => fresh.drop();
    dataDir = await mkdtemp(path.join(tmpdir(), 'zappy-roles-'));
    const port = String(await freePort());
    const shared = {
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SITE_URL_TEMPLATE: `http://{slug}.localhost:${port}`,
      PROGRESS_STEP_DELAY_MS: '100',
      RATE_LIMIT: 'false',
    };
    web = await startServerProcess({ ...shared, ROLE: 'web', PORT: port });
    otherWeb = await startServerProcess({ ...shared, ROLE: 'web', PORT: String(await freePort()) });
    worker = await startServerProcess({ ...shared, ROLE: 'worker', LOG_LEVEL: 'info' });
  });

  afterAll(async () => {
    await web.stop();
    await otherWeb.stop();
    await worker.stop();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the worker’s progress to a browser on the web process, which then serves the site', async () => {
    api = await signInOver(web.url, 'Scale Owner', 'scale@example.com');
    const sessionId = await readyWizardOver(api, 'A coffee roaster called Bean There in Lisbon');

    // The browser subscribes on the web process before the work starts.
    const socket = new WebSocket(`${web.url.replace('http', 'ws')}/api/ws/progress`, {
      headers: { origin: new URL(web.url.replace('127.0.0.1', 'localhost')).origin },
    });
    const messages: ProgressMessage[] = [];
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString()) as ProgressMessage);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', sessionId }));

    const started = await api<{ websiteId: string }>('POST', '/api/website/generate', {
      sessionId,
    });
    expect(started.status).toBe(200);
    await waitFor(
      () => Promise.resolve(messages.some((m) => m.type === 'completed') ? true : undefined),
      60_000,
    );
    socket.close();
    expect(messages.map((m) => m.step)).toEqual(
      expect.arrayContaining(['analyzing', 'processing_content', 'finalizing', 'completed']),
    );

    website = await waitFor(async () => {
      const res = await api<{ website: WebsiteDetail }>(
        'GET',
        `/api/website/${started.json.websiteId}`,
      );
      return res.json.website.deployment?.status === 'live' ? res.json.website : undefined;
    }, 60_000);
    const page = await getSite(web.url, new URL(website.liveUrl ?? '').host);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Bean There');
    // The web process runs no workers (ROLE=web), so the worker did the work.
    expect(web.output()).toContain('"role":"web"');
    expect(worker.output()).toContain('"role":"worker"');
  });

  it('serves a replaced or deleted site from no web process’s memory', async () => {
    const host = new URL(website.liveUrl ?? '').host;
    // Both web processes hold the site now.
    for (const process of [web, otherWeb]) {
      expect((await getSite(process.url, host)).body).toContain('Bean There');
    }

    // The owner renames the business on one web process; the worker deploys version 2.
    const path = (call: string) => `/api/customization/${call}/${website.websiteId}`;
    const extracted = await api<{ businessInfo: { companyName: string } }>(
      'POST',
      path('extract-business-info'),
    );
    const renamed = await api('POST', path('update-business-info'), {
      businessInfo: { ...extracted.json.businessInfo, companyName: 'Roastery Lumen' },
    });
    expect(renamed.status).toBe(200);
    await waitFor(async () => {
      const res = await api<{ website: WebsiteDetail }>('GET', `/api/website/${website.websiteId}`);
      const deployment = res.json.website.deployment;
      return deployment?.versionNumber === 2 && deployment.status === 'live' ? true : undefined;
    }, 30_000);
    // The other web process hears of it at once (its memory would keep version 1 for a minute).
    const renamedPage = await waitFor(async () => {
      const page = await getSite(otherWeb.url, host);
      return page.body.includes('Roastery Lumen') ? page : undefined;
    }, 5_000);
    expect(renamedPage.body).not.toContain('Bean There');

    const deleted = await api('DELETE', `/api/website/${website.websiteId}`);
    expect(deleted.status).toBe(200);
    for (const process of [web, otherWeb]) {
      await waitFor(async () => {
        const page = await getSite(process.url, host);
        return page.status === 404 ? true : undefined;
      }, 5_000);
      expect((await getSite(process.url, host, '/styles.css')).status).toBe(404);
    }
  });
});
