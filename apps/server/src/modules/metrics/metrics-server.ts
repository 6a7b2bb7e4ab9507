import { createServer, type Server, type ServerResponse } from 'node:http';
import {
  checkMetricsToken,
  METRICS_CONTENT_TYPE,
  METRICS_MESSAGES,
  METRICS_PATH,
  type Scrape,
} from './metrics-access';

export interface MetricsServerOptions {
  /** METRICS_TOKEN: asked here too when set. */
  token: string | undefined;
  scrape: Scrape;
  onError: (error: unknown, context: string) => void;
}

function sendError(
  res: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ error });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/**
 * The metrics' own listener (METRICS_PORT on METRICS_HOST): `GET /metrics` and nothing else, no
 * app, hooks or sites, so a scraper on a private interface never reaches the app through it.
 * server.ts listens with it.
 */
export function createMetricsServer(options: MetricsServerOptions): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH) {
      sendError(res, 404, `Not found: ${METRICS_PATH} is all this port answers`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    if (checkMetricsToken(options.token, req.headers.authorization) !== 'allowed') {
      sendError(res, 401, METRICS_MESSAGES.tokenRequired, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
      return;
    }
    options.scrape().then(
      (text) => {
        res.writeHead(200, {
          'content-type': METRICS_CONTENT_TYPE,
          'content-length': Buffer.byteLength(text),
        });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        options.onError(error, 'metrics');
        sendError(res, 503, METRICS_MESSAGES.failed);
      },
    );
  });
}
