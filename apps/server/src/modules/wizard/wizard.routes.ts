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
  WizardAnswerResponseSchema,
  WizardPalettesRequestSchema,
  WizardSessionResponseSchema,
  WizardStartRequestSchema,
  WizardStartResponseSchema,
} from '@zappy/contract/wizard';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../plugins/auth-guard';
import { browserHash } from '../../plugins/browser-id';
import type { WizardCaller, WizardService } from './wizard.service';
import { errorResponses } from '../../plugins/route-docs';

// The Brain is the expensive part; these keep one client from monopolising it.
const START_LIMIT = { max: 20, timeWindow: '1 minute' };
const TURN_LIMIT = { max: 60, timeWindow: '1 minute' };

const errors = errorResponses(400, 404, 409, 429);

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
