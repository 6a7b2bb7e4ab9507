import { createHash } from 'node:crypto';
import type { ImageVariant } from '@zappy/site-model/schema';
import type { UploadVariant } from './uploads.repository';

/** Whose image a site path names: an owner's upload, or a photo service's or generated image. */
export type StoredImageKind = 'upload' | 'photo';

/** One width of an image made the site's own: its WebP bytes and, since AVIF came, its AVIF. */
export interface WidthBytes {
  width: number;
  data: Uint8Array;
  avif?: Uint8Array | undefined;
}

/** One file of a stored image, at its site path, with the blob that keeps it. */
export interface StoredImageFile {
  path: string;
  sha256: string;
  contentType: 'image/webp' | 'image/avif';
  data: Buffer;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Where one width of a stored image lives in its site (`images/upload-<id>-960.webp`). */
const sitePath = (kind: StoredImageKind, id: string, width: number, format: 'webp' | 'avif') =>
  `images/${kind}-${id}-${width}.${format}`;

/**
 * A stored image's widths as its site's files (each width's WebP, and its AVIF beside it) and
 * as its `site_uploads` row names them. Uploads, a photo service's photos, generated images and
 * the wizard's photos are all kept this way, so the publisher, hosting and the clean-ups treat
 * them alike.
 *
 * @example
 * const { variants, files } = storedVariants('upload', id, processed.variants);
 */
export function storedVariants(
  kind: StoredImageKind,
  id: string,
  widths: readonly WidthBytes[],
): { variants: UploadVariant[]; files: StoredImageFile[] } {
  const files: StoredImageFile[] = [];
  const keep = (width: number, format: 'webp' | 'avif', bytes: Uint8Array) => {
    const file = {
      path: sitePath(kind, id, width, format),
      sha256: sha256(bytes),
      contentType: `image/${format}` as const,
      data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    };
    files.push(file);
    return { path: file.path, blobSha256: file.sha256 };
  };
  const variants = widths.map(({ width, data, avif }) => ({
    width,
    ...keep(width, 'webp', data),
    ...(avif ? { avif: keep(width, 'avif', avif) } : {}),
  }));
  return { variants, files };
}

/**
 * A stored image's widths as the site model lists them (`ImageSlot.variants`): the WebP path,
 * and the AVIF one where it was stored.
 */
export function modelVariants(variants: readonly UploadVariant[]): ImageVariant[] {
  return variants.map(({ width, path, avif }) => ({
    width,
    path,
    ...(avif ? { avif: avif.path } : {}),
  }));
}
