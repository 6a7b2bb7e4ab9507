import {
  BriefEditSchema,
  NotUsedResolveRequestSchema,
  WizardBriefResponseSchema,
} from '@zappy/contract/brief';
import {
  ConversationContinueRequestSchema,
  ConversationContinueResponseSchema,
  ConversationStartRequestSchema,
  ConversationStartResponseSchema,
  PalettesResponseSchema,
  SessionIdSchema,
  WizardAnswerRequestSchema,
  WizardImageParamsSchema,
  WizardImageUploadResponseSchema,
  WizardAnswerResponseSchema,
  WizardPalettesRequestSchema,
  WizardSessionResponseSchema,
  WizardStartRequestSchema,
  WizardStartResponseSchema,
} from '@zappy/contract/wizard';
import { checkImageAlt } from '@zappy/site-model/image-text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/auth-guard';
import { AppError } from '../../lib/app-error';
import { browserHash } from '../../plugins/browser-id';
import { textProblem } from '../../plugins/safe-input';
import { readMultipart } from '../customization/images.routes';
import type { WizardCaller, WizardService } from './wizard.service';
import { errorResponses } from '../../plugins/route-docs';

// The Brain is the expensive part; these keep one client from monopolising it.
const START_LIMIT = { max: 20, timeWindow: '1 minute' };
const TURN_LIMIT = { max: 60, timeWindow: '1 minute' };

const UPLOAD_LIMIT = { max: 30, timeWindow: '1 minute' };

const errors = errorResponses(400, 404, 409, 429);
const uploadErrors = errorResponses(400, 404, 409, 413, 429);

export const wizardRoutes: FastifyPluginAsyncZod<{
  wizard: WizardService;
  guards: AuthGuards;
  secureCookies: boolean;
}> = async (app, { wizard, guards, secureCookies }) => {
  const caller = (request: FastifyRequest, reply: FastifyReply): WizardCaller => ({
    browserHash: browserHash(request, reply, secureCookies),
    userId: request.user?.id ?? null,
  });
  const common = { preHandler: guards.optionalUser };
  const sessionParams = z.object({ id: SessionIdSchema });

  app.post(
    '/api/wizard/conversation/start',
    {
      ...common,
      config: { rateLimit: START_LIMIT },
      schema: {
        tags: ['wizard'],
        body: ConversationStartRequestSchema,
        response: { 200: ConversationStartResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      wizard.startConversation(
        caller(request, reply),
        request.body.initialPrompt,
        request.body.language,
      ),
  );

  app.post(
    '/api/wizard/conversation/continue',
    {
      ...common,
      config: { rateLimit: TURN_LIMIT },
      schema: {
        tags: ['wizard'],
        body: ConversationContinueRequestSchema,
        response: { 200: ConversationContinueResponseSchema, ...errors },
      },
    },
    (request, reply) => wizard.continueConversation(caller(request, reply), request.body),
  );

  app.post(
    '/api/wizard/start',
    {
      ...common,
      config: { rateLimit: START_LIMIT },
      schema: {
        tags: ['wizard'],
        body: WizardStartRequestSchema,
        response: { 200: WizardStartResponseSchema, ...errors },
      },
    },
    (request, reply) => wizard.startQuestions(caller(request, reply), request.body.sessionId),
  );

  app.post(
    '/api/wizard/answer',
    {
      ...common,
      config: { rateLimit: TURN_LIMIT },
      schema: {
        tags: ['wizard'],
        body: WizardAnswerRequestSchema,
        response: { 200: WizardAnswerResponseSchema, ...errors },
      },
    },
    (request, reply) => wizard.answerQuestion(caller(request, reply), request.body),
  );

  app.get(
    '/api/wizard/session/:id',
    {
      ...common,
      schema: {
        tags: ['wizard'],
        params: sessionParams,
        response: { 200: WizardSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      session: await wizard.getSession(caller(request, reply), request.params.id),
    }),
  );

  app.get(
    '/api/wizard/session/:id/brief',
    {
      ...common,
      schema: {
        tags: ['wizard'],
        params: sessionParams,
        response: { 200: WizardBriefResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      brief: await wizard.getBrief(caller(request, reply), request.params.id),
    }),
  );

  app.put(
    '/api/wizard/session/:id/brief',
    {
      ...common,
      config: { rateLimit: TURN_LIMIT },
      schema: {
        tags: ['wizard'],
        params: sessionParams,
        body: BriefEditSchema,
        response: { 200: WizardBriefResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      brief: await wizard.editBrief(caller(request, reply), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/wizard/session/:id/brief/not-used',
    {
      ...common,
      config: { rateLimit: TURN_LIMIT },
      schema: {
        tags: ['wizard'],
        params: sessionParams,
        body: NotUsedResolveRequestSchema,
        response: { 200: WizardBriefResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      brief: await wizard.resolveNotUsed(caller(request, reply), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/wizard/session/:id/images',
    {
      ...common,
      config: { rateLimit: UPLOAD_LIMIT },
      schema: {
        tags: ['wizard'],
        consumes: ['multipart/form-data'],
        params: sessionParams,
        response: { 200: WizardImageUploadResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { files, fields } = await readMultipart(request, 'image');
      const raw = fields.get('imageAlt') ?? '';
      const problem = textProblem(raw);
      if (problem) throw new AppError(400, problem);
      // The owner's photo needs their description: it is the alt text the site will carry.
      const alt = checkImageAlt(raw);
      if (!alt.ok) throw new AppError(400, alt.error);
      const images = await wizard.uploadImages(
        caller(request, reply),
        request.params.id,
        files,
        alt.alt,
      );
      return { images };
    },
  );

  app.get(
    '/api/wizard/session/:id/images/:imageId',
    {
      ...common,
      schema: { tags: ['wizard'], params: WizardImageParamsSchema },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const bytes = await wizard.imagePreview(caller(request, reply), id, imageId);
      // Private to this browser (its cookie) and never changed: cached by it alone.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  app.post(
    '/api/wizard/color-palettes',
    {
      ...common,
      config: { rateLimit: TURN_LIMIT },
      schema: {
        tags: ['wizard'],
        body: WizardPalettesRequestSchema,
        response: { 200: PalettesResponseSchema, ...errors },
      },
    },
    async (request, reply) => ({
      palettes: await wizard.palettesForSession(caller(request, reply), request.body.sessionId),
    }),
  );
};
