import { z } from 'zod';
import {
  requestFailure,
  type PhotoCandidate,
  type PhotoProvider,
  type PhotoQuery,
  type PhotoResult,
} from './photo-provider';

/** The only host Unsplash serves its photos from; nothing else is shown or fetched. */
export const UNSPLASH_IMAGE_HOST = 'images.unsplash.com';
const UNSPLASH_HOME = 'https://unsplash.com/';
/** Unsplash returns at most 30 photos a page. */
const MAX_PER_PAGE = 30;
/** The widths a page's srcset lists, as for stored photos (`UPLOAD_WIDTHS`). */
const HOTLINK_WIDTHS = [480, 960, 1600] as const;

/**
 * The site languages Unsplash's search reads (`lang`, ISO 639-1); others search in English.
 * https://unsplash.com/documentation#search-photos
 */
export const UNSPLASH_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;

const ORIENTATIONS = { landscape: 'landscape', portrait: 'portrait', square: 'squarish' } as const;

/** The parts of Unsplash's photo resource Zappy reads; anything else in the answer is ignored. */
const UnsplashPhotoSchema = z.object({
  id: z.string().min(1).max(100),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt_description: z.string().nullish(),
  description: z.string().nullish(),
  urls: z.object({ raw: z.string() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
  links: z.object({ download_location: z.string() }),
});

const UnsplashSearchSchema = z.object({ results: z.array(z.unknown()) });

/** `URL.parse` of Node 22, for Node 20 too: null for what is not an address. */
function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** An https address without anything that would end an attribute or a srcset entry. */
const isPlainHttps = (url: string) => /^https:\/\/[^\s"'<>,]+$/.test(url) && url.length <= 400;

export interface UnsplashOptions {
  accessKey: string;
  /** `https://api.unsplash.com`, or a test server speaking its API. */
  apiUrl: string;
  /** `utm_source` of every link back to Unsplash (its guidelines ask for the app's name). */
  appName: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * The Unsplash API (https://unsplash.com/documentation): `GET /search/photos` with
 * `Authorization: Client-ID <key>` and `Accept-Version: v1`. Unsplash's guidelines ask three
 * things, and each is done: the page shows the photo from `images.unsplash.com` (its dynamic
 * resizing gives the srcset widths), the download endpoint is called once the photo is used
 * (`markUsed`), and the credit links the photographer and Unsplash with
 * `utm_source=<app>&utm_medium=referral`.
 *
 * @example
 * const unsplash = createUnsplashProvider({ accessKey, apiUrl: 'https://api.unsplash.com', appName: 'zappy', timeoutMs: 10_000 });
 * const found = await unsplash.search({ query: 'bakery', language: 'en', count: 8, orientation: 'landscape' });
 */
export function createUnsplashProvider(options: UnsplashOptions): PhotoProvider {
  const request = options.fetch ?? fetch;
  const api = new URL(options.apiUrl);
  const headers = {
    authorization: `Client-ID ${options.accessKey}`,
    'accept-version': 'v1',
    accept: 'application/json',
  };

  /** A link back to Unsplash, with the referral its guidelines ask for. */
  function referral(url: string): string {
    const link = new URL(url);
    link.searchParams.set('utm_source', options.appName);
    link.searchParams.set('utm_medium', 'referral');
    return link.href;
  }

  /** The photo at one width through Unsplash's resizing: WebP where the browser takes it. */
  function sized(raw: URL, width: number): string {
    const url = new URL(raw);
    url.searchParams.set('w', String(width));
    url.searchParams.set('fit', 'max');
    url.searchParams.set('q', '75');
    url.searchParams.set('auto', 'format');
    return url.href;
  }

  const isUnsplashImage = (url: URL) =>
    url.protocol === 'https:' && url.hostname === UNSPLASH_IMAGE_HOST && url.port === '';

  function toCandidate(raw: unknown): PhotoCandidate[] {
    const parsed = UnsplashPhotoSchema.safeParse(raw);
    if (!parsed.success) return [];
    const photo = parsed.data;
    const image = parseUrl(photo.urls.raw);
    // A result whose photo is not on Unsplash's image host is skipped: the page would load it.
    if (!image || !isUnsplashImage(image) || photo.user.name.trim() === '') return [];
    const hotlink = HOTLINK_WIDTHS.map((width) => ({ width, url: sized(image, width) }));
    if (!hotlink.every((entry) => isPlainHttps(entry.url))) return [];
    const profile = parseUrl(photo.user.links.html);
    const credit =
      profile?.protocol === 'https:' && profile.hostname === 'unsplash.com'
        ? referral(profile.href)
        : referral(UNSPLASH_HOME);
    return [
      {
        id: photo.id,
        url: hotlink[0]?.url ?? '',
        width: photo.width,
        height: photo.height,
        alt: (photo.alt_description ?? photo.description ?? '').trim(),
        credit: {
          name: photo.user.name.trim().slice(0, 200),
          url: credit,
          provider: 'Unsplash',
          providerUrl: referral(UNSPLASH_HOME),
        },
        hotlink,
        usedUrl: photo.links.download_location,
      },
    ];
  }

  /** Unsplash's answers: 401 a refused key, 403 with "Rate Limit Exceeded" or 429 the limit. */
  async function failureOf(response: Response): Promise<PhotoResult<never>> {
    if (response.status === 401) return { ok: false, error: 'unauthorized' };
    if (response.status === 429) return { ok: false, error: 'rate_limited' };
    if (response.status === 403) {
      const text = await response.text().catch(() => '');
      const limited =
        /rate limit/i.test(text) || response.headers.get('x-ratelimit-remaining') === '0';
      return { ok: false, error: limited ? 'rate_limited' : 'unauthorized' };
    }
    return { ok: false, error: 'unreachable' };
  }

  return {
    name: 'unsplash',
    languages: UNSPLASH_LANGUAGES,

    async search(query: PhotoQuery): Promise<PhotoResult<PhotoCandidate[]>> {
      const url = new URL(`${options.apiUrl}/search/photos`);
      url.searchParams.set('query', query.query);
      url.searchParams.set('per_page', String(Math.min(Math.max(query.count, 1), MAX_PER_PAGE)));
      url.searchParams.set('orientation', ORIENTATIONS[query.orientation]);
      url.searchParams.set(
        'lang',
        (UNSPLASH_LANGUAGES as readonly string[]).includes(query.language) ? query.language : 'en',
      );
      let body: unknown;
      try {
        const response = await request(url, {
          headers,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return await failureOf(response);
        body = await response.json();
      } catch (error: unknown) {
        return { ok: false, error: requestFailure(error) };
      }
      const parsed = UnsplashSearchSchema.safeParse(body);
      if (!parsed.success) return { ok: false, error: 'unreachable' };
      return { ok: true, value: parsed.data.results.flatMap(toCandidate) };
    },

    isImageUrl(url: string): boolean {
      const target = parseUrl(url);
      return target !== null && isUnsplashImage(target);
    },

    async markUsed(candidate: PhotoCandidate): Promise<PhotoResult<true>> {
      const target = parseUrl(candidate.usedUrl ?? '');
      // The access key goes to Unsplash's API alone, whatever an answer names.
      if (!target || target.origin !== api.origin) return { ok: false, error: 'unreachable' };
      try {
        const response = await request(target, {
          headers,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return await failureOf(response);
        await response.body?.cancel();
        return { ok: true, value: true };
      } catch (error: unknown) {
        return { ok: false, error: requestFailure(error) };
      }
    },
  };
}
