import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';

/**
 * The databases every API test runs on: embedded PGlite always, and a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it). Each opened database is new and empty, and dropped after.
 */
export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open: () => Promise<Database>;
}

// Tests are the one place besides config.ts that reads the environment: they choose where to run.
const serverUrl = process.env.TEST_DATABASE_URL;

async function openMigrated(open: () => Promise<Database>): Promise<Database> {
  const database = await open();
  await applyMigrations(database.pool);
  return database;
}

/** A new, empty database on the test server, and how to drop it again. */
export async function createFreshPostgres(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `zappy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.href,
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // A closed pool's last connections may still be saying goodbye: FORCE would kill them
      // mid-way, and a client told "terminating connection" after its pool let go of it throws.
      for (let i = 0; i < 50; i += 1) {
        const open = await dropper.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (Number(open.rows[0]?.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function openFreshPostgres(url: string): Promise<Database> {
  const fresh = await createFreshPostgres(url);
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
    },
  };
}

/** The PostgreSQL server tests may use, when there is one. */
export const testServerUrl = serverUrl;

/** A new, migrated database on that server, for the tests that need one (several processes). */
export const testServerDatabase: TestDatabaseKind | undefined = serverUrl
  ? { name: 'postgres', open: () => openMigrated(() => openFreshPostgres(serverUrl)) }
  : undefined;

/**
 * The PostgreSQL server the API tests run on beside PGlite. CI's second run, on the newest
 * Node.js line, asks for PGlite alone (TEST_API_DATABASES=pglite): what it checks is the runtime,
 * not the database, and the tests that need the server still use it.
 */
export const testApiServerUrl =
  process.env.TEST_API_DATABASES === 'pglite' ? undefined : serverUrl;

export const testDatabases: TestDatabaseKind[] = [
  { name: 'pglite', open: () => openMigrated(() => openDatabase({})) },
  ...(testApiServerUrl && testServerDatabase ? [testServerDatabase] : []),
];
