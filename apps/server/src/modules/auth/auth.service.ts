import { SESSION_TTL_MS } from '@zappy/contract/constants';
import type {
  CheckEmailResponse,
  LocalRegisterRequest,
  LocalSignInRequest,
  ResetPasswordRequest,
  TokenResponse,
  User,
} from '@zappy/contract/auth';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { AllowedEmails } from '../../config';
import { deleteUnreferencedBlobs } from '../../db/blobs';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/tokens';
import {
  countLinksSince,
  deleteExpiredLinks,
  deleteExpiredSessions,
  deletePasswordResetTokensOf,
  deleteRegistrationTokensOf,
  deleteSessionByHash,
  deleteSessionsOfUser,
  deleteUserById,
  findLocalUser,
  findUserByEmail,
  findUserByResetHash,
  findUserBySessionHash,
  insertLocalUser,
  insertPasswordResetToken,
  insertRegistrationToken,
  insertSession,
  reserveNotice,
  listUsers,
  setPasswordHash,
  takePasswordResetToken,
  takeRegistrationToken,
  upsertUser,
  type UserIdentity,
  type UserRow,
} from './auth.repository';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { passwordProblem } from './password-policy';
import { REGISTRATION_LINK_TTL_MS, RESET_LINK_TTL_MS, type AccountMailer } from './account-mail';

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
  /** Account mail (SMTP_URL is set): registration confirms the address, passwords reset by link. */
  accountMail?: AccountMailer | undefined;
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
 * At most this many links, and as many notices, to one address per window, whoever asks; more
 * requests mail nothing (and answer the same).
 */
const MAX_LINKS_PER_WINDOW = 3;
const LINK_WINDOW_MS = 60 * 60 * 1000;

/**
 * Sessions and accounts. A session is a random token handed to the browser once; only its hash is
 * stored, it lasts 7 days, and logout or account deletion revokes it. Local accounts sign in
 * with an email and an argon2id-hashed password; every way in passes AUTH_ALLOWED_EMAILS.
 */
export function createAuthService({
  db,
  userData,
  allowedEmails,
  accountMail,
  now = () => new Date(),
}: AuthServiceDeps) {
  function requireAllowed(email: string): void {
    if (!isEmailAllowed(allowedEmails, email)) throw new AppError(403, AUTH_MESSAGES.notAllowed);
  }

  /** A new password that is too easy to guess is a 400 with the reason. */
  function requireStrong(password: string, email: string): void {
    const problem = passwordProblem(password, email);
    if (problem) throw new AppError(400, problem);
  }

  function requireAccountMail(): AccountMailer {
    if (!accountMail) throw new AppError(403, AUTH_MESSAGES.noAccountMail);
    return accountMail;
  }

  /** Whether an address may get another link now: a few an hour, so no one floods a mailbox. */
  async function mayMailLink(target: { email: string } | { userId: string }): Promise<boolean> {
    const since = new Date(now().getTime() - LINK_WINDOW_MS);
    return (await countLinksSince(db, target, since)) < MAX_LINKS_PER_WINDOW;
  }

  /**
   * Whether an address may get another notice now (kept, counted per address: the rate limit per
   * client alone let many clients fill one mailbox). Takes one of the window's notices if so.
   */
  function mayMailNotice(email: string): Promise<boolean> {
    const at = now();
    return reserveNotice(db, {
      email: email.toLowerCase(),
      at,
      since: new Date(at.getTime() - LINK_WINDOW_MS),
      max: MAX_LINKS_PER_WINDOW,
    });
  }

  /** A new link's token and its row's fields: only the hash is kept. */
  function newLink(ttlMs: number) {
    const token = generateToken();
    const createdAt = now();
    return {
      token,
      row: {
        tokenHash: hashToken(token),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ttlMs),
      },
    };
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

    /** Whether this server mails account links (the sign-in dialog offers "Forgot password?"). */
    hasAccountMail: accountMail !== undefined,

    /**
     * A new local account. Without account mail: made and signed in at once, 409 when any
     * account (of any provider) has the email. With it: one answer for every address (decision
     * 041): a new one is mailed a link that makes the account (`verifyRegistration`), one with
     * an account is mailed a notice, and the answer says to check the mail.
     */
    async register(input: LocalRegisterRequest): Promise<TokenResponse | CheckEmailResponse> {
      requireAllowed(input.email);
      requireStrong(input.password, input.email);
      // Hashed on every path, so the answer takes as long whether the address is new or not.
      const passwordHash = await hashPassword(input.password);
      const existing = await findUserByEmail(db, input.email);
      const account = { email: input.email, name: input.name, passwordHash };
      if (!accountMail) {
        if (existing) throw new AppError(409, AUTH_MESSAGES.emailTaken);
        const user = await insertLocalUser(db, account);
        if (!user) throw new AppError(409, AUTH_MESSAGES.emailTaken);
        return { token: await sessionFor(user.id) };
      }
      if (existing) {
        if (await mayMailNotice(input.email)) {
          accountMail.send(input.email, { kind: 'alreadyRegistered', provider: existing.provider });
        }
      } else if (await mayMailLink({ email: input.email })) {
        const { token, row } = newLink(REGISTRATION_LINK_TTL_MS);
        await insertRegistrationToken(db, { ...row, ...account });
        accountMail.send(input.email, {
          kind: 'confirmRegistration',
          link: accountMail.link('verify-email', token),
        });
      }
      return { message: AUTH_MESSAGES.checkEmailToRegister };
    },

    /**
     * The registration link was opened: the account is made and signed in, once. Every other
     * pending registration of the address ends with it.
     */
    async verifyRegistration(token: string): Promise<string> {
      requireAccountMail();
      const pending = await takeRegistrationToken(db, hashToken(token), now());
      if (!pending) throw new AppError(400, AUTH_MESSAGES.linkInvalid);
      requireAllowed(pending.email);
      const user = (await findUserByEmail(db, pending.email))
        ? undefined
        : await insertLocalUser(db, pending);
      await deleteRegistrationTokensOf(db, pending.email);
      if (!user) throw new AppError(409, AUTH_MESSAGES.emailTaken);
      return sessionFor(user.id);
    },

    /**
     * "Forgot password?": a local account is mailed a reset link, a provider's account a notice
     * that it has no password; an unknown or unlisted address gets nothing. The caller answers
     * the same in every case.
     */
    async requestPasswordReset(email: string): Promise<CheckEmailResponse> {
      const mail = requireAccountMail();
      const answer = { message: AUTH_MESSAGES.checkEmailToReset };
      const user = isEmailAllowed(allowedEmails, email)
        ? await findUserByEmail(db, email)
        : undefined;
      if (!user) return answer;
      if (user.provider !== 'local') {
        if (await mayMailNotice(email)) {
          mail.send(email, { kind: 'noPasswordToReset', provider: user.provider });
        }
        return answer;
      }
      if (!(await mayMailLink({ userId: user.id }))) return answer;
      const { token, row } = newLink(RESET_LINK_TTL_MS);
      await insertPasswordResetToken(db, { ...row, userId: user.id });
      mail.send(user.email, { kind: 'resetPassword', link: mail.link('reset-password', token) });
      return answer;
    },

    /**
     * A reset link with the new password: the password is checked first (a weak one keeps the
     * link usable), then the link is taken, the password set, and every reset link and session
     * of the account ends, in one transaction.
     */
    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      requireAccountMail();
      const tokenHash = hashToken(input.token);
      const owner = await findUserByResetHash(db, tokenHash, now());
      if (!owner) throw new AppError(400, AUTH_MESSAGES.linkInvalid);
      requireAllowed(owner.email);
      requireStrong(input.password, owner.email);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const link = await takePasswordResetToken(tx, tokenHash, now());
        if (!link) throw new AppError(400, AUTH_MESSAGES.linkInvalid);
        await setPasswordHash(tx, link.userId, passwordHash);
        await deletePasswordResetTokensOf(tx, link.userId);
        await deleteSessionsOfUser(tx, link.userId);
      });
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
     * The operator's reset: gives the account a new password and ends all its sessions and
     * reset links. Only local accounts have passwords; a provider's account signs in at its
     * provider. The caller has checked the password (`passwordProblem`).
     */
    async setPassword(userId: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, userId, passwordHash);
        await deletePasswordResetTokensOf(tx, userId);
        await deleteSessionsOfUser(tx, userId);
      });
    },

    purgeExpiredSessions(): Promise<number> {
      return deleteExpiredSessions(db, now());
    },

    /** Registration and reset links nobody opened in time, and notices past their window. */
    purgeExpiredLinks(): Promise<void> {
      const current = now();
      return deleteExpiredLinks(db, current, new Date(current.getTime() - LINK_WINDOW_MS));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
