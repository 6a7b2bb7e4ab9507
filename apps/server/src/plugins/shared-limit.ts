import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

const noLimit: preHandlerAsyncHookHandler = () => Promise.resolve();

/**
 * One rate limit several routes share (a route's own `config.rateLimit` counts that route
 * alone): per client address, under `name`, so shared limits never count each other's requests.
 * A no-op when rate limiting is off (RATE_LIMIT=false).
 *
 * @example
 * const publish = sharedLimit(app, config.rateLimit, 'publish', { max: 10, timeWindow: '1 minute' });
 * app.post('/api/website/generate', { preHandler: [publish, guards.requireUser] }, handler);
 */
export function sharedLimit(
  app: FastifyInstance,
  enabled: boolean,
  name: string,
  options: { max: number; timeWindow: string },
): preHandlerAsyncHookHandler {
  if (!enabled) return noLimit;
  return app.rateLimit({ ...options, keyGenerator: (request) => `${name}:${request.ip}` });
}
