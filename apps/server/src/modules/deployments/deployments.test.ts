import { createHash } from 'node:crypto';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { ProgressMessage } from '@zappy/contract/generation';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { testDatabases } from '../../../test/databases';
import {
  readyWizardSession,
  signIn,
  startGenerationHarness,
  waitFor,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { publishMarkedCopy } from '../../../test/marked-version';
import { startNetlifyServer, type NetlifyTestServer } from '../../../test/netlify-server';
import { createLocalProvider } from './providers/local-provider';
import { createNetlifyProvider } from './providers/netlify-provider';
import {
  DeploymentFailure,
  type DeployTarget,
  type FailedStatus,
  type UploadFile,
} from './providers/provider';

type StreamEvent = { id?: number; type: string } & Partial<DeploymentStatusInfo>;

/** Reads server-sent events from a real HTTP connection until `count` data events arrived. */
function readStream(url: string, headers: Record<string, string>, count: number) {
  return new Promise<{
    status: number;
    contentType: string | undefined;
    events: StreamEvent[];
    retry: number | undefined;
  }>((resolve, reject) => {
    const request = get(url, { headers }, (res) => {
      const events: StreamEvent[] = [];
      let buffer = '';
      let retry: number | undefined;
      const finish = () => {
        request.destroy();
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          events,
          retry,
        });
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const retryLine = /^retry: (\d+)$/m.exec(block)?.[1];
          if (retryLine) retry = Number(retryLine);
          if (data) {
            events.push({
              ...(JSON.parse(data) as StreamEvent),
              ...(id ? { id: Number(id) } : {}),
            });
          }
          if (events.length >= count) {
            finish();
            return;
          }
        }
      });
      res.on('end', finish);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') reject(error);
    });
  });
}

describe.each(testDatabases)('deployments on $name', ({ open }) => {
  let database: Database;
  let harness: GenerationHarness;
  let token: string;
  let website: WebsiteDetail;
  let host: string;
  let baseUrl: string;
  let sessionId: string;
  let failNext: FailedStatus | undefined;

  beforeAll(async () => {
    database = await open();
    // Zappy's own hosting, made to fail on demand.
    const failing = {
      provider: createLocalProvider({
        setLiveVersion: (websiteId, number) =>
          harness.services.versions.setLiveVersion(websiteId, number),
        siteUrls: { urlFor: (slug) => `http://${slug}.localhost:3000` },
        failWith: () => {
          const status = failNext;
          return status ? new DeploymentFailure(status, `failed on purpose: ${status}`) : undefined;
        },
      }),
    };
    harness = await startGenerationHarness(database, failing);
    token = await signIn(harness.app, 'deployer@example.com');
    ({ sessionId } = await readyWizardSession(
      harness.app,
      token,
      'A yoga studio called Still Point in Leeds',
    ));
    const started = await harness.app.inject({
      method: 'POST',
      url: '/api/website/generate',
      headers: { authorization: `Bearer ${token}` },
      payload: { sessionId },
    });
    const websiteId = started.json<{ websiteId: string }>().websiteId;
    website = await waitFor(async () => {
      const res = await harness.app.inject({ url: `/api/website/${websiteId}`, headers: auth() });
      const body = res.json<{ website: WebsiteDetail }>().website;
      return body.deployment?.status === 'live' ? body : undefined;
    });
    host = new URL(website.liveUrl ?? '').host;
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const livePage = async () => (await harness.app.inject({ url: '/', headers: { host } })).body;

  const addVersion = async (marker: string) =>
    (await publishMarkedCopy(harness.services, website.websiteId, 1, marker)).number;

  async function deployAndWait(version: number) {
    return waitFor(async () => {
      const res = await harness.app.inject({
        url: `/api/website/${website.websiteId}/deployment`,
        headers: auth(),
      });
      const status = res.json<DeploymentStatusInfo>();
      return status.finalStatus && status.versionNumber === version ? status : undefined;
    });
  }

  it.each([
    ['build_failed', 'Build failed - please check your code'],
    ['deploy_failed', 'Deployment failed - please try again'],
    ['canceled', 'Deployment was canceled'],
    ['error', 'An error occurred during deployment'],
  ] as const)(
    'ends %s with the spec’s message, and the previous version stays live',
    async (status, message) => {
      failNext = status;
      const version = await addVersion(`attempt-${status}`);
      const result = await deployAndWait(version).finally(() => {
        failNext = undefined;
      });
      expect(result).toMatchObject({ status, message, percent: 100, finalStatus: true });
      expect(await livePage()).not.toContain(`attempt-${status}`);
      expect(await livePage()).toContain('Still Point');
    },
  );

  it('switches the live version only when a deployment succeeds', async () => {
    const version = await addVersion('fresh-version');
    const result = await deployAndWait(version);
    expect(result).toMatchObject({ status: 'live', percent: 100, finalStatus: true });
    expect(await livePage()).toContain('fresh-version');
  });

  it('streams deployment events with ids, and replays what a reconnecting client missed', async () => {
    const url = `${baseUrl}/api/website/${website.websiteId}/deployment/stream`;
    const first = await readStream(url, auth(), 1);
    expect(first.status).toBe(200);
    expect(first.contentType).toMatch(/^text\/event-stream/);
    expect(first.retry).toBe(5000);
    expect(first.events[0]).toMatchObject({ type: 'connected', websiteId: website.websiteId });

    const all = await readStream(url, { ...auth(), 'last-event-id': '0' }, 8);
    const ids = all.events.slice(1).map((event) => event.id ?? 0);
    expect(ids.every((id, i) => i === 0 || id > (ids[i - 1] ?? 0))).toBe(true);
    expect(all.events.slice(1).map((e) => e.type)).toContain('status_update');

    const after = ids[3] ?? 0;
    const replay = await readStream(url, { ...auth(), 'last-event-id': String(after) }, 3);
    expect(replay.events[1]?.id).toBe(ids[4]);
    expect(replay.events[2]?.id).toBe(ids[5]);

    const live = readStream(url, auth(), 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await addVersion('streamed');
    const { events } = await live;
    expect(events.slice(1).map((e) => e.status)).toEqual([
      'initializing',
      'build_in_progress',
      'deploy_in_progress',
    ]);
    await waitFor(async () => ((await livePage()).includes('streamed') ? true : undefined));
  });

  it('gives a late progress subscriber the stored state first, and refuses other origins', async () => {
    const socket = await harness.app.injectWS('/api/ws/progress', {
      headers: { host: 'app.test', origin: 'http://app.test' },
    });
    const first = new Promise<ProgressMessage>((resolve) => {
      socket.once('message', (data: Buffer) => {
        resolve(JSON.parse(data.toString()) as ProgressMessage);
      });
    });
    socket.send(JSON.stringify({ type: 'subscribe', sessionId }));
    expect(await first).toMatchObject({
      type: 'completed',
      step: 'completed',
      progress: 100,
      websiteId: website.websiteId,
    });
    socket.terminate();

    const foreign = await harness.app.injectWS('/api/ws/progress', {
      headers: { host: 'app.test', origin: 'http://evil.example' },
    });
    const code = await new Promise<number>((resolve) => foreign.once('close', resolve));
    expect(code).toBe(1008);
  });
});

/** A progress reporter that keeps the statuses it is given. */
const collect = (statuses: string[]) => (status: string) => {
  statuses.push(status);
  return Promise.resolve();
};
const ignore = () => Promise.resolve();

describe('Netlify provider (against a local server speaking its deploy API)', () => {
  let netlify: NetlifyTestServer;
  const files = ['index.html', 'styles.css', 'images/hero.svg'].map((path) => {
    const data = Buffer.from(`content of ${path}`);
    return {
      path,
      data,
      contentType: 'text/plain',
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  });
  const target: DeployTarget<UploadFile> = {
    websiteId: 'w1',
    slug: 'golden-crumb-abc123',
    versionNumber: 1,
    files,
    serviceId: null,
  };

  beforeAll(async () => {
    netlify = await startNetlifyServer();
  });
  afterAll(async () => {
    await netlify.close();
  });

  const provider = (overrides: Partial<Parameters<typeof createNetlifyProvider>[0]> = {}) =>
    createNetlifyProvider({
      token: netlify.token,
      apiUrl: netlify.url,
      pollIntervalMs: 10,
      ...overrides,
    });

  it('creates the site, uploads only what Netlify lacks, and goes live', async () => {
    netlify.behaviour = 'ok';
    const statuses: string[] = [];
    const result = await provider().deploy(target, collect(statuses));
    expect(statuses).toEqual(['build_in_progress', 'deploy_in_progress']);
    expect(result).toMatchObject({
      serviceName: 'zappy-golden-crumb-abc123',
      liveUrl: 'https://zappy-golden-crumb-abc123.netlify.app',
    });
    expect(netlify.uploads.size).toBe(3);

    const uploadsBefore = netlify.requests.filter((r) => r.startsWith('PUT')).length;
    const again = await provider().deploy({ ...target, serviceId: result.serviceId }, ignore);
    expect(again.serviceId).toBe(result.serviceId);
    expect(netlify.requests.filter((r) => r.startsWith('PUT')).length).toBe(uploadsBefore);
    expect(netlify.sites.size).toBe(1);
  });

  it.each([
    ['unauthorized', 'deploy_failed'],
    ['server-error', 'deploy_failed'],
    ['build-error', 'build_failed'],
  ] as const)('maps a %s answer to %s', async (behaviour, status) => {
    netlify.behaviour = behaviour;
    const error = await provider()
      .deploy(target, ignore)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeploymentFailure);
    expect((error as DeploymentFailure).status).toBe(status);
    netlify.behaviour = 'ok';
  });

  it('reports a slow deployment as timeout, and still completes', async () => {
    netlify.behaviour = 'slow';
    netlify.slowPolls = 5;
    const statuses: string[] = [];
    const result = await provider({ slowAfterMs: 15 }).deploy(target, collect(statuses));
    expect(statuses).toEqual(['build_in_progress', 'deploy_in_progress', 'timeout']);
    expect(result.liveUrl).toMatch(/netlify\.app$/);
    netlify.behaviour = 'ok';
  });

  it('answers an unreachable API as an error', async () => {
    const error = await provider({ apiUrl: 'http://127.0.0.1:9' })
      .deploy(target, ignore)
      .catch((e: unknown) => e);
    expect((error as DeploymentFailure).status).toBe('error');
  });
});
