import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The prerendered pages of the build: path -> HTML file in `webDistDir`, as
 * apps/web/scripts/prerender.ts writes them into prerendered.json. Without a prerender, none.
 */
function readPrerenderedPages(webDistDir: string): Map<string, string> {
  const listing = path.join(webDistDir, 'prerendered.json');
  if (!existsSync(listing)) return new Map();
  const files = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(files));
}

/** `/wizard/` is `/wizard`; `/` stays itself. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Serves the built SPA (when `apps/web/dist` exists) with history fallback: any GET outside
 * `/api` that matches no file gets the page's HTML, so deep links work. Everything under `/api`
 * that matches no route answers a JSON 404.
 */
export async function registerSpaAndNotFound(
  app: FastifyInstance,
  webDistDir: string,
): Promise<void> {
  const hasSpa = existsSync(path.join(webDistDir, 'index.html'));
  // Each prerendered page has its own file, sent for exactly its path (with or without a
  // trailing slash); every other page starts from the empty shell, app.html, so it never
  // hydrates another page's markup. Without a prerender, index.html is the shell.
  const prerendered = readPrerenderedPages(webDistDir);
  const shell = existsSync(path.join(webDistDir, 'app.html')) ? 'app.html' : 'index.html';
  const pageFile = (pathname: string) =>
    pathname === '/index.html'
      ? 'index.html'
      : (prerendered.get(withoutTrailingSlash(pathname)) ??
        (pathname === '/' ? 'index.html' : shell));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside every text file (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile(pageFile(pathname));
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
  });
}
