// Requests to a hosted site, chosen by its Host header (fetch drops a Host header).
import http from 'node:http';
import { gzipSync } from 'node:zlib';

type Answer = { status: number; body: Buffer };

function request(
  url: string,
  host: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: { ...options.headers, host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A GET of a site's file; anything but 200 is an error. */
export async function getWithHost(url: string, host: string): Promise<Buffer> {
  const answer = await request(url, host);
  if (answer.status !== 200) throw new Error(`${url} (${host}): HTTP ${answer.status}`);
  return answer.body;
}

/** A form post to a site, as its script sends it. */
export function postFormWithHost(
  url: string,
  host: string,
  fields: Record<string, string>,
): Promise<Answer> {
  return request(url, host, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The page a visitor downloads first (HTML, CSS, JS): raw and gzip bytes. */
export async function pageWeight(appUrl: string, host: string) {
  const files = await Promise.all(
    ['/', '/styles.css', '/script.js'].map((path) => getWithHost(`${appUrl}${path}`, host)),
  );
  return {
    raw: files.reduce((sum, file) => sum + file.length, 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(file).length, 0),
  };
}

/**
 * The stored photos a page shows, width by width: the bytes of each WebP in an img's `srcset`,
 * and of its AVIF when the img's picture offers one.
 */
export async function photoWeights(appUrl: string, host: string) {
  const page = (await getWithHost(`${appUrl}/`, host)).toString('utf8');
  const files = (srcset: string) =>
    Promise.all(
      srcset.split(', ').map(async (entry) => {
        const [path = '', width = ''] = entry.split(' ');
        const bytes = (await getWithHost(`${appUrl}/${path}`, host)).length;
        return { width: Number.parseInt(width, 10), bytes };
      }),
    );
  const photos = page.matchAll(
    /(?:<picture><source type="image\/avif" srcset="([^"]+)"[^>]*>)?<img [^>]*srcset="(images\/[^"]+)"/g,
  );
  return Promise.all(
    [...photos].map(async ([, avif, webp = '']) => {
      const [webps, avifs] = await Promise.all([files(webp), avif ? files(avif) : []]);
      return webps.map(({ width, bytes }, at) => ({ width, webp: bytes, avif: avifs[at]?.bytes }));
    }),
  );
}
