import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubTestServer } from '../../../test/github-server';
import { createGitHubApi, redactToken } from './github-api';

describe('GitHub’s REST API (against a local server speaking it)', () => {
  let github: GitHubTestServer;

  beforeAll(async () => {
    github = await startGitHubServer();
  });
  afterAll(async () => {
    await github.close();
  });

  const api = (token = github.token, timeoutMs = 5_000) =>
    createGitHubApi({ apiUrl: `${github.url}/api/v3`, token, timeoutMs });
  const newRepository = (name: string, org?: string) =>
    api().createRepository({
      org,
      name,
      private: true,
      description: 'A site',
      homepage: undefined,
    });

  it('reads the token’s account, and says so when GitHub refuses the token (401)', async () => {
    expect(await api().user()).toEqual({ ok: true, value: { login: github.login } });
    expect(await api('wrong').user()).toEqual({
      ok: false,
      error: { kind: 'unauthorized', status: 401, message: 'Bad credentials' },
    });
  });

  it('creates a repository for the account or an organization, and finds it', async () => {
    const mine = await newRepository('bakery');
    expect(mine).toMatchObject({
      ok: true,
      value: {
        name: 'bakery',
        owner: { login: github.login },
        private: true,
        html_url: `${github.url}/${github.login}/bakery`,
      },
    });
    const request = github.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/api/v3/user/repos' });
    expect(JSON.parse(request?.body.toString() ?? '')).toMatchObject({
      name: 'bakery',
      private: true,
      auto_init: false,
    });
    expect(await newRepository('bakery', 'acme-sites')).toMatchObject({
      ok: true,
      value: { owner: { login: 'acme-sites' } },
    });
    expect(await api().repository(github.login, 'bakery')).toMatchObject({
      ok: true,
      value: { permissions: { push: true } },
    });
  });

  it('answers 404 for a repository it does not have, and 422 for a name that is taken', async () => {
    expect(await api().repository(github.login, 'nothing-here')).toMatchObject({
      ok: false,
      error: { kind: 'not-found', status: 404 },
    });
    expect(await newRepository('bakery')).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        status: 422,
        message: 'Repository creation failed.: name already exists on this account',
      },
    });
    expect(await newRepository('x', 'not-my-org')).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('turns Pages on, finds its address, and takes "already on" as a conflict', async () => {
    expect(await api().createPages(github.login, 'bakery')).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: expect.stringContaining('does not support') as unknown },
    });
    await github.addRepository(github.login, 'public-site', { commit: 'Initial' });
    expect(await api().createPages(github.login, 'public-site')).toEqual({
      ok: true,
      value: { html_url: 'https://zappy-tester.github.io/public-site/' },
    });
    expect(await api().createPages(github.login, 'public-site')).toMatchObject({
      ok: false,
      error: { kind: 'conflict', status: 409 },
    });
    expect((await api().updatePages(github.login, 'public-site')).ok).toBe(true);
    expect(await api().pages(github.login, 'public-site')).toMatchObject({ ok: true });
    expect((await api().deletePages(github.login, 'public-site')).ok).toBe(true);
    expect(await api().pages(github.login, 'public-site')).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('deletes a repository; 403 without the permission, 404 once gone', async () => {
    github.forbidDelete = true;
    const refused = await api().deleteRepository(github.login, 'bakery');
    github.forbidDelete = false;
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'forbidden', status: 403, message: 'Must have admin rights to Repository.' },
    });
    expect(await api().deleteRepository(github.login, 'bakery')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await api().deleteRepository(github.login, 'bakery')).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
  });

  it('gives up on a GitHub that does not answer in time, or can’t be reached', async () => {
    github.slow = true;
    const slow = await api(github.token, 300).user();
    github.slow = false;
    expect(slow).toEqual({
      ok: false,
      error: { kind: 'timeout', message: 'no answer within 0.3 seconds' },
    });
    const unreachable = await createGitHubApi({
      apiUrl: 'http://127.0.0.1:9',
      token: github.token,
      timeoutMs: 5_000,
    }).user();
    expect(unreachable).toMatchObject({ ok: false, error: { kind: 'unreachable' } });
  });

  it('sends the token only as a Bearer Authorization header', () => {
    for (const request of github.requests.filter((r) => r.kind === 'rest')) {
      if (request.headers.authorization !== 'Bearer wrong') {
        expect(request.headers.authorization).toBe(`Bearer ${github.token}`);
      }
      const rest = JSON.stringify({ ...request.headers, authorization: undefined });
      expect(rest + request.path + request.search + request.body.toString()).not.toContain(
        github.token,
      );
    }
  });

  it('keeps the token out of what it reports, even when GitHub quotes it back', async () => {
    github.echoToken = true;
    github.unauthorized = true;
    const result = await api().user();
    github.unauthorized = false;
    github.echoToken = false;
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toContain('[redacted]');
      expect(result.error.message).not.toContain(github.token);
    }
    const basic = Buffer.from(`x-access-token:${github.token}`).toString('base64');
    expect(redactToken(`a ${github.token} b ${basic}`, github.token)).toBe(
      'a [redacted] b [redacted]',
    );
  });
});
