import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A URL as the log may keep it: preview links carry their grant in the path
 * (`/preview-files/<token>/…`) or the query (`?token=`), and a log is read by more people than
 * the owner. Every query parameter whose name says token, code or secret is masked too.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(/(\/preview-files\/)[^/]+/, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const safeQuery = query.replace(
    /(^|&)([^=&]*(?:token|code|secret|state|password)[^=&]*)=[^&]*/gi,
    `$1$2=${REDACTED}`,
  );
  return `${safePath}?${safeQuery}`;
}

/** pino serializers for Fastify's request log lines: the same fields Fastify logs, URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};
