import { z } from 'zod';
import {
  requestFailure,
  statusFailure,
  type PhotoCandidate,
  type PhotoProvider,
  type PhotoQuery,
  type PhotoResult,
} from './photo-provider';

/**
 * Pexels' search locales for the site languages it reads (https://www.pexels.com/api/documentation/#photos-search):
 * Portuguese is Brazil's, and Hebrew and Arabic have none (their sites search in English).
 */
export const PEXELS_LOCALES: Readonly<Record<string, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR',
  nl: 'nl-NL',
};

const PEXELS_HOME = 'https://www.pexels.com';
/** Pexels returns at most 80 photos a page. */
const MAX_PER_PAGE = 80;

/** The parts of Pexels' photo resource Zappy reads; anything else in the answer is ignored. */
const PexelsPhotoSchema = z.object({
  id: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
  photographer: z.string(),
  photographer_url: z.string(),
  alt: z.string().nullish(),
  src: z.object({
    original: z.string(),
    large2x: z.string().optional(),
    large: z.string().optional(),
  }),
});

const PexelsSearchSchema = z.object({ photos: z.array(z.unknown()) });

const isHttps = (url: string) => /^https:\/\/[^\s"'<>]+$/.test(url) && url.length <= 500;

export interface PexelsOptions {
  apiKey: string;
  /** `https://api.pexels.com`, or a test server speaking its API. */
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * The Pexels API (https://www.pexels.com/api/documentation/): `GET /v1/search` with the key in
 * `Authorization`. Each photo is downloaded at `large2x` (940×650 at twice the density: wide
 * enough for a 1600 px variant) and credited "Photo by <photographer> on Pexels" as Pexels'
 * guidelines ask.
 *
 * @example
 * const pexels = createPexelsProvider({ apiKey, apiUrl: 'https://api.pexels.com', timeoutMs: 10_000 });
 * const found = await pexels.search({ query: 'bakery', language: 'en', count: 8, orientation: 'landscape' });
 */
export function createPexelsProvider(options: PexelsOptions): PhotoProvider {
  const request = options.fetch ?? fetch;
  const api = new URL(options.apiUrl);

  function toCandidate(raw: unknown): PhotoCandidate[] {
    const parsed = PexelsPhotoSchema.safeParse(raw);
    if (!parsed.success) return [];
    const photo = parsed.data;
    const url = photo.src.large2x ?? photo.src.large ?? photo.src.original;
    // A credit links where the page sends visitors: Pexels' own https pages only.
    const credit = isHttps(photo.photographer_url) ? photo.photographer_url : PEXELS_HOME;
    if (photo.photographer.trim() === '') return [];
    return [
      {
        id: String(photo.id),
        url,
        width: photo.width,
        height: photo.height,
        alt: (photo.alt ?? '').trim(),
        credit: {
          name: photo.photographer.trim().slice(0, 200),
          url: credit,
          provider: 'Pexels',
          providerUrl: PEXELS_HOME,
        },
      },
    ];
  }

  return {
    name: 'pexels',
    languages: Object.keys(PEXELS_LOCALES),

    async search(query: PhotoQuery): Promise<PhotoResult<PhotoCandidate[]>> {
      const url = new URL(`${options.apiUrl}/v1/search`);
      url.searchParams.set('query', query.query);
      url.searchParams.set('per_page', String(Math.min(Math.max(query.count, 1), MAX_PER_PAGE)));
      url.searchParams.set('orientation', query.orientation);
      url.searchParams.set('locale', PEXELS_LOCALES[query.language] ?? 'en-US');
      let body: unknown;
      try {
        const response = await request(url, {
          headers: { authorization: options.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const failed = statusFailure(response);
        if (failed) return { ok: false, error: failed };
        body = await response.json();
      } catch (error: unknown) {
        return { ok: false, error: requestFailure(error) };
      }
      const parsed = PexelsSearchSchema.safeParse(body);
      if (!parsed.success) return { ok: false, error: 'unreachable' };
      return { ok: true, value: parsed.data.photos.flatMap(toCandidate) };
    },

    isImageUrl(url: string): boolean {
      try {
        const target = new URL(url);
        if (target.origin === api.origin) return true;
        return target.protocol === 'https:' && target.hostname === 'images.pexels.com';
      } catch {
        return false;
      }
    },
  };
}
