import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import git from 'isomorphic-git';

const run = promisify(execFile);

/**
 * A local stand-in for GitHub, both halves on one loopback port:
 *
 * - the REST calls Zappy makes (`GET /user`, `GET|DELETE /repos/{owner}/{repo}`,
 *   `POST /user/repos`, `POST /orgs/{org}/repos`, `POST|GET|PUT|DELETE /repos/{o}/{r}/pages`),
 *   with GitHub's answers and error shapes (401 Bad credentials, 404, 422 name taken, 403 on
 *   delete, 409 Pages already on), also under `/api/v3` as GitHub Enterprise Server has them;
 * - git's smart HTTP protocol, served by the real `git http-backend` as a CGI program, for the
 *   bare repositories the REST half creates (`/{owner}/{repo}.git`), answering only requests
 *   whose Basic credentials carry the token, as github.com does.
 *
 * Every request is recorded, so tests can check where the token went.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, `?` included, or ''. */
  search: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Which half answered it. */
  kind: 'rest' | 'git';
}

export interface TestRepository {
  owner: string;
  name: string;
  private: boolean;
  /** What the token may do with it (`permissions.push`). */
  push: boolean;
  pages: { branch: string; path: string } | null;
  /** Someone else's private repository: the API says 404, yet its name is taken. */
  hidden: boolean;
}

export interface GitHubTestServer {
  url: string;
  /** The one token this GitHub accepts. */
  token: string;
  /** The token's account. */
  login: string;
  /** Organizations the token's account may create repositories in. */
  orgs: Set<string>;
  /** Every REST call answers 401 (a revoked token). */
  unauthorized: boolean;
  /** REST calls never answer (until the client gives up). */
  slow: boolean;
  /** Deleting a repository answers 403: a token without the delete_repo permission. */
  forbidDelete: boolean;
  /** The git half answers 503, as GitHub does while it is down. */
  gitDown: boolean;
  /** Error messages quote the Authorization header they got (a careless API, for redaction tests). */
  echoToken: boolean;
  /** By `owner/name`, lowercased. */
  repositories: Map<string, TestRepository>;
  requests: RecordedRequest[];
  /** A repository that exists already on this GitHub, not made through the API. */
  addRepository(
    owner: string,
    name: string,
    options?: { push?: boolean; commit?: string; hidden?: boolean },
  ): Promise<void>;
  /** The commit subjects on a repository's main branch, newest first. */
  log(owner: string, name: string): Promise<string[]>;
  /** The paths of the files on a repository's main branch. */
  files(owner: string, name: string): Promise<string[]>;
  /** One file's text on main. */
  file(owner: string, name: string, filePath: string): Promise<string>;
  close(): Promise<void>;
}

const keyOf = (owner: string, name: string) => `${owner}/${name}`.toLowerCase();

/** The one token the test GitHub accepts, and its account. */
export const TEST_GITHUB_TOKEN = 'github_pat_test_0123456789abcdefABCDEF';
export const TEST_GITHUB_LOGIN = 'zappy-tester';

/** On `port` (a free one when 0: the end-to-end tests give a fixed one). */
export async function startGitHubServer(
  options: { port?: number } = {},
): Promise<GitHubTestServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'zappy-github-'));
  let nextId = 1;
  const held = new Set<ServerResponse>();
  const state = {
    token: TEST_GITHUB_TOKEN,
    login: TEST_GITHUB_LOGIN,
    orgs: new Set(['acme-sites']),
    unauthorized: false,
    slow: false,
    forbidDelete: false,
    gitDown: false,
    echoToken: false,
    repositories: new Map<string, TestRepository>(),
    requests: [] as RecordedRequest[],
  };
  let baseUrl = '';

  const gitdirOf = (owner: string, name: string) =>
    path.join(root, owner.toLowerCase(), `${name.toLowerCase()}.git`);

  async function createBare(owner: string, name: string): Promise<string> {
    const gitdir = gitdirOf(owner, name);
    await mkdir(path.dirname(gitdir), { recursive: true });
    await run('git', ['init', '--quiet', '--bare', '--initial-branch=main', gitdir]);
    return gitdir;
  }

  const repoJson = (repo: TestRepository) => ({
    id: nextId++,
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { login: repo.owner, type: repo.owner === state.login ? 'User' : 'Organization' },
    private: repo.private,
    html_url: `${baseUrl}/${repo.owner}/${repo.name}`,
    clone_url: `${baseUrl}/${repo.owner}/${repo.name}.git`,
    default_branch: 'main',
    permissions: {
      admin: repo.push,
      maintain: repo.push,
      push: repo.push,
      triage: true,
      pull: true,
    },
  });
  const pagesJson = (repo: TestRepository) => ({
    url: `${baseUrl}/repos/${repo.owner}/${repo.name}/pages`,
    status: 'built',
    html_url: `https://${repo.owner.toLowerCase()}.github.io/${repo.name}/`,
    source: repo.pages,
    public: !repo.private,
    build_type: 'legacy',
  });

  async function hasMain(repo: TestRepository): Promise<boolean> {
    return run('git', [
      '--git-dir',
      gitdirOf(repo.owner, repo.name),
      'rev-parse',
      '--verify',
      'main',
    ]).then(
      () => true,
      () => false,
    );
  }

  function json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  async function rest(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    route: string,
    body: Buffer,
  ): Promise<void> {
    const fail = (status: number, message: string, extra: object = {}) => {
      const quoted = state.echoToken ? ` (${req.headers.authorization ?? ''})` : '';
      json(res, status, {
        message: `${message}${quoted}`,
        documentation_url: 'https://docs.github.com/rest',
        status: String(status),
        ...extra,
      });
    };
    if (state.slow) {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    const authorization = req.headers.authorization ?? '';
    if (
      state.unauthorized ||
      (authorization !== `Bearer ${state.token}` && authorization !== `token ${state.token}`)
    ) {
      fail(401, 'Bad credentials');
      return;
    }
    const input = body.length > 0 ? (JSON.parse(body.toString()) as Record<string, unknown>) : {};
    let match: RegExpExecArray | null;

    if (method === 'GET' && route === '/user') {
      json(res, 200, { login: state.login, id: 1, type: 'User' });
      return;
    }
    if (method === 'POST' && (route === '/user/repos' || /^\/orgs\/[^/]+\/repos$/.test(route))) {
      const org = /^\/orgs\/([^/]+)\/repos$/.exec(route)?.[1];
      if (org !== undefined && !state.orgs.has(decodeURIComponent(org))) {
        fail(404, 'Not Found');
        return;
      }
      const owner = org === undefined ? state.login : decodeURIComponent(org);
      const name = typeof input.name === 'string' ? input.name : '';
      if (state.repositories.has(keyOf(owner, name))) {
        fail(422, 'Repository creation failed.', {
          errors: [
            {
              resource: 'Repository',
              code: 'custom',
              field: 'name',
              message: 'name already exists on this account',
            },
          ],
        });
        return;
      }
      const repo: TestRepository = {
        owner,
        name,
        private: input.private === true,
        push: true,
        pages: null,
        hidden: false,
      };
      await createBare(owner, name);
      state.repositories.set(keyOf(owner, name), repo);
      json(res, 201, repoJson(repo));
      return;
    }
    if ((match = /^\/repos\/([^/]+)\/([^/]+)(\/pages)?$/.exec(route))) {
      const repo = state.repositories.get(
        keyOf(decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? '')),
      );
      if (!repo || repo.hidden) {
        fail(404, 'Not Found');
        return;
      }
      if (!match[3]) {
        if (method === 'GET') {
          json(res, 200, repoJson(repo));
        } else if (method === 'DELETE') {
          if (state.forbidDelete) {
            fail(403, 'Must have admin rights to Repository.');
            return;
          }
          state.repositories.delete(keyOf(repo.owner, repo.name));
          await rm(gitdirOf(repo.owner, repo.name), { recursive: true, force: true });
          res.writeHead(204).end();
        } else {
          fail(404, 'Not Found');
        }
        return;
      }
      const source = input.source as { branch?: string; path?: string } | undefined;
      if (method === 'GET') {
        if (repo.pages) json(res, 200, pagesJson(repo));
        else fail(404, 'Not Found');
      } else if (method === 'POST') {
        if (repo.pages) {
          fail(409, 'GitHub Pages is already enabled.');
        } else if (repo.private) {
          fail(422, 'Your current plan does not support GitHub Pages for this repository.');
        } else if (source?.branch !== 'main' || !(await hasMain(repo))) {
          fail(
            422,
            `The ${source?.branch ?? ''} branch must exist before GitHub Pages can be built.`,
          );
        } else {
          repo.pages = { branch: source.branch, path: source.path ?? '/' };
          json(res, 201, pagesJson(repo));
        }
      } else if (method === 'PUT') {
        if (!repo.pages) fail(404, 'Not Found');
        else {
          repo.pages = { branch: source?.branch ?? 'main', path: source?.path ?? '/' };
          res.writeHead(204).end();
        }
      } else if (method === 'DELETE') {
        if (!repo.pages) fail(404, 'Not Found');
        else {
          repo.pages = null;
          res.writeHead(204).end();
        }
      } else {
        fail(404, 'Not Found');
      }
      return;
    }
    fail(404, 'Not Found');
  }

  /** `git http-backend` as a CGI program: the request in its environment and stdin. */
  async function gitHttp(
    req: IncomingMessage,
    res: ServerResponse,
    owner: string,
    name: string,
    rest: string,
    search: string,
    body: Buffer,
  ): Promise<void> {
    if (state.gitDown) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const password =
      scheme === 'Basic'
        ? Buffer.from(encoded ?? '', 'base64')
            .toString()
            .split(':')[1]
        : undefined;
    if (password !== state.token) {
      res
        .writeHead(401, {
          'www-authenticate': 'Basic realm="GitHub"',
          'content-type': 'text/plain',
        })
        .end('Invalid username or token.');
      return;
    }
    const repo = state.repositories.get(keyOf(owner, name));
    if (!repo || repo.hidden) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Repository not found.');
      return;
    }
    if (rest === '/git-receive-pack' && !repo.push) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Permission denied.');
      return;
    }
    const child = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        GIT_CONFIG_NOSYSTEM: '1',
        HOME: root,
        PATH_INFO: `/${owner.toLowerCase()}/${name.toLowerCase()}.git${rest}`,
        QUERY_STRING: search.replace(/^\?/, ''),
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        CONTENT_LENGTH: String(body.length),
        // Set, so http-backend allows pushing (http.receivepack defaults on with a user).
        REMOTE_USER: 'x-access-token',
        REMOTE_ADDR: '127.0.0.1',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
      },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    // http-backend may answer without reading the whole body (a refusal): that is no failure.
    child.stdin.on('error', () => undefined);
    child.stdin.end(body);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const output = Buffer.concat(chunks);
    const end = output.indexOf('\r\n\r\n');
    const split = end >= 0 ? end : output.indexOf('\n\n');
    if (code !== 0 || split < 0) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('git http-backend failed');
      return;
    }
    const headers: Record<string, string> = {};
    let status = 200;
    for (const line of output.subarray(0, split).toString().split(/\r?\n/)) {
      const colon = line.indexOf(':');
      const field = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (field.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else if (field) headers[field] = value;
    }
    res.writeHead(status, headers).end(output.subarray(split + (end >= 0 ? 4 : 2)));
  }

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://github.test');
      const method = req.method ?? 'GET';
      const gitPath = /^\/([^/]+)\/([^/]+)\.git(\/.*)$/.exec(url.pathname);
      state.requests.push({
        method,
        path: url.pathname,
        search: url.search,
        headers: req.headers,
        body,
        kind: gitPath ? 'git' : 'rest',
      });
      if (gitPath) {
        await gitHttp(
          req,
          res,
          decodeURIComponent(gitPath[1] ?? ''),
          decodeURIComponent(gitPath[2] ?? ''),
          gitPath[3] ?? '',
          url.search,
          body,
        );
      } else {
        // GitHub Enterprise Server has the same API under /api/v3.
        await rest(req, res, method, url.pathname.replace(/^\/api\/v3(?=\/)/, ''), body);
      }
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const onMain = (owner: string, name: string, args: string[]) =>
    run('git', ['--git-dir', gitdirOf(owner, name), ...args]).then(({ stdout }) =>
      stdout.split('\n').filter(Boolean),
    );

  return Object.assign(state, {
    url: baseUrl,
    async addRepository(
      owner: string,
      name: string,
      options: { push?: boolean; commit?: string; hidden?: boolean } = {},
    ) {
      const gitdir = await createBare(owner, name);
      state.repositories.set(keyOf(owner, name), {
        owner,
        name,
        private: options.hidden ?? false,
        push: options.push ?? true,
        pages: null,
        hidden: options.hidden ?? false,
      });
      if (options.commit === undefined) return;
      const blob = await git.writeBlob({ fs, gitdir, blob: Buffer.from('# Somebody else\n') });
      const tree = await git.writeTree({
        fs,
        gitdir,
        tree: [{ mode: '100644', path: 'README.md', oid: blob, type: 'blob' }],
      });
      const who = {
        name: 'Someone',
        email: 'someone@example.com',
        timestamp: 1_700_000_000,
        timezoneOffset: 0,
      };
      const commit = await git.writeCommit({
        fs,
        gitdir,
        commit: { message: `${options.commit}\n`, tree, parent: [], author: who, committer: who },
      });
      await git.writeRef({ fs, gitdir, ref: 'refs/heads/main', value: commit });
    },
    log: (owner: string, name: string) => onMain(owner, name, ['log', '--format=%s', 'main']),
    files: (owner: string, name: string) =>
      onMain(owner, name, ['ls-tree', '-r', '--name-only', 'main']),
    file: (owner: string, name: string, filePath: string) =>
      run('git', ['--git-dir', gitdirOf(owner, name), 'show', `main:${filePath}`]).then(
        ({ stdout }) => stdout,
      ),
    async close() {
      for (const res of held) res.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
      await rm(root, { recursive: true, force: true });
    },
  });
}
