import { ErrorResponseSchema } from '@zappy/contract/errors';
import {
  GenerateRequestSchema,
  GenerateResponseSchema,
  RegenerateRequestSchema,
} from '@zappy/contract/generation';
import { RegenerateResponseSchema, WebsiteIdParamsSchema } from '@zappy/contract/website';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { browserHash } from '../../plugins/browser-id';
import type { WebsitesService } from '../websites/websites.service';
import type { GenerationService } from './generation.service';
import { errorResponses, securedUnder } from '../../plugins/route-docs';

const errors = errorResponses(400, 401, 404);
const secured = securedUnder('website');

/** Starting a generation, or a regeneration of an owner's website. */
export const generationRoutes: FastifyPluginAsyncZod<{
  generation: GenerationService;
  websites: WebsitesService;
  guards: AuthGuards;
  secureCookies: boolean;
  /** Shared with regenerating and restoring (app.ts). */
  publishLimit: preHandlerAsyncHookHandler;
}> = async (app, { generation, websites, guards, secureCookies, publishLimit }) => {
  app.post(
    '/api/website/generate',
    {
      preHandler: [publishLimit, guards.requireUser],
      schema: {
        ...secured,
        body: GenerateRequestSchema,
        response: { 200: GenerateResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    (request, reply) =>
      generation.start(
        { browserHash: browserHash(request, reply, secureCookies), userId: userIdOf(request) },
        request.body,
      ),
  );

  app.post(
    '/api/website/regenerate/:id',
    {
      preHandler: [publishLimit, guards.requireUser],
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        body: RegenerateRequestSchema,
        response: { 200: RegenerateResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const started = await generation.regenerate(
        userId,
        request.params.id,
        request.body.improvements,
      );
      return {
        status: 'generating' as const,
        ...started,
        website: await websites.detail(userId, started.websiteId),
      };
    },
  );
};
