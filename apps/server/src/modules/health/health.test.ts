import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createBrain, type Brain } from '@zappy/ai/brain';
import { HealthResponseSchema } from '@zappy/contract/health';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { Database } from '../../db/client';
import { registerErrorHandler } from '../../plugins/error-handler';
import { healthRoutes } from './health.routes';

/** The health routes alone, as the app registers them, with the Brain given. */
async function healthApp(database: Database, brain: Brain): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(healthRoutes, { database, brain });
  await app.ready();
  return app;
}

/** A port that was just free, so a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return port;
}

describe.each(testDatabases)('GET /api/health on $name', ({ name, open }) => {
  let database: Database;
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    database = await open();
    // Accepts connections and never answers: a provider that hangs.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await database.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      silent.close(() => {
        resolve();
      }),
    );
  });

  it('reports the offline engine when no LLM is configured', async () => {
    const app = await healthApp(database, createBrain());
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponseSchema.parse(res.json())).toMatchObject({
      status: 'ok',
      database: name,
      ai: { engine: 'offline', model: null, status: 'offline' },
    });
    await app.close();
  });

  it('stays ok for the database and names an LLM that cannot be reached', async () => {
    const brain = createBrain({
      provider: 'ollama',
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      model: 'qwen3',
    });
    const app = await healthApp(database, brain);
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.ai).toMatchObject({ engine: 'ollama', model: 'qwen3', status: 'unreachable' });
    expect(body.ai?.message).toMatch(/ECONNREFUSED.*offline engine answers every step/);
    await app.close();
  });

  it('answers within the check deadline when the provider hangs', async () => {
    const { port } = silent.address() as AddressInfo;
    const brain = createBrain({
      provider: 'openai',
      baseUrl: `http://127.0.0.1:${port}/v1`,
      timeoutMs: 300,
    });
    const app = await healthApp(database, brain);
    const startedAt = Date.now();
    const res = await app.inject({ url: '/api/health' });
    expect(Date.now() - startedAt).toBeLessThan(3000);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ ai: { status: string; message: string } }>().ai).toMatchObject({
      status: 'unreachable',
      message: expect.stringMatching(/no answer within 300 ms/) as unknown,
    });
    await app.close();
  });
});
