import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubServer, type GitHubTestServer } from '../../../test/github-server';
import { createSiteRepositories, type SiteRepositories } from '../../lib/site-repository';
import {
  gitUrlFor,
  isInHistory,
  localHead,
  pushCommit,
  remoteBranchHeads,
  type GitRemote,
} from './git-remote';
import { createGitHubApi } from './github-api';

describe('the git URL of a repository, from the API address', () => {
  it.each([
    ['https://api.github.com', 'https://github.com/octo/site.git'],
    ['https://api.github.com/', 'https://github.com/octo/site.git'],
    ['https://ghe.example.com/api/v3', 'https://ghe.example.com/octo/site.git'],
    ['https://ghe.example.com:8443/api/v3/', 'https://ghe.example.com:8443/octo/site.git'],
    ['https://api.octocorp.ghe.com', 'https://octocorp.ghe.com/octo/site.git'],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000/octo/site.git'],
  ])('%s → %s', (apiUrl, expected) => {
    expect(gitUrlFor(apiUrl, 'octo', 'site')).toBe(expected);
  });
});

describe('pushing a site’s history with the git CLI (git http-backend on loopback)', () => {
  let github: GitHubTestServer;
  let dir: string;
  let repositories: SiteRepositories;
  const siteId = 'site-1';
  let gitdir: string;

  const remote = (name: string, token = github.token): GitRemote => ({
    url: gitUrlFor(github.url, github.login, name),
    token,
  });
  const create = (name: string) =>
    createGitHubApi({ apiUrl: github.url, token: github.token, timeoutMs: 5_000 }).createRepository(
      { org: undefined, name, private: false, description: '', homepage: undefined },
    );
  const commit = (number: number, reason: string) =>
    repositories.commitVersion(siteId, {
      files: new Map([
        ['index.html', new TextEncoder().encode(`<h1>v${number}</h1>`)],
        ['README.md', new TextEncoder().encode('# Site\n')],
        ['images/hero.svg', new TextEncoder().encode('<svg/>')],
      ]),
      message: `Version ${number}: ${reason}`,
      date: new Date(Date.UTC(2026, 0, number)),
    });

  beforeAll(async () => {
    github = await startGitHubServer();
    dir = await mkdtemp(path.join(tmpdir(), 'zappy-git-remote-'));
    repositories = createSiteRepositories(dir);
    gitdir = repositories.gitdirOf(siteId);
    await commit(1, 'Generated the website');
    await commit(2, 'Changed the colours');
  });
  afterAll(async () => {
    await github.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the local head and the version its message names', async () => {
    const head = await localHead(gitdir);
    expect(head?.versionNumber).toBe(2);
    expect(head?.oid).toMatch(/^[0-9a-f]{40}$/);
    expect(await localHead(path.join(dir, 'none.git'))).toBeUndefined();
  });

  it('pushes the history, one commit per version, into a new repository', async () => {
    expect((await create('site')).ok).toBe(true);
    expect(await remoteBranchHeads(remote('site'))).toEqual({ ok: true, value: [] });
    const head = await localHead(gitdir);
    expect(await pushCommit(gitdir, head?.oid ?? '', remote('site'))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await github.log(github.login, 'site')).toEqual([
      'Version 2: Changed the colours',
      'Version 1: Generated the website',
    ]);
    expect(await github.files(github.login, 'site')).toEqual([
      'README.md',
      'images/hero.svg',
      'index.html',
    ]);
    const heads = await remoteBranchHeads(remote('site'));
    expect(heads).toEqual({ ok: true, value: [head?.oid] });
    expect(await isInHistory(gitdir, head?.oid ?? '')).toBe(true);
  });

  it('pushes the next version as a fast-forward, and an unchanged one as a no-op', async () => {
    await commit(3, 'New opening hours');
    const head = await localHead(gitdir);
    expect((await pushCommit(gitdir, head?.oid ?? '', remote('site'))).ok).toBe(true);
    expect((await pushCommit(gitdir, head?.oid ?? '', remote('site'))).ok).toBe(true);
    expect((await github.log(github.login, 'site'))[0]).toBe('Version 3: New opening hours');
  });

  it('sends the token only as Basic credentials in the Authorization header', async () => {
    const basic = Buffer.from(`x-access-token:${github.token}`).toString('base64');
    const gitRequests = github.requests.filter((request) => request.kind === 'git');
    expect(gitRequests.some((request) => request.path.endsWith('/git-receive-pack'))).toBe(true);
    for (const request of gitRequests) {
      expect(request.headers.authorization).toBe(`Basic ${basic}`);
      const rest = JSON.stringify({ ...request.headers, authorization: undefined });
      for (const secret of [github.token, basic]) {
        expect(rest).not.toContain(secret);
        expect(request.path + request.search).not.toContain(secret);
      }
    }
    // Nothing of it is written into the site's repository.
    const config = await readFile(path.join(gitdir, 'config'), 'utf8');
    expect(config).not.toContain(github.token);
    expect(config).not.toContain(basic);
  });

  it('fails without retrying on a token GitHub refuses, and never repeats the token', async () => {
    const result = await pushCommit(gitdir, 'HEAD', remote('site', 'not-the-token'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'auth', retryable: false } });
    if (!result.ok) expect(result.error.message).not.toContain('not-the-token');
  });

  it('refuses to overwrite a main branch with someone else’s commits', async () => {
    await github.addRepository(github.login, 'theirs', { commit: 'Their own work' });
    const heads = await remoteBranchHeads(remote('theirs'));
    expect(heads.ok && heads.value).toHaveLength(1);
    expect(await isInHistory(gitdir, (heads.ok && heads.value[0]) || '')).toBe(false);
    const head = await localHead(gitdir);
    const result = await pushCommit(gitdir, head?.oid ?? '', remote('theirs'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected', retryable: false } });
    expect(await github.log(github.login, 'theirs')).toEqual(['Their own work']);
  });

  it('retries later when GitHub is down or unreachable', async () => {
    github.gitDown = true;
    const head = await localHead(gitdir);
    const down = await pushCommit(gitdir, head?.oid ?? '', remote('site'));
    github.gitDown = false;
    expect(down).toMatchObject({ ok: false, error: { kind: 'unavailable', retryable: true } });
    const unreachable = await pushCommit(gitdir, head?.oid ?? '', {
      url: 'http://127.0.0.1:9/octo/site.git',
      token: github.token,
    });
    expect(unreachable).toMatchObject({ ok: false, error: { retryable: true } });
  });

  it('says a repository that is gone is gone', async () => {
    const result = await remoteBranchHeads(remote('never-made'));
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', retryable: false } });
  });
});
