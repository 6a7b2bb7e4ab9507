import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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

// PGlite runs one query at a time; the socket server multiplexes connections onto it. Leave room
// above the app's pool for other clients of the same database (the job queue).
const PGLITE_MAX_CONNECTIONS = 20;

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
  const socketServer = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: PGLITE_MAX_CONNECTIONS,
  });
  await socketServer.start();
  const connectionString = `postgres://postgres@${socketServer.getServerConn()}/postgres?sslmode=disable`;
  const pool = new pg.Pool({ connectionString, max: Math.min(poolSize, PGLITE_MAX_CONNECTIONS) });
  return {
    db: drizzle(pool, { schema }),
    pool,
    kind: 'pglite',
    connectionString,
    close: async () => {
      await pool.end();
      await socketServer.stop();
      await pglite.close();
    },
  };
}

/** A transaction handle: repository functions accept either, so services choose the boundary. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
