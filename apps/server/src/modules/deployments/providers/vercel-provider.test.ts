import { createHash } from 'node:crypto';
import { DEPLOYMENT_STATUS_MESSAGES } from '@zappy/contract/deployment-statuses';
import type { WebsiteDetail } from '@zappy/contract/website';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases';
import {
  createDeployedSite,
  signIn,
  startGenerationHarness,
  waitFor,
  waitForDeployment,
  type GenerationHarness,
} from '../../../../test/generation-harness';
import { publishMarkedCopy } from '../../../../test/marked-version';
import {
  startVercelServer,
  type VercelBehaviour,
  type VercelTestServer,
} from '../../../../test/vercel-server';
import type { Database } from '../../../db/client';
import { logSerializers } from '../../../lib/log-redaction';
import { DeploymentFailure, type DeployTarget, type UploadFile } from './provider';
import { createVercelProvider, vercelProjectName, type VercelOptions } from './vercel-provider';

/** A progress reporter that keeps the statuses it is given. */
const collect = (statuses: string[]) => (status: string) => {
  statuses.push(status);
  return Promise.resolve();
};
const ignore = () => Promise.resolve();

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

/** A version's files; `tag` makes their bytes (and so their digests) new to the server. */
function targetWith(tag: string, serviceId: string | null = null): DeployTarget<UploadFile> {
  const files = ['index.html', 'styles.css', 'images/hero.svg', 'images/copy.svg'].map((path) => {
    // Two files with the same bytes are uploaded once.
    const data = Buffer.from(`content of ${path.replace('copy', 'hero')} ${tag}`);
    return {
      path,
      data,
      contentType: 'text/plain',
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  });
  return { websiteId: 'w1', slug: 'golden-crumb-abc123', versionNumber: 1, files, serviceId };
}

async function failureOf(promise: Promise<unknown>): Promise<DeploymentFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeploymentFailure);
  return error as DeploymentFailure;
}

describe('Vercel provider (against a local server speaking its REST API)', () => {
  let vercel: VercelTestServer;

  beforeAll(async () => {
    vercel = await startVercelServer();
  });
  afterAll(async () => {
    await vercel.close();
  });

  const provider = (overrides: Partial<VercelOptions> = {}) =>
    createVercelProvider({
      token: vercel.token,
      apiUrl: vercel.url,
      teamId: 'team_zappy',
      timeoutMs: 5_000,
      pollIntervalMs: 10,
      ...overrides,
    });

  /** What the server was asked while `run` ran. */
  async function requestsDuring(run: () => Promise<unknown>) {
    const before = vercel.requests.length;
    await run();
    return vercel.requests.slice(before);
  }

  it('uploads each file by its SHA-1, deploys the project to production without a build, and goes live', async () => {
    vercel.behaviour = 'ok';
    const statuses: string[] = [];
    const target = targetWith('first');
    let result: Awaited<ReturnType<ReturnType<typeof provider>['deploy']>> | undefined;
    const requests = await requestsDuring(async () => {
      result = await provider().deploy(target, collect(statuses));
    });

    expect(statuses).toEqual(['build_in_progress', 'deploy_in_progress']);
    expect(result).toEqual({
      serviceId: expect.stringMatching(/^prj_/) as unknown,
      serviceName: 'zappy-golden-crumb-abc123',
      liveUrl: 'https://zappy-golden-crumb-abc123.vercel.app',
    });
    const uploads = requests.filter((r) => r.method === 'POST' && r.path === '/v2/files');
    expect(uploads).toHaveLength(3);
    expect(uploads.every((r) => r.digestMatched)).toBe(true);
    expect(new Set(uploads.map((r) => r.headers['x-vercel-digest']))).toEqual(
      new Set(target.files.map((file) => sha1(file.data))),
    );

    const create = requests.find((r) => r.path === '/v13/deployments');
    expect(create?.search).toContain('forceNew=1');
    expect(JSON.parse(create?.body.toString() ?? '')).toEqual({
      name: 'zappy-golden-crumb-abc123',
      files: target.files.map((file) => ({
        file: file.path,
        sha: sha1(file.data),
        size: file.data.length,
      })),
      projectSettings: { framework: null },
      target: 'production',
    });
    // QUEUED when created, then polled through BUILDING to READY.
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.path)).toHaveLength(2);
    expect(
      requests.every((r) => new URLSearchParams(r.search).get('teamId') === 'team_zappy'),
    ).toBe(true);
    expect(vercel.liveFile('zappy-golden-crumb-abc123', 'index.html')).toContain('first');

    // The next version is a new deployment of the same project.
    const again = await provider().deploy(targetWith('second', result?.serviceId ?? null), ignore);
    expect(again.serviceId).toBe(result?.serviceId);
    expect(vercel.projects.size).toBe(1);
    expect(vercel.liveFile('zappy-golden-crumb-abc123', 'index.html')).toContain('second');
  });

  it('sends the token as a Bearer Authorization header and nowhere else', () => {
    expect(vercel.requests.length).toBeGreaterThan(0);
    for (const request of vercel.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${vercel.token}`);
      const otherHeaders = Object.entries(request.headers).filter(
        ([name]) => name !== 'authorization',
      );
      expect(JSON.stringify(otherHeaders)).not.toContain(vercel.token);
      expect(request.search).not.toContain(vercel.token);
      expect(request.body.toString('latin1')).not.toContain(vercel.token);
    }
  });

  it('uploads again what Vercel answers missing_files for, then deploys', async () => {
    vercel.behaviour = 'ok';
    vercel.loseUploads = 2;
    const requests = await requestsDuring(() => provider().deploy(targetWith('lost'), ignore));
    expect(requests.filter((r) => r.path === '/v13/deployments')).toHaveLength(2);
    expect(requests.filter((r) => r.path === '/v2/files')).toHaveLength(3 + 2);
    expect(vercel.liveFile('zappy-golden-crumb-abc123', 'styles.css')).toContain('lost');
  });

  it.each([
    ['unauthorized', 'deploy_failed', /refused this server's access token \(HTTP 401\)/],
    ['payment-required', 'deploy_failed', /plan limit is reached \(HTTP 402\).*100 deployments/],
    ['rate-limited', 'deploy_failed', /rate limit is reached until 20\d\d-.*\(HTTP 429\)/],
    ['build-error', 'build_failed', /exited with 1/],
    ['canceled', 'canceled', undefined],
  ] as const)(
    'ends a %s answer as %s, with what the owner can do',
    async (behaviour, status, detail) => {
      vercel.behaviour = behaviour;
      const failure = await failureOf(provider().deploy(targetWith(behaviour), ignore));
      vercel.behaviour = 'ok';
      expect(failure.status).toBe(status);
      if (detail) expect(failure.detail).toMatch(detail);
      expect(vercel.liveFile('zappy-golden-crumb-abc123', 'index.html')).not.toContain(behaviour);
    },
  );

  it('ends a token Vercel does not know as deploy_failed', async () => {
    const failure = await failureOf(
      provider({ token: 'not-the-token' }).deploy(targetWith('x'), ignore),
    );
    expect(failure.status).toBe('deploy_failed');
    expect(failure.detail).toMatch(/HTTP 403/);
  });

  it('reports a deployment that never finishes as timeout, then cancels it and ends as an error', async () => {
    vercel.behaviour = 'slow';
    const statuses: string[] = [];
    const failure = await failureOf(
      provider({ timeoutMs: 1_000 }).deploy(targetWith('slow'), collect(statuses)),
    );
    vercel.behaviour = 'ok';
    expect(statuses).toEqual(['build_in_progress', 'timeout']);
    expect(failure.status).toBe('error');
    expect(failure.detail).toMatch(
      /did not finish within \d+ seconds, so the deployment was canceled/,
    );
    const slow = [...vercel.deployments.values()].at(-1);
    expect(slow?.readyState).toBe('CANCELED');
    expect(vercel.liveFile('zappy-golden-crumb-abc123', 'index.html')).not.toContain('slow');
  });

  it('answers an unreachable API as an error', async () => {
    const failure = await failureOf(
      provider({ apiUrl: 'http://127.0.0.1:9' }).deploy(targetWith('x'), ignore),
    );
    expect(failure.status).toBe('error');
  });

  it('deletes the project, and takes one already gone as deleted', async () => {
    const { serviceId } = await provider().deploy(targetWith('doomed'), ignore);
    await provider().remove('w1', serviceId);
    expect(vercel.projects.has(serviceId)).toBe(false);
    expect(vercel.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v9/projects/${serviceId}`,
    });
    await expect(provider().remove('w1', serviceId)).resolves.toBeUndefined();
    const requests = await requestsDuring(() => provider().remove('w1', null));
    expect(requests).toEqual([]);
  });

  it('keeps the token out of its errors even when Vercel quotes it back', async () => {
    vercel.echoToken = true;
    const seen: string[] = [];
    for (const behaviour of ['unauthorized', 'payment-required', 'rate-limited'] as const) {
      vercel.behaviour = behaviour;
      const failure = await failureOf(provider().deploy(targetWith(behaviour), ignore));
      seen.push(failure.message, failure.detail ?? '', (failure.cause as Error).message);
    }
    vercel.behaviour = 'unauthorized';
    const removal = await provider()
      .remove('w1', 'prj_1')
      .catch((e: unknown) => e as Error);
    seen.push(String(removal?.message));
    vercel.behaviour = 'ok';
    vercel.echoToken = false;
    expect(seen.join('\n')).toContain('[redacted]');
    expect(seen.join('\n')).not.toContain(vercel.token);
  });

  it('names the project after the slug, as Vercel allows', () => {
    expect(vercelProjectName('golden-crumb-abc123')).toBe('zappy-golden-crumb-abc123');
    expect(vercelProjectName('Café---Ünïcode__x')).toBe('zappy-caf-n-code__x');
    const long = vercelProjectName('a'.repeat(120));
    expect(long).toHaveLength(100);
    expect(long).toMatch(/^[a-z0-9._-]+$/);
  });
});

describe.each(testDatabases)('deploying to Vercel on $name', ({ open }) => {
  let database: Database;
  let vercel: VercelTestServer;
  let harness: GenerationHarness;
  let token: string;
  let site: WebsiteDetail;
  let projectName: string;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await open();
    vercel = await startVercelServer();
    // A careless API that quotes the token in its errors: nothing of it may get through.
    vercel.echoToken = true;
    const logger = pino(
      { level: 'info', serializers: logSerializers },
      { write: (line: string) => logs.push(line) },
    );
    // Long enough that a loaded machine never reports a normal deployment as slow.
    const provider = createVercelProvider({
      token: vercel.token,
      apiUrl: vercel.url,
      timeoutMs: 6_000,
      pollIntervalMs: 20,
    });
    harness = await startGenerationHarness(database, { provider, logger });
    token = await signIn(harness.app, 'vercel-owner@example.com');
    site = await createDeployedSite(harness.app, token, 'A bakery called Golden Crumb in York');
    projectName = [...vercel.projects.values()][0]?.name ?? '';
  });

  afterAll(async () => {
    await harness.close();
    await vercel.close();
    await database.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  /** The stream's events of the deployment of `version`, as stored: status and percent. */
  async function eventsOf(version: number) {
    const { rows } = await database.pool.query<{ status: string; percent: number }>(
      `SELECT e.payload->>'status' AS status, (e.payload->>'percent')::int AS percent
         FROM deployment_events e JOIN deployments d ON d.id = e.deployment_id
        WHERE d.website_id = $1 AND d.version_number = $2
        ORDER BY e.id`,
      [site.websiteId, version],
    );
    return rows;
  }

  it('publishes a new site to Vercel and shows where it is live', async () => {
    expect(projectName).toMatch(/^zappy-golden-crumb-[a-z0-9]{6}$/);
    expect(site.deployment).toMatchObject({ status: 'live', percent: 100, finalStatus: true });
    expect(site.liveUrl).toBe(`https://${projectName}.vercel.app`);
    expect(site.deployment?.liveUrl).toBe(site.liveUrl);
    // The website API names the platform, for the owner's Publishing panel.
    expect(site.hostedOn).toBe('vercel');
    expect(vercel.liveFile(projectName, 'index.html')).toContain('Golden Crumb');
    expect(await eventsOf(1)).toEqual([
      { status: 'initializing', percent: 10 },
      { status: 'build_in_progress', percent: 50 },
      { status: 'deploy_in_progress', percent: 80 },
      { status: 'live', percent: 100 },
    ]);
  });

  it.each([
    ['unauthorized', 'deploy_failed', /access token \(HTTP 401\)/],
    ['payment-required', 'deploy_failed', /plan limit is reached \(HTTP 402\)/],
    ['rate-limited', 'deploy_failed', /rate limit is reached until .* \(HTTP 429\)/],
    ['build-error', 'build_failed', /exited with 1/],
    ['canceled', 'canceled', /^Deployment was canceled$/],
    ['slow', 'error', /did not finish within 6 seconds/],
  ] as const)(
    'ends a %s deployment as %s with the spec’s message, and the previous version stays live',
    async (behaviour: VercelBehaviour, status, detail) => {
      vercel.behaviour = behaviour;
      const marker = `attempt-${behaviour}`;
      const version = (await publishMarkedCopy(harness.services, site.websiteId, 1, marker)).number;
      const after = await waitForDeployment(harness.app, token, site.websiteId, version).finally(
        () => {
          vercel.behaviour = 'ok';
        },
      );
      expect(after.deployment).toMatchObject({ status, percent: 100, finalStatus: true });
      expect(after.deployment?.message.startsWith(DEPLOYMENT_STATUS_MESSAGES[status])).toBe(true);
      expect(after.deployment?.message).toMatch(detail);
      expect(after.liveUrl).toBe(site.liveUrl);
      expect(vercel.liveFile(projectName, 'index.html')).not.toContain(marker);
      expect(vercel.liveFile(projectName, 'index.html')).toContain('Golden Crumb');
    },
  );

  it('said the slow one was taking long (timeout, 90%) before giving it up', async () => {
    // Versions 2 to 7 are the failures above, in order: the slow one is the last.
    expect(await eventsOf(7)).toEqual([
      { status: 'initializing', percent: 10 },
      { status: 'build_in_progress', percent: 50 },
      { status: 'timeout', percent: 90 },
      { status: 'error', percent: 100 },
    ]);
  });

  it('uploads again what Vercel lost, and the new version goes live', async () => {
    vercel.loseUploads = 2;
    const version = (await publishMarkedCopy(harness.services, site.websiteId, 1, 'recovered'))
      .number;
    const after = await waitForDeployment(harness.app, token, site.websiteId, version);
    expect(after.deployment?.status).toBe('live');
    expect(vercel.liveFile(projectName, 'index.html')).toContain('recovered');
  });

  it('keeps the token out of every answer, stored event and log line', async () => {
    // A second site whose project Vercel refuses to delete: the clean-up fails and is logged.
    const other = await createDeployedSite(harness.app, token, 'A florist called Petal in Bath');
    vercel.behaviour = 'unauthorized';
    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/api/website/${other.websiteId}`,
      headers: auth(),
    });
    expect(deleted.statusCode).toBe(200);
    await waitFor(async () => {
      const { rows } = await database.pool.query(
        'SELECT 1 FROM cleanup_tasks WHERE last_error IS NOT NULL',
      );
      return rows.length > 0 ? true : undefined;
    });
    vercel.behaviour = 'ok';

    const answers = await Promise.all(
      [
        `/api/website/${site.websiteId}`,
        `/api/website/${site.websiteId}/deployment`,
        '/api/website/user',
      ].map(async (url) => (await harness.app.inject({ url, headers: auth() })).body),
    );
    const stored = await Promise.all(
      ['deployment_events', 'deployments', 'cleanup_tasks'].map(async (table) =>
        JSON.stringify((await database.pool.query(`SELECT * FROM ${table}`)).rows),
      ),
    );
    const everything = [...answers, ...stored, ...logs].join('\n');
    // What Vercel said reached the owner and the log, with the token taken out.
    expect(stored.join('\n')).toContain('[redacted]');
    expect(logs.filter((line) => line.includes('clean-up-website'))[0]).toContain('[redacted]');
    expect(everything).not.toContain(vercel.token);
  });

  it('deletes the Vercel project with the website', async () => {
    const projectId = [...vercel.projects.values()].find((p) => p.name === projectName)?.id;
    const res = await harness.app.inject({
      method: 'DELETE',
      url: `/api/website/${site.websiteId}`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    await waitFor(() =>
      Promise.resolve(
        [...vercel.projects.values()].some((p) => p.name === projectName) ? undefined : true,
      ),
    );
    expect(
      vercel.requests.some((r) => r.method === 'DELETE' && r.path === `/v9/projects/${projectId}`),
    ).toBe(true);
    const gone = await harness.app.inject({
      url: `/api/website/${site.websiteId}`,
      headers: auth(),
    });
    expect(gone.statusCode).toBe(404);
  });
});
