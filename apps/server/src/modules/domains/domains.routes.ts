import {
  AddDomainRequestSchema,
  DomainParamsSchema,
  DomainWebsiteParamsSchema,
  MAX_DOMAINS_PER_SITE,
  RemoveDomainResponseSchema,
  SiteDomainSchema,
  SiteDomainsResponseSchema,
  VerifyDomainResponseSchema,
} from '@zappy/contract/domains';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';
import type { DomainsService } from './domains.service';

// A check asks a few lookups of the resolvers; adding and removing may tell the provider.
const CHANGE_LIMIT = perMinute(30);

const secured = securedUnder('domains');

/**
 * An owner's own domains for a site: list, add (answering the DNS records to create), verify
 * (what the check found for each record) and remove; bearer auth, another user's site is a 404.
 */
export const domainsRoutes: FastifyPluginAsyncZod<{
  domains: DomainsService;
  guards: AuthGuards;
}> = async (app, { domains, guards }) => {
  const owner = { preHandler: guards.requireUser };
  const changing = { ...owner, config: { rateLimit: CHANGE_LIMIT } };

  app.get(
    '/api/website/:id/domains',
    {
      ...owner,
      schema: {
        ...secured,
        params: DomainWebsiteParamsSchema,
        response: { 200: SiteDomainsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      domains: await domains.list(userIdOf(request), request.params.id),
      limit: MAX_DOMAINS_PER_SITE,
    }),
  );

  app.post(
    '/api/website/:id/domains',
    {
      ...changing,
      schema: {
        ...secured,
        params: DomainWebsiteParamsSchema,
        body: AddDomainRequestSchema,
        response: { 200: SiteDomainSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    (request) => domains.add(userIdOf(request), request.params.id, request.body.domain),
  );

  app.post(
    '/api/website/:id/domains/:domain/verify',
    {
      ...changing,
      schema: {
        ...secured,
        params: DomainParamsSchema,
        response: {
          200: VerifyDomainResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 502, 503),
        },
      },
    },
    (request) => domains.verify(userIdOf(request), request.params.id, request.params.domain),
  );

  app.delete(
    '/api/website/:id/domains/:domain',
    {
      ...changing,
      schema: {
        ...secured,
        params: DomainParamsSchema,
        response: {
          200: RemoveDomainResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) => {
      await domains.remove(userIdOf(request), request.params.id, request.params.domain);
      return { success: true as const };
    },
  );
};
