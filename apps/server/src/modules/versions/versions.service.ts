import { createHash } from 'node:crypto';
import { parseSiteModel } from '@zappy/site-model/migrate';
import type { SiteModel } from '@zappy/site-model/schema';
import { and, eq } from 'drizzle-orm';
import { upsertBlobs } from '../../db/blobs';
import type { Db, Tx } from '../../db/client';
import { websiteVersions, websites } from '../../db/schema';
import { contentTypeFor } from '../../lib/content-type';
import type { SiteRepositories } from '../../lib/site-repository';
import {
  findLiveFile,
  findVersion,
  findVersionFile,
  insertVersionWithFiles,
  listSitesWithUncommittedVersions,
  listUncommittedVersions,
  listVersionFiles,
  listVersions,
  pointWebsiteAt,
  recordCommit,
  setLiveVersion,
  type VersionRow,
} from './versions.repository';

/**
 * How a version's deployment starts, in two halves: stored inside the version's transaction,
 * handed to a worker after it. A port, so this module does not depend on deployments.
 */
export interface DeploymentStarter<Prepared> {
  prepare(tx: Tx, websiteId: string, versionNumber: number): Promise<Prepared>;
  dispatch(prepared: Prepared): Promise<void>;
}

export interface PublishInput {
  websiteId: string;
  model: SiteModel;
  /** The rendered files by path. */
  files: ReadonlyMap<string, Uint8Array>;
  /** Why this version exists, as the versions panel and the git log show it. */
  reason: string;
  /** The caller's own writes, committed together with the version (a job marked completed). */
  alongside?: (tx: Tx, version: VersionRow) => Promise<void>;
}

export interface VersionsServiceDeps<Prepared> {
  db: Db;
  repositories: SiteRepositories;
  deployments: DeploymentStarter<Prepared>;
  onError: (error: unknown, context: string) => void;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Versions, their files and the bytes behind them. `publishVersion` is the only way a version
 * is made: one transaction stores the blobs, the version, the website's pointer and its
 * deployment; then the site's repository commit; then the deployment is handed to a worker.
 * What is still to do is stored with the version, so a crash at any point is finished by the
 * next sweep (at start, and every few seconds after).
 */
export function createVersionsService<Prepared>(deps: VersionsServiceDeps<Prepared>) {
  const { db, repositories } = deps;

  // One commit pass per site at a time in this process: a publish and a repair of the same site
  // must not write the same version twice.
  const committing = new Map<string, Promise<void>>();

  async function commitInOrder(websiteId: string): Promise<void> {
    const last = await repositories.lastCommittedVersion(websiteId);
    for (const version of await listUncommittedVersions(db, websiteId)) {
      try {
        if (last === null || version.number > last) {
          const files = await listVersionFiles(db, version.id);
          await repositories.commitVersion(websiteId, {
            files: new Map(files.map((file) => [file.path, new Uint8Array(file.data)])),
            message: `Version ${version.number}: ${version.reason}`,
            date: version.createdAt,
          });
        }
        await recordCommit(db, version.id, null);
      } catch (error: unknown) {
        // The version is stored and deploys all the same; its commit is tried again later, and
        // later versions wait for it so the history keeps its order.
        deps.onError(error, `git commit of ${websiteId}`);
        await recordCommit(db, version.id, error instanceof Error ? error.message : String(error));
        return;
      }
    }
  }

  function commitPending(websiteId: string): Promise<void> {
    const previous = committing.get(websiteId) ?? Promise.resolve();
    const next = previous.then(() => commitInOrder(websiteId));
    const tail = next
      .catch((error: unknown) => {
        deps.onError(error, `git commit of ${websiteId}`);
      })
      .finally(() => {
        if (committing.get(websiteId) === tail) committing.delete(websiteId);
      });
    committing.set(websiteId, tail);
    return tail;
  }

  return {
    async publishVersion(input: PublishInput): Promise<VersionRow> {
      const files = [...input.files].map(([path, data]) => ({
        path,
        sha256: sha256(data),
        contentType: contentTypeFor(path),
        data: Buffer.from(data),
      }));
      const { version, prepared } = await db.transaction(async (tx) => {
        await upsertBlobs(tx, files);
        const saved = await insertVersionWithFiles(tx, {
          websiteId: input.websiteId,
          model: input.model,
          reason: input.reason,
          files,
        });
        await pointWebsiteAt(tx, input.websiteId, saved.number);
        const deployment = await deps.deployments.prepare(tx, input.websiteId, saved.number);
        await input.alongside?.(tx, saved);
        return { version: saved, prepared: deployment };
      });
      await commitPending(input.websiteId);
      await deps.deployments.dispatch(prepared);
      return version;
    },

    /** The repair the workers run on every sweep: commits a crash or a failure left undone. */
    async finishUncommitted(staleBefore: Date): Promise<void> {
      for (const websiteId of await listSitesWithUncommittedVersions(db, staleBefore)) {
        await commitPending(websiteId);
      }
    },

    list: (websiteId: string) => listVersions(db, websiteId),
    find: (websiteId: string, number: number) => findVersion(db, websiteId, number),
    files: (versionId: string) => listVersionFiles(db, versionId),

    /** One file of one version (the sandboxed preview). */
    file: (websiteId: string, number: number, path: string) =>
      findVersionFile(db, websiteId, number, path),

    /** One file of the version a site's host name serves. */
    liveFile: (slug: string, path: string) => findLiveFile(db, slug, path),

    /** The model of the version a site's host name serves (its forms, its language). */
    async liveModel(slug: string): Promise<{ websiteId: string; model: SiteModel } | undefined> {
      const [row] = await db
        .select({ websiteId: websites.id, model: websiteVersions.model })
        .from(websites)
        .innerJoin(
          websiteVersions,
          and(
            eq(websiteVersions.websiteId, websites.id),
            eq(websiteVersions.number, websites.liveVersion),
          ),
        )
        .where(eq(websites.slug, slug))
        .limit(1);
      const parsed = row && parseSiteModel(row.model);
      return row && parsed?.ok ? { websiteId: row.websiteId, model: parsed.value } : undefined;
    },

    setLiveVersion: (websiteId: string, number: number | null) =>
      setLiveVersion(db, websiteId, number),
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
