import type {
  ConnectRepositoryRequest,
  RepositoryPush,
  RepositoryStatus,
  WebsiteRepository,
} from '@zappy/contract/repository';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { githubRepositories } from '../../db/schema';
import { defineLease, type LeasedJobKind } from '../../jobs/leased-job';
import { QUEUES, type JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import type { SiteRepositories } from '../../lib/site-repository';
import {
  gitUrlFor,
  isInHistory,
  localHead,
  pushCommit,
  remoteBranchHeads,
  type GitFailure,
  type GitRemote,
} from './git-remote';
import { createGitHubApi, type GitHubApi, type GitHubFailure } from './github-api';
import {
  abandonPush,
  deleteRepositoryOf,
  findRepository,
  findRepositoryOf,
  finishPush,
  listRepositoriesOf,
  pushIsDue,
  requestPush,
  saveConnection,
  savePages,
  type GitHubRepositoryRow,
} from './github.repository';

export interface GitHubServiceDeps {
  db: Db;
  queue: JobQueue;
  repositories: Pick<SiteRepositories, 'gitdirOf'>;
  appSecret: string;
  config: {
    /** The operator's GITHUB_TOKEN, if any. */
    token: string | undefined;
    apiUrl: string;
    timeoutMs: number;
  };
  concurrency: number;
  onError: (error: unknown, context: string) => void;
}

/** A website as connecting needs it: whose it is and how far its history goes. */
export interface OwnedWebsite {
  id: string;
  name: string;
  currentVersion: number | null;
  liveUrl: string | null;
}

// Each use of the app secret derives its own key (lib/secret-box.ts).
const TOKEN_PURPOSE = 'zappy-github-token';
/** Waits before the 2nd, 3rd, 4th and 5th attempt of a failed push; after the 5th it stops. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600] as const;
const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

const NOT_CONNECTED = 'This website has no code repository';
const UNREADABLE_TOKEN =
  "The stored GitHub token can't be read (was APP_SECRET changed?): connect again with a token";

/** What a removal task carries: enough to delete the repository once the site's rows are gone. */
const RemovalSchema = z.object({
  owner: z.string(),
  name: z.string(),
  tokenEncrypted: z.string().nullable(),
});

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** When a failed push is tried again, by how many attempts it has had; null: not by itself. */
export function retryDelaySeconds(attempts: number): number | null {
  return attempts >= MAX_ATTEMPTS
    ? null
    : (RETRY_DELAYS_SECONDS[Math.max(0, attempts - 1)] ?? null);
}

/**
 * A site's code repository on GitHub: connecting (the repository found or created through
 * GitHub's REST API), pushing each version's commit from the site's own repository (a leased job
 * with backoff, never part of a publish), Pages, disconnecting, and deleting what Zappy created
 * when the site goes. Tokens are stored encrypted and leave only in an Authorization header.
 */
export function createGitHubService(deps: GitHubServiceDeps) {
  const { db, queue, config } = deps;
  const seconds = Math.round(config.timeoutMs / 1000);

  const apiWith = (token: string): GitHubApi =>
    createGitHubApi({
      apiUrl: config.apiUrl,
      token,
      timeoutMs: config.timeoutMs,
    });

  const remoteOf = (owner: string, name: string, token: string): GitRemote => ({
    url: gitUrlFor(config.apiUrl, owner, name),
    token,
  });

  /** The token a repository is reached with: its own, or the server's. */
  function tokenOf(row: { tokenEncrypted: string | null }): string | undefined {
    if (row.tokenEncrypted === null) return config.token;
    try {
      return decryptSecret(row.tokenEncrypted, deps.appSecret, TOKEN_PURPOSE);
    } catch (error: unknown) {
      throw new AppError(400, UNREADABLE_TOKEN, { cause: error });
    }
  }

  /** A GitHub failure the owner can't fix by changing their input, as the answer's error. */
  function unavailable(failure: GitHubFailure, doing: string): AppError {
    if (failure.kind === 'unauthorized') return new AppError(400, 'GitHub refused the token');
    if (failure.kind === 'timeout') {
      return new AppError(504, `GitHub did not answer within ${seconds} seconds`);
    }
    if (failure.kind === 'unreachable') return new AppError(502, 'GitHub could not be reached');
    if (failure.kind === 'forbidden') {
      return new AppError(400, `GitHub refused to ${doing}: ${failure.message}`);
    }
    return new AppError(502, `GitHub could not ${doing}: ${failure.message}`);
  }

  function gitUnavailable(failure: GitFailure): AppError {
    if (failure.kind === 'auth') return new AppError(400, failure.message);
    return new AppError(failure.kind === 'timeout' ? 504 : 502, failure.message);
  }

  function pushOf(row: GitHubRepositoryRow): RepositoryPush {
    return {
      status: row.pushStatus,
      versionNumber: row.pushVersion,
      at: row.pushAt.toISOString(),
      ...(row.pushStatus === 'failed' && row.pushError ? { error: row.pushError } : {}),
      ...(row.pushStatus === 'failed' && row.nextPushAt
        ? { nextAttemptAt: row.nextPushAt.toISOString() }
        : {}),
    };
  }

  function statusOf(row: GitHubRepositoryRow | undefined): RepositoryStatus {
    if (!row) {
      return {
        connected: false,
        owner: null,
        name: null,
        htmlUrl: null,
        createdByZappy: false,
        lastPush: null,
        pages: null,
        usesInstanceToken: config.token !== undefined,
      };
    }
    return {
      connected: true,
      owner: row.owner,
      name: row.name,
      htmlUrl: row.htmlUrl,
      createdByZappy: row.createdByZappy,
      lastPush: pushOf(row),
      pages: {
        enabled: row.pagesEnabled,
        url: row.pagesEnabled ? row.pagesUrl : null,
        ...(row.pagesEnabled && row.pagesError ? { error: row.pagesError } : {}),
      },
      usesInstanceToken: row.tokenEncrypted === null,
    };
  }

  /** Hands a requested push to a worker. */
  async function dispatch(row: GitHubRepositoryRow): Promise<void> {
    await queue.send(QUEUES.githubPush, row.id);
  }

  /**
   * An existing repository may take this site's history only when the token can push to it and
   * nothing of anyone else's would be lost: it is empty, or every branch it has is a commit of
   * this site's own history (the site was connected to it before).
   */
  async function checkExisting(
    website: OwnedWebsite,
    found: { owner: { login: string }; name: string; permissions?: { push: boolean } | undefined },
    token: string,
  ): Promise<void> {
    const fullName = `${found.owner.login}/${found.name}`;
    if (found.permissions?.push === false) {
      throw new AppError(400, `The token may not push to ${fullName}`);
    }
    const heads = await remoteBranchHeads(remoteOf(found.owner.login, found.name, token));
    if (!heads.ok) throw gitUnavailable(heads.error);
    const gitdir = deps.repositories.gitdirOf(website.id);
    for (const oid of heads.value) {
      if (!(await isInHistory(gitdir, oid))) {
        throw new AppError(
          409,
          `${fullName} already has a history of its own, and Zappy never overwrites it: choose a new name or an empty repository`,
        );
      }
    }
  }

  /** Makes the repository, for the token's account or an organization. */
  async function create(
    api: GitHubApi,
    website: OwnedWebsite,
    owner: string,
    login: string,
    input: ConnectRepositoryRequest,
  ) {
    const created = await api.createRepository({
      org: sameName(owner, login) ? undefined : owner,
      name: input.name,
      private: input.private ?? !input.pages,
      description: `${website.name}: the website's code, kept by Zappy`.slice(0, 350),
      homepage: website.liveUrl?.startsWith('https://') ? website.liveUrl : undefined,
    });
    if (created.ok) return created.value;
    const { error } = created;
    if (error.kind === 'invalid' && /already exists/i.test(error.message)) {
      // Also a repository the token can't see: it was not found, yet the name is in use.
      throw new AppError(409, `The name ${owner}/${input.name} is taken on GitHub: choose another`);
    }
    if (error.kind === 'invalid') {
      throw new AppError(400, `GitHub refused to create ${owner}/${input.name}: ${error.message}`);
    }
    if (error.kind === 'not-found') {
      throw new AppError(
        400,
        `GitHub has no organization ${owner} that this token may create repositories in`,
      );
    }
    throw unavailable(error, 'create the repository');
  }

  /** Pages on for a repository that has its main branch: its address, or why GitHub said no. */
  async function switchPagesOn(api: GitHubApi, row: GitHubRepositoryRow) {
    const refused = (failure: GitHubFailure) => ({
      pagesUrl: null,
      pagesError: `GitHub Pages: ${failure.message}`,
    });
    const created = await api.createPages(row.owner, row.name);
    if (created.ok && created.value.html_url) {
      return { pagesUrl: created.value.html_url, pagesError: null };
    }
    if (!created.ok) {
      if (created.error.kind !== 'conflict') return refused(created.error);
      // On already: pointed at main's root, as Zappy publishes it.
      const updated = await api.updatePages(row.owner, row.name);
      if (!updated.ok) return refused(updated.error);
    }
    const pages = await api.pages(row.owner, row.name);
    if (!pages.ok) return refused(pages.error);
    return { pagesUrl: pages.value.html_url ?? null, pagesError: null };
  }

  /** One push, whose lease this worker holds: the local main branch's head, then Pages. */
  async function runPush(id: string): Promise<void> {
    const row = await findRepository(db, id);
    if (!row) return;
    const settle = async (outcome: Parameters<typeof finishPush>[3]) => {
      if (!(await finishPush(db, id, row.pushRequests, outcome))) await dispatch(row);
    };
    const fail = (error: string, retryable: boolean) =>
      settle({
        status: 'failed',
        error,
        retryInSeconds: retryable ? retryDelaySeconds(row.attempts) : null,
      });
    let token: string | undefined;
    try {
      token = tokenOf(row);
    } catch {
      await fail(UNREADABLE_TOKEN, false);
      return;
    }
    if (token === undefined) {
      await fail('This server has no GITHUB_TOKEN any more: connect again with a token', false);
      return;
    }
    const gitdir = deps.repositories.gitdirOf(row.websiteId);
    const head = await localHead(gitdir);
    if (!head) {
      // The site's commit is still to be written (it is retried on every sweep).
      await fail("The site's history is not written yet", true);
      return;
    }
    const pushed = await pushCommit(gitdir, head.oid, remoteOf(row.owner, row.name, token));
    if (!pushed.ok) {
      deps.onError(new Error(pushed.error.message), `GitHub push of ${row.owner}/${row.name}`);
      await fail(pushed.error.message, pushed.error.retryable);
      return;
    }
    if (row.pagesEnabled && !row.pagesUrl) {
      await savePages(db, id, await switchPagesOn(apiWith(token), row));
    }
    await settle({ status: 'pushed', versionNumber: head.versionNumber });
  }

  return {
    status: async (websiteId: string) => statusOf(await findRepositoryOf(db, websiteId)),

    /**
     * Connects the site to a GitHub repository (or changes it): the token checked, the
     * repository found (and checked) or created, and the whole history pushed by a worker.
     */
    async connect(
      website: OwnedWebsite,
      input: ConnectRepositoryRequest,
    ): Promise<RepositoryStatus> {
      if (website.currentVersion === null) {
        throw new AppError(409, 'This website has no finished version to push yet');
      }
      const existing = await findRepositoryOf(db, website.id);
      const token = input.token ?? (existing ? tokenOf(existing) : config.token);
      if (token === undefined) {
        throw new AppError(400, 'A GitHub access token is needed: this server has no GITHUB_TOKEN');
      }
      const api = apiWith(token);
      const user = await api.user();
      if (!user.ok) throw unavailable(user.error, 'check the token');
      const owner = input.owner ?? user.value.login;
      const same =
        existing !== undefined &&
        sameName(existing.owner, owner) &&
        sameName(existing.name, input.name);

      const found = await api.repository(owner, input.name);
      if (!found.ok && found.error.kind !== 'not-found') {
        throw unavailable(found.error, 'find the repository');
      }
      let repository = found.ok ? found.value : undefined;
      let createdByZappy = same && existing.createdByZappy;
      if (repository && !same) {
        await checkExisting(website, repository, token);
        createdByZappy = false;
      } else if (!repository) {
        repository = await create(api, website, owner, user.value.login, input);
        createdByZappy = true;
      }

      const pagesEnabled = input.pages ?? (same && existing.pagesEnabled);
      if (same && existing.pagesEnabled && !pagesEnabled) {
        const off = await api.deletePages(repository.owner.login, repository.name);
        if (!off.ok && off.error.kind !== 'not-found') {
          throw unavailable(off.error, 'switch GitHub Pages off');
        }
      }
      const tokenEncrypted =
        input.token !== undefined
          ? encryptSecret(input.token, deps.appSecret, TOKEN_PURPOSE)
          : (existing?.tokenEncrypted ?? null);
      const row = await saveConnection(
        db,
        {
          websiteId: website.id,
          owner: repository.owner.login,
          name: repository.name,
          htmlUrl: repository.html_url,
          createdByZappy,
          tokenEncrypted,
          pagesEnabled,
          pagesUrl: same && pagesEnabled ? existing.pagesUrl : null,
        },
        website.currentVersion,
      );
      await dispatch(row);
      return statusOf(row);
    },

    /** Forgets the repository; with `deleteRemote`, deletes it on GitHub first if Zappy made it. */
    async disconnect(websiteId: string, deleteRemote: boolean) {
      const row = await findRepositoryOf(db, websiteId);
      if (!row) throw new AppError(404, NOT_CONNECTED);
      if (deleteRemote) {
        const fullName = `${row.owner}/${row.name}`;
        if (!row.createdByZappy) {
          throw new AppError(409, `Zappy did not create ${fullName}, so it does not delete it`);
        }
        const token = tokenOf(row);
        if (token === undefined) {
          throw new AppError(400, 'This server has no GITHUB_TOKEN any more to delete it with');
        }
        const deleted = await apiWith(token).deleteRepository(row.owner, row.name);
        if (!deleted.ok && deleted.error.kind !== 'not-found') {
          throw unavailable(
            deleted.error,
            `delete ${fullName} (the token needs the delete_repo scope, or Administration: write)`,
          );
        }
      }
      await deleteRepositoryOf(db, websiteId);
      return { success: true as const, remoteDeleted: deleteRemote };
    },

    /** "Retry now": a push of the whole history, whatever the last one did. */
    async pushNow(website: OwnedWebsite): Promise<RepositoryStatus> {
      const row = await requestPush(db, website.id, website.currentVersion);
      if (!row) throw new AppError(404, NOT_CONNECTED);
      await dispatch(row);
      return statusOf(row);
    },

    /**
     * The publisher's hook, after a version's commit is in the site's repository: a push is
     * asked for when the site has a GitHub repository.
     */
    async versionCommitted(websiteId: string, versionNumber: number): Promise<void> {
      const row = await requestPush(db, websiteId, versionNumber);
      if (row) await dispatch(row);
    },

    /** What the website list (the delete dialog) and detail show, by website. */
    async summaries(websiteIds: readonly string[]): Promise<Map<string, WebsiteRepository>> {
      const rows = await listRepositoriesOf(db, websiteIds);
      return new Map(
        rows.map((row) => [
          row.websiteId,
          { htmlUrl: row.htmlUrl, createdByZappy: row.createdByZappy, lastPush: pushOf(row) },
        ]),
      );
    },

    /** For the website removal's outbox: deleting the GitHub repositories Zappy created. */
    remoteRemoval: {
      /** Inside the removal's transaction: what to delete once the sites' rows are gone. */
      async collect(tx: DbOrTx, websiteIds: readonly string[]): Promise<object[]> {
        const rows = await listRepositoriesOf(tx, websiteIds);
        return rows
          .filter((row) => row.createdByZappy)
          .map((row) => ({ owner: row.owner, name: row.name, tokenEncrypted: row.tokenEncrypted }));
      },

      /**
       * Deletes one (gone already counts). A refusal (401, 403: a token without delete_repo) is
       * reported and ends the task, since trying again can't help: the site is deleted and the
       * repository stays on GitHub. Anything else throws, so the task is tried again.
       */
      async remove(payload: unknown): Promise<void> {
        const { owner, name, tokenEncrypted } = RemovalSchema.parse(payload);
        const token = tokenOf({ tokenEncrypted });
        const fullName = `${owner}/${name}`;
        if (token === undefined) {
          deps.onError(
            new Error(
              `${fullName} stays on GitHub: there is no GITHUB_TOKEN any more to delete it`,
            ),
            'GitHub repository removal',
          );
          return;
        }
        const deleted = await apiWith(token).deleteRepository(owner, name);
        if (deleted.ok || deleted.error.kind === 'not-found') return;
        const { error } = deleted;
        if (error.kind === 'forbidden' || error.kind === 'unauthorized') {
          deps.onError(
            new Error(
              `GitHub refused to delete ${fullName} (HTTP ${error.status ?? ''}: ${error.message}); it stays on GitHub`,
            ),
            'GitHub repository removal',
          );
          return;
        }
        throw new Error(`GitHub could not delete ${fullName}: ${error.message}`);
      },
    },

    /** The push job kind the workers run. */
    jobKind: {
      queue: QUEUES.githubPush,
      concurrency: deps.concurrency,
      lease: defineLease(db, { table: githubRepositories, pending: pushIsDue }),
      maxAttempts: MAX_ATTEMPTS,
      run: runPush,
      abandon: (id: string) =>
        abandonPush(db, id, 'The push was interrupted too often; retry it from the site'),
    } satisfies LeasedJobKind,
  };
}

export type GitHubService = ReturnType<typeof createGitHubService>;
