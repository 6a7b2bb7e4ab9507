import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startPgliteServer } from './pglite-server';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: DatabaseKind;
  /** A connection string other components (the job queue) can use to reach the same database. */
  connectionString: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server. When absent, an embedded PGlite database is started. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

/**
 * Opens the database. Both kinds are reached through `pg`, so the app, its migrations and the job
 * queue share one code path (docs/decisions/002-database.md).
 *
 * @example
 * const database = await openDatabase({ dataDir: './data' });
 * await database.close();
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 8;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }

  let dataPath = 'memory://';
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pglite');
    await mkdir(dataPath, { recursive: true });
  }
  const pglite = await PGlite.create(dataPath);
  const socketServer = await startPgliteServer(pglite);
  const connectionString = `postgres://postgres:${socketServer.password}@127.0.0.1:${socketServer.port}/postgres?sslmode=disable`;
  const pool = new pg.Pool({ connectionString, max: poolSize });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    connectionString,
    close: async () => {
      await pool.end();
      await socketServer.close();
      await pglite.close();
    },
  };
}

/** A transaction handle: repository functions accept either, so services choose the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
