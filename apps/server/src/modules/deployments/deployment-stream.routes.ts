import { DEPLOYMENT_STREAM_RETRY_MS } from '@zappy/contract/constants';
import { WebsiteIdParamsSchema } from '@zappy/contract/website';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { AppError } from '../../lib/app-error';
import type { AuthGuards } from '../../plugins/auth-guard';
import type { WebsitesService } from '../websites/websites.service';
import { findLatestDeployment, listDeploymentEventsAfter } from './deployments.repository';
import { deploymentChannel, toStatusInfo } from './deployments.service';

const KEEPALIVE_MS = 15_000;

const EventSchema = z.looseObject({ id: z.number().int(), type: z.string() });

/**
 * `GET /api/website/{id}/deployment/stream`: server-sent events. Every stored event has an
 * `id:`, so a client that reconnects with `Last-Event-ID` gets exactly what it missed.
 */
export const deploymentStreamRoutes: FastifyPluginAsyncZod<{
  db: Db;
  bus: EventBus;
  websites: WebsitesService;
  guards: AuthGuards;
}> = async (app, { db, bus, websites, guards }) => {
  app.get(
    '/api/website/:id/deployment/stream',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['website'],
        security: [{ bearer: [] }],
        params: WebsiteIdParamsSchema,
        querystring: z.object({ lastEventId: z.coerce.number().int().nonnegative().optional() }),
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError(401, 'Authentication required');
      const website = await websites.requireOwned(user.id, request.params.id);
      const header = Number(request.headers['last-event-id']);
      const lastEventId =
        Number.isInteger(header) && header >= 0 ? header : request.query.lastEventId;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });

      let sent = lastEventId ?? 0;
      const write = (chunk: string) => {
        if (!res.writableEnded) res.write(chunk);
      };
      const sendEvent = (event: { id: number }) => {
        if (event.id <= sent) return;
        sent = event.id;
        write(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`);
      };

      // Subscribe first and hold live events until the replay is written, so none is lost.
      const pending: { id: number }[] = [];
      let replaying = true;
      const unsubscribe = bus.subscribe(deploymentChannel(website.id), (payload) => {
        const event = EventSchema.safeParse(payload);
        if (!event.success) return;
        if (replaying) pending.push(event.data);
        else sendEvent(event.data);
      });
      const keepalive = setInterval(() => {
        write(': keepalive\n\n');
      }, KEEPALIVE_MS);
      request.raw.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
      });

      write(`retry: ${DEPLOYMENT_STREAM_RETRY_MS}\n\n`);
      const latest = await findLatestDeployment(db, website.id);
      write(
        `data: ${JSON.stringify({ type: 'connected', websiteId: website.id, ...(latest ? toStatusInfo(latest) : {}) })}\n\n`,
      );
      if (lastEventId !== undefined) {
        for (const event of await listDeploymentEventsAfter(db, website.id, lastEventId)) {
          sendEvent({ ...(event.payload as object), id: event.id });
        }
      }
      replaying = false;
      for (const event of pending) sendEvent(event);
    },
  );
};
