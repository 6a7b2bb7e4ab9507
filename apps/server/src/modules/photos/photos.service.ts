import { createHash, randomUUID } from 'node:crypto';
import { photoSearches, type PhotoSearch } from '@zappy/ai/photo-searches';
import type { PhotoContext } from '@zappy/ai/recipe';
import type { PhotoFailure, PhotoFallback, PhotosHealth } from '@zappy/contract/photos';
import { MAX_IMAGE_ALT_LENGTH, plainImageText } from '@zappy/site-model/image-text';
import { SiteModelSchema, type ImageSlot, type SiteModel } from '@zappy/site-model/schema';
import type { Db, DbOrTx } from '../../db/client';
import { insertUpload, type SiteUpload } from '../customization/uploads.repository';
import type { ProcessedUpload } from '../../lib/image-uploads';
import { downloadPhoto, type DownloadLimits } from './photo-download';
import type { PhotoCandidate, PhotoProvider, PhotoResult } from './photo-provider';
import { findLatestPhotoRun } from './photos.repository';

/** Candidates asked for per search: enough for every image of a page to get its own photo. */
const CANDIDATES_PER_SEARCH = 10;

/**
 * Failures that say the service will refuse the next request too: once one happens, the
 * generation stops asking and the remaining images are illustrations, for the same reason.
 */
const STOPS_THE_RUN: ReadonlySet<PhotoFailure> = new Set([
  'unauthorized',
  'rate_limited',
  'timeout',
  'unreachable',
]);

/** A generation's photos: the model with them placed, the files to store, and what failed. */
export interface PhotoRun {
  model: SiteModel;
  /** The new photos' files by site path (`images/photo-<id>-960.webp`). */
  files: Map<string, Uint8Array>;
  /** Their rows: kept with the site like an owner's uploads (`site_uploads`). */
  uploads: Omit<SiteUpload, 'websiteId'>[];
  /** The images left as illustrations, and why. */
  fallbacks: PhotoFallback[];
}

/** A photo service's photo fetched for someone to choose: the service's words and its bytes. */
export interface FetchedCandidate {
  candidate: PhotoCandidate;
  /** Checked and re-encoded like an owner's upload (`downloadPhoto`). */
  photo: ProcessedUpload;
}

export interface PhotosDeps {
  /** Undefined: no photo service (`PHOTO_PROVIDER` unset); generation draws every image. */
  provider: PhotoProvider | undefined;
  limits: DownloadLimits;
  fetch?: typeof fetch;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The site path of one width of a provider's photo. */
const photoPath = (id: string, width: number) => `images/photo-${id}-${width}.webp`;

/**
 * The photo's alt text: the service's own description (English at Pexels) on an English site,
 * else the words the slot already has in the site's language.
 */
function altFor(image: ImageSlot, candidate: PhotoCandidate, language: string): string {
  const own = plainImageText(candidate.alt).slice(0, MAX_IMAGE_ALT_LENGTH);
  return language === 'en' && own !== '' ? own : image.alt;
}

/**
 * Photos from a photo service for generated sites (`PHOTO_PROVIDER`): one search per image
 * (`@zappy/ai/photo-searches`), a photo the page does not show yet, downloaded once and
 * re-encoded (`downloadPhoto`), placed in the model with its credit. Any failure leaves that
 * image the offline illustration and is reported, never thrown.
 */
export function createPhotos(deps: PhotosDeps) {
  const { provider } = deps;

  /** `shownBefore`: the service's ids of photos the page already has (picked in the wizard). */
  async function place(
    model: SiteModel,
    context: PhotoContext,
    shownBefore: Iterable<string> = [],
  ): Promise<PhotoRun> {
    const run: PhotoRun = { model, files: new Map(), uploads: [], fallbacks: [] };
    if (!provider) return run;
    const searches = photoSearches(
      model,
      context.requirements,
      context.industryKey,
      provider.languages,
    );
    // One request per distinct search: gallery images often share their words.
    const asked = new Map<string, Promise<PhotoResult<PhotoCandidate[]>>>();
    const ask = (search: PhotoSearch, query: string) => {
      const key = `${search.language}\n${search.orientation}\n${query}`;
      const known = asked.get(key);
      if (known) return known;
      const pending = provider.search({
        query,
        language: search.language,
        count: CANDIDATES_PER_SEARCH,
        orientation: search.orientation,
      });
      asked.set(key, pending);
      return pending;
    };
    const shown = new Set<string>(shownBefore);
    let stopped: PhotoFailure | undefined;
    const images = new Map(model.images.map((image) => [image.id, image]));

    const photoFor = async (search: PhotoSearch): Promise<PhotoResult<PhotoCandidate>> => {
      for (const query of search.queries) {
        const found = await ask(search, query);
        if (!found.ok) return found;
        const fresh = found.value.find(
          (candidate) => !shown.has(candidate.id) && provider.isImageUrl(candidate.url),
        );
        if (fresh) {
          shown.add(fresh.id);
          return { ok: true, value: fresh };
        }
      }
      return { ok: false, error: 'no_results' };
    };
    const fallBack = (image: ImageSlot, reason: PhotoFailure) => {
      run.fallbacks.push({ slot: image.dataSlot, provider: provider.name, reason });
    };

    // In page order, one at a time: each image takes a photo none before it took.
    for (const search of searches) {
      const image = images.get(search.slot);
      if (!image) continue;
      const chosen: PhotoResult<PhotoCandidate> = stopped
        ? { ok: false, error: stopped }
        : await photoFor(search);
      if (!chosen.ok) {
        if (STOPS_THE_RUN.has(chosen.error)) stopped = chosen.error;
        fallBack(image, chosen.error);
        continue;
      }
      // A failed download is that photo's problem alone: the next image still asks.
      const photo = await downloadPhoto(chosen.value.url, deps.limits, deps.fetch);
      if (!photo.ok) {
        fallBack(image, photo.error);
        continue;
      }
      const id = randomUUID();
      const variants = photo.value.variants.map((variant) => ({
        width: variant.width,
        path: photoPath(id, variant.width),
        blobSha256: sha256(variant.data),
        data: variant.data,
      }));
      for (const variant of variants) run.files.set(variant.path, variant.data);
      run.uploads.push({
        id,
        dataSlot: image.dataSlot,
        name: `${chosen.value.credit.provider} ${chosen.value.id}`.slice(0, 200),
        width: photo.value.width,
        height: photo.value.height,
        sizeBytes: variants.reduce((sum, variant) => sum + variant.data.length, 0),
        variants: variants.map(({ width, path, blobSha256 }) => ({ width, path, blobSha256 })),
      });
      const alt = altFor(image, chosen.value, model.locale.language);
      images.set(image.id, {
        ...image,
        source: 'provider',
        url: variants.at(-1)?.path ?? '',
        width: photo.value.width,
        height: photo.value.height,
        variants: variants.map(({ width, path }) => ({ width, path })),
        alt,
        description: alt,
        credit: chosen.value.credit,
      });
    }
    if (run.uploads.length > 0) {
      run.model = SiteModelSchema.parse({
        ...model,
        images: model.images.map((image) => images.get(image.id) ?? image),
      });
    }
    return run;
  }

  /**
   * Photos to choose from before a site exists (decision 032): the first words that find any,
   * up to `count` of them, each downloaded once through `downloadPhoto`. A photo that fails
   * its download is skipped; none at all is the failure of the search or of the last download.
   */
  async function candidates(
    search: Omit<PhotoSearch, 'slot'>,
    count: number,
  ): Promise<PhotoResult<FetchedCandidate[]>> {
    if (!provider) return { ok: false, error: 'unreachable' };
    let failure: PhotoFailure = 'no_results';
    for (const query of search.queries) {
      const found = await provider.search({
        query,
        language: search.language,
        count,
        orientation: search.orientation,
      });
      if (!found.ok) return found;
      const usable = found.value.filter((c) => provider.isImageUrl(c.url)).slice(0, count);
      const fetched = await Promise.all(
        usable.map(async (candidate) => ({
          candidate,
          photo: await downloadPhoto(candidate.url, deps.limits, deps.fetch),
        })),
      );
      const ok = fetched.flatMap(({ candidate, photo }) =>
        photo.ok ? [{ candidate, photo: photo.value }] : [],
      );
      if (ok.length > 0) return { ok: true, value: ok };
      const last = fetched.at(-1)?.photo;
      if (last && !last.ok) failure = last.error;
    }
    return { ok: false, error: failure };
  }

  return {
    /** The configured service's name; undefined without one. */
    provider: provider?.name,

    place,

    candidates,

    /** Keeps a run's photos with the website, in the transaction that publishes the version. */
    async store(tx: DbOrTx, websiteId: string, run: PhotoRun): Promise<void> {
      for (const upload of run.uploads) await insertUpload(tx, { ...upload, websiteId });
    },

    /**
     * The service's state for the health report, from the latest generation that asked it
     * (stored with its job, so every process reports the same).
     */
    async health(db: Db): Promise<PhotosHealth> {
      if (!provider) return { provider: null, status: 'off', lastError: null, checkedAt: null };
      const latest = await findLatestPhotoRun(db);
      if (!latest) {
        return { provider: provider.name, status: 'untried', lastError: null, checkedAt: null };
      }
      const failure = latest.fallbacks.find((fallback) => fallback.reason !== 'no_results');
      return {
        provider: provider.name,
        status: failure ? 'failing' : 'ok',
        lastError: failure?.reason ?? null,
        checkedAt: latest.at.toISOString(),
      };
    },
  };
}

export type Photos = ReturnType<typeof createPhotos>;
