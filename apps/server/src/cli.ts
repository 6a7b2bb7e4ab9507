import { loadEnvironment, type Config } from './config';
import { openDatabase } from './db/client';
import { applyMigrations } from './db/migrate';
import { createJobQueue } from './jobs/queue';
import { resolveAppSecret } from './lib/app-secret';
import { checkDataDirAccess, tightenDataDir } from './lib/data-dir-access';
import { lockDataDir } from './lib/data-dir-lock';
import { openEventBus } from './lib/event-bus';
import { createServices } from './services';
import { runCli, type CliContext } from './cli/commands';
import { readNewPassword } from './cli/read-password';

/**
 * Opens what the account commands need: the database (migrated, as the server would), the job
 * queue (a deleted account's clean-up runs on the server's workers), the event bus (running web
 * processes stop serving a deleted account's sites) and the services. The embedded database
 * belongs to one process: with PGlite, the server must be stopped first.
 */
async function openAccounts(
  config: Config,
): Promise<Awaited<ReturnType<CliContext['openAccounts']>>> {
  const access = checkDataDirAccess(config.dataDir);
  if (!access.ok) throw new Error(access.error);
  const lock = config.databaseUrl
    ? undefined
    : lockDataDir(config.dataDir, { allowNetworkFs: config.dataDirAllowNetworkFs });
  if (lock && !lock.ok) {
    throw new Error(
      lock.isInUse
        ? `${lock.error}. Stop the Zappy server first: its embedded database serves one process (or use DATABASE_URL).`
        : lock.error,
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await applyMigrations(database.pool);
    const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
    // As the server does, after the database has opened: PGlite sets its files' modes itself.
    const foreign = tightenDataDir(config.dataDir);
    if (foreign.length > 0) {
      process.stderr.write(
        `DATA_DIR holds files of another user, left as they are: ${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ` and ${foreign.length - 3} more` : ''}. Check who may read them.\n`,
      );
    }
    const errors: unknown[] = [];
    const queue = await createJobQueue(database.connectionString, (error) => errors.push(error));
    const bus = await openEventBus(config.databaseUrl, (error) => errors.push(error));
    const services = createServices({
      config,
      appSecret,
      database,
      queue,
      bus,
      onError: (error) => errors.push(error),
    });
    return {
      auth: services.auth,
      async close() {
        await bus.close();
        await queue.stop();
        await database.close();
        if (lock?.ok) lock.lock.release();
      },
    };
  } catch (error: unknown) {
    await database.close();
    if (lock?.ok) lock.lock.release();
    throw error;
  }
}

/** `npm run zappy -- <command>`: the operator's commands (cli/commands.ts). */
async function main(): Promise<number> {
  // What the commands create in DATA_DIR (the embedded database's files) is owner-only, as the
  // server's is: nothing Zappy writes is for other local users.
  process.umask(0o077);
  const { result } = loadEnvironment();
  const io = {
    out: (line: string) => process.stdout.write(`${line}\n`),
    err: (line: string) => process.stderr.write(`${line}\n`),
    readPassword: () => readNewPassword(process.stdin, process.stderr),
  };
  return runCli(
    process.argv.slice(2),
    () => {
      if (!result.ok)
        throw new Error(result.errors.map((line) => `Invalid setting ${line}`).join('\n'));
      return { config: result.config, openAccounts: () => openAccounts(result.config) };
    },
    io,
  );
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
