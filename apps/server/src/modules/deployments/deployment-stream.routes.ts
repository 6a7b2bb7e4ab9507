import { DEPLOYMENT_STREAM_RETRY_MS } from '@zappy/contract/constants';
import { WebsiteIdParamsSchema } from '@zappy/contract/website';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../../lib/event-bus';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { deploymentChannel, toStatusInfo, type DeploymentService } from './deployments.service';

const KEEPALIVE_MS = 15_000;

const EventSchema = z.looseObject({ id: z.number().int(), type: z.string() });

/**
 * `GET /api/website/{id}/deployment/stream`: server-sent events. Every stored event has an
 * `id:`, so a client that reconnects with `Last-Event-ID` gets exactly what it missed.
 */
export const deploymentStreamRoutes: FastifyPluginAsyncZod<{
  bus: EventBus;
  deployments: DeploymentService;
  /** Answers 404 unless the signed-in user owns the website. */
  requireOwned: (userId: string, websiteId: string) => Promise<{ id: string }>;
  guards: AuthGuards;
}> = async (app, { bus, deployments, requireOwned, guards }) => {
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
      const website = await requireOwned(userIdOf(request), request.params.id);
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
      const latest = await deployments.latest(website.id);
      write(
        `data: ${JSON.stringify({ type: 'connected', websiteId: website.id, ...(latest ? toStatusInfo(latest) : {}) })}\n\n`,
      );
      if (lastEventId !== undefined) {
        for (const event of await deployments.eventsAfter(website.id, lastEventId)) {
          sendEvent({ ...(event.payload as object), id: event.id });
        }
      }
      replaying = false;
      for (const event of pending) sendEvent(event);
    },
  );
};
