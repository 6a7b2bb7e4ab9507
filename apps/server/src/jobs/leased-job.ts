import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { QueueName } from './queue';

/** The columns every leased job table has. */
export interface LeaseColumns {
  id: PgColumn;
  attempts: PgColumn;
  heartbeatAt: PgColumn;
  updatedAt: PgColumn;
}

export interface LeaseSpec {
  table: PgTable & LeaseColumns;
  /** The rows that still have work to do (whether or not a worker holds them now). */
  pending: SQL | undefined;
  /** What else a claim writes, by property name (generation marks its job running). */
  onClaim?: Record<string, unknown>;
}

/**
 * A lease on rows of one job table: a worker claims a row atomically (attempts + 1, heartbeat
 * now) when nobody holds it or its holder stopped beating, beats while it works, and the sweeper
 * finds the rows whose holder died or whose dispatch was lost.
 */
export interface Lease {
  claim(id: string, staleBefore: Date): Promise<boolean>;
  beat(id: string): Promise<void>;
  findStale(staleBefore: Date): Promise<{ id: string; attempts: number }[]>;
}

/** @example const lease = defineLease(db, { table: deployments, pending: inArray(deployments.status, ACTIVE) }); */
export function defineLease(db: Db, spec: LeaseSpec): Lease {
  const { table } = spec;
  const free = (staleBefore: Date) =>
    or(isNull(table.heartbeatAt), lt(table.heartbeatAt, staleBefore));
  return {
    async claim(id, staleBefore) {
      const rows = await db
        .update(table)
        .set({
          ...spec.onClaim,
          heartbeatAt: new Date(),
          attempts: sql`${table.attempts} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(table.id, id), spec.pending, free(staleBefore)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    async beat(id) {
      await db
        .update(table)
        .set({ heartbeatAt: new Date() })
        .where(and(eq(table.id, id), spec.pending));
    },
    async findStale(staleBefore) {
      const rows = await db
        .select({ id: table.id, attempts: table.attempts })
        .from(table)
        .where(
          and(
            spec.pending,
            or(
              lt(table.heartbeatAt, staleBefore),
              and(isNull(table.heartbeatAt), lt(table.updatedAt, staleBefore)),
            ),
          ),
        );
      return rows as { id: string; attempts: number }[];
    },
  };
}

/** A kind of durable job a module registers with the workers (see workers.ts). */
export interface LeasedJobKind {
  queue: QueueName;
  /** Jobs of this kind one process runs at once. */
  concurrency: number;
  lease: Lease;
  /** After this many claims a job that keeps being interrupted is given up. */
  maxAttempts: number;
  /** The work, once this process holds the lease. Expected failures are recorded, not thrown. */
  run(id: string): Promise<void>;
  /**
   * A job that ran out of attempts ends here (recorded as failed, with its reason). Without it,
   * the kind's `pending` condition itself leaves such jobs out.
   */
  abandon?(id: string): Promise<void>;
}

/** Something the workers do on every sweep (repairs) or every few minutes (housekeeping). */
export interface PeriodicTask {
  name: string;
  /** At most this often; every sweep when absent. */
  everyMs?: number;
  run(staleBefore: Date): Promise<void>;
}
