import cluster from 'node:cluster';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { pino, type Logger } from 'pino';
import { buildApp } from './app';
import { loadEnvironment, type Config } from './config';
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
import { createSiteUrls } from './lib/site-urls';
import { startWebProcesses, type WebProcesses } from './lib/web-processes';
import { gatherClusterMetrics, joinClusterMetrics } from './modules/metrics/cluster-metrics';
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

/** Which parts of the work this process does, by its role and its place in a cluster. */
interface Duties {
  /** Answers HTTP on the app's port. */
  web: boolean;
  /** Runs the job workers. */
  jobs: boolean;
  /** The primary of several web processes (decision 045): forks and watches them. */
  forksWeb: boolean;
  /** One of those web processes. */
  isWebProcess: boolean;
}

function dutiesOf(config: Config): Duties {
  const forksWeb = config.webProcesses > 1 && cluster.isPrimary;
  return {
    web: config.role !== 'worker' && !forksWeb,
    jobs: config.role !== 'web' && cluster.isPrimary,
    forksWeb,
    isWebProcess: cluster.isWorker,
  };
}

/** Listens with the metrics' own server when METRICS_PORT is set, or ends the process. */
async function listenForMetrics(config: Config, server: Server | undefined): Promise<void> {
  const { port, host } = config.metrics;
  if (!server || port === undefined) return;
  await listenOn(server, port, host).catch((error: unknown) => {
    exitWith(`METRICS_PORT ${port} on ${host} cannot be used: ${String(error)}`);
  });
}

/**
 * The primary of `ROLE=web` with several web processes: no database of its own, only the port
 * check, the processes, and the metrics of them all.
 */
async function superviseWeb(config: Config, logger: Logger): Promise<void> {
  const reservation = await reservePort(config.port, config.host);
  if (!reservation.ok) exitWith(reservation.error);
  await reservation.release();
  const onError = (error: unknown, context: string) => {
    logger.error({ err: error, context }, `${context} failed`);
  };
  const scrape = config.metrics.served ? gatherClusterMetrics(undefined) : undefined;
  const metricsServer =
    scrape && config.metrics.port !== undefined
      ? createMetricsServer({ token: config.metrics.token, scrape, onError })
      : undefined;
  const sharedDomain = siteDomainWarning(
    config.publicUrl,
    createSiteUrls(config.siteUrlTemplate, config.port).urlFor('site'),
  );
  if (sharedDomain) logger.warn(sharedDomain);
  const web = forkWebProcesses(config, logger);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await web.stop(SHUTDOWN_TIMEOUT_MS);
    metricsServer?.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await listenForMetrics(config, metricsServer);
  logger.info({ role: config.role, webProcesses: config.webProcesses }, 'Zappy is running');
}

/** The web processes of this primary, each `ROLE=web` on the shared port; a crash is logged. */
function forkWebProcesses(config: Config, logger: Logger) {
  return startWebProcesses({
    count: config.webProcesses,
    env: { ROLE: 'web' },
    onCrash: (crash) => {
      logger.error(crash, 'a web process ended; starting another');
    },
  });
}

/**
 * The only file that starts things: configuration, logger, the data directory's checks and lock,
 * the HTTP port, database, event bus, job queue, the HTTP server (roles all and web), the workers
 * (roles all and worker), the web processes of a cluster, graceful shutdown.
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
  const duties = dutiesOf(config);
  if (duties.forksWeb && config.role === 'web') {
    await superviseWeb(config, logger);
    return;
  }

  const access = checkDataDirAccess(config.dataDir);
  if (!access.ok) exitWith(access.error);
  // One server per data directory, held until this process ends (the kernel gives the lock
  // back). Web and worker processes are made to run side by side on one PostgreSQL server, and
  // may share theirs; a cluster's web processes run `ROLE=web` under their primary's lock.
  if (config.role === 'all') {
    const locked = lockDataDir(config.dataDir, { allowNetworkFs: config.dataDirAllowNetworkFs });
    if (!locked.ok) exitWith(locked.error);
  }
  // A cluster's web processes listen through their primary, which checked the port.
  const reservation =
    config.role === 'worker' || duties.isWebProcess
      ? undefined
      : await reservePort(config.port, config.host);
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
  // Sites under the app's registrable domain are same-site to browsers: said once by the process
  // that serves them or forks those that do, and not refused (a staging setup may accept it).
  const sharedDomain =
    (duties.web || duties.forksWeb) && !duties.isWebProcess
      ? siteDomainWarning(config.publicUrl, services.siteUrls.urlFor('site'))
      : undefined;
  if (sharedDomain) logger.warn(sharedDomain);
  // An LLM that cannot answer leaves every step to the offline engine: said once, by a primary.
  if (!duties.isWebProcess) {
    void services.brain.checkLlm().then((ai) => {
      if (ai.status === 'ok' || ai.status === 'offline') return;
      logger.warn(
        { ai, baseUrl: config.ai.baseUrl },
        `The AI provider is not usable: ${ai.message} Check AI_PROVIDER, AI_BASE_URL, AI_API_KEY and AI_MODEL.`,
      );
    });
  }
  // This process holds DATA_DIR, and with it the site repositories, alone: what a crash left
  // uncommitted there is finished before anything new is published. Workers that share a
  // DATA_DIR leave it to the sweeper, which waits until such work is stale.
  if (config.role === 'all' && duties.jobs) await services.publisher.finishUncommitted(new Date());

  const workers = duties.jobs
    ? await startWorkers({ queue, ...services.workers, onError })
    : undefined;
  // In a cluster every process's metrics answer as one (decision 044): the primary gathers them.
  const { registry } = services.metrics;
  let scrape = () => registry.metrics();
  if (config.metrics.served && duties.forksWeb) scrape = gatherClusterMetrics(registry);
  if (config.metrics.served && duties.isWebProcess) scrape = joinClusterMetrics(registry);
  const app = duties.web ? await buildApp({ services, appSecret, logger, scrape }) : undefined;
  // Any role: the workers' generation and deployment times are counted where they run. A
  // cluster's web processes are reached through their primary's.
  const metricsServer =
    config.metrics.port === undefined || duties.isWebProcess
      ? undefined
      : createMetricsServer({ token: config.metrics.token, scrape, onError });

  let web: WebProcesses | undefined;
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
      // The web processes first: they may still be answering with the jobs' results.
      await web?.stop(SHUTDOWN_TIMEOUT_MS / 2);
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

  await reservation?.release();
  if (app) await app.listen({ port: reservation?.port ?? config.port, host: config.host });
  if (duties.forksWeb) web = forkWebProcesses(config, logger);
  await listenForMetrics(config, metricsServer);
  logger.info(
    {
      role: duties.isWebProcess ? 'web' : config.role,
      webProcesses: duties.isWebProcess ? undefined : config.webProcesses,
      url: duties.web || duties.forksWeb ? config.publicUrl : undefined,
      database: database.kind,
      ai: config.ai.provider,
      photos: config.photos.provider ?? 'offline',
      images: config.imageGenerator.provider ?? 'none',
      deploy: config.deploy.provider,
      googleSignIn: Boolean(config.google),
      envFile,
    },
    duties.isWebProcess ? 'web process is running' : 'Zappy is running',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Zappy failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
