import { TlsAllowedQuerySchema } from '@zappy/contract/domains';
import { ErrorResponseSchema } from '@zappy/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perMinute } from '../../plugins/shared-limit';

/** The reverse proxy asks once per new host name; a burst at its start stays well under this. */
const ASK_LIMIT = perMinute(120);
const NOT_ALLOWED = 'Not found';

/**
 * `GET /api/hosting/tls-allowed?domain=…`: the question a reverse proxy with on-demand TLS asks
 * before it gets a certificate for a host name (Caddy's `on_demand_tls { ask … }`). 200 for an
 * owner's verified domain or one of this server's sites' host names, 404 for anything else, and
 * nothing more: the proxy calls it without credentials.
 */
export const tlsRoutes: FastifyPluginAsyncZod<{
  isTlsAllowed: (name: string) => Promise<boolean>;
}> = async (app, { isTlsAllowed }) => {
  app.get(
    '/api/hosting/tls-allowed',
    {
      config: { rateLimit: ASK_LIMIT },
      schema: {
        tags: ['hosting'],
        querystring: TlsAllowedQuerySchema,
        response: { 200: z.object({ allowed: z.literal(true) }), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (await isTlsAllowed(request.query.domain)) return { allowed: true as const };
      return reply.code(404).send({ error: NOT_ALLOWED });
    },
  );
};
