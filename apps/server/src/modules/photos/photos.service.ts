import { randomUUID } from 'node:crypto';
import { photoSearches, type PhotoSearch } from '@zappy/ai/photo-searches';
import type { PhotoContext } from '@zappy/ai/recipe';
import type {
  PhotoFailure,
  PhotoFallback,
  PhotoSourceName,
  PhotosHealth,
} from '@zappy/contract/photos';
import { MAX_IMAGE_ALT_LENGTH, plainImageText } from '@zappy/site-model/image-text';
import { SiteModelSchema, type ImageSlot, type SiteModel } from '@zappy/site-model/schema';
import type { Db, DbOrTx } from '../../db/client';
import type { ProcessedUpload } from '../../lib/image-uploads';
import { modelVariants, storedVariants } from '../customization/upload-variants';
import { insertUpload, type SiteUpload } from '../customization/uploads.repository';
import { imagePrompt, type ImageGenerator } from './image-generator';
import {
  checkRemotePhoto,
  downloadPhoto,
  processPhoto,
  type DownloadLimits,
} from './photo-download';
import type { PhotoCandidate, PhotoProvider, PhotoResult } from './photo-provider';
import { findLatestPhotoRun } from './photos.repository';

/** Candidates asked for per search: enough for every image of a page to get its own photo. */
const CANDIDATES_PER_SEARCH = 10;

/**
 * Failures that say the service will refuse the next request too: once one happens, the
 * generation stops asking that source and its remaining images go to the next one, for the
 * same reason.
 */
const STOPS_THE_RUN: ReadonlySet<PhotoFailure> = new Set([
  'unauthorized',
  'rate_limited',
  'timeout',
  'unreachable',
]);

/** A generation's images: the model with them placed, the files to store, and what failed. */
export interface PhotoRun {
  model: SiteModel;
  /** The new images' files by site path (`images/photo-<id>-960.webp`, `.avif`); none hotlinked. */
  files: Map<string, Uint8Array>;
  /** Their rows: kept with the site like an owner's uploads (`site_uploads`). */
  uploads: Omit<SiteUpload, 'websiteId'>[];
  /** Each source that gave an image nothing, and why, in the order they were asked. */
  fallbacks: PhotoFallback[];
}

/** A photo service's photo fetched for someone to choose: the service's words and its bytes. */
export interface FetchedCandidate {
  candidate: PhotoCandidate;
  /** Checked and re-encoded like an owner's upload (`downloadPhoto`). */
  photo: ProcessedUpload;
}

export interface PhotosDeps {
  /** Undefined: no photo service (`PHOTO_PROVIDER` unset). */
  provider: PhotoProvider | undefined;
  /** Undefined: no image generator (`IMAGE_PROVIDER` unset). Neither: every image is drawn. */
  generator?: ImageGenerator | undefined;
  limits: DownloadLimits;
  fetch?: typeof fetch;
}

/**
 * The photo's alt text: the service's own description (English at Pexels and Unsplash) on an
 * English site, else the words the slot already has in the site's language.
 */
function altFor(image: ImageSlot, candidate: PhotoCandidate, language: string): string {
  const own = plainImageText(candidate.alt).slice(0, MAX_IMAGE_ALT_LENGTH);
  return language === 'en' && own !== '' ? own : image.alt;
}

/** A hotlinked photo's slot: the service's addresses, the size of its widest width. */
function hotlinkedSlot(
  image: ImageSlot,
  candidate: PhotoCandidate,
  hotlink: NonNullable<PhotoCandidate['hotlink']>,
  alt: string,
): ImageSlot {
  const widest = hotlink.at(-1);
  // Resized with fit=max: never wider than the photo itself.
  const width = Math.min(widest?.width ?? candidate.width, candidate.width);
  return {
    ...image,
    source: 'provider',
    url: widest?.url ?? candidate.url,
    width,
    height: Math.max(1, Math.round((width * candidate.height) / candidate.width)),
    variants: hotlink.map(({ width: w, url }) => ({ width: w, path: url })),
    alt,
    description: alt,
    credit: candidate.credit,
  };
}

/**
 * Images for generated sites from a photo service (`PHOTO_PROVIDER`) and an image generator
 * (`IMAGE_PROVIDER`): for each illustrated image (`@zappy/ai/photo-searches`), a photo the page
 * does not show yet; when the service has none or fails, a generated image; when that fails too,
 * the offline illustration. Stored photos and generated images are fetched once and re-encoded
 * (`downloadPhoto`, `processPhoto`); a hotlinked photo (Unsplash) is checked, its use reported to
 * the service, and shown from the service's addresses. Failures are reported, never thrown.
 */
export function createPhotos(deps: PhotosDeps) {
  const { provider, generator } = deps;

  /** `shownBefore`: the service's ids of photos the page already has (picked in the wizard). */
  async function place(
    model: SiteModel,
    context: PhotoContext,
    shownBefore: Iterable<string> = [],
  ): Promise<PhotoRun> {
    const run: PhotoRun = { model, files: new Map(), uploads: [], fallbacks: [] };
    if (!provider && !generator) return run;
    const { requirements, industryKey } = context;
    const language = model.locale.language;
    const searches = photoSearches(model, requirements, industryKey, provider?.languages ?? []);
    // A generator reads any language: its prompts keep the owner's own words.
    const prompts = new Map(
      photoSearches(model, requirements, industryKey, [language]).map((search) => [
        search.slot,
        search,
      ]),
    );
    // One request per distinct search: gallery images often share their words.
    const asked = new Map<string, Promise<PhotoResult<PhotoCandidate[]>>>();
    const shown = new Set<string>(shownBefore);
    const stopped = new Map<PhotoSourceName, PhotoFailure>();
    const images = new Map(model.images.map((image) => [image.id, image]));

    /** A request the service answered with a refusal: the source is not asked again. */
    const refused = <T>(source: PhotoSourceName, result: PhotoResult<T>): PhotoResult<T> => {
      if (!result.ok && STOPS_THE_RUN.has(result.error)) stopped.set(source, result.error);
      return result;
    };

    /** Keeps a fetched image with the site: its variants as files, its row as an upload's. */
    const store = (image: ImageSlot, photo: ProcessedUpload, name: string) => {
      const id = randomUUID();
      const { variants, files } = storedVariants('photo', id, photo.variants);
      for (const file of files) run.files.set(file.path, file.data);
      run.uploads.push({
        id,
        dataSlot: image.dataSlot,
        name: name.slice(0, 200),
        width: photo.width,
        height: photo.height,
        sizeBytes: files.reduce((sum, file) => sum + file.data.length, 0),
        variants,
      });
      return {
        ...image,
        source: 'provider' as const,
        url: variants.at(-1)?.path ?? '',
        width: photo.width,
        height: photo.height,
        variants: modelVariants(variants),
      };
    };

    async function candidateFor(
      service: PhotoProvider,
      search: PhotoSearch,
    ): Promise<PhotoResult<PhotoCandidate>> {
      for (const query of search.queries) {
        const key = `${search.language}\n${search.orientation}\n${query}`;
        const pending =
          asked.get(key) ??
          service.search({
            query,
            language: search.language,
            count: CANDIDATES_PER_SEARCH,
            orientation: search.orientation,
          });
        asked.set(key, pending);
        const found = await pending;
        if (!found.ok) return found;
        const fresh = found.value.find(
          (candidate) => !shown.has(candidate.id) && service.isImageUrl(candidate.url),
        );
        if (fresh) {
          shown.add(fresh.id);
          return { ok: true, value: fresh };
        }
      }
      return { ok: false, error: 'no_results' };
    }

    /** The photo service's photo for one image: stored, or hotlinked where its terms ask. */
    async function photoFor(
      service: PhotoProvider,
      image: ImageSlot,
      search: PhotoSearch,
    ): Promise<PhotoResult<ImageSlot>> {
      const chosen = refused(service.name, await candidateFor(service, search));
      if (!chosen.ok) return chosen;
      const candidate = chosen.value;
      const alt = altFor(image, candidate, language);
      if (candidate.hotlink) {
        const checked = await checkRemotePhoto(candidate.url, deps.limits, deps.fetch);
        if (!checked.ok) return checked;
        const used = service.markUsed && refused(service.name, await service.markUsed(candidate));
        if (used && !used.ok) return used;
        return { ok: true, value: hotlinkedSlot(image, candidate, candidate.hotlink, alt) };
      }
      // A failed download is that photo's problem alone: the next image still asks.
      const photo = await downloadPhoto(candidate.url, deps.limits, deps.fetch);
      if (!photo.ok) return photo;
      const name = `${candidate.credit.provider} ${candidate.id}`;
      const slot = store(image, photo.value, name);
      return { ok: true, value: { ...slot, alt, description: alt, credit: candidate.credit } };
    }

    /** A generated image for one image: stored, its alt the slot's own words, no credit. */
    async function generatedFor(
      service: ImageGenerator,
      image: ImageSlot,
      search: PhotoSearch,
    ): Promise<PhotoResult<ImageSlot>> {
      const request = { prompt: imagePrompt(search), orientation: search.orientation };
      const bytes = refused(service.name, await service.generate(request));
      if (!bytes.ok) return bytes;
      const photo = await processPhoto(bytes.value, deps.limits);
      if (!photo.ok) return photo;
      return { ok: true, value: store(image, photo.value, `Generated ${image.id}`) };
    }

    // In page order, one at a time: each image takes a photo none before it took, and a
    // source that refused stops being asked.
    for (const search of searches) {
      const image = images.get(search.slot);
      if (!image) continue;
      const attempts: [PhotoSourceName, () => Promise<PhotoResult<ImageSlot>>][] = [];
      if (provider) attempts.push([provider.name, () => photoFor(provider, image, search)]);
      const prompt = prompts.get(search.slot);
      if (generator && prompt) {
        attempts.push([generator.name, () => generatedFor(generator, image, prompt)]);
      }
      for (const [source, attempt] of attempts) {
        const known = stopped.get(source);
        const result: PhotoResult<ImageSlot> = known
          ? { ok: false, error: known }
          : await attempt();
        if (result.ok) {
          images.set(image.id, result.value);
          break;
        }
        run.fallbacks.push({ slot: image.dataSlot, provider: source, reason: result.error });
      }
    }
    const changed = model.images.some((image) => images.get(image.id) !== image);
    if (changed) {
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
      // A hotlinked photo (Unsplash) is shown from the service's own addresses, never kept
      // before it is used: the wizard offers none; generation places them.
      const usable = found.value
        .filter((c) => provider.isImageUrl(c.url) && !c.hotlink)
        .slice(0, count);
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
    /** Whether generation asks any source for images (a photo service or a generator). */
    isOn: Boolean(provider ?? generator),

    /** The configured photo service's name; undefined without one. */
    provider: provider?.name,

    place,

    candidates,

    /** Keeps a run's images with the website, in the transaction that publishes the version. */
    async store(tx: DbOrTx, websiteId: string, run: PhotoRun): Promise<void> {
      for (const upload of run.uploads) await insertUpload(tx, { ...upload, websiteId });
    },

    /**
     * The sources' state for the health report, from the latest generation that asked them
     * (stored with its job, so every process reports the same).
     */
    async health(db: Db): Promise<PhotosHealth> {
      const names = { provider: provider?.name ?? null, generator: generator?.name ?? null };
      const none = { lastError: null, lastErrorSource: null, checkedAt: null };
      if (!provider && !generator) return { ...names, status: 'off', ...none };
      const latest = await findLatestPhotoRun(db);
      if (!latest) return { ...names, status: 'untried', ...none };
      const failure = latest.fallbacks.find((fallback) => fallback.reason !== 'no_results');
      return {
        ...names,
        status: failure ? 'failing' : 'ok',
        lastError: failure?.reason ?? null,
        lastErrorSource: failure?.provider ?? null,
        checkedAt: latest.at.toISOString(),
      };
    },
  };
}

export type Photos = ReturnType<typeof createPhotos>;
