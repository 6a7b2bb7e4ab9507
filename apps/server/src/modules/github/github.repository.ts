import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { githubRepositories } from '../../db/schema';

export type GitHubRepositoryRow = typeof githubRepositories.$inferSelect;

const table = githubRepositories;

/** Due now, by the database's clock (the one every process shares). */
export const pushIsDue = and(isNotNull(table.nextPushAt), lte(table.nextPushAt, sql`now()`));

/** A new push is wanted (now): its version, the counter a running push checks, no attempts yet. */
const pushRequested = (versionNumber: number | null) => ({
  pushStatus: 'pending' as const,
  pushVersion: versionNumber,
  pushError: null,
  pushAt: sql`now()`,
  nextPushAt: sql`now()`,
  pushRequests: sql`${table.pushRequests} + 1`,
  attempts: 0,
  updatedAt: sql`now()`,
});

export async function findRepositoryOf(
  db: DbOrTx,
  websiteId: string,
): Promise<GitHubRepositoryRow | undefined> {
  const [row] = await db.select().from(table).where(eq(table.websiteId, websiteId)).limit(1);
  return row;
}

export async function findRepository(
  db: DbOrTx,
  id: string,
): Promise<GitHubRepositoryRow | undefined> {
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row;
}

export function listRepositoriesOf(
  db: DbOrTx,
  websiteIds: readonly string[],
): Promise<GitHubRepositoryRow[]> {
  if (websiteIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(table)
    .where(inArray(table.websiteId, [...websiteIds]));
}

export interface Connection {
  websiteId: string;
  owner: string;
  name: string;
  htmlUrl: string;
  createdByZappy: boolean;
  tokenEncrypted: string | null;
  pagesEnabled: boolean;
  pagesUrl: string | null;
}

/** The site's repository, new or replacing the one it had, with a push of `version` asked for. */
export async function saveConnection(
  db: DbOrTx,
  connection: Connection,
  versionNumber: number | null,
): Promise<GitHubRepositoryRow> {
  const { websiteId, ...fields } = connection;
  const values = { ...fields, pagesError: null, ...pushRequested(versionNumber) };
  return oneRow(
    await db
      .insert(table)
      .values({ websiteId, ...values, pushRequests: 1 })
      .onConflictDoUpdate({ target: table.websiteId, set: values })
      .returning(),
  );
}

/** Asks for a push of the site's history up to `version`; undefined when it has no repository. */
export async function requestPush(
  db: DbOrTx,
  websiteId: string,
  versionNumber: number | null,
): Promise<GitHubRepositoryRow | undefined> {
  const [row] = await db
    .update(table)
    .set(pushRequested(versionNumber))
    .where(eq(table.websiteId, websiteId))
    .returning();
  return row;
}

export type PushOutcome =
  | { status: 'pushed'; versionNumber: number | null }
  | { status: 'failed'; error: string; retryInSeconds: number | null };

/**
 * Records how a push ended, unless another was asked for while it ran (`push_requests` moved):
 * then it stays pending and due. Answers whether it settled.
 */
export async function finishPush(
  db: DbOrTx,
  id: string,
  requestsSeen: number,
  outcome: PushOutcome,
): Promise<boolean> {
  const unchanged = sql`${table.pushRequests} = ${requestsSeen}`;
  const whenUnchanged = (value: unknown, otherwise: unknown) =>
    sql`CASE WHEN ${unchanged} THEN ${value} ELSE ${otherwise} END`;
  const next =
    outcome.status === 'failed' && outcome.retryInSeconds !== null
      ? sql`now() + make_interval(secs => ${outcome.retryInSeconds})`
      : sql`NULL::timestamptz`;
  const rows = await db
    .update(table)
    .set({
      pushStatus: whenUnchanged(outcome.status, sql`'pending'`),
      ...(outcome.status === 'pushed'
        ? { pushVersion: sql`${whenUnchanged(outcome.versionNumber, table.pushVersion)}::integer` }
        : {}),
      pushError: whenUnchanged(outcome.status === 'failed' ? outcome.error : null, sql`NULL`),
      pushAt: whenUnchanged(sql`now()`, table.pushAt),
      nextPushAt: whenUnchanged(next, sql`now()`),
      heartbeatAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(table.id, id))
    .returning({ settled: sql<boolean>`${unchanged}` });
  return rows[0]?.settled ?? true;
}

/** A push that ran out of attempts while interrupted: failed, and not tried again by itself. */
export async function abandonPush(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(table)
    .set({
      pushStatus: 'failed',
      pushError: error,
      pushAt: sql`now()`,
      nextPushAt: null,
      heartbeatAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(table.id, id), pushIsDue));
}

export async function savePages(
  db: DbOrTx,
  id: string,
  pages: { pagesUrl: string | null; pagesError: string | null },
): Promise<void> {
  await db.update(table).set(pages).where(eq(table.id, id));
}

export async function deleteRepositoryOf(db: DbOrTx, websiteId: string): Promise<void> {
  await db.delete(table).where(eq(table.websiteId, websiteId));
}
