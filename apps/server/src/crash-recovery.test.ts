import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, testApiServerUrl } from '../test/databases';
import { waitFor } from '../test/generation-harness';
import { getSite, readyWizardOver, signInOver } from '../test/http-client';
import {
  freePort,
  runScript,
  startServerProcess,
  type ServerProcess,
} from '../test/server-process';
import { createSiteRepositories } from './lib/site-repository';

const kinds = [
  {
    name: 'pglite',
    database: () => Promise.resolve({ env: {}, drop: () => Promise.resolve() }),
  },
  ...(testApiServerUrl
    ? [
        {
          name: 'postgres',
          database: async () => {
            const fresh = await createFreshPostgres(testApiServerUrl ?? '');
            return { env: { DATABASE_URL: fresh.url }, drop: () => fresh.drop() };
          },
        },
      ]
    : []),
];

describe.each(kinds)('crash recovery on $name', ({ database }) => {
  let env: Record<string, string>;
  let server: ServerProcess;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'zappy-crash-'));
    const db = await database();
    drop = db.drop;
    env = {
      ...db.env,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      PROGRESS_STEP_DELAY_MS: '400',
      JOB_STALE_AFTER_SECONDS: '2',
      RATE_LIMIT: 'false',
    };
    server = await startServerProcess(env);
  });

  afterAll(async () => {
    await server.stop();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function restart(): Promise<void> {
    await server.stop('SIGKILL');
    server = await startServerProcess(env);
  }

  it('finishes interrupted generations and deployments, serving only complete versions', async () => {
    // The restarted server keeps its port, so one client serves the whole test.
    const api = await signInOver(server.url, 'Crash Owner', 'crash@example.com');

    // A ready wizard session, then the first generation, all the way to live.
    const sessionId = await readyWizardOver(
      api,
      'A bike repair shop called Spoke & Chain in Utrecht',
    );
    const generated = await api<{ websiteId: string }>('POST', '/api/website/generate', {
      sessionId,
    });
    expect(generated.status, JSON.stringify(generated.json)).toBe(200);
    const started = generated.json;
    const { websiteId } = started;
    const detail = async () => {
      const res = await api<{ website: WebsiteDetail }>('GET', `/api/website/${websiteId}`);
      expect(res.status, `${JSON.stringify(res.json)}\n${server.output()}`).toBe(200);
      return res.json.website;
    };
    const liveAt = (version: number) =>
      waitFor(async () => {
        const website = await detail();
        const deployment = website.deployment;
        if (deployment?.versionNumber !== version || !deployment.finalStatus) return undefined;
        return website;
      }, 90_000);

    const first = await liveAt(1);
    expect(first.deployment?.status, server.output()).toBe('live');
    const host = new URL(first.liveUrl ?? '').host;
    const v1 = await getSite(server.url, host);
    expect(v1.status).toBe(200);

    // 1. Killed in the middle of generating version 2.
    await api('POST', `/api/website/regenerate/${websiteId}`, {
      improvements: 'Add evening hours',
    });
    await waitFor(async () => ((await detail()).status === 'generating' ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await restart();
    const afterCrash = await getSite(server.url, host);
    expect(afterCrash).toEqual(v1);
    const served = new Set<string>();
    const second = await waitFor(async () => {
      const page = await getSite(server.url, host);
      expect(page.status, `${page.body.slice(0, 200)}\n${server.output()}`).toBe(200);
      served.add(page.body);
      const website = await detail();
      return website.deployment?.versionNumber === 2 && website.deployment.finalStatus
        ? website
        : undefined;
    }, 90_000);
    expect(second.deployment?.status).toBe('live');
    expect(second.versions.map((v) => v.number)).toEqual([2, 1]);
    const v2 = await getSite(server.url, host);
    for (const body of served) expect([v1.body, v2.body]).toContain(body);

    // 2. Killed in the middle of deploying version 3.
    await api('POST', `/api/website/regenerate/${websiteId}`, {
      improvements: 'Friendlier tone',
    });
    await waitFor(async () => {
      const { json } = await api<DeploymentStatusInfo>(
        'GET',
        `/api/website/${websiteId}/deployment`,
      );
      return json.versionNumber === 3 && !json.finalStatus && json.status !== 'initializing'
        ? true
        : undefined;
    }, 90_000);
    await restart();
    expect(await getSite(server.url, host)).toEqual(v2);
    const third = await liveAt(3);
    expect(third.deployment?.status).toBe('live');
    expect(third.versions.map((v) => v.number)).toEqual([3, 2, 1]);
    const v3 = await getSite(server.url, host);
    expect(v3.status).toBe(200);
    expect(v3.body).toContain('Spoke &amp; Chain');
  }, 300_000);

  it('finishes a version stored just before a kill -9: committed, deployed and live after a start', async () => {
    const api = await signInOver(server.url, 'Publish Owner', 'publish@example.com');
    const sessionId = await readyWizardOver(api, 'A flower shop called Petal Post in Ghent');
    const { json } = await api<{ websiteId: string }>('POST', '/api/website/generate', {
      sessionId,
    });
    const { websiteId } = json;
    const deployedVersion = async () =>
      (await api<{ website: WebsiteDetail }>('GET', `/api/website/${websiteId}`)).json.website;
    const first = await waitFor(async () => {
      const website = await deployedVersion();
      return website.deployment?.status === 'live' ? website : undefined;
    }, 90_000);
    const host = new URL(first.liveUrl ?? '').host;

    // Stopped, then a process stores version 2 through publishSite and is killed with
    // SIGKILL right after its transaction: no repository commit, no deployment dispatched.
    await server.stop();
    const died = await runScript(
      ['test/publish-then-die.ts', websiteId, 'saved-before-the-crash'],
      env,
    );
    expect(died.signal, died.output).toBe('SIGKILL');

    server = await startServerProcess(env);
    const second = await waitFor(async () => {
      const website = await deployedVersion();
      return website.deployment?.versionNumber === 2 && website.deployment.finalStatus
        ? website
        : undefined;
    }, 90_000);
    expect(second.deployment?.status, server.output()).toBe('live');
    expect(second.currentVersion).toBe(2);
    expect((await getSite(server.url, host)).body).toContain('saved-before-the-crash');
    const log = await createSiteRepositories(path.join(dataDir, 'repos')).log(websiteId);
    expect(log[0]).toBe('Version 2: saved-before-the-crash');
    expect(log).toHaveLength(2);
  }, 300_000);
});
