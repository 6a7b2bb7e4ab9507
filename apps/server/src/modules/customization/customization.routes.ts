import {
  ApplyCustomizationRequestSchema,
  ApplyCustomizationResponseSchema,
  CustomizationContinueRequestSchema,
  CustomizationContinueResponseSchema,
  CustomizationHistoryResponseSchema,
  CustomizationParamsSchema,
  CustomizationStartRequestSchema,
  CustomizationStartResponseSchema,
  ElementsResponseSchema,
  ExtractBusinessInfoResponseSchema,
  PreviewCustomizationResponseSchema,
  ReadmeResponseSchema,
  UpdateBusinessInfoRequestSchema,
  UpdateBusinessInfoResponseSchema,
} from '@zappy/contract/customization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { SANDBOX_HEADERS, sandboxedPage } from '../../lib/sandboxed-page';
import { filePathFor } from '../../lib/site-path';
import type { CustomizationChat } from './customization-chat';
import type { CustomizationService } from './customization.service';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';

// The Brain and the renderer are the expensive parts; these keep one owner from monopolising them.
const TURN_LIMIT = perMinute(60);
const CHANGE_LIMIT = perMinute(30);

const PREVIEW_GONE = 'This preview has expired; ask for it again';

const errors = errorResponses(400, 401, 404, 409, 429);
const secured = securedUnder('customization');

/** Spec section 7, "Business info and customization": the owner's edits, bearer-authenticated. */
export const customizationRoutes: FastifyPluginAsyncZod<{
  customization: CustomizationService;
  chat: CustomizationChat;
  guards: AuthGuards;
}> = async (app, { customization, chat, guards }) => {
  const owner = { preHandler: guards.requireUser };
  const params = CustomizationParamsSchema;

  /** An owner's request about one of their websites, with no body, answered with `response`. */
  const ownerRead = <Response extends z.ZodType>(response: Response) => ({
    ...owner,
    schema: { ...secured, params, response: { 200: response, ...errors } },
  });

  app.post(
    '/api/customization/extract-business-info/:websiteId',
    ownerRead(ExtractBusinessInfoResponseSchema),
    async (request) => ({
      success: true,
      businessInfo: await customization.extractBusinessInfo(
        userIdOf(request),
        request.params.websiteId,
      ),
      error: null,
    }),
  );

  app.post(
    '/api/customization/update-business-info/:websiteId',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: CustomizationParamsSchema,
        body: UpdateBusinessInfoRequestSchema,
        response: { 200: UpdateBusinessInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true,
      error: null,
      versionNumber: await customization.updateBusinessInfo(
        userIdOf(request),
        request.params.websiteId,
        request.body.businessInfo,
      ),
    }),
  );

  app.get(
    '/api/customization/elements/:websiteId',
    ownerRead(ElementsResponseSchema),
    async (request) => ({
      elements: await customization.elements(userIdOf(request), request.params.websiteId),
    }),
  );

  app.post(
    '/api/customization/apply/:websiteId',
    {
      ...owner,
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        ...secured,
        params,
        body: ApplyCustomizationRequestSchema,
        response: { 200: ApplyCustomizationResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true,
      ...(await customization.apply(userIdOf(request), request.params.websiteId, request.body)),
    }),
  );

  app.post(
    '/api/customization/preview/:websiteId',
    {
      ...owner,
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        ...secured,
        params,
        body: ApplyCustomizationRequestSchema,
        response: { 200: PreviewCustomizationResponseSchema, ...errors },
      },
    },
    (request) => customization.preview(userIdOf(request), request.params.websiteId, request.body),
  );

  // The preview's pages: the unguessable token in the path is the capability (an iframe sends no
  // bearer token), and relative links in the page resolve under it.
  app.get(
    '/api/customization/preview/:websiteId/:token/*',
    {
      schema: {
        hide: true,
        params: z.object({
          websiteId: z.uuid('Invalid website id'),
          token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid preview address'),
          '*': z.string(),
        }),
      },
    },
    async (request, reply) => {
      const path = filePathFor(`/${request.params['*']}`);
      if (!path) throw new AppError(404, 'File not found');
      const file = await customization.previewFile(
        request.params.websiteId,
        request.params.token,
        path,
      );
      if (!file) throw new AppError(404, PREVIEW_GONE);
      reply.headers(SANDBOX_HEADERS).type(file.contentType);
      if (path.endsWith('.html')) {
        return reply.send(sandboxedPage(file.data.toString('utf8')));
      }
      return reply.send(file.data);
    },
  );

  app.get(
    '/api/customization/history/:websiteId',
    ownerRead(CustomizationHistoryResponseSchema),
    async (request) => ({
      history: await customization.history(userIdOf(request), request.params.websiteId),
    }),
  );

  app.get(
    '/api/customization/readme/:websiteId',
    ownerRead(ReadmeResponseSchema),
    async (request) => ({
      readme: await customization.readme(userIdOf(request), request.params.websiteId),
    }),
  );

  app.post(
    '/api/customization/start',
    {
      ...owner,
      config: { rateLimit: TURN_LIMIT },
      schema: {
        ...secured,
        body: CustomizationStartRequestSchema,
        response: { 200: CustomizationStartResponseSchema, ...errors },
      },
    },
    (request) => chat.start(userIdOf(request), request.body),
  );

  app.post(
    '/api/customization/continue',
    {
      ...owner,
      config: { rateLimit: TURN_LIMIT },
      schema: {
        ...secured,
        body: CustomizationContinueRequestSchema,
        response: { 200: CustomizationContinueResponseSchema, ...errors },
      },
    },
    (request) => chat.continue(userIdOf(request), request.body),
  );
};
