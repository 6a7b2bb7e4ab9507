import { DeploymentStatusInfoSchema } from '@zappy/contract/deployment';
import { ErrorResponseSchema } from '@zappy/contract/errors';
import {
  DeleteWebsiteResponseSchema,
  ExportQuerySchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  VersionParamsSchema,
  WebsiteIdParamsSchema,
  WebsiteStatsQuerySchema,
  WebsiteStatsSchema,
  WebsiteListResponseSchema,
  WebsiteResponseSchema,
  WebsiteVersionsResponseSchema,
} from '@zappy/contract/website';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { AppError } from '../../lib/app-error';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { toStatusInfo, type DeploymentService } from '../deployments/deployments.service';
import type { WebsiteRemoval } from './website-removal';
import type { WebsitesService } from './websites.service';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';

const FEEDBACK_LIMIT = perMinute(10);
const errors = errorResponses(400, 401, 404);
const secured = securedUnder('website');

export const websitesRoutes: FastifyPluginAsyncZod<{
  websites: WebsitesService;
  removal: WebsiteRemoval;
  deployments: DeploymentService;
  guards: AuthGuards;
  /** Restoring publishes a version: it shares generation's limit (app.ts). */
  publishLimit: preHandlerAsyncHookHandler;
}> = async (app, { websites, removal, deployments, guards, publishLimit }) => {
  app.get(
    '/api/website/user',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        response: { 200: WebsiteListResponseSchema, 401: ErrorResponseSchema },
      },
    },
    (request) => websites.list(userIdOf(request)),
  );

  app.get(
    '/api/website/:id',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        response: { 200: WebsiteResponseSchema, ...errors },
      },
    },
    async (request) => ({
      website: await websites.detail(userIdOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/website/:id/versions',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        response: { 200: WebsiteVersionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      versions: await websites.versions(userIdOf(request), request.params.id),
    }),
  );

  app.get(
    '/api/website/:id/deployment',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        response: { 200: DeploymentStatusInfoSchema, ...errors },
      },
    },
    async (request) => {
      const website = await websites.requireOwned(userIdOf(request), request.params.id);
      const latest = await deployments.latest(website.id);
      if (!latest) throw new AppError(404, 'This website has not been deployed yet');
      return toStatusInfo(latest);
    },
  );

  app.get(
    '/api/website/stats',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        querystring: WebsiteStatsQuerySchema,
        response: { 200: WebsiteStatsSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    (request) => websites.stats(userIdOf(request), request.query.tz),
  );

  app.delete(
    '/api/website/:id',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        response: { 200: DeleteWebsiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const deleted = await removal.deleteWebsite(userIdOf(request), request.params.id);
      if (!deleted) throw new AppError(404, WEBSITE_MESSAGES.notFound);
      return { success: true as const };
    },
  );

  app.get(
    '/api/website/:id/export',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: WebsiteIdParamsSchema,
        // The body is a file (JSON or zip), so there is no response schema to serialize it with.
        querystring: ExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await websites.exportWebsite(
        userIdOf(request),
        request.params.id,
        request.query.format,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/api/website/feedback',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: FEEDBACK_LIMIT },
      schema: {
        ...secured,
        body: FeedbackRequestSchema,
        response: { 200: FeedbackResponseSchema, ...errors, 409: ErrorResponseSchema },
      },
    },
    (request) =>
      websites.submitFeedback(userIdOf(request), request.body.websiteId, request.body.feedback),
  );

  app.post(
    '/api/website/:id/versions/:number/restore',
    {
      preHandler: [publishLimit, guards.requireUser],
      schema: {
        ...secured,
        params: VersionParamsSchema,
        response: { 200: WebsiteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await websites.restoreVersion(userId, request.params.id, request.params.number);
      return { website: await websites.detail(userId, request.params.id) };
    },
  );
};
