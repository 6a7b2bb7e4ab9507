import type {
  SearchPhotosRequest,
  SearchPhotosResponse,
  UsePhotoRequest,
  UsePhotoResponse,
} from '@zappy/contract/customization';
import type { PhotoFailure, PhotoSourceName } from '@zappy/contract/photos';
import type { WidgetImage } from '@zappy/contract/widgets';
import {
  IMAGE_TEXT_ERRORS,
  MAX_IMAGE_ALT_LENGTH,
  photosWithoutDescription,
  plainImageText,
} from '@zappy/site-model/image-text';
import {
  ImageCreditSchema,
  SiteModelSchema,
  type ImageSlot,
  type SiteModel,
} from '@zappy/site-model/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ProcessedUpload } from '../../lib/image-uploads';
import type { CustomizationService } from '../customization/customization.service';
import { prepareUpload, storeUploads } from '../customization/images.service';
import { modelVariants } from '../customization/upload-variants';
import { findUpload } from '../customization/uploads.repository';
import { imagePrompt, type ImageGenerator } from './image-generator';
import {
  checkRemotePhoto,
  downloadPhoto,
  processPhoto,
  type DownloadLimits,
} from './photo-download';
import { findPhotoChoice, insertPhotoChoice, type PhotoChoice } from './photo-choices.repository';
import type { PhotoCandidate, PhotoProvider, PhotoResult } from './photo-provider';

/** Photos one search offers: two rows of three, each downloaded and re-encoded once. */
export const PHOTO_CHOICES = 6;

export const PHOTO_CHOICE_ERRORS = {
  off: 'No photo service is set up on this Zappy',
  notFound: 'This photo is no longer offered; search again',
  failed: 'The photo service did not give the photo; nothing on the site changed',
} as const;

export interface PhotoChoicesDeps {
  db: Db;
  /** Undefined: no photo service (`PHOTO_PROVIDER` unset). */
  provider: PhotoProvider | undefined;
  /** Undefined: no image generator (`IMAGE_PROVIDER` unset). */
  generator: ImageGenerator | undefined;
  limits: DownloadLimits;
  fetch?: typeof fetch;
  customization: Pick<CustomizationService, 'current' | 'publishModel'>;
}

/** What to search for: the owner's words, the language they are in, the images it may replace. */
export interface PhotoSearchInput {
  query: string;
  language: string;
  slots: readonly string[];
}

/** A photo fetched for the owner to choose: stored bytes, or a hotlinked service's addresses. */
type Found =
  | { source: PhotoSourceName; candidate: PhotoCandidate; photo: ProcessedUpload }
  | {
      source: PhotoSourceName;
      candidate: PhotoCandidate & { hotlink: { width: number; url: string }[] };
    }
  | { source: PhotoSourceName; generated: ProcessedUpload };

/** A photo is wide unless the one image it replaces is tall. */
function orientationOf(model: SiteModel, slots: readonly string[]): 'landscape' | 'portrait' {
  const [slot] = slots;
  const image =
    slots.length === 1 ? model.images.find((i) => i.id === slot || i.dataSlot === slot) : undefined;
  return image && image.height > image.width ? 'portrait' : 'landscape';
}

/** A service's failure as the owner's search reports it: the first real one, else "none found". */
const worse = (a: PhotoFailure, b: PhotoFailure): PhotoFailure => (a === 'no_results' ? b : a);

/** The owner's own words for a chosen photo: one line of plain text, or a 400 when too long. */
function ownAlt(raw: string | undefined): string | undefined {
  const alt = plainImageText(raw ?? '');
  if (alt.length > MAX_IMAGE_ALT_LENGTH) throw new AppError(400, IMAGE_TEXT_ERRORS.tooLong);
  return alt || undefined;
}

/**
 * Photos an owner searches for to replace an image of their site (decision 040), from the
 * Customize chat ("a photo of sourdough loaves") and its image panel: the photo service's
 * candidates, each with its credit, downloaded and re-encoded once and kept as an upload of the
 * site not placed yet (a hotlinked service's are shown from its addresses); an image generated
 * from the words when the service gives nothing or there is none. Offers are kept a day; the
 * chosen one replaces the image as a new version, its credit on the slot. A service that
 * refuses, limits, times out or sends no image is reported, never thrown, and nothing changes.
 */
export function createPhotoChoices(deps: PhotoChoicesDeps) {
  const { db, provider, generator, limits, customization } = deps;
  const request = deps.fetch ?? fetch;

  /** The service's photos for the words: stored ones downloaded, hotlinked ones as found. */
  async function fromService(
    service: PhotoProvider,
    query: string,
    language: string,
    orientation: 'landscape' | 'portrait',
  ): Promise<PhotoResult<Found[]>> {
    const found = await service.search({ query, language, count: PHOTO_CHOICES, orientation });
    if (!found.ok) return found;
    // Only what a site can show: the service's image addresses, and a credit the model takes.
    const usable = found.value
      .filter(
        (candidate) =>
          service.isImageUrl(candidate.url) &&
          ImageCreditSchema.safeParse(candidate.credit).success,
      )
      .slice(0, PHOTO_CHOICES);
    const fetched = await Promise.all(
      usable.map(async (candidate): Promise<PhotoResult<Found>> => {
        // A hotlinked photo is the service's to show: the owner's browser loads it from there,
        // and it is checked and reported used only once chosen.
        if (candidate.hotlink?.length) {
          return {
            ok: true,
            value: {
              source: service.name,
              candidate: { ...candidate, hotlink: candidate.hotlink },
            },
          };
        }
        const photo = await downloadPhoto(candidate.url, limits, request);
        return photo.ok
          ? { ok: true, value: { source: service.name, candidate, photo: photo.value } }
          : photo;
      }),
    );
    const ok = fetched.flatMap((result) => (result.ok ? [result.value] : []));
    if (ok.length > 0) return { ok: true, value: ok };
    const last = fetched.at(-1);
    return { ok: false, error: last && !last.ok ? last.error : 'no_results' };
  }

  /** One image generated from the words, a realistic photograph of them for this business. */
  async function fromGenerator(
    service: ImageGenerator,
    model: SiteModel,
    search: PhotoSearchInput,
    orientation: 'landscape' | 'portrait',
  ): Promise<PhotoResult<Found[]>> {
    const prompt = imagePrompt({
      slot: 'choice',
      queries: [search.query, model.business.industry],
      language: search.language,
      orientation,
    });
    const bytes = await service.generate({ prompt, orientation });
    if (!bytes.ok) return bytes;
    const photo = await processPhoto(bytes.value, limits);
    return photo.ok
      ? { ok: true, value: [{ source: service.name, generated: photo.value }] }
      : photo;
  }

  /** Keeps what was found as offers of the website, each as the widget shows it. */
  async function keep(
    websiteId: string,
    model: SiteModel,
    search: PhotoSearchInput,
    found: Found[],
  ): Promise<WidgetImage[]> {
    const dataSlot = search.slots.length === 1 ? (search.slots[0] ?? '') : '';
    const english = model.locale.language === 'en';
    return db.transaction(async (tx) => {
      const offered: WidgetImage[] = [];
      for (const item of found) {
        const candidate = 'candidate' in item ? item.candidate : undefined;
        const own = plainImageText(candidate?.alt ?? '').slice(0, MAX_IMAGE_ALT_LENGTH);
        // The services describe their photos in English: another site's alt text is the
        // owner's own words, what they searched for.
        const alt = english && own ? own : search.query.slice(0, MAX_IMAGE_ALT_LENGTH);
        const processed =
          'photo' in item ? item.photo : 'generated' in item ? item.generated : undefined;
        const [upload] = processed
          ? await storeUploads(tx, websiteId, [
              prepareUpload(processed, {
                kind: 'photo',
                dataSlot,
                name: candidate
                  ? `${candidate.credit.provider} ${candidate.id}`
                  : `Generated: ${search.query}`,
              }),
            ])
          : [];
        const remote = candidate?.hotlink ? { ...candidate, hotlink: candidate.hotlink } : null;
        const choice = await insertPhotoChoice(tx, {
          websiteId,
          uploadId: upload?.id ?? null,
          source: item.source,
          query: search.query,
          alt,
          credit: candidate?.credit ?? null,
          remote,
        });
        const narrowest = upload?.variants[0];
        offered.push({
          id: choice.id,
          url: narrowest
            ? `/api/customization/uploads/${upload.id}/${narrowest.width}.webp`
            : (remote?.hotlink[0]?.url ?? ''),
          // What it shows, to choose by; `description` is the alt text the site would get.
          alt: own || search.query,
          description: alt,
          ...(candidate ? { credit: candidate.credit } : {}),
        });
      }
      return offered;
    });
  }

  /**
   * Photos of the owner's words to choose from: the photo service's, else (none found, or it
   * failed) one generated image; nothing to choose from names the photo service's failure.
   */
  async function offer(
    websiteId: string,
    model: SiteModel,
    search: PhotoSearchInput,
  ): Promise<SearchPhotosResponse> {
    const orientation = orientationOf(model, search.slots);
    let failure: PhotoFailure = 'no_results';
    if (provider) {
      const found = await fromService(provider, search.query, search.language, orientation);
      if (found.ok)
        return { photos: await keep(websiteId, model, search, found.value), failure: null };
      failure = found.error;
    }
    if (generator) {
      const made = await fromGenerator(generator, model, search, orientation);
      if (made.ok)
        return { photos: await keep(websiteId, model, search, made.value), failure: null };
      failure = provider ? worse(failure, made.error) : made.error;
    }
    return { photos: [], failure };
  }

  /**
   * What the chosen photo makes of the slot's image: its files (a stored photo's widths, a
   * hotlinked one's addresses, checked and reported used first), its credit, and words of its
   * own, never the old image's (decision 026).
   */
  async function placedPhoto(
    websiteId: string,
    choice: PhotoChoice,
    alt: string,
  ): Promise<(image: ImageSlot) => ImageSlot> {
    const words = { source: 'provider' as const, alt, description: alt, name: choice.query };
    const credit = choice.credit ?? undefined;
    if (choice.remote) {
      const candidate = choice.remote;
      // The service that offered it answers for it: checked like generation's, then told.
      if (provider?.name !== choice.source) throw new AppError(409, PHOTO_CHOICE_ERRORS.off);
      const checked = await checkRemotePhoto(candidate.url, limits, request);
      const used = checked.ok && provider.markUsed ? await provider.markUsed(candidate) : checked;
      if (!used.ok) throw new AppError(502, PHOTO_CHOICE_ERRORS.failed);
      const widest = candidate.hotlink.at(-1);
      // Resized with fit=max: never wider than the photo itself.
      const width = Math.min(widest?.width ?? candidate.width, candidate.width);
      return (image) => ({
        ...image,
        ...words,
        url: widest?.url ?? candidate.url,
        width,
        height: Math.max(1, Math.round((width * candidate.height) / candidate.width)),
        variants: candidate.hotlink.map(({ width: w, url }) => ({ width: w, path: url })),
        credit,
        chosen: true,
      });
    }
    const upload = choice.uploadId ? await findUpload(db, websiteId, choice.uploadId) : undefined;
    if (!upload) throw new AppError(404, PHOTO_CHOICE_ERRORS.notFound);
    return (image) => ({
      ...image,
      ...words,
      url: upload.variants.at(-1)?.path ?? '',
      width: upload.width,
      height: upload.height,
      variants: modelVariants(upload.variants),
      credit,
      chosen: true,
    });
  }

  return {
    /** Whether a photo service or an image generator is set up, so photos can be searched. */
    isOn: Boolean(provider ?? generator),

    offer,

    /** `search-photos`: photos for one of the owner's sites, in the site's language. */
    async search(
      userId: string,
      websiteId: string,
      input: SearchPhotosRequest,
    ): Promise<SearchPhotosResponse> {
      const { model } = await customization.current(userId, websiteId);
      if (!provider && !generator) throw new AppError(409, PHOTO_CHOICE_ERRORS.off);
      const query = plainImageText(input.query);
      if (!query) throw new AppError(400, 'Say what the photo should show');
      const slots = input.imageSlot ? [input.imageSlot] : [];
      return offer(websiteId, model, { query, language: model.locale.language, slots });
    },

    /**
     * `use-photo`: an offered photo into one image slot, published at once as a new version
     * ("Image replaced: …"), with its credit and the owner's words or the offer's as alt text.
     */
    async use(
      userId: string,
      websiteId: string,
      input: UsePhotoRequest,
    ): Promise<UsePhotoResponse> {
      await customization.current(userId, websiteId);
      const alt = ownAlt(input.imageAlt);
      const choice = await findPhotoChoice(db, websiteId, input.photoId);
      if (!choice) throw new AppError(404, PHOTO_CHOICE_ERRORS.notFound);
      const place = await placedPhoto(websiteId, choice, alt ?? choice.alt);
      let placed: SiteModel | undefined;
      const by = choice.credit ? `${choice.credit.name} / ${choice.credit.provider}` : 'generated';
      const versionNumber = await customization.publishModel(
        userId,
        websiteId,
        (model) => {
          const slot = input.imageSlot;
          const image = model.images.find((i) => i.id === slot || i.dataSlot === slot);
          if (!image) throw new AppError(400, IMAGE_TEXT_ERRORS.noSlot(slot));
          placed = SiteModelSchema.parse({
            ...model,
            images: model.images.map((i) => (i === image ? place(i) : i)),
          });
          return placed;
        },
        `Image replaced: ${input.imageSlot}, ${choice.query} (${by})`,
      );
      return {
        success: true,
        versionNumber,
        photosWithoutDescription: placed ? photosWithoutDescription(placed) : [],
      };
    },
  };
}

export type PhotoChoices = ReturnType<typeof createPhotoChoices>;
