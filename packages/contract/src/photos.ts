import { z } from 'zod';

/** The photo services Zappy can search for a site's photos (`PHOTO_PROVIDER`). */
export const PHOTO_PROVIDERS = ['pexels', 'unsplash'] as const;
export type PhotoProviderName = (typeof PHOTO_PROVIDERS)[number];

/** The image generators Zappy can ask for the images no photo filled (`IMAGE_PROVIDER`). */
export const IMAGE_GENERATORS = ['openai'] as const;
export type ImageGeneratorName = (typeof IMAGE_GENERATORS)[number];

/** Every source an image of a generated site may come from, besides the offline art. */
export const PHOTO_SOURCES = [...PHOTO_PROVIDERS, ...IMAGE_GENERATORS] as const;
export type PhotoSourceName = (typeof PHOTO_SOURCES)[number];

/**
 * Why a photo service or an image generator gave no image for a slot, which then takes the next
 * source (the generator, then the offline illustration):
 * - `unauthorized`: the service refused the API key (401/403);
 * - `rate_limited`: the service answered 429 (too many requests this hour or month);
 * - `timeout`, `unreachable`: no answer in time, a network error or a server error;
 * - `no_results`: the search found no photo the page did not already show;
 * - `not_an_image`, `too_large`, `unreadable`: the image was not one Zappy accepts (its bytes,
 *   its size, or its pixels).
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
 * A source that gave no image for one image of a generated site, and why. A slot has one entry
 * per source that failed it, in the order they were asked; the owner's panel names the slots
 * that still show an illustration, so they can regenerate or upload their own.
 *
 * @example { slot: 'hero', provider: 'unsplash', reason: 'rate_limited' }
 */
export const PhotoFallbackSchema = z.object({
  /** The image's `data-slot` (`hero`, `about`, `gallery-2`). */
  slot: z.string().max(64),
  provider: z.enum(PHOTO_SOURCES),
  reason: z.enum(PHOTO_FAILURES),
});
export type PhotoFallback = z.infer<typeof PhotoFallbackSchema>;

/**
 * The image sources in the health report: `off` without any; `ok` when the latest generation
 * got its images from them (or a search found none to take); `failing` when one refused or
 * failed it, with the reason and which (`lastErrorSource`); `untried` before any generation
 * asked them.
 */
export const PhotosHealthSchema = z.object({
  /** The photo service (`PHOTO_PROVIDER`); null without one. */
  provider: z.enum(PHOTO_PROVIDERS).nullable(),
  /** The image generator (`IMAGE_PROVIDER`); null without one. */
  generator: z.enum(IMAGE_GENERATORS).nullable(),
  status: z.enum(['off', 'untried', 'ok', 'failing']),
  lastError: z.enum(PHOTO_FAILURES).nullable(),
  lastErrorSource: z.enum(PHOTO_SOURCES).nullable(),
  /** When the latest generation asked the sources (ISO 8601); null before any did. */
  checkedAt: z.string().nullable(),
});
export type PhotosHealth = z.infer<typeof PhotosHealthSchema>;
