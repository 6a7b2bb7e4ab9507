import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@zappy/contract/customization';
import { photoNameFromFile, photosWithoutDescription } from '@zappy/site-model/image-text';
import type { SiteModel } from '@zappy/site-model/schema';
import { deleteUnreferencedBlobs, upsertBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { processUpload, type ProcessedUpload } from '../../lib/image-uploads';
import type { ImageGate, PixelBudget } from '../../lib/image-work';
import type { CustomizationService } from './customization.service';
import {
  modelVariants,
  storedVariants,
  type StoredImageFile,
  type StoredImageKind,
} from './upload-variants';
import {
  deleteUploads,
  insertUpload,
  readUploadVariant,
  type SiteUpload,
} from './uploads.repository';

export interface ImageUploadsDeps {
  db: Db;
  customization: Pick<CustomizationService, 'current' | 'applyEdits'>;
  imageGate: ImageGate;
  pixelBudget: PixelBudget;
}

/** One file of a multipart request, in the order it came. */
export interface IncomingImage {
  data: Buffer;
  filename: string;
}

/** What `upload-images` says each file is for (its `imageData` entry). */
export interface ImageTarget {
  dataSlot: string;
  name?: string | undefined;
}

/** What `replace-image` says of its file: the slot, its name, and the owner's description. */
export interface ReplaceTarget extends ImageTarget {
  /** Plain text, checked by the route; left out, the photo waits for its description. */
  alt?: string | undefined;
}

export const IMAGE_ERRORS = {
  notAnImage: (n: number) => `Image ${n} is not a PNG, JPEG, WebP, GIF or AVIF image`,
  unreadable: (n: number) => `Image ${n} could not be read`,
  noSlot: (n: number, slot: string) => `Image ${n} has no slot "${slot}" in this website`,
} as const;

/** A checked, re-encoded image ready to store: its row and its files (each width's WebP and AVIF). */
export interface PreparedUpload {
  upload: Omit<SiteUpload, 'websiteId'>;
  files: StoredImageFile[];
}

/**
 * A re-encoded image (`processUpload`) as an upload of a site, for one slot, under a name: an
 * owner's file (`images/upload-…`), or a photo service's photo or a generated image
 * (`images/photo-…`).
 */
export function prepareUpload(
  processed: ProcessedUpload,
  target: { kind: StoredImageKind; dataSlot: string; name: string },
): PreparedUpload {
  const id = randomUUID();
  const stored = storedVariants(target.kind, id, processed.variants);
  return {
    files: stored.files,
    upload: {
      id,
      dataSlot: target.dataSlot,
      name: target.name.slice(0, 200),
      width: processed.width,
      height: processed.height,
      sizeBytes: stored.files.reduce((sum, file) => sum + file.data.length, 0),
      variants: stored.variants,
    },
  };
}

/** Stores prepared uploads of a website, their bytes with them; in the caller's transaction. */
export async function storeUploads(
  tx: DbOrTx,
  websiteId: string,
  prepared: readonly PreparedUpload[],
): Promise<SiteUpload[]> {
  const uploads = prepared.map((p) => ({ ...p.upload, websiteId }));
  await upsertBlobs(
    tx,
    prepared.flatMap((p) => p.files),
  );
  for (const upload of uploads) await insertUpload(tx, upload);
  return uploads;
}

/** The browser address of an upload's widest variant (public by its unguessable id). */
export const uploadFileUrl = (upload: Pick<SiteUpload, 'id' | 'variants'>) =>
  `/api/customization/uploads/${upload.id}/${upload.variants.at(-1)?.width ?? 0}.webp`;

function toUploadedImage(upload: SiteUpload): UploadedImage {
  return {
    id: upload.id,
    dataSlot: upload.dataSlot,
    name: upload.name,
    url: uploadFileUrl(upload),
    width: upload.width,
    height: upload.height,
    sizeBytes: upload.sizeBytes,
  };
}

function hasSlot(model: SiteModel, slot: string): boolean {
  return model.images.some((image) => image.dataSlot === slot || image.id === slot);
}

/**
 * The owner's photos for a site (spec section 7, `upload-images` and `replace-image`): each file
 * checked by its bytes and re-encoded (`processUpload`) before anything is stored, all of a
 * request's files or none, kept with the site and deleted with it.
 */
export function createImageUploads(deps: ImageUploadsDeps) {
  const { db, customization, imageGate, pixelBudget } = deps;

  /**
   * Checks and re-encodes every file first: one bad file refuses the request, nothing stored.
   * The owner's pixel budget is charged from the files' headers before any is decoded.
   */
  async function prepare(
    userId: string,
    model: SiteModel,
    files: readonly IncomingImage[],
    targets: ImageTarget[],
  ): Promise<PreparedUpload[]> {
    await pixelBudget.charge(
      `user:${userId}`,
      files.map((file) => file.data),
    );
    const prepared: PreparedUpload[] = [];
    for (const [index, file] of files.entries()) {
      const n = index + 1;
      const target = targets[index];
      if (!target || !hasSlot(model, target.dataSlot)) {
        throw new AppError(400, IMAGE_ERRORS.noSlot(n, target?.dataSlot ?? ''));
      }
      const result = await processUpload(file.data, imageGate);
      if (!result.ok) {
        const message =
          result.error === 'not_an_image' ? IMAGE_ERRORS.notAnImage(n) : IMAGE_ERRORS.unreadable(n);
        throw new AppError(400, message);
      }
      prepared.push(
        prepareUpload(result.value, {
          kind: 'upload',
          dataSlot: target.dataSlot,
          name: target.name ?? file.filename,
        }),
      );
    }
    return prepared;
  }

  const store = (websiteId: string, prepared: readonly PreparedUpload[]) =>
    db.transaction((tx) => storeUploads(tx, websiteId, prepared));

  return {
    /** `upload-images`: stores the files for a later `apply`, which places them. */
    async upload(
      userId: string,
      websiteId: string,
      files: readonly IncomingImage[],
      targets: ImageTarget[],
    ): Promise<UploadedImage[]> {
      const { model } = await customization.current(userId, websiteId);
      const uploads = await store(websiteId, await prepare(userId, model, files, targets));
      return uploads.map(toUploadedImage);
    },

    /**
     * `replace-image`: one file into one slot, published at once as a new version. The photo
     * takes the owner's description, or none yet, and never the old image's words: the answer
     * names the site's photos still to be described. A change the site refuses (its quality
     * gate) takes the stored upload back out.
     */
    async replace(
      userId: string,
      websiteId: string,
      file: IncomingImage,
      target: ReplaceTarget,
    ): Promise<{
      versionNumber: number;
      image: UploadedImage;
      photosWithoutDescription: string[];
    }> {
      const { model } = await customization.current(userId, websiteId);
      const [upload] = await store(websiteId, await prepare(userId, model, [file], [target]));
      if (!upload) throw new AppError(400, IMAGE_ERRORS.unreadable(1));
      try {
        const widest = upload.variants.at(-1);
        const { versionNumber, model: replaced } = await customization.applyEdits(
          userId,
          websiteId,
          [
            {
              op: 'replaceImage',
              slot: target.dataSlot,
              url: widest?.path ?? '',
              width: upload.width,
              height: upload.height,
              variants: modelVariants(upload.variants),
              name: photoNameFromFile(upload.name),
              ...(target.alt ? { alt: target.alt } : {}),
            },
          ],
          `Image replaced: ${upload.name || target.dataSlot}`,
        );
        return {
          versionNumber,
          image: toUploadedImage(upload),
          photosWithoutDescription: photosWithoutDescription(replaced),
        };
      } catch (error) {
        await db.transaction(async (tx) => {
          await deleteUploads(tx, [upload.id]);
          await deleteUnreferencedBlobs(tx);
        });
        throw error;
      }
    },

    /** The bytes of an upload's variant, for the browser (unknown ids are not found). */
    file: (uploadId: string, width: number, format: 'webp' | 'avif') =>
      readUploadVariant(db, uploadId, width, format),
  };
}

export type ImageUploads = ReturnType<typeof createImageUploads>;
