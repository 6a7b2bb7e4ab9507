import { createServer, type AddressInfo, type Server } from 'node:net';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadEnvironment } from './config';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { createJobQueue } from './jobs/queue';
import { startWorkers } from './jobs/workers';
import { resolveAppSecret } from './lib/app-secret';
import { checkDataDirAccess, tightenDataDir } from './lib/data-dir-access';
import { lockDataDir } from './lib/data-dir-lock';
import { logSerializers } from './lib/log-redaction';
import { openEventBus } from './lib/event-bus';
import { siteDomainWarning } from './lib/site-domain';
import { createMetricsServer } from './modules/metrics/metrics-server';
import { createServices } from './services';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Listens with `server`, or answers why it could not (the port is taken, say). */
function listenOn(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

type PortReservation =
  { ok: true; port: number; release(): Promise<void> } | { ok: false; error: string };

/**
 * Binds the HTTP port and holds it while the database opens, so that a port conflict is found
 * before the data is touched; `release` hands it to Fastify just before it listens
 * (docs/decisions/007-one-server-per-data-directory.md).
 */
function reservePort(port: number, host: string): Promise<PortReservation> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        resolve({ ok: false, error: `Port ${port} is already in use` });
      else reject(error);
    });
    server.listen(port, host, () => {
      resolve({
        ok: true,
        port: (server.address() as AddressInfo).port,
        release: () =>
          new Promise((released) => {
            server.close(() => {
              released();
            });
          }),
      });
    });
  });
}

/**
 * The only file that starts things: configuration, logger, the data directory's checks and lock,
 * the HTTP port, database, event bus, job queue, the HTTP server (roles all and web), the workers
 * (roles all and worker), graceful shutdown.
 */
async function main(): Promise<void> {
  // Nothing Zappy writes is for other local users: the embedded database (email addresses and
  // password hashes, in its WAL too), the app secret, the sites' repositories. Set for the whole
  // process, before anything is created, so what any library creates is owner-only as well.
  process.umask(0o077);
  // Settings from ./.env, under whatever the environment already sets.
  const { envFile, result } = loadEnvironment();
  if (!result.ok) {
    for (const line of result.errors) process.stderr.write(`Invalid setting ${line}\n`);
    process.exit(1);
  }
  const { config } = result;
  const logger = pino({ level: config.logLevel, serializers: logSerializers });
  const onError = (error: unknown, context: string) => {
    logger.error({ err: error, context }, `${context} failed`);
  };

  const access = checkDataDirAccess(config.dataDir);
  if (!access.ok) exitWith(access.error);
  // One server per data directory, held until this process ends (the kernel gives the lock
  // back). Web and worker processes are made to run side by side on one PostgreSQL server, and
  // may share theirs.
  if (config.role === 'all') {
    const locked = lockDataDir(config.dataDir, { allowNetworkFs: config.dataDirAllowNetworkFs });
    if (!locked.ok) exitWith(locked.error);
  }
  const reservation =
    config.role === 'worker' ? undefined : await reservePort(config.port, config.host);
  if (reservation && !reservation.ok) exitWith(reservation.error);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await applyMigrations(database.pool);
  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  // After the database has opened: PGlite sets the modes of the files it creates itself.
  const foreign = tightenDataDir(config.dataDir);
  if (foreign.length > 0) {
    logger.warn(
      { entries: foreign.slice(0, 20), count: foreign.length },
      'DATA_DIR holds files of another user, left as they are: check who may read them',
    );
  }
  const bus = await openEventBus(config.databaseUrl, (error) => {
    onError(error, 'event bus');
  });
  const queue = await createJobQueue(database.connectionString, (error) => {
    onError(error, 'job queue');
  });
  const services = createServices({ config, appSecret, database, queue, bus, onError });
  // Sites under the app's registrable domain are same-site to browsers: said by the processes
  // that serve them, and not refused (a staging setup may accept it knowingly).
  const sharedDomain =
    config.role === 'worker'
      ? undefined
      : siteDomainWarning(config.publicUrl, services.siteUrls.urlFor('site'));
  if (sharedDomain) logger.warn(sharedDomain);
  // An LLM that cannot answer leaves every step to the offline engine: say so at the start.
  void services.brain.checkLlm().then((ai) => {
    if (ai.status === 'ok' || ai.status === 'offline') return;
    logger.warn(
      { ai, baseUrl: config.ai.baseUrl },
      `The AI provider is not usable: ${ai.message} Check AI_PROVIDER, AI_BASE_URL, AI_API_KEY and AI_MODEL.`,
    );
  });
  // This process holds DATA_DIR, and with it the site repositories, alone: what a crash left
  // uncommitted there is finished before anything new is published. Workers that share a
  // DATA_DIR leave it to the sweeper, which waits until such work is stale.
  if (config.role === 'all') await services.publisher.finishUncommitted(new Date());

  const workers =
    config.role === 'web' ? undefined : await startWorkers({ queue, ...services.workers, onError });
  const app =
    config.role === 'worker' ? undefined : await buildApp({ services, appSecret, logger });
  // Any role: the workers' generation and deployment times are counted where they run.
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : createMetricsServer({
          token: config.metrics.token,
          scrape: () => services.metrics.registry.metrics(),
          onError,
        });

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    try {
      await app?.close();
      metricsServer?.close();
      workers?.stop();
      await queue.stop();
      await bus.close();
      await database.close();
      process.exit(0);
    } catch (error: unknown) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  if (app && reservation) {
    await reservation.release();
    await app.listen({ port: reservation.port, host: config.host });
  }
  if (metricsServer && config.metrics.port !== undefined) {
    const { port, host } = config.metrics;
    await listenOn(metricsServer, port, host).catch((error: unknown) => {
      exitWith(`METRICS_PORT ${port} on ${host} cannot be used: ${String(error)}`);
    });
  }
  logger.info(
    {
      role: config.role,
      url: app ? config.publicUrl : undefined,
      database: database.kind,
      ai: config.ai.provider,
      photos: config.photos.provider ?? 'offline',
      images: config.imageGenerator.provider ?? 'none',
      deploy: config.deploy.provider,
      googleSignIn: Boolean(config.google),
      envFile,
    },
    'Zappy is running',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Zappy failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
