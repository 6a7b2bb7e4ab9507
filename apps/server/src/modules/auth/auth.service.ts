import { SESSION_TTL_MS } from '@zappy/contract/constants';
import type { LocalSignInRequest, User } from '@zappy/contract/auth';
import { deleteUnreferencedBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  deleteExpiredSessions,
  deleteSessionByHash,
  deleteUserById,
  findUserBySessionHash,
  insertSession,
  upsertUser,
  type UserIdentity,
  type UserRow,
} from './auth.repository';

/** What else goes when an account goes: the user's websites, the same way a delete removes one. */
export interface UserDataRemoval {
  removeAllOfUser(tx: DbOrTx, userId: string): Promise<string[]>;
  dispatch(taskIds: readonly string[]): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  userData: UserDataRemoval;
  now?: () => Date;
}

export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, picture_url: row.pictureUrl };
}

/**
 * Sessions and accounts. A session is a random token handed to the browser once; only its hash is
 * stored, it lasts 7 days, and logout or account deletion revokes it.
 */
export function createAuthService({ db, userData, now = () => new Date() }: AuthServiceDeps) {
  async function startSession(identity: UserIdentity): Promise<string> {
    const user = await upsertUser(db, identity);
    const token = generateToken();
    await insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  return {
    startSession,

    signInLocal(input: LocalSignInRequest): Promise<string> {
      return startSession({
        provider: 'local',
        subject: input.email,
        email: input.email,
        name: input.name,
        pictureUrl: null,
      });
    },

    /** The user a bearer token belongs to, or null when it is unknown, revoked or expired. */
    async authenticate(token: string | undefined): Promise<User | null> {
      if (!token) return null;
      const row = await findUserBySessionHash(db, hashToken(token), now());
      return row ? toUser(row) : null;
    },

    async logout(token: string): Promise<void> {
      await deleteSessionByHash(db, hashToken(token));
    },

    /**
     * The user, their sessions, uploads and websites, and the bytes no one else uses, in one
     * transaction; then the websites' outside clean-up (repositories, hosted copies).
     */
    async deleteAccount(userId: string): Promise<void> {
      const tasks = await db.transaction(async (tx) => {
        const websiteTasks = await userData.removeAllOfUser(tx, userId);
        await deleteUserById(tx, userId);
        await deleteUnreferencedBlobs(tx);
        return websiteTasks;
      });
      await userData.dispatch(tasks);
    },

    purgeExpiredSessions(): Promise<number> {
      return deleteExpiredSessions(db, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
