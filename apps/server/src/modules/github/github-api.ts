import { z } from 'zod';

/**
 * The calls of GitHub's REST API Zappy makes for a site's repository: who the token is, find,
 * create and delete a repository, and its GitHub Pages site. Every outcome is a result; the token
 * goes in the Authorization header only, and GitHub's words are kept with it taken out.
 */

export type GitHubFailureKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'invalid'
  | 'timeout'
  | 'unreachable'
  | 'failed';

export interface GitHubFailure {
  kind: GitHubFailureKind;
  /** The HTTP status, when GitHub answered. */
  status?: number;
  /** GitHub's reason (its `message` and `errors`), with the token redacted. */
  message: string;
}

export type GitHubResult<T> = { ok: true; value: T } | { ok: false; error: GitHubFailure };

export interface GitHubApiOptions {
  /** `https://api.github.com`, or a GitHub Enterprise Server's `https://host/api/v3`. */
  apiUrl: string;
  token: string;
  timeoutMs: number;
}

const RepositorySchema = z.object({
  name: z.string(),
  owner: z.object({ login: z.string() }),
  html_url: z.string(),
  private: z.boolean(),
  /** What the token's account may do; absent on some anonymous answers. */
  permissions: z.object({ push: z.boolean() }).optional(),
});
export type GitHubRepository = z.infer<typeof RepositorySchema>;

const UserSchema = z.object({ login: z.string() });
const PagesSchema = z.object({ html_url: z.string().nullish() });
const ErrorSchema = z.object({
  message: z.string().optional(),
  errors: z.array(z.union([z.string(), z.object({ message: z.string().optional() })])).optional(),
});

const REDACTED = '[redacted]';

/** Text with the token, and the Basic credentials made from it, taken out. */
export function redactToken(text: string, token: string): string {
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return text.replaceAll(token, REDACTED).replaceAll(basic, REDACTED);
}

const KIND_OF_STATUS: Record<number, GitHubFailureKind> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'invalid',
};

/** GitHub's reason from an error answer: its message, then what its `errors` list adds. */
function reasonOf(body: unknown, status: number): string {
  const parsed = ErrorSchema.safeParse(body);
  const details = (parsed.data?.errors ?? [])
    .map((entry) => (typeof entry === 'string' ? entry : entry.message))
    .filter((text): text is string => Boolean(text));
  return [parsed.data?.message ?? `HTTP ${status}`, ...details].join(': ');
}

/** @example const api = createGitHubApi({ apiUrl, token, timeoutMs: 30_000 }); await api.user(); */
export function createGitHubApi(options: GitHubApiOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

  async function call<T>(
    method: string,
    route: string,
    parse: (body: unknown) => T,
    body?: object,
  ): Promise<GitHubResult<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}${route}`, {
        method,
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${options.token}`,
          'x-github-api-version': '2022-11-28',
          'user-agent': 'Zappy',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error: unknown) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        ok: false,
        error: timedOut
          ? { kind: 'timeout', message: `no answer within ${options.timeoutMs / 1000} seconds` }
          : { kind: 'unreachable', message: 'GitHub could not be reached' },
      };
    }
    const text = await response.text().catch(() => '');
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      return {
        ok: false,
        error: {
          kind: KIND_OF_STATUS[response.status] ?? 'failed',
          status: response.status,
          message: redactToken(reasonOf(json, response.status), options.token),
        },
      };
    }
    try {
      return { ok: true, value: parse(json) };
    } catch {
      return {
        ok: false,
        error: {
          kind: 'failed',
          status: response.status,
          message: 'GitHub answered something unexpected',
        },
      };
    }
  }

  const nothing = () => undefined;
  const PAGES_SOURCE = { source: { branch: 'main', path: '/' } };

  return {
    /** The token's account (`GET /user`). */
    user: () => call('GET', '/user', (body) => UserSchema.parse(body)),

    repository: (owner: string, name: string) =>
      call('GET', `/repos/${path(owner, name)}`, (body) => RepositorySchema.parse(body)),

    /** A new repository of the token's account, or of an organization (`org`). */
    createRepository(input: {
      org: string | undefined;
      name: string;
      private: boolean;
      description: string;
      homepage: string | undefined;
    }) {
      const route = input.org === undefined ? '/user/repos' : `/orgs/${path(input.org)}/repos`;
      return call('POST', route, (body) => RepositorySchema.parse(body), {
        name: input.name,
        private: input.private,
        description: input.description,
        ...(input.homepage ? { homepage: input.homepage } : {}),
        has_issues: false,
        has_wiki: false,
        has_projects: false,
        auto_init: false,
      });
    },

    deleteRepository: (owner: string, name: string) =>
      call('DELETE', `/repos/${path(owner, name)}`, nothing),

    /** Where GitHub Pages serves the repository (`GET …/pages`). */
    pages: (owner: string, name: string) =>
      call('GET', `/repos/${path(owner, name)}/pages`, (body) => PagesSchema.parse(body)),

    /** Pages on, from main's root (`POST …/pages`); 409 when it is on already. */
    createPages: (owner: string, name: string) =>
      call(
        'POST',
        `/repos/${path(owner, name)}/pages`,
        (body) => PagesSchema.parse(body),
        PAGES_SOURCE,
      ),

    /** Pages that are on, pointed at main's root (`PUT …/pages`). */
    updatePages: (owner: string, name: string) =>
      call('PUT', `/repos/${path(owner, name)}/pages`, nothing, PAGES_SOURCE),

    deletePages: (owner: string, name: string) =>
      call('DELETE', `/repos/${path(owner, name)}/pages`, nothing),
  };
}

export type GitHubApi = ReturnType<typeof createGitHubApi>;
