import type { PhotoFailure } from '@zappy/contract/photos';
import sharp from 'sharp';
import { processUpload, type ProcessedUpload } from '../../lib/image-uploads';
import { requestFailure, type PhotoResult } from './photo-provider';

export interface DownloadLimits {
  timeoutMs: number;
  /** Bytes a download may have; a longer body is stopped there. */
  maxBytes: number;
  /** Pixels a photo may claim (width × height), checked from its header before decoding. */
  maxPixels: number;
}

/** Reads a body up to `maxBytes`; `undefined` when it is longer (the rest is never read). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer | undefined> {
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
 * A photo service's photo, fetched once and made the site's own: at most `maxBytes` within
 * `timeoutMs` (no redirects: only the address the service gave), checked by its bytes, its
 * claimed size checked before decoding, then re-encoded like an owner's upload
 * (`processUpload`: upright, metadata gone, WebP at the widths the page's `srcset` lists).
 *
 * @example
 * const photo = await downloadPhoto(candidate.url, { timeoutMs: 10_000, maxBytes: MAX_IMAGE_BYTES, maxPixels: 40e6 });
 */
export async function downloadPhoto(
  url: string,
  limits: DownloadLimits,
  request: typeof fetch = fetch,
): Promise<PhotoResult<ProcessedUpload>> {
  let bytes: Buffer | undefined;
  try {
    const response = await request(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    if (response.status === 401 || response.status === 403) {
      return { ok: false, error: 'unauthorized' };
    }
    if (response.status === 429) return { ok: false, error: 'rate_limited' };
    if (!response.ok) return { ok: false, error: 'unreachable' };
    bytes = await readCapped(response, limits.maxBytes);
  } catch (error: unknown) {
    return { ok: false, error: requestFailure(error) };
  }
  if (!bytes) return { ok: false, error: 'too_large' };
  // The header alone (no pixels decoded): a few bytes can claim a canvas of gigapixels.
  const claimed = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .then((meta) => meta.width * meta.height)
    .catch(() => 0);
  if (claimed > limits.maxPixels) return { ok: false, error: 'too_large' };
  const processed = await processUpload(bytes);
  if (!processed.ok) {
    const error: PhotoFailure = processed.error === 'not_an_image' ? 'not_an_image' : 'unreadable';
    return { ok: false, error };
  }
  return processed;
}
