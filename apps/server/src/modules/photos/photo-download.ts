import type { PhotoFailure } from '@zappy/contract/photos';
import { fileTypeFromBuffer } from 'file-type';
import { processUpload, UPLOAD_IMAGE_TYPES, type ProcessedUpload } from '../../lib/image-uploads';
import { claimedPixels, type ImageGate } from '../../lib/image-work';
import { requestFailure, statusFailure, type PhotoResult } from './photo-provider';

export interface DownloadLimits {
  timeoutMs: number;
  /** Bytes a download may have; a longer body is stopped there. */
  maxBytes: number;
  /** Pixels a photo may claim (width × height), checked from its header before decoding. */
  maxPixels: number;
  /** The process's bound on images decoded at once (IMAGE_DECODE_CONCURRENCY). */
  gate: ImageGate;
}

/** Reads a body up to `maxBytes`; `undefined` when it is longer (the rest is never read). */
export async function readCapped(
  response: Response,
  maxBytes: number,
): Promise<Buffer | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  // The DOM typings leave a fetch body's chunks untyped; undici yields bytes.
  const reader = response.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * An image's bytes from `url`: at most `maxBytes` within `timeoutMs`, no redirects (only the
 * address the service gave). A refused key, the rate limit, a time-out and a body too long are
 * failures, never thrown.
 *
 * @example
 * const bytes = await fetchImageBytes(url, { timeoutMs: 10_000, maxBytes: MAX_IMAGE_BYTES });
 */
export async function fetchImageBytes(
  url: string,
  limits: Pick<DownloadLimits, 'timeoutMs' | 'maxBytes'>,
  request: typeof fetch = fetch,
): Promise<PhotoResult<Buffer>> {
  let bytes: Buffer | undefined;
  try {
    const response = await request(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    const failed = statusFailure(response);
    if (failed) return { ok: false, error: failed };
    bytes = await readCapped(response, limits.maxBytes);
  } catch (error: unknown) {
    return { ok: false, error: requestFailure(error) };
  }
  return bytes ? { ok: true, value: bytes } : { ok: false, error: 'too_large' };
}

/**
 * Fetched bytes made the site's own: checked by their bytes, their claimed size checked before
 * decoding, then re-encoded like an owner's upload (`processUpload`: upright, metadata gone,
 * WebP and AVIF at the widths the page's `srcset` lists).
 */
export async function processPhoto(
  bytes: Buffer,
  limits: Pick<DownloadLimits, 'maxPixels' | 'gate'>,
): Promise<PhotoResult<ProcessedUpload>> {
  if ((await claimedPixels(bytes)) > limits.maxPixels) return { ok: false, error: 'too_large' };
  const processed = await processUpload(bytes, limits.gate);
  if (!processed.ok) {
    const error: PhotoFailure = processed.error === 'not_an_image' ? 'not_an_image' : 'unreadable';
    return { ok: false, error };
  }
  return processed;
}

/**
 * A photo service's photo, fetched once (`fetchImageBytes`) and made the site's own
 * (`processPhoto`).
 *
 * @example
 * const photo = await downloadPhoto(candidate.url, { timeoutMs: 10_000, maxBytes: MAX_IMAGE_BYTES, maxPixels: 40e6 });
 */
export async function downloadPhoto(
  url: string,
  limits: DownloadLimits,
  request: typeof fetch = fetch,
): Promise<PhotoResult<ProcessedUpload>> {
  const bytes = await fetchImageBytes(url, limits, request);
  return bytes.ok ? processPhoto(bytes.value, limits) : bytes;
}

/**
 * Whether a hotlinked photo's address serves an image Zappy would accept, before a page shows
 * it: fetched once within the limits, a raster image by its bytes (`file-type`), its claimed
 * pixels within `maxPixels`. Nothing is kept.
 *
 * @example
 * const checked = await checkRemotePhoto(candidate.url, limits);
 */
export async function checkRemotePhoto(
  url: string,
  limits: DownloadLimits,
  request: typeof fetch = fetch,
): Promise<PhotoResult<true>> {
  const bytes = await fetchImageBytes(url, limits, request);
  if (!bytes.ok) return bytes;
  const detected = await fileTypeFromBuffer(bytes.value);
  if (!detected || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    return { ok: false, error: 'not_an_image' };
  }
  const pixels = await claimedPixels(bytes.value);
  if (pixels === 0) return { ok: false, error: 'unreadable' };
  return pixels > limits.maxPixels ? { ok: false, error: 'too_large' } : { ok: true, value: true };
}
