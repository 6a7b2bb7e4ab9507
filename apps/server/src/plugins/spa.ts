import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA (when `apps/web/dist` exists) with history fallback: any GET outside
 * `/api` that matches no file gets `index.html`, so deep links work. Everything under `/api`
 * that matches no route answers a JSON 404.
 */
export async function registerSpaAndNotFound(
  app: FastifyInstance,
  webDistDir: string,
): Promise<void> {
  const hasSpa = existsSync(path.join(webDistDir, 'index.html'));
  // `/` is prerendered into index.html; every other page starts from the empty shell, app.html
  // (apps/web/scripts/prerender.mjs). Without a prerender, index.html is the shell.
  const shell = existsSync(path.join(webDistDir, 'app.html')) ? 'app.html' : 'index.html';
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
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
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(pathname === '/' || pathname === '/index.html' ? 'index.html' : shell);
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
  });
}
