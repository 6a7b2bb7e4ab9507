import {
  ConnectRepositoryRequestSchema,
  DisconnectRepositoryQuerySchema,
  DisconnectRepositoryResponseSchema,
  RepositoryStatusSchema,
} from '@zappy/contract/repository';
import { WebsiteIdParamsSchema } from '@zappy/contract/website';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';
import type { GitHubService, OwnedWebsite } from './github.service';

// Each of these calls GitHub (and connecting may create a repository there).
const GITHUB_LIMIT = perMinute(10);

const errors = errorResponses(400, 401, 404, 409, 429, 502, 504);
const secured = securedUnder('repository');

/**
 * The site's code repository on GitHub, for its owner only: another user's website is a 404 on
 * every route. No answer carries a token.
 */
export const githubRoutes: FastifyPluginAsyncZod<{
  github: GitHubService;
  requireOwned: (userId: string, websiteId: string) => Promise<OwnedWebsite>;
  guards: AuthGuards;
}> = async (app, { github, requireOwned, guards }) => {
  const owner = { preHandler: guards.requireUser };
  const limited = { ...owner, config: { rateLimit: GITHUB_LIMIT } };

  app.get(
    '/api/website/:id/repository',
    {
      ...owner,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        response: { 200: RepositoryStatusSchema, ...errors },
      },
    },
    async (request) => {
      const website = await requireOwned(userIdOf(request), request.params.id);
      return github.status(website.id);
    },
  );

  app.put(
    '/api/website/:id/repository',
    {
      ...limited,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        body: ConnectRepositoryRequestSchema,
        response: { 200: RepositoryStatusSchema, ...errors },
      },
    },
    async (request) => {
      const website = await requireOwned(userIdOf(request), request.params.id);
      return github.connect(website, request.body);
    },
  );

  app.delete(
    '/api/website/:id/repository',
    {
      ...limited,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        querystring: DisconnectRepositoryQuerySchema,
        response: { 200: DisconnectRepositoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const website = await requireOwned(userIdOf(request), request.params.id);
      return github.disconnect(website.id, request.query.deleteRemote);
    },
  );

  app.post(
    '/api/website/:id/repository/push',
    {
      ...limited,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        response: { 200: RepositoryStatusSchema, ...errors },
      },
    },
    async (request) => {
      const website = await requireOwned(userIdOf(request), request.params.id);
      return github.pushNow(website);
    },
  );
};
