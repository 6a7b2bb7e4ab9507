import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressMessage } from '@zappy/contract/generation';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createFreshPostgres, testServerUrl } from '../test/databases';
import { waitFor } from '../test/generation-harness';
import { getSite, readyWizardOver, signInOver } from '../test/http-client';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process';

/**
 * Scale-out as DESIGN section 4 lays it out: a web process and a worker process on one
 * PostgreSQL server. The browser talks only to the web process; the worker does the work; the
 * progress reaches the browser through LISTEN/NOTIFY, and the web process serves the site.
 */
describe('a web process and a worker process on PostgreSQL', () => {
  let web: ServerProcess;
  let worker: ServerProcess;
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
    worker = await startServerProcess({ ...shared, ROLE: 'worker', LOG_LEVEL: 'info' });
  });

  afterAll(async () => {
    await web.stop();
    await worker.stop();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the worker’s progress to a browser on the web process, which then serves the site', async () => {
    const api = await signInOver(web.url, 'Scale Owner', 'scale@example.com');
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

    const website = await waitFor(async () => {
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
});
