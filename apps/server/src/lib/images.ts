import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export const ACCEPTED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
] as const;

// Decompression bombs: a tiny file can claim a huge canvas. 40 megapixels covers any real photo.
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export type ImageError = 'not_an_image' | 'unreadable';

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/**
 * Checks what a file really is (magic bytes, not its name or declared type), then re-encodes it
 * to WebP no larger than `maxSide`. Re-encoding drops metadata (EXIF, GPS) and anything an image
 * could smuggle, including script in SVG, which is rasterised.
 *
 * @example
 * const result = await processImage(buffer, 1024);
 * if (result.ok) store(result.value.data);
 */
export async function processImage(
  bytes: Buffer,
  maxSide: number,
): Promise<{ ok: true; value: ProcessedImage } | { ok: false; error: ImageError }> {
  const detected = await fileTypeFromBuffer(bytes);
  const isAccepted =
    (detected && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) ||
    (!detected && looksLikeSvg(bytes));
  if (!isAccepted) return { ok: false, error: 'not_an_image' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 144 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      value: { data, contentType: 'image/webp', width: info.width, height: info.height },
    };
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}
