import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pixelBomb, sendImage, testJpeg, type ImageBehaviour } from './test-images';

/**
 * A local HTTP server speaking the Unsplash API as documented (https://unsplash.com/documentation):
 * `GET /search/photos?query&per_page&orientation&lang` with `Authorization: Client-ID <key>` and
 * `Accept-Version: v1`, answering `results[]` with `id, width, height, alt_description,
 * description, urls.{raw, full, regular, small, thumb}, user.{name, links.html},
 * links.download_location`; 401 for a bad key, 403 "Rate Limit Exceeded" (and 429) when the
 * hour's requests are used up; `GET /photos/:id/download` is the download-tracking endpoint.
 *
 * The photos' addresses are Unsplash's own (`https://images.unsplash.com/photo-N?…`), as the
 * real API answers; `fetch` sends requests for that host to this server (`/images/photo-N`), so
 * each photo can misbehave: not an image, too many bytes, too many pixels, too slow.
 */
export type UnsplashSearchBehaviour =
  'ok' | 'unauthorized' | 'rate-limited-403' | 'rate-limited-429' | 'slow' | 'not-json';

export interface UnsplashTestServer {
  url: string;
  accessKey: string;
  search: UnsplashSearchBehaviour;
  /** How photo N (1-based, in every search's answer) is served; `ok` when not listed. */
  images: Map<number, ImageBehaviour>;
  /** Photos whose `urls.raw` is on another host than Unsplash's (a bad answer). */
  foreignHosts: Set<number>;
  /** Photos in each search's answer. */
  photoCount: number;
  slowMs: number;
  /** Every search's query parameters and headers, in order. */
  searches: { params: URLSearchParams; authorization: string | undefined; version: string }[];
  /** Every image request for `images.unsplash.com`: path and query (`w`, `fm`…). */
  imageRequests: { path: string; params: URLSearchParams }[];
  /** Every download-tracking request: the photo's id and the Authorization header. */
  tracked: { id: string; authorization: string | undefined }[];
  /** The global fetch, with `https://images.unsplash.com` answered by this server. */
  fetch: typeof fetch;
  reset(): void;
  close(): Promise<void>;
}

const IMAGE_ORIGIN = 'https://images.unsplash.com';

export async function startUnsplashServer(): Promise<UnsplashTestServer> {
  const jpeg = await testJpeg();
  const bomb = await pixelBomb(30_000);
  let base = '';
  const state: Omit<UnsplashTestServer, 'url' | 'close' | 'reset' | 'fetch'> = {
    accessKey: 'unsplash-test-access-key',
    search: 'ok',
    images: new Map(),
    foreignHosts: new Set(),
    photoCount: 8,
    slowMs: 2000,
    searches: [],
    imageRequests: [],
    tracked: [],
  };

  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const photo = (n: number, query: string) => {
    const id = `photo-${n}`;
    const host = state.foreignHosts.has(n) ? 'https://cdn.example.com' : IMAGE_ORIGIN;
    const raw = `${host}/${id}?ixid=M3w${n}&ixlib=rb-4.0.3`;
    return {
      id,
      slug: `${query.replace(/\W+/g, '-')}-${id}`,
      width: 5000,
      height: 3333,
      color: '#c98a4b',
      description: null,
      alt_description: `Unsplash photo ${n} of ${query}`,
      urls: {
        raw,
        full: `${raw}&q=85&fm=jpg&crop=entropy&cs=srgb`,
        regular: `${raw}&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=1080&fit=max`,
        small: `${raw}&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=400&fit=max`,
        thumb: `${raw}&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=200&fit=max`,
      },
      links: {
        self: `${base}/photos/${id}`,
        html: `https://unsplash.com/photos/${id}`,
        download: `https://unsplash.com/photos/${id}/download`,
        download_location: `${base}/photos/${id}/download?ixid=M3w${n}`,
      },
      user: {
        id: `user-${n}`,
        username: `photographer${n}`,
        name: `Unsplash Photographer ${n}`,
        links: { html: `https://unsplash.com/@photographer${n}` },
      },
    };
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://unsplash.test');
    const authorized = req.headers.authorization === `Client-ID ${state.accessKey}`;
    if (req.method === 'GET' && url.pathname === '/search/photos') {
      state.searches.push({
        params: url.searchParams,
        authorization: req.headers.authorization,
        version: String(req.headers['accept-version']),
      });
      if (!authorized || state.search === 'unauthorized') {
        json(res, 401, { errors: ['OAuth error: The access token is invalid'] });
        return;
      }
      if (state.search === 'rate-limited-403') {
        res
          .writeHead(403, { 'content-type': 'text/plain', 'x-ratelimit-remaining': '0' })
          .end('Rate Limit Exceeded');
        return;
      }
      if (state.search === 'rate-limited-429') {
        json(res, 429, { errors: ['Rate Limit Exceeded'] }, { 'x-ratelimit-remaining': '0' });
        return;
      }
      if (state.search === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        return;
      }
      const query = url.searchParams.get('query') ?? '';
      const perPage = Number(url.searchParams.get('per_page') ?? '10');
      const results = Array.from({ length: Math.min(perPage, state.photoCount) }, (_, i) =>
        photo(i + 1, query),
      );
      const answer = () => {
        json(
          res,
          200,
          { total: results.length, total_pages: 1, results },
          { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49' },
        );
      };
      if (state.search === 'slow') setTimeout(answer, state.slowMs);
      else answer();
      return;
    }
    const tracking = /^\/photos\/(photo-\d+)\/download$/.exec(url.pathname);
    if (req.method === 'GET' && tracking?.[1]) {
      state.tracked.push({ id: tracking[1], authorization: req.headers.authorization });
      if (!authorized) {
        json(res, 401, { errors: ['OAuth error: The access token is invalid'] });
        return;
      }
      json(res, 200, { url: `${IMAGE_ORIGIN}/${tracking[1]}?ixid=M3w&fm=jpg` });
      return;
    }
    const image = /^\/images\/photo-(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && image) {
      state.imageRequests.push({ path: url.pathname, params: url.searchParams });
      const behaviour = state.images.get(Number(image[1])) ?? 'ok';
      sendImage(res, behaviour, { jpeg, bomb, slowMs: state.slowMs });
      return;
    }
    json(res, 404, { errors: ['Not found'] });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Unsplash's image host, answered here: what a test's DNS would do, the rest untouched.
  const routed: typeof fetch = (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    if (!target.startsWith(`${IMAGE_ORIGIN}/`)) return fetch(input, init);
    const local = new URL(target);
    return fetch(`${base}/images${local.pathname}${local.search}`, init);
  };

  return Object.assign(state, {
    url: base,
    fetch: routed,
    reset() {
      state.search = 'ok';
      state.images.clear();
      state.foreignHosts.clear();
      state.searches.length = 0;
      state.imageRequests.length = 0;
      state.tracked.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  });
}
