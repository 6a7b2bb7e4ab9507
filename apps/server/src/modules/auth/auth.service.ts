import { SESSION_TTL_MS } from '@zappy/contract/constants';
import type { LocalRegisterRequest, LocalSignInRequest, User } from '@zappy/contract/auth';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { AllowedEmails } from '../../config';
import { deleteUnreferencedBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  deleteExpiredSessions,
  deleteSessionByHash,
  deleteSessionsOfUser,
  deleteUserById,
  findLocalUser,
  findUserByEmail,
  findUserBySessionHash,
  insertLocalUser,
  insertSession,
  listUsers,
  setPasswordHash,
  upsertUser,
  type UserIdentity,
  type UserRow,
} from './auth.repository';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

/** What else goes when an account goes: the user's websites, the same way a delete removes one. */
/** Removing a user's websites: inside the account's transaction, then what follows its commit. */
export interface UserDataRemoval<Removal = unknown> {
  removeAllOfUser(tx: DbOrTx, userId: string): Promise<Removal>;
  dispatch(removal: Removal): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  userData: UserDataRemoval;
  /** AUTH_ALLOWED_EMAILS; undefined lets everyone in. */
  allowedEmails?: AllowedEmails | undefined;
  now?: () => Date;
}

export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, picture_url: row.pictureUrl };
}

/** Whether AUTH_ALLOWED_EMAILS lets this address register or sign in. */
export function isEmailAllowed(allowed: AllowedEmails | undefined, email: string): boolean {
  if (!allowed) return true;
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return allowed.addresses.has(address) || allowed.domains.has(domain);
}

/**
 * Sessions and accounts. A session is a random token handed to the browser once; only its hash is
 * stored, it lasts 7 days, and logout or account deletion revokes it. Local accounts sign in
 * with an email and an argon2id-hashed password; every way in passes AUTH_ALLOWED_EMAILS.
 */
export function createAuthService({
  db,
  userData,
  allowedEmails,
  now = () => new Date(),
}: AuthServiceDeps) {
  function requireAllowed(email: string): void {
    if (!isEmailAllowed(allowedEmails, email)) throw new AppError(403, AUTH_MESSAGES.notAllowed);
  }

  async function sessionFor(userId: string): Promise<string> {
    const token = generateToken();
    await insertSession(db, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  return {
    isAllowed: (email: string) => isEmailAllowed(allowedEmails, email),

    /** A provider's user (Google or the operator's OpenID provider): created or refreshed. */
    async startSession(identity: UserIdentity): Promise<string> {
      requireAllowed(identity.email);
      const user = await upsertUser(db, identity);
      return sessionFor(user.id);
    },

    /** A new local account. 409 when any account (of any provider) has the email. */
    async register(input: LocalRegisterRequest): Promise<string> {
      requireAllowed(input.email);
      if (await findUserByEmail(db, input.email)) throw new AppError(409, AUTH_MESSAGES.emailTaken);
      const user = await insertLocalUser(db, {
        email: input.email,
        name: input.name,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) throw new AppError(409, AUTH_MESSAGES.emailTaken);
      return sessionFor(user.id);
    },

    /**
     * One answer for an unknown email, an account without a password and a wrong password, in
     * about the same time: nobody learns which emails have accounts.
     */
    async signInLocal(input: LocalSignInRequest): Promise<string> {
      requireAllowed(input.email);
      const user = await findLocalUser(db, input.email);
      const isValid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDecoy(input.password);
      if (!user || !isValid) throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
      return sessionFor(user.id);
    },

    /**
     * The user a session token belongs to, or null when it is unknown, revoked or expired. A
     * session of an address AUTH_ALLOWED_EMAILS no longer lets in ends here, at its next request.
     */
    async authenticate(token: string | undefined): Promise<User | null> {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const row = await findUserBySessionHash(db, tokenHash, now());
      if (!row) return null;
      if (!isEmailAllowed(allowedEmails, row.email)) {
        await deleteSessionByHash(db, tokenHash);
        return null;
      }
      return toUser(row);
    },

    async logout(token: string): Promise<void> {
      await deleteSessionByHash(db, hashToken(token));
    },

    /**
     * The user, their sessions, uploads and websites, and the bytes no one else uses, in one
     * transaction; then the websites' outside clean-up (repositories, hosted copies).
     */
    async deleteAccount(userId: string): Promise<void> {
      const removal = await db.transaction(async (tx) => {
        const websitesRemoval = await userData.removeAllOfUser(tx, userId);
        await deleteUserById(tx, userId);
        await deleteUnreferencedBlobs(tx);
        return websitesRemoval;
      });
      await userData.dispatch(removal);
    },

    /** The operator's: every account, oldest first. */
    listUsers: () => listUsers(db),

    /** The account an operator names by email (any provider), or undefined. */
    findUserByEmail: (email: string) => findUserByEmail(db, email),

    /**
     * The operator's reset: gives the account a new password and ends all its sessions. Only
     * local accounts have passwords; a provider's account signs in at its provider.
     */
    async setPassword(userId: string, password: string): Promise<void> {
      await setPasswordHash(db, userId, await hashPassword(password));
      await deleteSessionsOfUser(db, userId);
    },

    purgeExpiredSessions(): Promise<number> {
      return deleteExpiredSessions(db, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
