import { ErrorResponseSchema, SuccessResponseSchema } from '@zappy/contract/errors';
import {
  LeadParamsSchema,
  LeadsResponseSchema,
  LeadsSummaryResponseSchema,
  MarkLeadRequestSchema,
} from '@zappy/contract/leads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import type { LeadsService } from './leads.service';
import { errorResponses, securedUnder } from '../../plugins/route-docs';

const errors = errorResponses(400, 401, 404);
const secured = securedUnder('leads');
const WebsiteParamsSchema = LeadParamsSchema.pick({ id: true });
const LeadsQuerySchema = z.object({ kind: z.enum(['contact', 'newsletter']).optional() });

/** The owner's inbox of what visitors sent through a site's forms (bearer, owner only). */
export const leadsRoutes: FastifyPluginAsyncZod<{
  leads: LeadsService;
  guards: AuthGuards;
}> = async (app, { leads, guards }) => {
  const owner = { preHandler: guards.requireUser };

  app.get(
    '/api/website/:id/leads',
    {
      ...owner,
      schema: {
        ...secured,
        params: WebsiteParamsSchema,
        querystring: LeadsQuerySchema,
        response: { 200: LeadsResponseSchema, ...errors },
      },
    },
    (request) => leads.list(userIdOf(request), request.params.id, request.query.kind),
  );

  app.post(
    '/api/website/:id/leads/:leadId/read',
    {
      ...owner,
      schema: {
        ...secured,
        params: LeadParamsSchema,
        body: MarkLeadRequestSchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, leadId } = request.params;
      await leads.markRead(userIdOf(request), id, leadId, request.body.read);
      return { success: true };
    },
  );

  app.delete(
    '/api/website/:id/leads/:leadId',
    {
      ...owner,
      schema: {
        ...secured,
        params: LeadParamsSchema,
        response: { 200: SuccessResponseSchema, ...errors },
      },
    },
    async (request) => {
      await leads.remove(userIdOf(request), request.params.id, request.params.leadId);
      return { success: true };
    },
  );

  app.get(
    '/api/website/:id/leads.csv',
    {
      ...owner,
      schema: {
        ...secured,
        params: WebsiteParamsSchema,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { csv, filename } = await leads.exportCsv(userIdOf(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/leads/summary',
    {
      ...owner,
      schema: {
        ...secured,
        response: { 200: LeadsSummaryResponseSchema, 401: ErrorResponseSchema },
      },
    },
    (request) => leads.summary(userIdOf(request)),
  );
};
