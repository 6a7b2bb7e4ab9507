import type { BusinessInfo } from '@zappy/contract/customization';
import type { RepositoryStatus } from '@zappy/contract/repository';
import type { WebsiteDetail, WebsiteListItem, WebsiteVersion } from '@zappy/contract/website';
import type { HTTPMethods } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  signIn,
  startGenerationHarness,
  waitFor,
  waitForDeployment,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { startGitHubServer, type GitHubTestServer } from '../../../test/github-server';
import { publishMarkedCopy } from '../../../test/marked-version';
import type { Database } from '../../db/client';
import { logSerializers } from '../../lib/log-redaction';
import { RETRY_DELAYS_SECONDS, retryDelaySeconds } from './github.service';

describe('the backoff of a failed push', () => {
  it('waits 30 s, 2 min, 10 min and 1 h, then stops trying by itself', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 120, 600, 3600, null]);
    expect(RETRY_DELAYS_SECONDS).toHaveLength(4);
  });
});

/** A Zappy with its workers, talking to a local GitHub, and what it logged. */
async function startZappyWithGitHub(
  database: Database,
  settings: (github: GitHubTestServer) => Record<string, string> = () => ({}),
) {
  const github = await startGitHubServer();
  const logs: string[] = [];
  const logger = pino(
    { level: 'info', serializers: logSerializers },
    { write: (line: string) => logs.push(line) },
  );
  const harness = await startGenerationHarness(database, {
    logger,
    // The API as GitHub Enterprise Server has it: git is then reached at the same host.
    env: {
      GITHUB_API_URL: `${github.url}/api/v3`,
      GITHUB_TIMEOUT_SECONDS: '3',
      ...settings(github),
    },
  });
  return { github, logs, harness };
}

/** Every answer a test got, to check that no token is in any. */
function client(harness: () => GenerationHarness, answers: string[]) {
  return async (token: string, method: HTTPMethods, url: string, payload?: object) => {
    const res = await harness().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    answers.push(res.body);
    return res;
  };
}

describe.each(testDatabases)('a site’s code repository on GitHub, on $name', ({ open }) => {
  let database: Database;
  let github: GitHubTestServer;
  let harness: GenerationHarness;
  let logs: string[];
  const answers: string[] = [];
  const call = client(() => harness, answers);
  let owner: string;
  let stranger: string;
  let bakery: WebsiteDetail;
  let florist: WebsiteDetail;

  beforeAll(async () => {
    database = await open();
    ({ github, logs, harness } = await startZappyWithGitHub(database));
    owner = await signIn(harness.app, 'github-owner@example.com');
    stranger = await signIn(harness.app, 'github-stranger@example.com');
    bakery = await createDeployedSite(harness.app, owner, 'A bakery called Golden Crumb in York');
    florist = await createDeployedSite(harness.app, owner, 'A florist called Petal in Bath');
  });

  afterAll(async () => {
    await harness.close();
    await github.close();
    await database.close();
  });

  const repositoryUrl = (site: WebsiteDetail) => `/api/website/${site.websiteId}/repository`;
  const connect = (site: WebsiteDetail, body: object) =>
    call(owner, 'PUT', repositoryUrl(site), body);
  const statusOf = async (site: WebsiteDetail) =>
    (await call(owner, 'GET', repositoryUrl(site))).json<RepositoryStatus>();
  /** Waits until the site's newest push is `status` (for `version`, when given). */
  const waitForPush = (site: WebsiteDetail, status: string, version?: number) =>
    waitFor(async () => {
      const current = await statusOf(site);
      const push = current.lastPush;
      return push?.status === status && (version === undefined || push.versionNumber === version)
        ? current
        : undefined;
    });
  const versionsOf = async (site: WebsiteDetail) =>
    (await call(owner, 'GET', `/api/website/${site.websiteId}/versions`)).json<{
      versions: WebsiteVersion[];
    }>().versions;
  /** The pushes of a site's row, as a worker's sweep sees them: due now, last touched long ago. */
  const skipTheWait = (site: WebsiteDetail) =>
    database.pool.query(
      `UPDATE github_repositories SET next_push_at = now(), updated_at = now() - interval '1 hour'
        WHERE website_id = $1`,
      [site.websiteId],
    );

  it('answers 404 to anyone but the owner, on every repository route', async () => {
    for (const [method, url, payload] of [
      ['GET', repositoryUrl(bakery), undefined],
      ['PUT', repositoryUrl(bakery), { name: 'stolen', token: github.token }],
      ['DELETE', `${repositoryUrl(bakery)}?deleteRemote=true`, undefined],
      ['POST', `${repositoryUrl(bakery)}/push`, undefined],
    ] as const) {
      const res = await call(stranger, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Website not found' });
    }
    expect(github.repositories.has('zappy-tester/stolen')).toBe(false);
  });

  it('shows a site without a repository, and that connecting needs a token', async () => {
    expect(await statusOf(bakery)).toEqual({
      connected: false,
      owner: null,
      name: null,
      htmlUrl: null,
      createdByZappy: false,
      lastPush: null,
      pages: null,
      usesInstanceToken: false,
    });
    const res = await connect(bakery, { name: 'golden-crumb' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'A GitHub access token is needed: this server has no GITHUB_TOKEN',
    });
  });

  it.each([
    [{ name: 'has space', token: 't' }, /^name: A repository name can only have/],
    [{ name: '..', token: 't' }, /^name: A repository name cannot be \. or \.\.$/],
    [{ name: 'site.git', token: 't' }, /^name: A repository name cannot end in \.git$/],
    [{ name: 'x'.repeat(101), token: 't' }, /^name: .*at most 100/],
    [{ name: 'ok', owner: '-bad-', token: 't' }, /^owner: An owner is a GitHub account/],
    [{ name: 'ok', token: 'two words' }, /^token: A GitHub access token has no spaces/],
  ])('refuses %j with GitHub’s rules', async (body, message) => {
    const res = await connect(bakery, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it('says when GitHub refuses the token (401)', async () => {
    const res = await connect(bakery, { name: 'golden-crumb', token: 'github_pat_not_valid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'GitHub refused the token' });
  });

  it('creates the repository and pushes the history: one commit per version, with its reason, files and README', async () => {
    const res = await connect(bakery, { name: 'golden-crumb', token: github.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      connected: true,
      owner: 'zappy-tester',
      name: 'golden-crumb',
      htmlUrl: `${github.url}/zappy-tester/golden-crumb`,
      createdByZappy: true,
      lastPush: { status: 'pending', versionNumber: 1 },
      pages: { enabled: false, url: null },
      usesInstanceToken: false,
    });
    const pushed = await waitForPush(bakery, 'pushed', 1);
    expect(pushed.lastPush).toEqual({
      status: 'pushed',
      versionNumber: 1,
      at: expect.any(String) as unknown,
    });
    // Private unless Pages is asked for, made through the account's own endpoint.
    expect(github.repositories.get('zappy-tester/golden-crumb')?.private).toBe(true);
    expect(
      github.requests.some((r) => r.method === 'POST' && r.path === '/api/v3/user/repos'),
    ).toBe(true);

    const versions = await versionsOf(bakery);
    expect(await github.log('zappy-tester', 'golden-crumb')).toEqual(
      versions.map((v) => `Version ${v.number}: ${v.reason}`).reverse(),
    );
    const version = await harness.services.versions.find(bakery.websiteId, 1);
    const files = await harness.services.versions.files(version?.id ?? '');
    expect(await github.files('zappy-tester', 'golden-crumb')).toEqual(
      files.map((file) => file.path).sort(),
    );
    expect(files.map((file) => file.path)).toContain('README.md');
    expect(await github.file('zappy-tester', 'golden-crumb', 'index.html')).toContain(
      'Golden Crumb',
    );
  });

  it('pushes a customization the owner publishes as a new commit', async () => {
    const extracted = await call(
      owner,
      'POST',
      `/api/customization/extract-business-info/${bakery.websiteId}`,
    );
    const { businessInfo } = extracted.json<{ businessInfo: BusinessInfo }>();
    const saved = await call(
      owner,
      'POST',
      `/api/customization/update-business-info/${bakery.websiteId}`,
      { businessInfo: { ...businessInfo, companyName: 'Golden Crumb & Rye' } },
    );
    const { versionNumber } = saved.json<{ versionNumber: number }>();
    expect(versionNumber).toBe(2);
    await waitForPush(bakery, 'pushed', versionNumber);
    const reason = (await versionsOf(bakery)).find((v) => v.number === versionNumber)?.reason;
    expect(await github.log('zappy-tester', 'golden-crumb')).toEqual([
      `Version 2: ${reason ?? ''}`,
      expect.stringMatching(/^Version 1: /) as unknown,
    ]);
    expect(await github.file('zappy-tester', 'golden-crumb', 'index.html')).toContain(
      'Golden Crumb &amp; Rye',
    );
  });

  it('names the repository and its newest push in the website’s detail and list', async () => {
    const detail = (await call(owner, 'GET', `/api/website/${bakery.websiteId}`)).json<{
      website: WebsiteDetail;
    }>().website;
    const expected = {
      htmlUrl: `${github.url}/zappy-tester/golden-crumb`,
      createdByZappy: true,
      lastPush: { status: 'pushed', versionNumber: 2 },
    };
    expect(detail.repository).toMatchObject(expected);
    const list = (await call(owner, 'GET', '/api/website/user')).json<WebsiteListItem[]>();
    expect(list.find((item) => item.id === bakery.websiteId)?.repository).toMatchObject(expected);
    expect(list.find((item) => item.id === florist.websiteId)?.repository).toBeUndefined();
  });

  it('shows a failed push on the site, never fails the deployment, and retries with backoff', async () => {
    github.gitDown = true;
    const version = await publishMarkedCopy(harness.services, bakery.websiteId, 1, 'while-down');
    const deployed = await waitForDeployment(harness.app, owner, bakery.websiteId, version.number);
    expect(deployed.deployment?.status).toBe('live');

    const failed = await waitForPush(bakery, 'failed');
    github.gitDown = false;
    const push = failed.lastPush;
    expect(push).toMatchObject({ versionNumber: version.number });
    expect(push?.error).toMatch(/^GitHub could not be reached .*503/);
    const wait = Date.parse(push?.nextAttemptAt ?? '') - Date.parse(push?.at ?? '');
    expect(wait).toBeGreaterThanOrEqual(29_000);
    expect(wait).toBeLessThanOrEqual(31_000);
    expect(
      (await call(owner, 'GET', `/api/website/${bakery.websiteId}`)).json<{
        website: WebsiteDetail;
      }>().website.repository?.lastPush?.status,
    ).toBe('failed');

    // Thirty seconds later (the row says so), the workers' sweep tries again, and GitHub is back.
    await skipTheWait(bakery);
    await waitForPush(bakery, 'pushed', version.number);
    expect((await github.log('zappy-tester', 'golden-crumb'))[0]).toBe(
      `Version ${version.number}: while-down`,
    );
  });

  it('pushes again at once when asked (retry now)', async () => {
    github.gitDown = true;
    const asked = await call(owner, 'POST', `${repositoryUrl(bakery)}/push`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json<RepositoryStatus>().lastPush?.status).toBe('pending');
    await waitForPush(bakery, 'failed');
    github.gitDown = false;
    await call(owner, 'POST', `${repositoryUrl(bakery)}/push`);
    const pushed = await waitForPush(bakery, 'pushed');
    expect(pushed.lastPush?.error).toBeUndefined();
  });

  it('reports why GitHub would not switch Pages on for a private repository', async () => {
    const res = await connect(bakery, { name: 'golden-crumb', pages: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<RepositoryStatus>()).toMatchObject({
      createdByZappy: true,
      usesInstanceToken: false,
      pages: { enabled: true, url: null },
    });
    const after = await waitForPush(bakery, 'pushed');
    expect(after.pages).toEqual({
      enabled: true,
      url: null,
      error: expect.stringMatching(/does not support GitHub Pages/) as unknown,
    });
  });

  it('refuses a repository with a history of its own, one it can’t push to, and a taken name', async () => {
    await github.addRepository('zappy-tester', 'old-petal', { commit: 'Hand-made site' });
    await github.addRepository('zappy-tester', 'read-only', { push: false });
    await github.addRepository('zappy-tester', 'secret', { hidden: true });
    const cases = [
      ['old-petal', undefined, 409, /already has a history of its own, and Zappy never overwrites/],
      ['read-only', undefined, 400, /^The token may not push to zappy-tester\/read-only$/],
      ['secret', undefined, 409, /^The name zappy-tester\/secret is taken on GitHub/],
      ['petal', 'no-such-org', 400, /^GitHub has no organization no-such-org/],
    ] as const;
    for (const [name, org, status, message] of cases) {
      const res = await connect(florist, {
        name,
        token: github.token,
        ...(org ? { owner: org } : {}),
      });
      expect(res.statusCode, name).toBe(status);
      expect(res.json<{ error: string }>().error).toMatch(message);
    }
    expect(await github.log('zappy-tester', 'old-petal')).toEqual(['Hand-made site']);
    expect((await statusOf(florist)).connected).toBe(false);
  });

  it('answers 504 when GitHub does not answer in time', async () => {
    github.slow = true;
    const res = await connect(florist, { name: 'petal', token: github.token });
    github.slow = false;
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: 'GitHub did not answer within 3 seconds' });
  });

  it('uses an empty repository that exists, and never deletes one it did not create', async () => {
    await github.addRepository('zappy-tester', 'petal-empty');
    const res = await connect(florist, { name: 'petal-empty', token: github.token });
    expect(res.json<RepositoryStatus>()).toMatchObject({ connected: true, createdByZappy: false });
    await waitForPush(florist, 'pushed', 1);
    expect(await github.log('zappy-tester', 'petal-empty')).toHaveLength(1);

    const refused = await call(owner, 'DELETE', `${repositoryUrl(florist)}?deleteRemote=true`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Zappy did not create zappy-tester/petal-empty, so it does not delete it',
    });
    expect(github.repositories.has('zappy-tester/petal-empty')).toBe(true);
  });

  it('creates a public repository in an organization with GitHub Pages on', async () => {
    const res = await connect(florist, { owner: 'acme-sites', name: 'petal-pages', pages: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<RepositoryStatus>()).toMatchObject({
      owner: 'acme-sites',
      name: 'petal-pages',
      createdByZappy: true,
    });
    const after = await waitFor(async () => {
      const current = await statusOf(florist);
      return current.pages?.url ? current : undefined;
    });
    expect(after.pages).toEqual({
      enabled: true,
      url: 'https://acme-sites.github.io/petal-pages/',
    });
    expect(github.repositories.get('acme-sites/petal-pages')).toMatchObject({
      private: false,
      pages: { branch: 'main', path: '/' },
    });
    expect(github.requests.some((r) => r.path === '/api/v3/orgs/acme-sites/repos')).toBe(true);

    // Off again: GitHub Pages is switched off on GitHub too.
    const off = await connect(florist, { owner: 'acme-sites', name: 'petal-pages', pages: false });
    expect(off.json<RepositoryStatus>().pages).toEqual({ enabled: false, url: null });
    expect(github.repositories.get('acme-sites/petal-pages')?.pages).toBeNull();
  });

  it('keeps the connection when GitHub refuses to delete the repository (403)', async () => {
    github.forbidDelete = true;
    const res = await call(owner, 'DELETE', `${repositoryUrl(bakery)}?deleteRemote=true`);
    github.forbidDelete = false;
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(
      /^GitHub refused to delete zappy-tester\/golden-crumb \(the token needs the delete_repo scope/,
    );
    expect((await statusOf(bakery)).connected).toBe(true);
  });

  it('stores the token encrypted, and nothing of it in any other column', async () => {
    const { rows } = await database.pool.query<{ token_encrypted: string | null }>(
      'SELECT * FROM github_repositories',
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.token_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(rows)).not.toContain(github.token);
  });

  it('deletes the repository Zappy created with the site, and only that one', async () => {
    const res = await call(owner, 'DELETE', `/api/website/${florist.websiteId}`);
    expect(res.statusCode).toBe(200);
    await waitFor(() =>
      Promise.resolve(github.repositories.has('acme-sites/petal-pages') ? undefined : true),
    );
    // Connected before, never created by Zappy: it stays.
    expect(github.repositories.has('zappy-tester/petal-empty')).toBe(true);
  });

  it('deletes the site even when GitHub refuses to delete its repository, and says so in the log', async () => {
    github.forbidDelete = true;
    const res = await call(owner, 'DELETE', `/api/website/${bakery.websiteId}`);
    expect(res.statusCode).toBe(200);
    await waitFor(async () => {
      const { rows } = await database.pool.query('SELECT 1 FROM cleanup_tasks');
      return rows.length === 0 ? true : undefined;
    });
    github.forbidDelete = false;
    expect(github.repositories.has('zappy-tester/golden-crumb')).toBe(true);
    expect((await call(owner, 'GET', repositoryUrl(bakery))).statusCode).toBe(404);
    expect(logs.join('\n')).toMatch(
      /GitHub refused to delete zappy-tester\/golden-crumb \(HTTP 403: Must have admin rights to Repository\.\); it stays on GitHub/,
    );
  });

  it('never lets the token into an answer, a log line, or a request anywhere but Authorization', () => {
    expect(answers.length).toBeGreaterThan(20);
    const basic = Buffer.from(`x-access-token:${github.token}`).toString('base64');
    const everything = [...answers, ...logs].join('\n');
    expect(everything).not.toContain(github.token);
    expect(everything).not.toContain(basic);
    expect(logs.some((line) => line.includes('GitHub push of zappy-tester/golden-crumb'))).toBe(
      true,
    );
    for (const request of github.requests) {
      const rest = JSON.stringify({ ...request.headers, authorization: undefined });
      const seen = rest + request.path + request.search + request.body.toString('latin1');
      expect(seen).not.toContain(github.token);
      expect(seen).not.toContain(basic);
    }
  });
});

describe('a site’s code repository with the server’s GITHUB_TOKEN', () => {
  const kind = testDatabases[0];
  let database: Database;
  let github: GitHubTestServer;
  let harness: GenerationHarness;
  let owner: string;
  let site: WebsiteDetail;

  beforeAll(async () => {
    database = await (kind?.open ?? (() => Promise.reject(new Error('no database'))))();
    ({ github, harness } = await startZappyWithGitHub(database, (server) => ({
      GITHUB_TOKEN: server.token,
    })));
    owner = await signIn(harness.app, 'instance-token@example.com');
    site = await createDeployedSite(harness.app, owner, 'A bakery called Golden Crumb in York');
  });
  afterAll(async () => {
    await harness.close();
    await github.close();
    await database.close();
  });

  const url = () => `/api/website/${site.websiteId}/repository`;
  const request = (method: HTTPMethods, path: string, payload?: object) =>
    harness.app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${owner}` },
      ...(payload ? { payload } : {}),
    });

  it('connects without a token of the site’s, pushes with the server’s, and deletes the repository it made when asked', async () => {
    expect((await request('GET', url())).json<RepositoryStatus>().usesInstanceToken).toBe(true);
    const res = await request('PUT', url(), { name: 'crumb' });
    expect(res.json<RepositoryStatus>()).toMatchObject({
      connected: true,
      createdByZappy: true,
      usesInstanceToken: true,
    });
    await waitFor(async () => {
      const status = (await request('GET', url())).json<RepositoryStatus>();
      return status.lastPush?.status === 'pushed' ? status : undefined;
    });
    expect(await github.log('zappy-tester', 'crumb')).toHaveLength(1);
    const { rows } = await database.pool.query<{ token_encrypted: string | null }>(
      'SELECT token_encrypted FROM github_repositories',
    );
    expect(rows).toEqual([{ token_encrypted: null }]);

    const disconnected = await request('DELETE', `${url()}?deleteRemote=true`);
    expect(disconnected.json()).toEqual({ success: true, remoteDeleted: true });
    expect(github.repositories.has('zappy-tester/crumb')).toBe(false);
    expect((await request('GET', url())).json<RepositoryStatus>().connected).toBe(false);
  });
});
