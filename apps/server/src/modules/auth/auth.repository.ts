import { and, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneRow } from '../../db/rows';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export interface UserIdentity {
  provider: 'google' | 'local';
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
