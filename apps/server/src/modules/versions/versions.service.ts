import { createHash } from 'node:crypto';
import { parseSiteModel } from '@zappy/site-model/migrate';
import type { SiteModel } from '@zappy/site-model/schema';
import { and, eq } from 'drizzle-orm';
import { upsertBlobs } from '../../db/blobs';
import type { Db, Tx } from '../../db/client';
import { websiteVersions, websites } from '../../db/schema';
import { compressVariants, hasVariants } from '../../lib/compressed-variants';
import { contentTypeFor } from '../../lib/content-type';
import type { SiteChanges } from '../../lib/site-changes';
import type { SiteRepositories } from '../../lib/site-repository';
import {
  findBlob,
  findLiveSite,
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
  storeBlobVariants,
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
  /** Told when what a site's host name serves changes, so no process serves it from memory. */
  siteChanges: SiteChanges;
  onError: (error: unknown, context: string) => void;
}

/** A stored file with its bytes and their compressed forms, as hosting serves it. */
export interface ServableFile {
  sha256: string;
  contentType: string;
  data: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
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

  /** Bytes stored before compressed forms existed get them here, once, and keep them. */
  async function withVariants(file: ServableFile): Promise<ServableFile> {
    if (file.gzip || file.brotli || !hasVariants(file.contentType, file.data.length)) return file;
    const variants = await compressVariants(file.data, file.contentType);
    await storeBlobVariants(db, file.sha256, variants);
    return { ...file, ...variants };
  }

  return {
    async publishVersion(input: PublishInput): Promise<VersionRow> {
      // Compressed once here, before the transaction, and served as stored to every visitor.
      const files = await Promise.all(
        [...input.files].map(async ([path, bytes]) => {
          const data = Buffer.from(bytes);
          const contentType = contentTypeFor(path);
          return {
            path,
            sha256: sha256(data),
            contentType,
            data,
            ...(await compressVariants(data, contentType)),
          };
        }),
      );
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
    async file(websiteId: string, number: number, path: string): Promise<ServableFile | undefined> {
      const file = await findVersionFile(db, websiteId, number, path);
      return file && withVariants(file);
    },

    /** What a site's host name serves: its live version and the hashes of its files. */
    liveSite: (slug: string) => findLiveSite(db, slug),

    /** The bytes behind a hash, ready to serve. */
    async blob(hash: string): Promise<ServableFile | undefined> {
      const file = await findBlob(db, hash);
      return file && withVariants(file);
    },

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

    async setLiveVersion(websiteId: string, number: number | null): Promise<void> {
      const slug = await setLiveVersion(db, websiteId, number);
      if (slug) await deps.siteChanges.announce([slug]);
    },
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
