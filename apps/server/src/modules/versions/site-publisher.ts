import { createHash } from 'node:crypto';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import type { SiteModel } from '@zappy/site-model/schema';
import { renderSite } from '@zappy/site-renderer/render';
import { upsertBlobs } from '../../db/blobs';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { compressVariants } from '../../lib/compressed-variants';
import { contentTypeFor } from '../../lib/content-type';
import type { SiteRepositories } from '../../lib/site-repository';
import { htmlProblems } from './site-gate';
import {
  findWebsiteSlug,
  insertVersionWithFiles,
  listSitesWithUncommittedVersions,
  listUncommittedVersions,
  listVersionFiles,
  pointWebsiteAt,
  recordCommit,
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

/**
 * The bytes behind the upload paths a model names (`images/upload-…-960.webp` and `.avif`), of
 * this website only. A port: the uploads are the customization module's.
 */
export type UploadedFiles = (
  websiteId: string,
  paths: readonly string[],
) => Promise<ReadonlyMap<string, Uint8Array>>;

export interface PublishSiteInput {
  websiteId: string;
  model: SiteModel;
  /** Why this version exists, as the versions panel and the git log show it. */
  reason: string;
  /**
   * Files the model names that are not stored yet (a generation's new photos, by site path):
   * carried like uploads; the caller keeps what names them in its `alongside`.
   */
  files?: ReadonlyMap<string, Uint8Array> | undefined;
  /** The caller's own writes, committed together with the version (a job marked completed). */
  alongside?: (tx: Tx, version: VersionRow) => Promise<void>;
}

/**
 * The address a site's pages are rendered for (canonical URL, sitemap, Open Graph): its own
 * domain once verified, else its host name here. A port: the domains are the domains module's.
 */
export type SiteUrlOf = (websiteId: string, slug: string) => Promise<string>;

export interface SitePublisherDeps<Prepared> {
  db: Db;
  repositories: SiteRepositories;
  deployments: DeploymentStarter<Prepared>;
  siteUrl: SiteUrlOf;
  uploadedFiles: UploadedFiles;
  /** Self-hosted analytics hosts pages may load scripts from (SITE_SCRIPT_HOSTS). */
  scriptHosts: readonly string[];
  /**
   * Told once a version's commit is in the site's repository (before it is marked committed, so
   * a crash between the two tells again): the GitHub push starts from here. Its failure is
   * logged and never fails the publish.
   */
  versionCommitted?: (websiteId: string, versionNumber: number) => Promise<void>;
  onError: (error: unknown, context: string) => void;
}

const GATE_REFUSED = 'This change would break the page, so it was not applied';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Every stored file a model's images name (an owner's uploads, a photo service's photos), each
 * width's WebP and AVIF: the bytes each version must carry. A hotlinked photo's variants are the
 * service's addresses, not the site's files.
 */
function uploadPaths(model: SiteModel): string[] {
  return model.images.flatMap((image) =>
    image.source === 'procedural'
      ? []
      : image.variants
          .flatMap(({ path, avif }) => (avif ? [path, avif] : [path]))
          .filter((path) => path.startsWith('images/')),
  );
}

/**
 * The one way a site gets a version (generation, regeneration, every edit, restore, a new
 * address): the model is rendered for the site's address, the uploaded images it names are
 * carried along, the pages pass the quality gate, and then one transaction stores the blobs, the
 * version, the website's pointer and its deployment; then the site's repository commit; then the
 * deployment is handed to a worker. What is still to do is stored with the version, so a crash at any point is
 * finished by the next sweep (at start, and every few seconds after).
 */
export function createSitePublisher<Prepared>(deps: SitePublisherDeps<Prepared>) {
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
        await deps.versionCommitted?.(websiteId, version.number).catch((error: unknown) => {
          deps.onError(error, `after the git commit of ${websiteId}`);
        });
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

  /**
   * The files a model's site serves: rendered for the site's address, plus the owner's uploaded
   * images it names. Refused (400) when a page fails the gate, with the first problem.
   */
  async function checkedFiles(
    websiteId: string,
    model: SiteModel,
    pending: ReadonlyMap<string, Uint8Array> = new Map(),
  ) {
    const slug = await findWebsiteSlug(db, websiteId);
    if (slug === undefined) throw new AppError(404, WEBSITE_MESSAGES.notFound);
    const { files } = renderSite(model, {
      siteUrl: await deps.siteUrl(websiteId, slug),
      scriptHosts: deps.scriptHosts,
    });
    const pages = Object.fromEntries(
      Object.entries(files).flatMap(([path, body]) =>
        path.endsWith('.html') && typeof body === 'string' ? [[path, body]] : [],
      ),
    );
    const [problem] = await htmlProblems(pages);
    if (problem !== undefined) throw new AppError(400, `${GATE_REFUSED}: ${problem}`);
    const out = new Map<string, Uint8Array>(
      Object.entries(files).map(([path, body]) => [
        path,
        typeof body === 'string' ? new TextEncoder().encode(body) : body,
      ]),
    );
    const paths = uploadPaths(model);
    const stored = paths.filter((path) => !pending.has(path));
    for (const [path, bytes] of await deps.uploadedFiles(websiteId, stored)) out.set(path, bytes);
    for (const path of paths) {
      const bytes = pending.get(path);
      if (bytes) out.set(path, bytes);
    }
    return out;
  }

  /** Each file with its hash and type, compressed once here and served as stored. */
  function storable(files: ReadonlyMap<string, Uint8Array>) {
    return Promise.all(
      [...files].map(async ([path, bytes]) => {
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
  }

  return {
    /** A dry run of `publishSite`: the same files and gate, nothing stored (the edit preview). */
    async check(websiteId: string, model: SiteModel): Promise<void> {
      await checkedFiles(websiteId, model);
    },

    async publishSite(input: PublishSiteInput): Promise<VersionRow> {
      const files = await storable(await checkedFiles(input.websiteId, input.model, input.files));
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
  };
}

export type SitePublisher = ReturnType<typeof createSitePublisher>;
