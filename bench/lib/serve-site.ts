import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { siteFileContentType } from '@zappy/fixtures/site-files';

/** A site's files by path, as the renderer gives them. */
export type SiteFiles = Readonly<Record<string, string | Uint8Array>>;

/**
 * Serves a site on its own 127.0.0.1 port the way hosting does (gzip for text, long caching for
 * assets). `render` gets the URL first, so canonical, og:url and sitemap point at it.
 */
export async function serveSite(
  render: (url: string) => SiteFiles,
): Promise<{ server: Server; url: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const files = render(url);
  server.on('request', (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', url).pathname.slice(1)) || 'index.html';
    const body = files[path];
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const data = Buffer.from(body);
    const gz = /\.(html|css|js|svg|xml|txt|md)$/.test(path);
    res.writeHead(200, {
      'content-type': siteFileContentType(path),
      'cache-control': path === 'index.html' ? 'no-cache' : 'public, max-age=31536000',
      ...(gz ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gz ? gzipSync(data) : data);
  });
  return { server, url };
}
