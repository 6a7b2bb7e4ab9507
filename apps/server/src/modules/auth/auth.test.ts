import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signInLocally(app: FastifyInstance, name = 'Dana Levi', email = 'dana@example.com') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/local',
    payload: { name, email },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

async function countRows(database: Database, table: 'users' | 'sessions'): Promise<number> {
  const result = await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(result.rows[0]?.n);
}

describe.each(testDatabases)('auth on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let issuer: OAuth2Server;
  let googleApp: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
    issuer = new OAuth2Server();
    await issuer.issuer.keys.generate('RS256');
    await issuer.start(0, '127.0.0.1');
    googleApp = await createTestApp(database, {
      GOOGLE_CLIENT_ID: 'zappy-test-client',
      GOOGLE_CLIENT_SECRET: 'zappy-test-secret',
      GOOGLE_ISSUER_URL: issuer.issuer.url ?? '',
    });
  });

  afterAll(async () => {
    await app.close();
    await googleApp.close();
    await issuer.stop();
    await database.close();
  });

  describe('status and urls', () => {
    it('reports signed out without a token, or with an unknown one', async () => {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const res = await app.inject({ url: '/api/auth/status', headers });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ authenticated: false, user: null });
      }
    });

    it('offers local sign-in only when Google is not configured', async () => {
      const local = await app.inject({ url: '/api/auth/urls' });
      expect(local.json()).toEqual({ login: null, localSignIn: true });
      const google = await googleApp.inject({ url: '/api/auth/urls' });
      expect(google.json()).toEqual({
        login: 'http://app.test/api/auth/google',
        localSignIn: false,
      });
    });

    it('keeps local sign-in beside Google when AUTH_LOCAL_SIGNIN=true', async () => {
      const both = await createTestApp(database, {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        AUTH_LOCAL_SIGNIN: 'true',
      });
      expect((await both.inject({ url: '/api/auth/urls' })).json()).toMatchObject({
        localSignIn: true,
      });
      expect(
        (
          await both.inject({
            method: 'POST',
            url: '/api/auth/local',
            payload: { name: 'Both', email: 'both@example.com' },
          })
        ).statusCode,
      ).toBe(200);
      await both.close();
    });
  });

  describe('local sign-in', () => {
    it('signs in, and the token identifies the user', async () => {
      const token = await signInLocally(app, '  Noa Cohen ', 'Noa@Example.com');
      const res = await app.inject({ url: '/api/auth/status', headers: bearer(token) });
      expect(res.json()).toMatchObject({
        authenticated: true,
        user: { name: 'Noa Cohen', email: 'noa@example.com', picture_url: null },
      });
    });

    it('maps the same email to the same user on every sign-in', async () => {
      const first = await signInLocally(app, 'Same Person', 'same@example.com');
      const second = await signInLocally(app, 'Same Person', 'SAME@example.com');
      type Status = { user: { id: string } };
      const a = (
        await app.inject({ url: '/api/auth/status', headers: bearer(first) })
      ).json<Status>();
      const b = (
        await app.inject({ url: '/api/auth/status', headers: bearer(second) })
      ).json<Status>();
      expect(first).not.toBe(second);
      expect(a.user.id).toBe(b.user.id);
    });

    it.each([
      ['no body', undefined, /./],
      ['an empty name', { name: '   ', email: 'a@example.com' }, /Name is required/],
      ['a bad email', { name: 'A', email: 'not-an-email' }, /valid email address/],
      ['wrong types', { name: 42, email: ['x'] }, /name/],
      ['a 10,000-character name', { name: 'x'.repeat(10_000), email: 'a@example.com' }, /name/],
    ])('rejects %s with a 400 and a clear error', async (_label, payload, message) => {
      const usersBefore = await countRows(database, 'users');
      const res = await app.inject({ method: 'POST', url: '/api/auth/local', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(message);
      expect(await countRows(database, 'users')).toBe(usersBefore);
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/local',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    });

    it('is rate limited per client, with a clear 429', async () => {
      const limited = await createTestApp(database);
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/local',
          payload: { name: 'Burst', email: 'burst@example.com' },
          remoteAddress: '203.0.113.9',
        });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) statuses.push((await attempt()).statusCode);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ error: string }>().error).toMatch(/Rate limit exceeded/);
      await limited.close();
    });

    it('is off when Google is configured', async () => {
      const res = await googleApp.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { name: 'Eve', email: 'eve@example.com' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toMatch(/Local sign-in is turned off/);
    });
  });

  describe('sessions', () => {
    it('stores only a hash of the token', async () => {
      const token = await signInLocally(app, 'Hash Check', 'hash@example.com');
      const rows = await database.pool.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions',
      );
      expect(rows.rows.some((row) => row.token_hash === token)).toBe(false);
      expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    });

    it('revokes the token on logout', async () => {
      const token = await signInLocally(app, 'Leaving Soon', 'leaving@example.com');
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(logout.json()).toEqual({ success: true });
      const status = await app.inject({ url: '/api/auth/status', headers: bearer(token) });
      expect(status.json()).toEqual({ authenticated: false, user: null });
      const again = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ error: 'Authentication required' });
    });

    it('rejects an expired token with 401', async () => {
      const token = await signInLocally(app, 'Old Session', 'old@example.com');
      const eightDaysLater = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
      const later = await createTestApp(database, {}, { now: () => eightDaysLater });
      const res = await later.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
      const sixDaysLater = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
      const stillValid = await createTestApp(database, {}, { now: () => sixDaysLater });
      const status = await stillValid.inject({ url: '/api/auth/status', headers: bearer(token) });
      expect(status.json()).toMatchObject({ authenticated: true });
      await later.close();
      await stillValid.close();
    });

    it('rejects a tampered token with 401', async () => {
      const token = await signInLocally(app, 'Tamper Target', 'tamper@example.com');
      const last = token.at(-1) === 'A' ? 'B' : 'A';
      const tampered = `${token.slice(0, -1)}${last}`;
      for (const headers of [bearer(tampered), { authorization: token }, {}]) {
        const res = await app.inject({ method: 'DELETE', url: '/api/auth/account', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Authentication required' });
      }
    });

    it('deletes the account with all its sessions, and nobody else', async () => {
      const keep = await signInLocally(app, 'Keeps Account', 'keep@example.com');
      const first = await signInLocally(app, 'Goes Away', 'gone@example.com');
      const second = await signInLocally(app, 'Goes Away', 'gone@example.com');
      const usersBefore = await countRows(database, 'users');
      const sessionsBefore = await countRows(database, 'sessions');

      const res = await app.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: bearer(first),
      });
      expect(res.json()).toEqual({ success: true });
      expect(await countRows(database, 'users')).toBe(usersBefore - 1);
      expect(await countRows(database, 'sessions')).toBe(sessionsBefore - 2);
      const gone = await database.pool.query('SELECT 1 FROM users WHERE email = $1', [
        'gone@example.com',
      ]);
      expect(gone.rowCount).toBe(0);
      for (const token of [first, second]) {
        const status = await app.inject({ url: '/api/auth/status', headers: bearer(token) });
        expect(status.json()).toMatchObject({ authenticated: false });
      }
      const kept = await app.inject({ url: '/api/auth/status', headers: bearer(keep) });
      expect(kept.json()).toMatchObject({ authenticated: true });
    });
  });

  describe('Google sign-in (OIDC against a real test issuer)', () => {
    interface Started {
      authorizeUrl: URL;
      cookie: string;
    }

    async function startSignIn(): Promise<Started> {
      const res = await googleApp.inject({ url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      const cookie = res.cookies.find((c) => c.name === 'zappy_oidc');
      expect(cookie?.httpOnly).toBe(true);
      return { authorizeUrl: new URL(String(res.headers.location)), cookie: cookie?.value ?? '' };
    }

    /** What the browser does at the issuer: consent, then back to our redirect URI. */
    async function consent(authorizeUrl: URL): Promise<URL> {
      const res = await fetch(authorizeUrl, { redirect: 'manual' });
      return new URL(String(res.headers.get('location')));
    }

    async function finish(callback: URL, cookie: string | undefined) {
      const res = await googleApp.inject({
        url: `${callback.pathname}${callback.search}`,
        ...(cookie ? { cookies: { zappy_oidc: cookie } } : {}),
      });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location));
      expect(location.origin + location.pathname).toBe('http://app.test/auth/callback');
      return location.searchParams;
    }

    beforeAll(() => {
      issuer.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
        Object.assign(token.payload, {
          sub: 'google-sub-123',
          email: 'Owner@Gmail.com',
          email_verified: true,
          name: 'Avi Owner',
          picture: 'https://lh3.example.com/avi.png',
        });
      });
    });

    it('sends the browser to the issuer with PKCE, state, nonce and the exact redirect URI', async () => {
      const { authorizeUrl } = await startSignIn();
      expect(authorizeUrl.origin).toBe(new URL(issuer.issuer.url ?? '').origin);
      const params = authorizeUrl.searchParams;
      expect(params.get('redirect_uri')).toBe('http://app.test/api/auth/google/callback');
      expect(params.get('client_id')).toBe('zappy-test-client');
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toBeTruthy();
      expect(params.get('state')).toBeTruthy();
      expect(params.get('nonce')).toBeTruthy();
      expect(params.get('scope')).toBe('openid email profile');
    });

    it('completes the code flow and signs the user in', async () => {
      const { authorizeUrl, cookie } = await startSignIn();
      const params = await finish(await consent(authorizeUrl), cookie);
      const token = params.get('token');
      expect(token).toBeTruthy();
      const status = await googleApp.inject({
        url: '/api/auth/status',
        headers: bearer(token ?? ''),
      });
      expect(status.json()).toMatchObject({
        authenticated: true,
        user: {
          name: 'Avi Owner',
          email: 'owner@gmail.com',
          picture_url: 'https://lh3.example.com/avi.png',
        },
      });
    });

    it('rejects a callback whose state does not match', async () => {
      const { authorizeUrl, cookie } = await startSignIn();
      const callback = await consent(authorizeUrl);
      callback.searchParams.set('state', 'forged-state');
      const params = await finish(callback, cookie);
      expect(params.get('token')).toBeNull();
      expect(params.get('error')).toBe('Sign-in could not be verified');
    });

    it('rejects an ID token with the wrong nonce', async () => {
      const { authorizeUrl, cookie } = await startSignIn();
      // The issuer signs an access token first, then the ID token: only the latter has a nonce.
      const forgeNonce = (token: { payload: Record<string, unknown> }) => {
        if ('nonce' in token.payload) token.payload.nonce = 'someone-elses-nonce';
      };
      issuer.service.on('beforeTokenSigning', forgeNonce);
      const params = await finish(await consent(authorizeUrl), cookie).finally(() => {
        issuer.service.off('beforeTokenSigning', forgeNonce);
      });
      expect(params.get('token')).toBeNull();
      expect(params.get('error')).toBe('Sign-in could not be verified');
    });

    it('reports an error parameter from the issuer', async () => {
      const { cookie } = await startSignIn();
      const params = await finish(
        new URL('http://app.test/api/auth/google/callback?error=access_denied&state=x'),
        cookie,
      );
      expect(params.get('error')).toBe('Sign-in was cancelled');
    });

    it('rejects a callback without the pending sign-in cookie, or with a forged one', async () => {
      const { authorizeUrl } = await startSignIn();
      const callback = await consent(authorizeUrl);
      expect((await finish(callback, undefined)).get('error')).toMatch(/expired/);
      const forged = JSON.stringify({ state: 'a', nonce: 'b', codeVerifier: 'c' });
      expect((await finish(callback, forged)).get('error')).toMatch(/expired/);
    });

    it('reports an unreachable issuer instead of failing', async () => {
      const offline = await createTestApp(database, {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER_URL: 'http://127.0.0.1:9/',
      });
      const res = await offline.inject({ url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(new URL(String(res.headers.location)).searchParams.get('error')).toMatch(
        /not reachable/,
      );
      await offline.close();
    });
  });
});
