import type { UploadedImage } from '@zappy/contract/assets';
import { MAX_IMAGE_BYTES } from '@zappy/contract/constants';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { processImage } from '../../lib/image-uploads';
import type { ImageGate, PixelBudget } from '../../lib/image-work';
import { findAssetFile, insertAsset, type AssetRow } from './assets.repository';

const LOGO_MAX_SIDE = 1024;

export const ASSET_ERRORS = {
  missing: 'Please choose an image file to upload (form field "logo")',
  tooLarge: `Image is too large (max ${MAX_IMAGE_BYTES / 1024 / 1024}MB)`,
  notAnImage: 'The file is not a supported image (PNG, JPEG, WebP, GIF, AVIF or SVG)',
  unreadable: 'The image could not be read; it may be damaged',
  notFound: 'Asset not found',
} as const;

export function assetUrl(id: string): string {
  return `/api/assets/files/${id}`;
}

export function toUploadedImage(row: AssetRow, size: number): UploadedImage {
  return {
    id: row.id,
    url: assetUrl(row.id),
    contentType: 'image/webp',
    width: row.width,
    height: row.height,
    size,
  };
}

/** Uploads: checked by content, re-encoded, stored content-addressed, owned by a user. */
export function createAssetsService({
  db,
  imageGate,
  pixelBudget,
}: {
  db: Db;
  imageGate: ImageGate;
  pixelBudget: PixelBudget;
}) {
  return {
    async uploadLogo(
      userId: string,
      file: { data: Buffer; filename: string },
    ): Promise<UploadedImage> {
      await pixelBudget.charge(`user:${userId}`, [file.data]);
      const processed = await processImage(file.data, LOGO_MAX_SIDE, imageGate);
      if (!processed.ok) {
        throw new AppError(
          processed.error === 'not_an_image' ? 415 : 422,
          processed.error === 'not_an_image' ? ASSET_ERRORS.notAnImage : ASSET_ERRORS.unreadable,
        );
      }
      const row = await insertAsset(db, {
        userId,
        kind: 'logo',
        data: processed.value.data,
        contentType: processed.value.contentType,
        width: processed.value.width,
        height: processed.value.height,
        originalName: file.filename.slice(0, 255),
      });
      return toUploadedImage(row, processed.value.data.length);
    },

    /** An asset's bytes; its id is unguessable, so the URL itself is the permission. */
    async file(id: string) {
      const file = await findAssetFile(db, id);
      if (!file) throw new AppError(404, ASSET_ERRORS.notFound);
      return file;
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;
