import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

/** Fastify's own client errors (bad JSON, body too large, rate limited…) keep their status. */
function clientErrorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as FastifyError).statusCode;
  return status !== undefined && status >= 400 && status < 500 ? status : undefined;
}

/**
 * One place that turns every failure into `{ error: "…" }`: validation errors name the field,
 * expected errors keep their message, and 5xx answers never carry internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      return reply.code(400).send({ error: field ? `${field}: ${message}` : message });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(
          error.errors ? { error: error.message, errors: error.errors } : { error: error.message },
        );
    }
    const status = clientErrorStatus(error);
    if (status !== undefined && error instanceof Error) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: GENERIC_SERVER_ERROR });
  });
}
