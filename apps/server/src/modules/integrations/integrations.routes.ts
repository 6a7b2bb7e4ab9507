import { ErrorResponseSchema } from '@zappy/contract/errors';
import {
  ApplyIntegrationsRequestSchema,
  ApplyIntegrationsResponseSchema,
  ApplyWebsiteIntegrationsRequestSchema,
  AvailableIntegrationsResponseSchema,
  IntegrationAnalyticsResponseSchema,
  IntegrationErrorsResponseSchema,
  IntegrationHistoryResponseSchema,
  IntegrationStatusResponseSchema,
  ReconnectResponseSchema,
  RemoveIntegrationResponseSchema,
  SuggestIntegrationsRequestSchema,
  SuggestIntegrationsResponseSchema,
  ToolDetailsResponseSchema,
  UpdateIntegrationRequestSchema,
  UpdateIntegrationResponseSchema,
  ValidateIntegrationRequestSchema,
  ValidateIntegrationResponseSchema,
  WebsiteIntegrationsResponseSchema,
} from '@zappy/contract/integrations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import type { IntegrationsService } from './integrations.service';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';

// Each apply, edit or removal renders and publishes a version: bounded like the owner's other edits.
const CHANGE_LIMIT = perMinute(30);
// A reconnect opens an SMTP connection.
const RECONNECT_LIMIT = perMinute(10);

const errors = { ...errorResponses(401, 404, 409, 429), 400: IntegrationErrorsResponseSchema };
const secured = securedUnder('integrations');
const websiteParams = z.object({ websiteId: z.uuid('Invalid website id') });
const idParams = z.object({ id: z.uuid('Invalid website id') });
const toolIdParams = websiteParams.extend({ toolId: z.string().max(100) });
const toolParams = z.object({ serverId: z.string().max(100), toolName: z.string().max(100) });

/** Spec section 7, "Integrations". The catalogue is public; everything else is the owner's. */
export const integrationsRoutes: FastifyPluginAsyncZod<{
  integrations: IntegrationsService;
  guards: AuthGuards;
}> = async (app, { integrations, guards }) => {
  const owner = { preHandler: guards.requireUser };

  app.get(
    '/api/integrations/available',
    {
      schema: {
        tags: ['integrations'],
        response: { 200: AvailableIntegrationsResponseSchema },
      },
    },
    async () => ({ integrations: integrations.available() }),
  );

  app.get(
    '/api/integrations/tool/:serverId/:toolName',
    {
      schema: {
        tags: ['integrations'],
        params: toolParams,
        response: {
          200: ToolDetailsResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => integrations.tool(request.params.serverId, request.params.toolName),
  );

  app.post(
    '/api/integrations/validate',
    {
      ...owner,
      schema: {
        ...secured,
        body: ValidateIntegrationRequestSchema,
        response: { 200: ValidateIntegrationResponseSchema, ...errors },
      },
    },
    async (request) => integrations.validate(request.body),
  );

  app.post(
    '/api/integrations/suggest',
    {
      ...owner,
      schema: {
        ...secured,
        body: SuggestIntegrationsRequestSchema,
        response: { 200: SuggestIntegrationsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      suggestions: await integrations.suggest(userIdOf(request), request.body),
    }),
  );

  app.get(
    '/api/website/:websiteId/integrations',
    {
      ...owner,
      schema: {
        ...secured,
        params: websiteParams,
        response: { 200: WebsiteIntegrationsResponseSchema, ...errors },
      },
    },
    async (request) => integrations.forWebsite(userIdOf(request), request.params.websiteId),
  );

  app.post(
    '/api/website/:websiteId/integrations',
    {
      ...owner,
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        ...secured,
        params: websiteParams,
        body: ApplyWebsiteIntegrationsRequestSchema,
        response: { 200: ApplyIntegrationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      integrations.apply(
        userIdOf(request),
        request.params.websiteId,
        request.body.selectedIntegrations,
      ),
  );

  app.post(
    '/api/integrations/apply',
    {
      ...owner,
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        ...secured,
        body: ApplyIntegrationsRequestSchema,
        response: { 200: ApplyIntegrationsResponseSchema, ...errors },
      },
    },
    async (request) =>
      integrations.apply(
        userIdOf(request),
        request.body.websiteId,
        request.body.selectedIntegrations,
      ),
  );

  app.put(
    '/api/website/:websiteId/integrations/:toolId',
    {
      ...owner,
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        ...secured,
        params: toolIdParams,
        body: UpdateIntegrationRequestSchema,
        response: { 200: UpdateIntegrationResponseSchema, ...errors },
      },
    },
    async (request) =>
      integrations.update(
        userIdOf(request),
        request.params.websiteId,
        request.params.toolId,
        request.body.configuration,
      ),
  );

  app.delete(
    '/api/integrations/:websiteId/:toolId',
    {
      ...owner,
      config: { rateLimit: CHANGE_LIMIT },
      schema: {
        ...secured,
        params: toolIdParams,
        response: { 200: RemoveIntegrationResponseSchema, ...errors },
      },
    },
    async (request) =>
      integrations.remove(userIdOf(request), request.params.websiteId, request.params.toolId),
  );

  app.get(
    '/api/integrations/history/:id',
    {
      ...owner,
      schema: {
        ...secured,
        params: idParams,
        response: { 200: IntegrationHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      history: await integrations.history(userIdOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/integrations/analytics/:id',
    {
      ...owner,
      schema: {
        ...secured,
        params: idParams,
        response: { 200: IntegrationAnalyticsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      analytics: await integrations.analytics(userIdOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/integrations/status',
    {
      ...owner,
      schema: { ...secured, response: { 200: IntegrationStatusResponseSchema, ...errors } },
    },
    async () => ({ status: await integrations.status() }),
  );

  app.post(
    '/api/integrations/reconnect/:server',
    {
      ...owner,
      config: { rateLimit: RECONNECT_LIMIT },
      schema: {
        ...secured,
        params: z.object({ server: z.string().max(100) }),
        response: { 200: ReconnectResponseSchema, ...errors },
      },
    },
    async (request) => integrations.reconnect(request.params.server),
  );
};
