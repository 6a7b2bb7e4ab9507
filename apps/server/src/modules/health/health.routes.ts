import { ErrorResponseSchema } from '@zappy/contract/errors';
import { HealthResponseSchema } from '@zappy/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => {
      try {
        await database.pool.query('SELECT 1');
      } catch (error: unknown) {
        throw new AppError(503, 'The database is not reachable', { cause: error });
      }
      return { status: 'ok' as const, database: database.kind, uptimeSeconds: process.uptime() };
    },
  );
};
