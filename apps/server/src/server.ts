import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { resolveAppSecret } from './lib/app-secret';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The only file that listens: configuration, logger, database, HTTP, graceful shutdown. */
async function main(): Promise<void> {
  const result = loadConfig();
  if (!result.ok) {
    for (const line of result.errors) process.stderr.write(`Invalid setting ${line}\n`);
    process.exit(1);
  }
  const { config } = result;
  const logger = pino({ level: config.logLevel });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await applyMigrations(database.pool);
  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  const app = await buildApp({ config, database, appSecret, logger });

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
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error: unknown) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(
    { url: config.publicUrl, database: database.kind, googleSignIn: Boolean(config.google) },
    'Zappy is running',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Zappy failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
