import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, type ImageGate } from './image-work';

export const ACCEPTED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
] as const;

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export type ImageError = 'not_an_image' | 'unreadable';

/** What an owner may upload to replace a site's image: raster formats only (no SVG in a site). */
export const UPLOAD_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The widths a site image is re-encoded at, for `srcset` (never wider than the original). */
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;

/**
 * AVIF beside each WebP. Quality 55 matches WebP 82's SSIM on photos at ~37% fewer bytes;
 * 4:2:0 is WebP's own chroma. Effort 3 is ~12% smaller than 0-2, and sharp's default 4 is 3-4×
 * slower for ~6% less: a photo's three widths (up to 1600 px) take ~0.7 s on two busy cores,
 * where WebP takes ~0.2 s.
 */
const AVIF_OPTIONS = { quality: 55, effort: 3, chromaSubsampling: '4:2:0' } as const;

export interface ImageVariant {
  width: number;
  height: number;
  /** WebP. */
  data: Buffer;
  /** The same picture as AVIF, when the image's AVIF files weigh less than its WebP ones. */
  avif?: Buffer | undefined;
}

export interface ProcessedUpload {
  /** The upright size of the widest variant. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: ImageVariant[];
}

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
 * const result = await processImage(buffer, 1024, gate);
 * if (result.ok) store(result.value.data);
 */
export async function processImage(
  bytes: Buffer,
  maxSide: number,
  gate: ImageGate,
): Promise<{ ok: true; value: ProcessedImage } | { ok: false; error: ImageError }> {
  const detected = await fileTypeFromBuffer(bytes);
  const isAccepted =
    (detected && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) ||
    (!detected && looksLikeSvg(bytes));
  if (!isAccepted) return { ok: false, error: 'not_an_image' };
  try {
    const { data, info } = await gate.run(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 144 })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 86 })
        .toBuffer({ resolveWithObject: true }),
    );
    return {
      ok: true,
      value: { data, contentType: 'image/webp', width: info.width, height: info.height },
    };
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}

/** The widths to encode an image `naturalWidth` wide at: the steps below it, then its own (capped). */
export function variantWidths(naturalWidth: number): number[] {
  const widest = Math.min(naturalWidth, UPLOAD_WIDTHS.at(-1) ?? naturalWidth);
  // A step within a tenth of the widest adds a file no browser would pick.
  const steps = UPLOAD_WIDTHS.filter((width) => width < widest * 0.9);
  return [...steps, widest];
}

/**
 * An owner's photo for a site: checked by its bytes (PNG, JPEG, WebP, GIF or AVIF), decoded with
 * a pixel limit (a small file claiming a huge canvas is refused before it is decoded) and within
 * the process's `gate` (IMAGE_DECODE_CONCURRENCY), turned
 * upright by its EXIF orientation, and re-encoded to WebP and to AVIF at the widths of
 * `variantWidths`; the AVIF files are kept when together they weigh less than the WebP ones.
 * Re-encoding drops every metadata block (EXIF with GPS, XMP, ICC comments); an animated GIF
 * keeps its first frame.
 *
 * @example
 * const result = await processUpload(bytes, gate);
 * if (result.ok) for (const v of result.value.variants) store(v.data);
 */
export async function processUpload(
  bytes: Buffer,
  gate: ImageGate,
): Promise<{ ok: true; value: ProcessedUpload } | { ok: false; error: ImageError }> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    return { ok: false, error: 'not_an_image' };
  }
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    // EXIF orientations 5-8 turn the picture a quarter: its upright width is its stored height.
    const quarterTurn = (meta.orientation ?? 1) >= 5;
    const naturalWidth = quarterTurn ? meta.height : meta.width;
    // One image's widths and formats are one piece of work: its decodes run together.
    const variants = await gate.run(() =>
      Promise.all(
        variantWidths(naturalWidth).map(async (width) => {
          const resized = source.clone().rotate().resize({ width, withoutEnlargement: true });
          const [{ data, info }, avif] = await Promise.all([
            resized.clone().webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
            resized.clone().avif(AVIF_OPTIONS).toBuffer(),
          ]);
          return { width: info.width, height: info.height, data, avif };
        }),
      ),
    );
    const widest = variants.at(-1);
    if (!widest) return { ok: false, error: 'unreadable' };
    // A browser that decodes AVIF always takes it, so it must save bytes: photos come out ~37%
    // lighter, but flat art with transparency or fine synthetic grain can come out heavier.
    const weight = (files: Buffer[]) => files.reduce((sum, file) => sum + file.length, 0);
    const avifSaves = weight(variants.map((v) => v.avif)) < weight(variants.map((v) => v.data));
    return {
      ok: true,
      value: {
        width: widest.width,
        height: widest.height,
        variants: avifSaves
          ? variants
          : variants.map(({ width, height, data }) => ({ width, height, data })),
      },
    };
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}
