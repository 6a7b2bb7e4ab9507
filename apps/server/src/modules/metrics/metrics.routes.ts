import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import {
  checkMetricsToken,
  METRICS_CONTENT_TYPE,
  METRICS_MESSAGES,
  METRICS_PATH,
  type Scrape,
} from './metrics-access';

export interface MetricsRoutesOptions {
  /** METRICS_TOKEN: without one, the app's port has no metrics (404). */
  token: string | undefined;
  scrape: Scrape;
}

/** `GET /metrics` on the app's port, for a scraper that shows the token as a Bearer token. */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (
  app,
  { token, scrape },
) => {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined) throw new AppError(404, `Not found: GET ${METRICS_PATH}`);
    if (checkMetricsToken(token, request.headers.authorization) !== 'allowed') {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(401, METRICS_MESSAGES.tokenRequired);
    }
    let text: string;
    try {
      text = await scrape();
    } catch (error: unknown) {
      throw new AppError(503, METRICS_MESSAGES.failed, { cause: error });
    }
    return reply.type(METRICS_CONTENT_TYPE).send(text);
  });
};
