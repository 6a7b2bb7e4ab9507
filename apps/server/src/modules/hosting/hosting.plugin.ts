import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteUrls } from '../../lib/site-urls';
import type { VersionsService } from '../versions/versions.service';
import { NOT_FOUND_PAGE } from './not-found-page';
import { filePathFor } from '../../lib/site-path';
import { sitePolicyHeader } from './site-csp';
import { encodedBody, pickEncoding } from './site-files';

/**
 * A site's forms (`/_zappy/…`): answers the request and returns true when it is one of theirs.
 * Called before Fastify parses a body, so it reads `request.raw` itself.
 */
export interface SiteFormsPort {
  handle(request: FastifyRequest, reply: FastifyReply, slug: string): Promise<boolean>;
}

/**
 * Serves deployed sites at their own host names (SITE_URL_TEMPLATE), from the live version's
 * files in the database, so every web process can serve every site. Site hosts never get the
 * app's cookies or its pages; they may be framed by the app (the preview).
 */
export function registerSiteHosting(
  app: FastifyInstance,
  deps: {
    versions: VersionsService;
    siteUrls: SiteUrls;
    appOrigin: string;
    forms?: SiteFormsPort;
  },
): void {
  const { versions, siteUrls } = deps;
  const frameAncestors = `'self' ${deps.appOrigin}`;
  const baseHeaders = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': `frame-ancestors ${frameAncestors}`,
    vary: 'Accept-Encoding',
  };
  // Zappy's own page for a host with no live site: one inline stylesheet, nothing else.
  const notFoundPolicy = `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${frameAncestors}`;

  async function serve(request: FastifyRequest, reply: FastifyReply, slug: string): Promise<void> {
    reply.headers(baseHeaders);
    if (deps.forms && (await deps.forms.handle(request, reply, slug))) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    const path = filePathFor(request.url.split('?')[0] ?? '/');
    const file = path && (await versions.liveFile(slug, path));
    if (!file) {
      // The site's own page in its language when it is live; ours when there is no such site.
      const sitePage = await versions.liveFile(slug, '404.html');
      reply
        .code(404)
        .header(
          'content-security-policy',
          sitePage ? sitePolicyHeader(sitePage, frameAncestors) : notFoundPolicy,
        )
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(sitePage ? sitePage.data : NOT_FOUND_PAGE);
      return;
    }

    const etag = `"${file.sha256}"`;
    reply
      .header('etag', etag)
      .header('content-security-policy', sitePolicyHeader(file, frameAncestors))
      .header(
        'cache-control',
        path.endsWith('.html')
          ? 'public, max-age=0, must-revalidate'
          : 'public, max-age=300, must-revalidate',
      )
      .type(file.contentType);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304).send();
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding'], file);
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(encodedBody(file, encoding));
  }

  app.addHook('onRequest', async (request, reply) => {
    const slug = siteUrls.slugFromHost(request.headers.host);
    if (!slug) return;
    await serve(request, reply, slug);
    // Answered here: no app route, cookie or header hook runs for a site host.
    return reply;
  });
}
