import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import {
  accountNotices,
  passwordResetTokens,
  registrationTokens,
  sessions,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface UserIdentity {
  provider: 'google' | 'oidc' | 'local';
  subject: string;
  email: string;
  name: string;
  pictureUrl: string | null;
}

/** Creates the user on first sign-in; later sign-ins refresh name, email and picture. */
export async function upsertUser(db: DbOrTx, identity: UserIdentity): Promise<UserRow> {
  return oneRow(
    await db
      .insert(users)
      .values(identity)
      .onConflictDoUpdate({
        target: [users.provider, users.subject],
        set: {
          email: identity.email,
          name: identity.name,
          pictureUrl: identity.pictureUrl,
          updatedAt: new Date(),
        },
      })
      .returning(),
  );
}

export async function insertSession(
  db: DbOrTx,
  session: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findUserBySessionHash(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.user;
}

export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Sessions go with the user (ON DELETE CASCADE). */
export async function deleteUserById(db: DbOrTx, userId: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** Any account with this email, whichever way it signs in (emails compare case-insensitively). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}

/** The local account of an email, if there is one. */
export async function findLocalUser(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.provider, 'local'), eq(users.subject, email.toLowerCase())))
    .limit(1);
  return row;
}

/** A new local account; undefined when the email already has one (a concurrent registration). */
export async function insertLocalUser(
  db: DbOrTx,
  account: { email: string; name: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      provider: 'local',
      subject: account.email.toLowerCase(),
      email: account.email.toLowerCase(),
      name: account.name,
      pictureUrl: null,
      passwordHash: account.passwordHash,
    })
    .onConflictDoNothing({ target: [users.provider, users.subject] })
    .returning();
  return row;
}

export async function setPasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Every session of a user ends (a new password, an operator's reset). */
export async function deleteSessionsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export type UserSummary = UserRow & { websiteCount: number };

/** Every account with how many websites it has, oldest first (the operator's list). */
export async function listUsers(db: DbOrTx): Promise<UserSummary[]> {
  const rows = await db
    .select({
      user: users,
      // Spelled out: inside a subquery drizzle names columns bare, and `id` would be ambiguous.
      websiteCount:
        sql<number>`(SELECT count(*) FROM websites WHERE websites.user_id = users.id)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .orderBy(asc(users.createdAt));
  return rows.map((row) => ({ ...row.user, websiteCount: row.websiteCount }));
}

export type RegistrationTokenRow = typeof registrationTokens.$inferSelect;

export async function insertRegistrationToken(
  db: DbOrTx,
  pending: {
    tokenHash: string;
    email: string;
    name: string;
    passwordHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(registrationTokens).values(pending);
}

/** Takes a live registration link: the row is deleted as it is read, so a link works once. */
export async function takeRegistrationToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<RegistrationTokenRow | undefined> {
  const [row] = await db
    .delete(registrationTokens)
    .where(and(eq(registrationTokens.tokenHash, tokenHash), gt(registrationTokens.expiresAt, now)))
    .returning();
  return row;
}

/** Once an address has its account, its other pending registrations can never complete. */
export async function deleteRegistrationTokensOf(db: DbOrTx, email: string): Promise<void> {
  await db.delete(registrationTokens).where(eq(registrationTokens.email, email));
}

export async function insertPasswordResetToken(
  db: DbOrTx,
  link: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(link);
}

/** The account a live reset link is for. */
export async function findUserByResetHash(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)),
    )
    .limit(1);
  return row?.user;
}

/** Takes a live reset link: deleted as it is read, so it works once. */
export async function takePasswordResetToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

export async function deletePasswordResetTokensOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

/**
 * How many links went to an address since `since`: registrations by email, resets by account.
 * Past a few, more requests are answered as usual but mail nothing (a mailbox is not flooded).
 */
export async function countLinksSince(
  db: DbOrTx,
  target: { email: string } | { userId: string },
  since: Date,
): Promise<number> {
  const rows =
    'email' in target
      ? await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(registrationTokens)
          .where(
            and(
              eq(registrationTokens.email, target.email),
              gt(registrationTokens.createdAt, since),
            ),
          )
      : await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(passwordResetTokens)
          .where(
            and(
              eq(passwordResetTokens.userId, target.userId),
              gt(passwordResetTokens.createdAt, since),
            ),
          );
  return rows[0]?.n ?? 0;
}

/** Links nobody opened in time, and notices older than `noticesBefore`. */
export async function deleteExpiredLinks(
  db: DbOrTx,
  now: Date,
  noticesBefore: Date,
): Promise<void> {
  await db.delete(registrationTokens).where(lte(registrationTokens.expiresAt, now));
  await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now));
  await db.delete(accountNotices).where(lte(accountNotices.createdAt, noticesBefore));
}

/** The advisory-lock class of an address's notices (its second key is the address's hash). */
const NOTICE_LOCK_CLASS = 41;

/**
 * Takes one of an address's notices at `at`, unless `max` were taken since `since` (false then).
 * One request per address at a time, under a transaction's advisory lock: concurrent requests
 * would otherwise all count fewer than `max` and all mail.
 */
export function reserveNotice(
  db: Db,
  notice: { email: string; at: Date; since: Date; max: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${NOTICE_LOCK_CLASS}, hashtext(${notice.email}))`,
    );
    const [row] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(accountNotices)
      .where(
        and(eq(accountNotices.email, notice.email), gt(accountNotices.createdAt, notice.since)),
      );
    if ((row?.n ?? 0) >= notice.max) return false;
    await tx.insert(accountNotices).values({ email: notice.email, createdAt: notice.at });
    return true;
  });
}
