import {
  CustomizationParamsSchema,
  SearchPhotosRequestSchema,
  SearchPhotosResponseSchema,
  UsePhotoRequestSchema,
  UsePhotoResponseSchema,
} from '@zappy/contract/customization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';
import type { PhotoChoices } from './photo-choices.service';

// Each search asks an outside service and downloads its photos: fewer than chat turns.
const SEARCH_LIMIT = perMinute(20);
const USE_LIMIT = perMinute(30);

const secured = securedUnder('customization');

/**
 * The image panel's photo search (decision 040): `search-photos` offers photos of the owner's
 * words for one of their sites, `use-photo` puts one of them in an image slot as a new version.
 */
export const photoChoiceRoutes: FastifyPluginAsyncZod<{
  choices: PhotoChoices;
  guards: AuthGuards;
}> = async (app, { choices, guards }) => {
  app.post(
    '/api/customization/search-photos/:websiteId',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: SEARCH_LIMIT },
      schema: {
        ...secured,
        params: CustomizationParamsSchema,
        body: SearchPhotosRequestSchema,
        response: { 200: SearchPhotosResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    (request) => choices.search(userIdOf(request), request.params.websiteId, request.body),
  );

  app.post(
    '/api/customization/use-photo/:websiteId',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: USE_LIMIT },
      schema: {
        ...secured,
        params: CustomizationParamsSchema,
        body: UsePhotoRequestSchema,
        response: {
          200: UsePhotoResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 502),
        },
      },
    },
    (request) => choices.use(userIdOf(request), request.params.websiteId, request.body),
  );
};
