import { ProgressClientMessageSchema } from '@zappy/contract/generation';
// Brings the websocket route options and socket types into Fastify's.
import type {} from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { EventBus } from '../../lib/event-bus';
import type { GenerationService } from './generation.service';
import { progressChannel } from './progress';

/** A browser follows one generation at a time; 50 leaves room and bounds a socket's cost. */
export const MAX_SUBSCRIPTIONS = 50;
const TOO_MANY_SUBSCRIPTIONS = `A connection may follow at most ${MAX_SUBSCRIPTIONS} sessions; unsubscribe from one first`;

/**
 * `WS /api/ws/progress`: the client subscribes to a wizard session id (unguessable, handed out
 * to its browser) and gets that session's generation progress. A late or reconnecting
 * subscriber first gets the latest stored state. Browsers from other origins are refused.
 */
export const progressRoutes: FastifyPluginAsync<{
  generation: GenerationService;
  bus: EventBus;
  publicUrl: string;
}> = async (app, { generation, bus, publicUrl }) => {
  const allowedOrigin = new URL(publicUrl).origin;

  app.get('/api/ws/progress', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin) {
      socket.close(1008, 'Origin not allowed');
      return;
    }
    const subscriptions = new Map<string, () => void>();
    const send = (payload: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
    };

    socket.on('message', (raw: Buffer) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        send({ type: 'error', message: 'Messages must be JSON' });
        return;
      }
      const message = ProgressClientMessageSchema.safeParse(parsed);
      if (!message.success) {
        send({ type: 'error', message: 'Send {"type": "subscribe", "sessionId": "<uuid>"}' });
        return;
      }
      const { sessionId } = message.data;
      if (message.data.type === 'unsubscribe') {
        subscriptions.get(sessionId)?.();
        subscriptions.delete(sessionId);
        return;
      }
      if (subscriptions.has(sessionId)) return;
      if (subscriptions.size >= MAX_SUBSCRIPTIONS) {
        send({ type: 'error', message: TOO_MANY_SUBSCRIPTIONS });
        return;
      }
      subscriptions.set(sessionId, bus.subscribe(progressChannel(sessionId), send));
      void generation
        .latestProgress(sessionId)
        .then((progress) => {
          if (progress) send(progress);
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'progress replay failed');
        });
    });
    socket.on('close', () => {
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
    });
  });
};
