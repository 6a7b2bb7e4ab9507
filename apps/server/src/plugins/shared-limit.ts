import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

const noLimit: preHandlerAsyncHookHandler = () => Promise.resolve();

/** A rate limit of `max` requests a minute, for a route's `config.rateLimit` or `sharedLimit`. */
export function perMinute(max: number): { max: number; timeWindow: string } {
  return { max, timeWindow: '1 minute' };
}

/**
 * One rate limit several routes share (a route's own `config.rateLimit` counts that route
 * alone): per client address, under `name`, so shared limits never count each other's requests.
 * A no-op when rate limiting is off (RATE_LIMIT=false).
 *
 * @example
 * const publish = sharedLimit(app, config.rateLimit, 'publish', perMinute(10));
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
