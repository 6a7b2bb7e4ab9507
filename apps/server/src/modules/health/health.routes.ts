import type { Brain } from '@zappy/ai/brain';
import { ErrorResponseSchema } from '@zappy/contract/errors';
import { HealthResponseSchema } from '@zappy/contract/health';
import type { PhotosHealth } from '@zappy/contract/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';

export interface HealthRoutesOptions {
  database: Database;
  /** Reports `ai`; its check answers within 3 s, is cached for a minute and never fails. */
  brain?: Pick<Brain, 'checkLlm'>;
  /** Reports `photos`: the photo service and how the latest generation that asked it fared. */
  photos?: () => Promise<PhotosHealth>;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, brain, photos },
) => {
  async function checkDatabase(): Promise<void> {
    try {
      await database.pool.query('SELECT 1');
    } catch (error: unknown) {
      throw new AppError(503, 'The database is not reachable', { cause: error });
    }
  }

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async () => {
      // Side by side, so the answer takes the longest of them, not their sum.
      const [, ai, photoState] = await Promise.all([
        checkDatabase(),
        brain?.checkLlm(),
        // A photo state that can't be read is left out: it never fails the health check.
        photos?.().catch(() => undefined),
      ]);
      return {
        status: 'ok' as const,
        database: database.kind,
        uptimeSeconds: process.uptime(),
        ...(ai ? { ai } : {}),
        ...(photoState ? { photos: photoState } : {}),
      };
    },
  );
};
