import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pixelBomb, sendImage, testJpeg, type ImageBehaviour } from './test-images';

/**
 * A local HTTP server speaking the Pexels API as documented
 * (https://www.pexels.com/api/documentation/): `GET /v1/search` with the key in
 * `Authorization`, answering `photos[]` with `id, width, height, url, photographer,
 * photographer_url, alt, src.{original, large2x, large, medium, …}`; 401 for a bad key and 429
 * with the rate-limit headers when the quota is used up. It serves the photos itself, so each
 * can be made to misbehave: not an image, too many bytes, too many pixels, too slow.
 */
export type SearchBehaviour = 'ok' | 'unauthorized' | 'rate-limited' | 'slow' | 'not-json';
export type { ImageBehaviour };

export interface PexelsTestServer {
  url: string;
  apiKey: string;
  search: SearchBehaviour;
  /** How photo N (1-based, in every search's answer) is served; `ok` when not listed. */
  images: Map<number, ImageBehaviour>;
  /** Photos in each search's answer. */
  photoCount: number;
  /** How long `slow` answers take, in ms. */
  slowMs: number;
  /** Every search's query parameters and Authorization header, in order. */
  searches: { params: URLSearchParams; authorization: string | undefined }[];
  /** Paths of every photo download. */
  downloads: string[];
  /** The real JPEG every `ok` photo is (1200×800). */
  jpeg: Buffer;
  reset(): void;
  close(): Promise<void>;
}

/** `port` 0 (the default) takes any free port; the end-to-end suite names its own. */
export async function startPexelsServer(port = 0): Promise<PexelsTestServer> {
  const jpeg = await testJpeg();
  const bomb = await pixelBomb(30_000);
  let base = '';
  const state: Omit<PexelsTestServer, 'url' | 'close' | 'reset'> = {
    apiKey: 'pexels-test-key',
    search: 'ok',
    images: new Map(),
    photoCount: 8,
    slowMs: 2000,
    searches: [],
    downloads: [],
    jpeg,
  };

  const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const photo = (n: number, query: string) => ({
    id: 1000 + n,
    width: 4000,
    height: 2667,
    url: `https://www.pexels.com/photo/${query.replace(/\W+/g, '-')}-${1000 + n}/`,
    photographer: `Photographer ${n}`,
    photographer_url: `https://www.pexels.com/@photographer-${n}`,
    photographer_id: n,
    avg_color: '#C98A4B',
    src: {
      original: `${base}/photos/${n}/original.jpeg`,
      large2x: `${base}/photos/${n}/large2x.jpeg`,
      large: `${base}/photos/${n}/large.jpeg`,
      medium: `${base}/photos/${n}/medium.jpeg`,
      small: `${base}/photos/${n}/small.jpeg`,
      portrait: `${base}/photos/${n}/portrait.jpeg`,
      landscape: `${base}/photos/${n}/landscape.jpeg`,
      tiny: `${base}/photos/${n}/tiny.jpeg`,
    },
    liked: false,
    alt: `Photo ${n} of ${query}`,
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://pexels.test');
    if (req.method === 'GET' && url.pathname === '/v1/search') {
      state.searches.push({ params: url.searchParams, authorization: req.headers.authorization });
      if (req.headers.authorization !== state.apiKey || state.search === 'unauthorized') {
        json(res, 401, { error: 'Unauthorized' });
        return;
      }
      if (state.search === 'rate-limited') {
        json(
          res,
          429,
          { error: 'Rate limit exceeded' },
          {
            'x-ratelimit-limit': '200',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
          },
        );
        return;
      }
      if (state.search === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        return;
      }
      const query = url.searchParams.get('query') ?? '';
      const perPage = Number(url.searchParams.get('per_page') ?? '15');
      const photos = Array.from({ length: Math.min(perPage, state.photoCount) }, (_, i) =>
        photo(i + 1, query),
      );
      const answer = () => {
        json(
          res,
          200,
          {
            total_results: photos.length,
            page: 1,
            per_page: perPage,
            photos,
            next_page: null,
          },
          { 'x-ratelimit-limit': '200', 'x-ratelimit-remaining': '199' },
        );
      };
      if (state.search === 'slow') setTimeout(answer, state.slowMs);
      else answer();
      return;
    }
    const match = /^\/photos\/(\d+)\/[a-z0-9]+\.jpeg$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      state.downloads.push(url.pathname);
      const behaviour = state.images.get(Number(match[1])) ?? 'ok';
      sendImage(res, behaviour, { jpeg, bomb, slowMs: state.slowMs });
      return;
    }
    json(res, 404, { error: 'Not found' });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: base,
    reset() {
      state.search = 'ok';
      state.images.clear();
      state.searches.length = 0;
      state.downloads.length = 0;
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
