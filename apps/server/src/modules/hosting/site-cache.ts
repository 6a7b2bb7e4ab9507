import { LRUCache } from 'lru-cache';
import type { SiteChanges } from '../../lib/site-changes';
import type { ServableFile, VersionsService } from '../versions/versions.service';

/** A file's place in a live site: the hash of its bytes and their type. */
export interface FileRef {
  sha256: string;
  size: number;
  contentType: string;
}

/** What one site's host name serves: its live version's files by path. */
export interface LiveSite {
  websiteId: string;
  versionNumber: number;
  files: ReadonlyMap<string, FileRef>;
}

/** A host name with no live site is remembered too, so unknown names cost no query each. */
const NO_SITE = Symbol('no live site');

// Manifests are a few kilobytes; a backstop lifetime bounds what a lost notification could cost.
const MAX_SITES = 10_000;
const SITE_TTL_MS = 60_000;
// A fetch that an invalidation aborted is started again (reading the new state) this often.
const FETCH_ATTEMPTS = 3;

export interface SiteCacheDeps<Prepared> {
  versions: Pick<VersionsService, 'liveSite' | 'blob'>;
  siteChanges: SiteChanges;
  /** Bytes of file content (all encodings) held at most. */
  budgetBytes: number;
  /**
   * What a file is served with, worked out once when it enters the cache. A page is prepared
   * for the site it is in (its files' addresses), other files for their bytes alone.
   */
  prepare: (file: ServableFile, site: LiveSite) => Prepared | Promise<Prepared>;
  sizeOf: (prepared: Prepared) => number;
}

const isPage = (ref: FileRef) => ref.contentType.startsWith('text/html');

/**
 * The key a file is cached under: its hash, or for a page, which names the site's other files
 * by their content, its hash within this version.
 */
const cacheKey = (ref: FileRef, site: LiveSite) =>
  isPage(ref) ? `${ref.sha256}@${site.websiteId}/${site.versionNumber}` : ref.sha256;

/**
 * Hosted sites from memory, per process, in two LRU caches:
 * - sites: slug → the live version's manifest (path → hash). This is the only part that can go
 *   stale; every announced change (a version goes live, the site goes offline or is deleted)
 *   drops it, in every process, and a lost bus connection drops them all.
 * - files: hash → bytes, compressed forms and headers, bounded by a byte budget. Content
 *   addressed, so never stale: a new version's changed files have new hashes (and its pages
 *   a new version number).
 * Concurrent misses of one key share one database query (lru-cache's fetch).
 */
export function createSiteCache<Prepared extends object>(deps: SiteCacheDeps<Prepared>) {
  const { versions } = deps;

  const sites = new LRUCache<string, LiveSite | typeof NO_SITE>({
    max: MAX_SITES,
    ttl: SITE_TTL_MS,
    fetchMethod: async (slug) => {
      const site = await versions.liveSite(slug);
      if (!site) return NO_SITE;
      return {
        websiteId: site.websiteId,
        versionNumber: site.versionNumber,
        files: new Map(site.files.map((file) => [file.path, file])),
      };
    },
  });

  const files = new LRUCache<string, Prepared, { ref: FileRef; site: LiveSite }>({
    maxSize: deps.budgetBytes,
    // One large file must not push a whole site out: bigger ones are served from the database.
    maxEntrySize: Math.max(1, Math.floor(deps.budgetBytes / 8)),
    sizeCalculation: (prepared) => Math.max(1, deps.sizeOf(prepared)),
    fetchMethod: async (_key, _stale, { context }) => {
      const file = await versions.blob(context.ref.sha256);
      return file && deps.prepare(file, context.site);
    },
  });

  const unsubscribe = deps.siteChanges.subscribe({
    changed: (slug) => sites.delete(slug),
    lost: () => {
      sites.clear();
    },
  });

  async function fetchSite(slug: string): Promise<LiveSite | undefined> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const site = await sites.fetch(slug);
        return site === NO_SITE ? undefined : site;
      } catch (error: unknown) {
        // Aborted by an invalidation while loading: load again, from the new state.
        if (attempt >= FETCH_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /** The live site a slug names, or undefined when it has none. */
    async site(slug: string): Promise<LiveSite | undefined> {
      const held = sites.get(slug);
      if (held === NO_SITE) return undefined;
      return held ?? fetchSite(slug);
    },

    /** A file of a live site, ready to serve (a file the site's manifest gave). */
    async file(ref: FileRef, site: LiveSite): Promise<Prepared | undefined> {
      const key = cacheKey(ref, site);
      return files.get(key) ?? files.fetch(key, { context: { ref, site } });
    },

    /** A site's file when both are held already: the hot path, with no promise in between. */
    held(slug: string, path: string): Prepared | undefined {
      const site = sites.get(slug);
      if (site === NO_SITE || !site) return undefined;
      const ref = site.files.get(path);
      return ref && files.get(cacheKey(ref, site));
    },

    /** What the cache holds now (tests and the operator's figures). */
    stats: () => ({ sites: sites.size, files: files.size, bytes: files.calculatedSize }),

    close: unsubscribe,
  };
}

export type SiteCache<Prepared extends object> = ReturnType<typeof createSiteCache<Prepared>>;
