import { z } from 'zod';

/** The photo services Zappy can take a site's photos from (`PHOTO_PROVIDER`). */
export const PHOTO_PROVIDERS = ['pexels'] as const;
export type PhotoProviderName = (typeof PHOTO_PROVIDERS)[number];

/**
 * Why a photo service gave no photo for an image, which then shows the offline illustration:
 * - `unauthorized`: the service refused the API key (401/403);
 * - `rate_limited`: the service answered 429 (too many requests this hour or month);
 * - `timeout`, `unreachable`: no answer in time, a network error or a server error;
 * - `no_results`: the search found no photo the page did not already show;
 * - `not_an_image`, `too_large`, `unreadable`: the download was not a photo Zappy accepts (its
 *   bytes, its size, or its pixels).
 */
export const PHOTO_FAILURES = [
  'unauthorized',
  'rate_limited',
  'timeout',
  'unreachable',
  'no_results',
  'not_an_image',
  'too_large',
  'unreadable',
] as const;
export type PhotoFailure = (typeof PHOTO_FAILURES)[number];

/**
 * An image of a generated site that shows an illustration although a photo service is set,
 * and why: the owner's panel names it, so they can regenerate or upload their own.
 *
 * @example { slot: 'hero', provider: 'pexels', reason: 'rate_limited' }
 */
export const PhotoFallbackSchema = z.object({
  /** The image's `data-slot` (`hero`, `about`, `gallery-2`). */
  slot: z.string().max(64),
  provider: z.enum(PHOTO_PROVIDERS),
  reason: z.enum(PHOTO_FAILURES),
});
export type PhotoFallback = z.infer<typeof PhotoFallbackSchema>;

/**
 * The photo service in the health report: `off` without one; `ok` when the latest generation
 * got its photos (or found none to take); `failing` when the service refused or failed it,
 * with the reason; `untried` before any generation asked it.
 */
export const PhotosHealthSchema = z.object({
  provider: z.enum(PHOTO_PROVIDERS).nullable(),
  status: z.enum(['off', 'untried', 'ok', 'failing']),
  lastError: z.enum(PHOTO_FAILURES).nullable(),
  /** When the latest generation asked the service (ISO 8601); null before any did. */
  checkedAt: z.string().nullable(),
});
export type PhotosHealth = z.infer<typeof PhotosHealthSchema>;
