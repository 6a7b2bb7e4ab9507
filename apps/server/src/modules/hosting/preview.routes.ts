import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { PreviewTokens } from '../../lib/preview-token';
import type { VersionsService } from '../versions/versions.service';
import { SANDBOX_HEADERS, sandboxedPage } from '../../lib/sandboxed-page';
import { filePathFor } from '../../lib/site-path';
import type { PickPages } from './pick-page';
import { PICK_SCRIPT } from './pick-script';
import { encodedBody, pickEncoding } from './site-files';

/**
 * The spec's preview pages, on the app host but in an opaque origin (CSP sandbox without
 * allow-same-origin), so a site's script can never reach the app. Access is by the signed,
 * short-lived token the owner's `GET /api/website/{id}` hands out.
 */
export const previewRoutes: FastifyPluginAsyncZod<{
  versions: VersionsService;
  previews: PreviewTokens;
  pickPages: PickPages;
}> = async (app, { versions, previews, pickPages }) => {
  function grantOf(token: string, websiteId: string | undefined) {
    const grant = previews.verify(token);
    if (!grant || (websiteId !== undefined && grant.websiteId !== websiteId)) {
      throw new AppError(404, WEBSITE_MESSAGES.notFound);
    }
    return grant;
  }

  async function versionFile(grant: { websiteId: string; version: number }, path: string) {
    const file = await versions.file(grant.websiteId, grant.version, path);
    if (!file) throw new AppError(404, 'File not found');
    return file;
  }

  const pageSchema = {
    hide: true,
    params: z.object({ id: z.uuid('Invalid website id') }),
    querystring: z.object({
      token: z.string().min(1, 'A preview token is required').max(500),
      /**
       * Point and edit: the page's texts are marked with their paths (`pick-page.ts`) and it
       * carries the pick script (`pick-script.ts`).
       */
      pick: z.literal('1').optional(),
    }),
  };

  for (const route of ['/api/website/preview/:id', '/api/website/preview-fullscreen/:id']) {
    app.get(route, { schema: pageSchema }, async (request, reply) => {
      const { token, pick } = request.query;
      const grant = grantOf(token, request.params.id);
      const stored = (await versionFile(grant, 'index.html')).data.toString('utf8');
      const base = `<base href="/api/website/preview-files/${encodeURIComponent(token)}/">`;
      const html = pick
        ? sandboxedPage(await pickPages.page(grant.websiteId, grant.version, stored), base).replace(
            /<\/body>/i,
            `<script>${PICK_SCRIPT}</script></body>`,
          )
        : sandboxedPage(stored, base);
      return reply.headers(SANDBOX_HEADERS).type('text/html; charset=utf-8').send(html);
    });
  }

  app.get(
    '/api/website/preview-files/:token/*',
    { schema: { hide: true, params: z.object({ token: z.string(), '*': z.string() }) } },
    async (request, reply) => {
      const path = filePathFor(`/${request.params['*']}`);
      if (!path) throw new AppError(404, 'File not found');
      const file = await versionFile(grantOf(request.params.token, undefined), path);
      const encoding = pickEncoding(request.headers['accept-encoding'], file);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .headers(SANDBOX_HEADERS)
        .header('vary', 'Accept-Encoding')
        .type(file.contentType)
        .send(encodedBody(file, encoding));
    },
  );
};
