import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { WebsiteDetail } from '@zappy/contract/website';
import { sensibleAnswer } from '@zappy/ai/testing';
import type { Widget } from '@zappy/contract/widgets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshPostgres, testServerUrl } from '../test/databases';
import { waitFor } from '../test/generation-harness';
import { createApiClient, getSite } from '../test/http-client';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process';

/**
 * Real processes, killed with SIGKILL in the middle of a generation and of a deployment, then
 * started again on the same data: each job ends (completed here), the previous live version is
 * what the site serves until the new one is live, and nothing half-written is ever served.
 */
const kinds = [
  {
    name: 'pglite',
    database: () => Promise.resolve({ env: {}, drop: () => Promise.resolve() }),
  },
  ...(testServerUrl
    ? [
        {
          name: 'postgres',
          database: async () => {
            const fresh = await createFreshPostgres(testServerUrl ?? '');
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
    const anonymous = createApiClient(server.url);
    const { json: signedIn } = await anonymous<{ token: string }>('POST', '/api/auth/local', {
      name: 'Crash Owner',
      email: 'crash@example.com',
    });
    const api = () => createApiClient(server.url, signedIn.token);

    // A ready wizard session, then the first generation, all the way to live.
    let turn = (
      await api()<{ sessionId: string; widget: Widget | null; readyToGenerate: boolean }>(
        'POST',
        '/api/wizard/conversation/start',
        { initialPrompt: 'A bike repair shop called Spoke & Chain in Utrecht' },
      )
    ).json;
    const { sessionId } = turn;
    for (let i = 0; i < 8 && !turn.readyToGenerate; i += 1) {
      const input = turn.widget
        ? sensibleAnswer(turn.widget)
        : { type: 'text' as const, text: 'Yes' };
      turn = {
        sessionId,
        ...(
          await api()<{ widget: Widget | null; readyToGenerate: boolean }>(
            'POST',
            '/api/wizard/conversation/continue',
            input.type === 'widget_response'
              ? { sessionId, messageType: 'widget_response', message: input.response }
              : { sessionId, messageType: 'text', message: input.text },
          )
        ).json,
      };
    }
    const generated = await api()<{ websiteId: string }>('POST', '/api/website/generate', {
      sessionId,
    });
    expect(generated.status, JSON.stringify(generated.json)).toBe(200);
    const started = generated.json;
    const { websiteId } = started;
    const detail = async () => {
      const res = await api()<{ website: WebsiteDetail }>('GET', `/api/website/${websiteId}`);
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
    await api()('POST', `/api/website/regenerate/${websiteId}`, {
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
    await api()('POST', `/api/website/regenerate/${websiteId}`, {
      improvements: 'Friendlier tone',
    });
    await waitFor(async () => {
      const { json } = await api()<DeploymentStatusInfo>(
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
});
