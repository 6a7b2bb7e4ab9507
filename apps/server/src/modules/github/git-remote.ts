import { spawn } from 'node:child_process';
import { redactToken } from './github-api';

/**
 * The git CLI, run without a shell, against a site's bare repository and a GitHub remote. The
 * token reaches git only through its environment (`GIT_CONFIG_*`: an `http.extraHeader` of
 * Basic credentials), so it is in no argument list, URL, repository config or remote name, and
 * whatever git says is redacted before anyone keeps it.
 */

export type GitFailureKind =
  'auth' | 'not-found' | 'rejected' | 'timeout' | 'unavailable' | 'no-git' | 'failed';

export interface GitFailure {
  kind: GitFailureKind;
  /** For the owner and the log: what happened, then git's own last line, redacted. */
  message: string;
  /** Whether trying again later may help (GitHub down or slow), or the owner must act first. */
  retryable: boolean;
}

export type GitResult<T> = { ok: true; value: T } | { ok: false; error: GitFailure };

export interface GitRemote {
  /** `https://github.com/owner/name.git` */
  url: string;
  token: string;
}

/** A transfer that moves nothing this long is given up (git's low-speed limit). */
const STALL_SECONDS = 60;
/** However large a history, a push ends by then. */
const PUSH_LIMIT_MS = 10 * 60_000;
/** Listing a remote's branches, or reading the local repository. */
const QUICK_LIMIT_MS = 2 * 60_000;
/** git is looked for where systems install it; the server's own PATH is not passed on. */
const GIT_PATH = '/usr/local/bin:/usr/bin:/bin:/opt/homebrew/bin';

/**
 * Where git reaches a repository, from the API's address: `api.github.com` → `github.com` (any
 * `api.` host likewise, as GitHub Enterprise Cloud's `api.<name>.ghe.com`), a GitHub Enterprise
 * Server's `https://host/api/v3` → `https://host`, and any other address as it is (a server
 * answering both, as the tests' does).
 *
 * @example gitUrlFor('https://api.github.com', 'octo', 'site'); // 'https://github.com/octo/site.git'
 */
export function gitUrlFor(apiUrl: string, owner: string, name: string): string {
  const url = new URL(apiUrl);
  const pathname = url.pathname.replace(/\/+$/, '');
  if (pathname.endsWith('/api/v3')) url.pathname = pathname.slice(0, -'/api/v3'.length);
  else if (url.hostname.startsWith('api.')) url.hostname = url.hostname.slice('api.'.length);
  const base = url.href.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(owner)}/${encodeURIComponent(name)}.git`;
}

/** git's settings for one run, as environment variables: nothing of the machine's own config. */
function gitEnvironment(remote: GitRemote | undefined): NodeJS.ProcessEnv {
  const settings: [string, string][] = [
    // No helper may store or offer credentials, and a redirect can't carry the header elsewhere.
    ['credential.helper', ''],
    ['http.followRedirects', 'false'],
    ['http.lowSpeedLimit', '1'],
    ['http.lowSpeedTime', String(STALL_SECONDS)],
  ];
  if (remote) {
    const basic = Buffer.from(`x-access-token:${remote.token}`).toString('base64');
    settings.push(['http.extraHeader', `Authorization: Basic ${basic}`]);
  }
  return {
    PATH: GIT_PATH,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    LC_ALL: 'C',
    GIT_CONFIG_COUNT: String(settings.length),
    ...Object.fromEntries(
      settings.flatMap(([key, value], index) => [
        [`GIT_CONFIG_KEY_${index}`, key],
        [`GIT_CONFIG_VALUE_${index}`, value],
      ]),
    ),
  };
}

interface GitRun {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  missing: boolean;
}

function runGit(args: string[], remote: GitRemote | undefined, limitMs: number): Promise<GitRun> {
  return new Promise((resolve) => {
    const child = spawn('git', args, {
      env: gitEnvironment(remote),
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: limitMs,
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    let missing = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      missing = error.code === 'ENOENT';
    });
    child.on('close', (code, signal) => {
      resolve({ code, stdout, stderr, timedOut: signal === 'SIGKILL', missing });
    });
  });
}

/** What a failed git run against GitHub means, in words for the owner. */
function failureOf(run: GitRun, remote: GitRemote): GitFailure {
  const said = redactToken(`${run.stdout}\n${run.stderr}`, remote.token);
  // git's own verdict (its last fatal or error line), for what it says beyond our words.
  const verdict = said
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^(fatal|error):/.test(line))
    .at(-1);
  const detail = verdict ? ` (${verdict.slice(0, 300)})` : '';
  if (run.missing) {
    return { kind: 'no-git', message: 'git is not installed on this server', retryable: false };
  }
  if (run.timedOut || /Operation too slow|timed out/i.test(said)) {
    return {
      kind: 'timeout',
      message: `GitHub did not take the push in time${detail}`,
      retryable: true,
    };
  }
  if (/\[rejected\]|non-fast-forward|fetch first/i.test(said)) {
    return {
      kind: 'rejected',
      message:
        "GitHub's main branch has commits that are not this site's, and Zappy never overwrites them",
      retryable: false,
    };
  }
  if (/error: 40[13]|Authentication failed|could not read Username|Permission denied/i.test(said)) {
    return {
      kind: 'auth',
      message: 'GitHub refused the token for this repository (it needs Contents: write)',
      retryable: false,
    };
  }
  if (/error: 404|not found/i.test(said)) {
    return {
      kind: 'not-found',
      message: 'GitHub has no such repository (any more)',
      retryable: false,
    };
  }
  if (
    /error: 5\d\d|Could not resolve host|Failed to connect|Connection refused|Couldn't connect/i.test(
      said,
    )
  ) {
    return {
      kind: 'unavailable',
      message: `GitHub could not be reached${detail}`,
      retryable: true,
    };
  }
  return { kind: 'failed', message: `git could not talk to GitHub${detail}`, retryable: true };
}

/** The commit ids of every branch a remote repository has (none: it is empty). */
export async function remoteBranchHeads(remote: GitRemote): Promise<GitResult<string[]>> {
  const run = await runGit(['ls-remote', '--heads', remote.url], remote, QUICK_LIMIT_MS);
  if (run.code !== 0) return { ok: false, error: failureOf(run, remote) };
  return {
    ok: true,
    value: run.stdout
      .split('\n')
      .map((line) => line.split('\t')[0] ?? '')
      .filter((oid) => /^[0-9a-f]{40,64}$/.test(oid)),
  };
}

/** Whether a commit is on the local main branch's history (false for one it doesn't have). */
export async function isInHistory(gitdir: string, oid: string): Promise<boolean> {
  const run = await runGit(
    ['--git-dir', gitdir, 'merge-base', '--is-ancestor', oid, 'refs/heads/main'],
    undefined,
    QUICK_LIMIT_MS,
  );
  return run.code === 0;
}

/** The local main branch's newest commit and the version its message names (`Version N: …`). */
export async function localHead(
  gitdir: string,
): Promise<{ oid: string; versionNumber: number | null } | undefined> {
  const run = await runGit(
    ['--git-dir', gitdir, 'log', '-1', '--format=%H%n%s', 'refs/heads/main'],
    undefined,
    QUICK_LIMIT_MS,
  );
  const [oid, subject] = run.stdout.split('\n');
  if (run.code !== 0 || !oid) return undefined;
  const version = /^Version (\d+):/.exec(subject ?? '');
  return { oid, versionNumber: version ? Number(version[1]) : null };
}

/**
 * Pushes one commit of the local history as the remote's main branch. A plain push, never
 * forced: the history only ever grows, so it fast-forwards, and a main branch someone else moved
 * is refused rather than overwritten.
 */
export async function pushCommit(
  gitdir: string,
  oid: string,
  remote: GitRemote,
): Promise<GitResult<void>> {
  const run = await runGit(
    ['--git-dir', gitdir, 'push', '--porcelain', remote.url, `${oid}:refs/heads/main`],
    remote,
    PUSH_LIMIT_MS,
  );
  return run.code === 0
    ? { ok: true, value: undefined }
    : { ok: false, error: failureOf(run, remote) };
}
