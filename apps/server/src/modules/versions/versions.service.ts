import type { SiteModel } from '@zappy/site-model/schema';
import type { Db } from '../../db/client';
import { compressVariants, hasVariants } from '../../lib/compressed-variants';
import type { SiteChanges } from '../../lib/site-changes';
import {
  findBlob,
  findLiveModel,
  findLiveSite,
  findVersion,
  findVersionFile,
  findWebsiteSlug,
  listVersionFileNames,
  listVersionFiles,
  listVersions,
  setLiveVersion,
  storeBlobVariants,
} from './versions.repository';

export interface VersionsServiceDeps {
  db: Db;
  /** Told when what a site's host name serves changes, so no process serves it from memory. */
  siteChanges: SiteChanges;
}

/** A stored file with its bytes and their compressed forms, as hosting serves it. */
export interface ServableFile {
  sha256: string;
  contentType: string;
  data: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

/**
 * Reading versions, their files and the bytes behind them, and moving a site's live pointer.
 * Versions are made by the site publisher (`site-publisher.ts`), never here.
 */
export function createVersionsService(deps: VersionsServiceDeps) {
  const { db } = deps;

  /** Bytes stored before compressed forms existed get them here, once, and keep them. */
  async function withVariants(file: ServableFile): Promise<ServableFile> {
    if (file.gzip || file.brotli || !hasVariants(file.contentType, file.data.length)) return file;
    const variants = await compressVariants(file.data, file.contentType);
    await storeBlobVariants(db, file.sha256, variants);
    return { ...file, ...variants };
  }

  /** A version as a deployment needs it: the site's slug and the version's files. */
  async function deployable<File>(
    websiteId: string,
    number: number,
    listFiles: (db: Db, versionId: string) => Promise<File[]>,
  ) {
    const slug = await findWebsiteSlug(db, websiteId);
    const version = slug === undefined ? undefined : await findVersion(db, websiteId, number);
    if (slug === undefined || !version) return undefined;
    return { slug, number: version.number, files: await listFiles(db, version.id) };
  }

  return {
    list: (websiteId: string) => listVersions(db, websiteId),
    find: (websiteId: string, number: number) => findVersion(db, websiteId, number),
    /** The name the site's own host name is made from (undefined for no such website). */
    slug: (websiteId: string) => findWebsiteSlug(db, websiteId),
    files: (versionId: string) => listVersionFiles(db, versionId),

    /** What deploying a version needs: its files' names and hashes, not their bytes. */
    forDeployment: (websiteId: string, number: number) =>
      deployable(websiteId, number, listVersionFileNames),

    /** The same with every file's bytes, for providers that upload them elsewhere. */
    forUpload: (websiteId: string, number: number) =>
      deployable(websiteId, number, listVersionFiles),

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
    liveModel: (slug: string): Promise<{ websiteId: string; model: SiteModel } | undefined> =>
      findLiveModel(db, slug),

    /** The version the site's own host name serves; `null` takes the site offline. */
    async setLiveVersion(websiteId: string, number: number | null): Promise<void> {
      const slug = await setLiveVersion(db, websiteId, number);
      if (slug) await deps.siteChanges.announce([slug]);
    },
  };
}

export type VersionsService = ReturnType<typeof createVersionsService>;
