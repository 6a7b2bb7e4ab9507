import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, createTestServices, TEST_PASSWORD } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { startSmtp } from '../../../test/mail-servers';

const NEW_PASSWORD = 'violet kettle under the bridge';
const SENDER = 'accounts@zappy.test';
let nextClient = 0;
/** Each request its own client address, so only the rate-limit tests meet the limit. */
const freshClient = () => `192.0.2.${String((nextClient += 1) % 250)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function post(app: FastifyInstance, url: string, payload: object): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, remoteAddress: freshClient(), payload });
}

const register = (app: FastifyInstance, email: string, password = TEST_PASSWORD, name = 'Dana') =>
  post(app, '/api/auth/local/register', { name, email, password });
const signIn = (app: FastifyInstance, email: string, password: string) =>
  post(app, '/api/auth/local', { email, password });
const forgot = (app: FastifyInstance, email: string) =>
  post(app, '/api/auth/forgot-password', { email });
const reset = (app: FastifyInstance, token: string, password: string) =>
  post(app, '/api/auth/reset-password', { token, password });
const verify = (app: FastifyInstance, token: string) =>
  post(app, '/api/auth/local/verify', { token });

/** The token a mailed link carries in its fragment. */
function linkToken(mail: ParsedMail, page: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`http://app\\.test/${page}#token=([\\w-]{43})`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text ?? ''}`);
  return match[1];
}

describe.each(testDatabases)('account links by email on $name', ({ open }) => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailApp: FastifyInstance;
  let noMailApp: FastifyInstance;
  const apps: FastifyInstance[] = [];

  /** The messages `to` has received, once there are `count` of them (mail leaves after the answer). */
  async function mailTo(to: string, count = 1): Promise<ParsedMail[]> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const received = smtp.received.filter((message) => message.rcptTo.includes(to));
      if (received.length >= count) return Promise.all(received.map((m) => simpleParser(m.raw)));
      if (Date.now() > deadline) throw new Error(`${to} got ${received.length} of ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function appAt(offsetMs: number): Promise<FastifyInstance> {
    const later = new Date(Date.now() + offsetMs);
    const app = await createTestApp(
      database,
      { SMTP_URL: smtp.url, SMTP_FROM: SENDER },
      { now: () => later },
    );
    apps.push(app);
    return app;
  }

  const rows = async (sql: string, params: unknown[] = []) =>
    (await database.pool.query<Record<string, unknown>>(sql, params)).rows;

  /** A local account made where no mail is sent, signed in once: its session token. */
  async function existingAccount(email: string): Promise<string> {
    const res = await register(noMailApp, email);
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  }

  async function resetLinkFor(email: string, nth = 1): Promise<string> {
    expect((await forgot(mailApp, email)).statusCode).toBe(202);
    const mails = await mailTo(email, nth);
    const mail = mails[nth - 1];
    if (!mail) throw new Error('no reset mail');
    return linkToken(mail, 'reset-password');
  }

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtp();
    mailApp = await createTestApp(database, { SMTP_URL: smtp.url, SMTP_FROM: SENDER });
    noMailApp = await createTestApp(database);
    apps.push(mailApp, noMailApp);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp.close();
    await database.close();
  });

  it('tells the web whether this server mails account links', async () => {
    const withMail = await mailApp.inject({ url: '/api/auth/urls' });
    expect(withMail.json()).toMatchObject({ localSignIn: true, accountEmails: true });
    const without = await noMailApp.inject({ url: '/api/auth/urls' });
    expect(without.json()).toMatchObject({ localSignIn: true, accountEmails: false });
  });

  describe('registration with SMTP_URL', () => {
    it('answers a new and an existing address the same, mailing a link to one and a notice to the other', async () => {
      await existingAccount('owner@example.com');
      const usersBefore = await rows('SELECT id FROM users');
      const answers = await Promise.all([
        register(mailApp, 'owner@example.com', 'a different passphrase here', 'Mallory <b>x</b>'),
        register(mailApp, 'newcomer@example.com', TEST_PASSWORD, 'Mallory <b>x</b>'),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.checkEmailToRegister });
        expect(res.cookies).toHaveLength(0);
      }
      // No account yet for the new address, and the existing one kept its password.
      expect(await rows('SELECT id FROM users')).toHaveLength(usersBefore.length);
      expect((await signIn(mailApp, 'newcomer@example.com', TEST_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(mailApp, 'owner@example.com', TEST_PASSWORD)).statusCode).toBe(200);

      const [notice] = await mailTo('owner@example.com');
      const [link] = await mailTo('newcomer@example.com');
      expect(notice?.subject).toBe('You already have a Zappy account');
      expect(notice?.text).toContain('Forgot password?');
      expect(notice?.text).not.toContain('#token=');
      expect(link?.subject).toBe('Confirm your email address for Zappy');
      for (const mail of [notice, link]) {
        expect(mail?.from?.value).toEqual([{ name: 'Zappy', address: SENDER }]);
        expect((mail?.to as AddressObject | undefined)?.value).toHaveLength(1);
        expect(mail?.html).toBe(false);
        // What the request carried (the name) appears nowhere.
        expect(mail?.text).not.toContain('Mallory');
      }
    });

    it('makes the account and signs in from the link once, having stored only its hash', async () => {
      expect(
        (await register(mailApp, 'linked@example.com', TEST_PASSWORD, 'Lin Ked')).statusCode,
      ).toBe(202);
      const [mail] = await mailTo('linked@example.com');
      if (!mail) throw new Error('no mail');
      const token = linkToken(mail, 'verify-email');
      const stored = await rows('SELECT * FROM registration_tokens WHERE email = $1', [
        'linked@example.com',
      ]);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).toBe(sha256(token));
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(JSON.stringify(stored)).not.toContain(TEST_PASSWORD);

      const opened = await verify(mailApp, token);
      expect(opened.statusCode).toBe(200);
      const session = opened.json<{ token: string }>().token;
      expect(opened.cookies.find((c) => c.name === 'zappy_auth_token')?.value).toBe(session);
      const status = await mailApp.inject({ url: '/api/auth/status', headers: bearer(session) });
      expect(status.json()).toMatchObject({
        authenticated: true,
        user: { name: 'Lin Ked', email: 'linked@example.com' },
      });
      expect((await signIn(mailApp, 'linked@example.com', TEST_PASSWORD)).statusCode).toBe(200);

      const again = await verify(mailApp, token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: AUTH_MESSAGES.linkInvalid });
      expect(
        await rows('SELECT 1 FROM registration_tokens WHERE email = $1', ['linked@example.com']),
      ).toHaveLength(0);
    });

    it('lets only the first of two links make the account', async () => {
      await register(mailApp, 'twice@example.com');
      await register(mailApp, 'twice@example.com', 'another long passphrase');
      const mails = await mailTo('twice@example.com', 2);
      const [first, second] = mails.map((mail) => linkToken(mail, 'verify-email'));
      expect((await verify(mailApp, second ?? '')).statusCode).toBe(200);
      const late = await verify(mailApp, first ?? '');
      expect(late.statusCode).toBe(400);
      expect(
        await rows('SELECT 1 FROM users WHERE email = $1', ['twice@example.com']),
      ).toHaveLength(1);
    });

    it('refuses a link after 24 hours', async () => {
      await register(mailApp, 'slow@example.com');
      const [mail] = await mailTo('slow@example.com');
      if (!mail) throw new Error('no mail');
      const tomorrow = await appAt(24 * 60 * 60 * 1000 + 60_000);
      const res = await verify(tomorrow, linkToken(mail, 'verify-email'));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.linkInvalid });
      expect(await rows('SELECT 1 FROM users WHERE email = $1', ['slow@example.com'])).toHaveLength(
        0,
      );
    });

    it('refuses the finding’s weak passwords before anything is stored or mailed', async () => {
      const before = smtp.received.length;
      for (const password of ['1234567890', 'aaaaaaaaaa', 'password12', ' '.repeat(10)]) {
        const res = await register(mailApp, 'weak@example.com', password);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: string }>().error).toMatch(/Choose another one|only spaces/);
      }
      expect(
        await rows('SELECT 1 FROM registration_tokens WHERE email = $1', ['weak@example.com']),
      ).toHaveLength(0);
      expect(smtp.received.length).toBe(before);
    });
  });

  describe('"Forgot password?" with SMTP_URL', () => {
    it('answers the same for a local account, a provider’s account and an unknown address', async () => {
      await existingAccount('forgetful@example.com');
      await database.pool.query(
        "INSERT INTO users (provider, subject, email, name) VALUES ('google', 'g-77', 'gina@example.com', 'Gina')",
      );
      const answers = await Promise.all([
        forgot(mailApp, 'forgetful@example.com'),
        forgot(mailApp, 'gina@example.com'),
        forgot(mailApp, 'nobody-here@example.com'),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: AUTH_MESSAGES.checkEmailToReset });
      }
      const [link] = await mailTo('forgetful@example.com');
      const [notice] = await mailTo('gina@example.com');
      expect(link?.subject).toBe('Choose a new Zappy password');
      expect(link?.text).toMatch(/30 minutes/);
      expect(notice?.subject).toBe('Your Zappy account has no password');
      expect(notice?.text).toContain('Google');
      expect(smtp.received.some((m) => m.rcptTo.includes('nobody-here@example.com'))).toBe(false);
    });

    it('sets the new password from the link once, ending every session and every other link', async () => {
      const firstSession = await existingAccount('resetting@example.com');
      const secondSession = (await signIn(mailApp, 'resetting@example.com', TEST_PASSWORD)).json<{
        token: string;
      }>().token;
      const token = await resetLinkFor('resetting@example.com', 1);
      const other = await resetLinkFor('resetting@example.com', 2);
      const stored = await rows(
        'SELECT r.token_hash FROM password_reset_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
        ['resetting@example.com'],
      );
      expect(stored.map((row) => row.token_hash).sort()).toEqual(
        [sha256(token), sha256(other)].sort(),
      );
      expect(JSON.stringify(stored)).not.toContain(token);

      // A weak password is refused and the link still works.
      const weak = await reset(mailApp, token, 'password12');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ error: AUTH_MESSAGES.passwordCommon });
      const hasEmail = await reset(mailApp, token, 'resetting-is-fun-2026');
      expect(hasEmail.json()).toEqual({ error: AUTH_MESSAGES.passwordHasEmail });

      const done = await reset(mailApp, token, NEW_PASSWORD);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ success: true });
      for (const session of [firstSession, secondSession]) {
        const status = await mailApp.inject({ url: '/api/auth/status', headers: bearer(session) });
        expect(status.json()).toMatchObject({ authenticated: false });
      }
      expect((await signIn(mailApp, 'resetting@example.com', TEST_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(mailApp, 'resetting@example.com', NEW_PASSWORD)).statusCode).toBe(200);

      for (const used of [token, other]) {
        const res = await reset(mailApp, used, 'yet another good passphrase');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: AUTH_MESSAGES.linkInvalid });
      }
      expect((await signIn(mailApp, 'resetting@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a reset link after 30 minutes, changing nothing', async () => {
      await existingAccount('tardy@example.com');
      const token = await resetLinkFor('tardy@example.com');
      const later = await appAt(31 * 60 * 1000);
      const res = await reset(later, token, NEW_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.linkInvalid });
      expect((await signIn(mailApp, 'tardy@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('mails at most three links an hour to one account, answering the same', async () => {
      await existingAccount('flooded@example.com');
      for (let i = 0; i < 5; i += 1)
        expect((await forgot(mailApp, 'flooded@example.com')).statusCode).toBe(202);
      await mailTo('flooded@example.com', 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received.filter((m) => m.rcptTo.includes('flooded@example.com'))).toHaveLength(3);
    });

    it('mails at most three notices an hour to one address, from any number of clients at once', async () => {
      await existingAccount('Noticed@example.com');
      await database.pool.query(
        "INSERT INTO users (provider, subject, email, name) VALUES ('google', 'g-88', 'glen@example.com', 'Glen')",
      );
      // Every request from a client of its own, all at once: the per-client limit never meets
      // them, and none may count before another has taken its notice.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => [
          register(mailApp, 'noticed@example.com'),
          forgot(mailApp, 'glen@example.com'),
        ]).flat(),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(12).fill(202));
      await mailTo('noticed@example.com', 3);
      await mailTo('glen@example.com', 3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const address of ['noticed@example.com', 'glen@example.com']) {
        expect(smtp.received.filter((m) => m.rcptTo.includes(address))).toHaveLength(3);
      }
      // An hour on, the address may be told again, and the old notices are gone once purged.
      const laterTime = new Date(Date.now() + 61 * 60 * 1000);
      const later = await appAt(61 * 60 * 1000);
      expect((await register(later, 'noticed@example.com')).statusCode).toBe(202);
      await mailTo('noticed@example.com', 4);
      await createTestServices(database, { now: () => laterTime }).auth.purgeExpiredLinks();
      expect(
        await rows('SELECT email FROM account_notices WHERE email = $1', ['noticed@example.com']),
      ).toHaveLength(1);
    });

    it('does not spend the password limit on opening links, so the person can sign in next', async () => {
      const client = '203.0.113.77';
      const open = (url: string, payload: object) =>
        mailApp.inject({ method: 'POST', url, remoteAddress: client, payload });
      for (let i = 0; i < 6; i += 1) {
        expect((await open('/api/auth/local/verify', { token: 'x'.repeat(43) })).statusCode).toBe(
          400,
        );
        const res = await open('/api/auth/reset-password', {
          token: 'y'.repeat(43),
          password: NEW_PASSWORD,
        });
        expect(res.statusCode).toBe(400);
      }
      const signIn = await open('/api/auth/local', {
        email: 'nobody@example.com',
        password: NEW_PASSWORD,
      });
      expect(signIn.statusCode).toBe(401);
    });

    it('rejects a malformed token and a missing password with a 400', async () => {
      for (const payload of [
        { token: 'short', password: NEW_PASSWORD },
        { token: 'x'.repeat(43) },
        {},
      ]) {
        const res = await post(mailApp, '/api/auth/reset-password', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: string }>().error).toBeTruthy();
      }
    });
  });

  describe('without SMTP_URL', () => {
    it('says password reset by email is not set up, and how the operator sets one', async () => {
      await existingAccount('nomail@example.com');
      for (const res of [
        await forgot(noMailApp, 'nomail@example.com'),
        await reset(noMailApp, 'x'.repeat(43), NEW_PASSWORD),
        await verify(noMailApp, 'x'.repeat(43)),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: AUTH_MESSAGES.noAccountMail });
      }
      expect(AUTH_MESSAGES.noAccountMail).toContain('npm run zappy -- users set-password <email>');
    });

    it('keeps answering a taken address with 409, as there is no mail to tell its owner', async () => {
      await existingAccount('kept@example.com');
      const res = await register(noMailApp, 'kept@example.com', 'another long passphrase');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.emailTaken });
    });
  });
});
