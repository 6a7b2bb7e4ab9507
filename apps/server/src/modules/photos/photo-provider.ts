import type { PhotoFailure, PhotoProviderName } from '@zappy/contract/photos';

/** What to search a photo service for. */
export interface PhotoQuery {
  query: string;
  /** The site language the words are in (`es`); the provider maps it to its own locales. */
  language: string;
  /** How many candidates to ask for (a provider may cap it). */
  count: number;
  orientation: 'landscape' | 'portrait' | 'square';
}

/** Who took a photo and where the service shows it, as its terms ask the site to credit it. */
export interface PhotoCredit {
  name: string;
  /** The photographer's page on the service. */
  url: string;
  provider: string;
  /** The service's home page. */
  providerUrl: string;
}

/** One photo a search found. */
export interface PhotoCandidate {
  /** The service's id of the photo. */
  id: string;
  /** Where to download it, at a size wide enough for the widest variant a site uses. */
  url: string;
  /** The photo's full size at the service (the download may be smaller). */
  width: number;
  height: number;
  /** The service's description of the photo (Pexels: English), '' when it has none. */
  alt: string;
  credit: PhotoCredit;
  /**
   * Set when the service's terms ask sites to show its photos from its own servers (Unsplash):
   * the photo's address at each width the page lists, narrowest first. Such a photo is checked
   * at `url` (the narrowest), never stored, and the page loads it from the service.
   */
  hotlink?: { width: number; url: string }[];
  /** Where the service asks to be told the photo is used (Unsplash's `download_location`). */
  usedUrl?: string;
}

export type PhotoResult<T> = { ok: true; value: T } | { ok: false; error: PhotoFailure };

/**
 * A photo service (Pexels, Unsplash). `search` never throws for what the service or the network
 * does: a refused key, a rate limit, a time-out or a bad answer is a `PhotoFailure`.
 */
export interface PhotoProvider {
  name: PhotoProviderName;
  /** The site languages the service searches in; for others, ask in English. */
  languages: readonly string[];
  search(query: PhotoQuery): Promise<PhotoResult<PhotoCandidate[]>>;
  /**
   * Whether `url` is one of this service's image addresses (or its API's host): nothing else
   * is downloaded, so a bad answer can't point the server at another host.
   */
  isImageUrl(url: string): boolean;
  /**
   * Tells the service one of its photos is now on a site, where its terms ask for it (Unsplash's
   * download endpoint); called once per photo placed. Absent: the service asks for nothing.
   */
  markUsed?(candidate: PhotoCandidate): Promise<PhotoResult<true>>;
}

/** What an answer's status says went wrong: a refused key, the rate limit, any other failure. */
export function statusFailure(response: Response): PhotoFailure | undefined {
  if (response.status === 401 || response.status === 403) return 'unauthorized';
  if (response.status === 429) return 'rate_limited';
  return response.ok ? undefined : 'unreachable';
}

/** What a failed request was: its time-out (`AbortSignal.timeout`) or anything else on the way. */
export function requestFailure(error: unknown): 'timeout' | 'unreachable' {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  return name === 'TimeoutError' ? 'timeout' : 'unreachable';
}
