import { createHash, randomUUID } from 'node:crypto';
import { heroPhotoSearch } from '@zappy/ai/photo-searches';
import type { WidgetImage } from '@zappy/contract/widgets';
import { byLanguage } from '@zappy/locales/languages';
import { languageOf } from '@zappy/locales/names';
import { MAX_IMAGE_ALT_LENGTH, plainImageText } from '@zappy/site-model/image-text';
import {
  SiteModelSchema,
  type ImageSlot,
  type ImageVariant,
  type SiteModel,
} from '@zappy/site-model/schema';
import { z } from 'zod';
import { upsertBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { processUpload, type ProcessedUpload } from '../../lib/image-uploads';
import type { ImageGate, PixelBudget } from '../../lib/image-work';
import type { IncomingImage } from '../customization/images.service';
import { IMAGE_ERRORS } from '../customization/images.service';
import { modelVariants, storedVariants } from '../customization/upload-variants';
import { insertUpload, type SiteUpload } from '../customization/uploads.repository';
import type { Photos } from '../photos/photos.service';
import {
  findSessionImages,
  findWizardImage,
  insertWizardImage,
  readBlobs,
  type WizardImage,
} from './wizard-images.repository';

/** Photo candidates the image step offers: as many as the offline art it stands in for. */
export const PHOTO_CANDIDATES = 4;
/** Owner's photos one session keeps: the image step lists them with the candidates (max 20). */
export const MAX_SESSION_UPLOADS = 8;

export const WIZARD_IMAGE_ERRORS = {
  notFound: 'Image not found',
  tooMany: `At most ${MAX_SESSION_UPLOADS} photos can be uploaded in the wizard`,
} as const;

/**
 * The photos generation takes from the wizard, snapshotted with the job: the one picked as the
 * hero (a candidate or an upload), then the owner's other uploads for the next image slots.
 */
export const WizardImageChoiceSchema = z.object({
  hero: z.uuid().optional(),
  others: z.array(z.uuid()).max(MAX_SESSION_UPLOADS),
});
export type WizardImageChoice = z.infer<typeof WizardImageChoiceSchema>;

/** Who may see an image: its session (already authorised by the wizard), or its browser alone. */
export interface ImageOwner {
  sessionId: string | null;
  browserHash: string;
}

/** What placing the wizard's photos gives generation, like a photo run (`PhotoRun`). */
export interface PlacedWizardImages {
  model: SiteModel;
  files: Map<string, Uint8Array>;
  uploads: Omit<SiteUpload, 'websiteId'>[];
  /** The provider's ids of the photos placed: the photo service's search skips them. */
  photoIds: string[];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const OPTION_WORDS = byLanguage((locale) => locale.wizard.questions.heroOption);

/** "Option N" in the owner's language: the image step's label for a photo it offers. */
const optionLabel = (language: string | undefined, n: number) =>
  OPTION_WORDS[languageOf(language ?? 'en') ?? 'en'](n);

/** Where the browser loads an image's preview: under its session, else under hero-images. */
const wizardImageUrl = (owner: ImageOwner, id: string) =>
  owner.sessionId
    ? `/api/wizard/session/${owner.sessionId}/images/${id}`
    : `/api/assets/hero-images/${id}`;

/**
 * Photos before generation (decision 032): a photo service's candidates for the wizard's image
 * step and `POST /api/assets/hero-images`, the owner's own uploads, their previews (served from
 * the app's origin, so its CSP stays `img-src 'self' data:`), and their placing into the
 * generated model. Bytes are checked and re-encoded once, when they arrive.
 */
export function createWizardImages(deps: {
  db: Db;
  photos: Pick<Photos, 'provider' | 'candidates'>;
  imageGate: ImageGate;
  pixelBudget: PixelBudget;
}) {
  const { db, photos, imageGate, pixelBudget } = deps;

  async function store(
    owner: ImageOwner,
    source: WizardImage['source'],
    processed: ProcessedUpload,
    words: Pick<WizardImage, 'alt' | 'credit' | 'photoId'>,
  ): Promise<WizardImage> {
    const blob = (data: Buffer, contentType: 'image/webp' | 'image/avif') => ({
      sha256: sha256(data),
      contentType,
      data,
    });
    const variants = processed.variants.map((variant) => ({
      width: variant.width,
      webp: blob(variant.data, 'image/webp'),
      avif: variant.avif && blob(variant.avif, 'image/avif'),
    }));
    return db.transaction(async (tx) => {
      await upsertBlobs(
        tx,
        variants.flatMap((v) => (v.avif ? [v.webp, v.avif] : [v.webp])),
      );
      return insertWizardImage(tx, {
        ...owner,
        source,
        ...words,
        width: processed.width,
        height: processed.height,
        variants: variants.map(({ width, webp, avif }) => ({
          width,
          blobSha256: webp.sha256,
          ...(avif ? { avif: { blobSha256: avif.sha256 } } : {}),
        })),
      });
    });
  }

  return {
    /** Whether a photo service is set: without one, the image step offers the offline art. */
    hasPhotoService: photos.provider !== undefined,

    /**
     * Photos of the business from the photo service, stored for `owner` and described as the
     * image step shows them (credit under each). Undefined when there is no service or it gave
     * nothing usable: the caller keeps the offline art, so a failing service never blocks the
     * wizard.
     */
    async offerPhotos(
      owner: ImageOwner,
      context: { industry?: string | undefined; city?: string | undefined; language?: string },
    ): Promise<WidgetImage[] | undefined> {
      if (!photos.provider) return undefined;
      const found = await photos.candidates(heroPhotoSearch(context), PHOTO_CANDIDATES);
      if (!found.ok) return undefined;
      // The service's descriptions are English: other languages read "Option N", like the art.
      const english = languageOf(context.language ?? 'en') === 'en';
      const offered: WidgetImage[] = [];
      for (const [at, { candidate, photo }] of found.value.entries()) {
        const label = optionLabel(context.language, at + 1);
        const own = plainImageText(candidate.alt).slice(0, MAX_IMAGE_ALT_LENGTH);
        const stored = await store(owner, 'provider', photo, {
          alt: own,
          credit: candidate.credit,
          photoId: candidate.id,
        });
        offered.push({
          id: stored.id,
          url: wizardImageUrl(owner, stored.id),
          alt: english && own ? own : label,
          label,
          credit: candidate.credit,
        });
      }
      return offered;
    },

    /**
     * The owner's own photos for a session, checked like a replacement image (by their bytes,
     * pixel limit, metadata gone, WebP and AVIF widths), each with the owner's description.
     * `payer` is whose pixel budget the files are charged to (the user, or the anonymous browser).
     */
    async upload(
      owner: ImageOwner & { sessionId: string },
      payer: string,
      files: readonly IncomingImage[],
      alt: string,
    ): Promise<WidgetImage[]> {
      const kept = await findSessionImages(db, owner.sessionId);
      const uploaded = kept.filter((image) => image.source === 'upload').length;
      if (uploaded + files.length > MAX_SESSION_UPLOADS) {
        throw new AppError(400, WIZARD_IMAGE_ERRORS.tooMany);
      }
      await pixelBudget.charge(
        payer,
        files.map((file) => file.data),
      );
      // Every file is checked before any is stored: a bad one refuses the request whole.
      const processed: ProcessedUpload[] = [];
      for (const [at, file] of files.entries()) {
        const result = await processUpload(file.data, imageGate);
        if (!result.ok) {
          const n = at + 1;
          const message =
            result.error === 'not_an_image'
              ? IMAGE_ERRORS.notAnImage(n)
              : IMAGE_ERRORS.unreadable(n);
          throw new AppError(400, message);
        }
        processed.push(result.value);
      }
      const images: WidgetImage[] = [];
      for (const photo of processed) {
        const stored = await store(owner, 'upload', photo, {
          alt,
          credit: undefined,
          photoId: null,
        });
        images.push({
          id: stored.id,
          url: wizardImageUrl(owner, stored.id),
          alt,
          label: alt,
        });
      }
      return images;
    },

    /** The preview (narrowest width) of an image `owner` may see; 404 for anyone else. */
    async preview(owner: ImageOwner, id: string): Promise<Uint8Array> {
      const image = await findWizardImage(db, id);
      const mayAccess =
        image &&
        image.sessionId === owner.sessionId &&
        (owner.sessionId !== null || image.browserHash === owner.browserHash);
      const narrowest = mayAccess ? image.variants[0] : undefined;
      const bytes =
        narrowest && (await readBlobs(db, [narrowest.blobSha256])).get(narrowest.blobSha256);
      if (!bytes) throw new AppError(404, WIZARD_IMAGE_ERRORS.notFound);
      return bytes;
    },

    /** What generation takes from a session: the picked image if it is a photo, and the uploads. */
    async choiceFor(
      sessionId: string,
      heroImageId: string | undefined,
    ): Promise<WizardImageChoice> {
      const images = await findSessionImages(db, sessionId);
      const hero = images.find((image) => image.id === heroImageId);
      const others = images
        .filter((image) => image.source === 'upload' && image !== hero)
        .map((image) => image.id);
      return { ...(hero ? { hero: hero.id } : {}), others };
    },

    /**
     * Puts the chosen photos into a generated model: the hero first, then the uploads into the
     * next illustrated images in page order, each as the site's own files (like a provider's
     * photo or an upload), with its credit or the owner's description.
     */
    async place(
      sessionId: string,
      model: SiteModel,
      choice: WizardImageChoice,
    ): Promise<PlacedWizardImages> {
      const placed: PlacedWizardImages = { model, files: new Map(), uploads: [], photoIds: [] };
      const ids = [...(choice.hero ? [choice.hero] : []), ...choice.others];
      const found = new Map(
        (await findSessionImages(db, sessionId, ids)).map((image) => [image.id, image]),
      );
      const drawn = model.images.filter((image) => image.source === 'procedural');
      // The picked photo is the hero; without one, the hero keeps the art the owner picked.
      const heroSlot = drawn.find((image) => image.id === 'hero');
      const heroPhoto = choice.hero === undefined ? undefined : found.get(choice.hero);
      const uploads = choice.others.flatMap((id) => found.get(id) ?? []);
      const rest = drawn.filter((image) => image !== heroSlot);
      const pairs: [ImageSlot, WizardImage][] = [
        ...(heroSlot && heroPhoto ? [[heroSlot, heroPhoto] as [ImageSlot, WizardImage]] : []),
        ...rest.flatMap((slot, at): [ImageSlot, WizardImage][] => {
          const upload = uploads[at];
          return upload ? [[slot, upload]] : [];
        }),
      ];
      const bytes = await readBlobs(
        db,
        pairs.flatMap(([, image]) =>
          image.variants.flatMap((v) => [v.blobSha256, ...(v.avif ? [v.avif.blobSha256] : [])]),
        ),
      );
      const images = new Map(model.images.map((image) => [image.id, image]));
      for (const [slot, image] of pairs) {
        const id = randomUUID();
        // Only the widths whose bytes are here: the site never names a file it does not carry.
        const widths = image.variants.flatMap(({ width, blobSha256, avif }) => {
          const data = bytes.get(blobSha256);
          return data ? [{ width, data, avif: avif && bytes.get(avif.blobSha256) }] : [];
        });
        const kind = image.source === 'provider' ? 'photo' : 'upload';
        const { variants, files } = storedVariants(kind, id, widths);
        for (const file of files) placed.files.set(file.path, file.data);
        placed.uploads.push({
          id,
          dataSlot: slot.dataSlot,
          name: image.source === 'provider' ? `${image.credit?.provider ?? ''} photo` : image.alt,
          width: image.width,
          height: image.height,
          sizeBytes: files.reduce((sum, file) => sum + file.data.length, 0),
          variants,
        });
        if (image.photoId) placed.photoIds.push(image.photoId);
        images.set(
          slot.id,
          placedSlot(slot, image, modelVariants(variants), model.locale.language),
        );
      }
      if (placed.uploads.length > 0) {
        placed.model = SiteModelSchema.parse({
          ...model,
          images: model.images.map((image) => images.get(image.id) ?? image),
        });
      }
      return placed;
    },

    /** Keeps the placed photos with the website, in the transaction that publishes it. */
    async keep(tx: DbOrTx, websiteId: string, placed: PlacedWizardImages): Promise<void> {
      for (const upload of placed.uploads) await insertUpload(tx, { ...upload, websiteId });
    },
  };
}

/**
 * An image slot showing a wizard photo: a provider's keeps its credit and, on an English site,
 * the service's description; an upload carries the owner's description.
 */
function placedSlot(
  slot: ImageSlot,
  image: WizardImage,
  variants: ImageVariant[],
  language: string,
): ImageSlot {
  const isProvider = image.source === 'provider';
  const alt = isProvider ? (language === 'en' && image.alt ? image.alt : slot.alt) : image.alt;
  return {
    ...slot,
    source: isProvider ? 'provider' : 'upload',
    url: variants.at(-1)?.path ?? '',
    width: image.width,
    height: image.height,
    variants,
    alt,
    description: alt,
    ...(isProvider && image.credit ? { credit: image.credit } : { credit: undefined }),
    chosen: true,
  };
}

export type WizardImages = ReturnType<typeof createWizardImages>;
