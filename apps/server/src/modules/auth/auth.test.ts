import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, TEST_PASSWORD } from '../../../test/app';
import { testDatabases } from '../../../test/databases';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let nextClient = 0;
/** Each call its own client address, so only the rate-limit test meets the limit. */
const freshClient = () => `198.51.100.${String((nextClient += 1) % 250)}`;

async function register(
  app: FastifyInstance,
  email: string,
  options: { name?: string; password?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    remoteAddress: options.remoteAddress ?? freshClient(),
    payload: {
      name: options.name ?? 'Dana Levi',
      email,
      password: options.password ?? TEST_PASSWORD,
    },
  });
}

async function registered(app: FastifyInstance, email: string, name?: string): Promise<string> {
  const res = await register(app, email, name ? { name } : {});
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}

function signInLocal(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/local',
    remoteAddress: remoteAddress ?? freshClient(),
    payload: { email, password },
  });
}

async function countRows(database: Database, table: 'users' | 'sessions'): Promise<number> {
  const result = await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(result.rows[0]?.n);
}

/** A real OpenID Connect issuer on a free port, signing with a fresh RS256 key. */
async function startIssuer(): Promise<OAuth2Server> {
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  return issuer;
}

interface Claims {
  payload: Record<string, unknown>;
}

describe.each(testDatabases)('auth on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let googleIssuer: OAuth2Server;
  let oidcIssuer: OAuth2Server;
  let googleApp: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
    googleIssuer = await startIssuer();
    oidcIssuer = await startIssuer();
    googleApp = await createTestApp(database, {
      // Letters only: oauth2-mock-server does not form-decode HTTP Basic credentials (RFC 6749
      // 2.3.1), so an id with '-' (sent as %2D) would not match its own audience.
      GOOGLE_CLIENT_ID: 'zappytestclient',
      GOOGLE_CLIENT_SECRET: 'zappytestsecret',
      GOOGLE_ISSUER_URL: googleIssuer.issuer.url ?? '',
      OIDC_ISSUER_URL: oidcIssuer.issuer.url ?? '',
      OIDC_CLIENT_ID: 'zappykeycloak',
      OIDC_CLIENT_SECRET: 'keycloaksecret',
      OIDC_PROVIDER_NAME: 'Keycloak',
    });
  });

  afterAll(async () => {
    await app.close();
    await googleApp.close();
    await googleIssuer.stop();
    await oidcIssuer.stop();
    await database.close();
  });

  describe('status and urls', () => {
    it('reports signed out without a session, or with an unknown one', async () => {
      for (const headers of [{}, bearer('not-a-real-token')]) {
        const res = await app.inject({ url: '/api/auth/status', headers });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ authenticated: false, user: null });
      }
      const cookie = await app.inject({
        url: '/api/auth/status',
        cookies: { zappy_auth_token: 'not-a-real-token' },
      });
      expect(cookie.json()).toEqual({ authenticated: false, user: null });
      // A dead session cookie is cleared, so the browser stops sending it.
      expect(cookie.cookies.find((c) => c.name === 'zappy_auth_token')?.maxAge).toBe(0);
    });

    it('offers local accounts only when no provider is configured, and names each provider', async () => {
      expect((await app.inject({ url: '/api/auth/urls' })).json()).toEqual({
        login: null,
        oidc: null,
        localSignIn: true,
        accountEmails: false,
      });
      expect((await googleApp.inject({ url: '/api/auth/urls' })).json()).toEqual({
        login: 'http://app.test/api/auth/google',
        oidc: { name: 'Keycloak', url: 'http://app.test/api/auth/oidc' },
        localSignIn: false,
        accountEmails: false,
      });
    });

    it('keeps local accounts beside a provider when AUTH_LOCAL_SIGNIN=true', async () => {
      const both = await createTestApp(database, {
        OIDC_ISSUER_URL: 'https://id.example.com/realms/main',
        OIDC_CLIENT_ID: 'zappy',
        AUTH_LOCAL_SIGNIN: 'true',
      });
      expect((await both.inject({ url: '/api/auth/urls' })).json()).toEqual({
        login: null,
        oidc: { name: 'id.example.com', url: 'http://app.test/api/auth/oidc' },
        localSignIn: true,
        accountEmails: false,
      });
      expect((await register(both, 'both@example.com')).statusCode).toBe(200);
      await both.close();
    });
  });

  describe('local accounts', () => {
    it('registers, sets the session cookie, and the session names the user', async () => {
      const res = await register(app, ' Noa@Example.com ', { name: '  Noa Cohen ' });
      expect(res.statusCode).toBe(200);
      const { token } = res.json<{ token: string }>();
      const cookie = res.cookies.find((c) => c.name === 'zappy_auth_token');
      expect(cookie).toMatchObject({
        value: token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 7 * 24 * 60 * 60,
      });
      expect(res.cookies.find((c) => c.name === 'zappy_signed_in')).toMatchObject({ value: '1' });
      expect(res.cookies.find((c) => c.name === 'zappy_signed_in')?.httpOnly).toBeFalsy();
      for (const credentials of [
        { headers: bearer(token) },
        { cookies: { zappy_auth_token: token } },
      ]) {
        const status = await app.inject({ url: '/api/auth/status', ...credentials });
        expect(status.json()).toMatchObject({
          authenticated: true,
          user: { name: 'Noa Cohen', email: 'noa@example.com', picture_url: null },
        });
      }
    });

    it('stores an argon2id hash with its own salt, never the password', async () => {
      await registered(app, 'salt-one@example.com');
      await registered(app, 'salt-two@example.com');
      const rows = await database.pool.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email LIKE 'salt-%' ORDER BY email",
      );
      const [one, two] = rows.rows.map((row) => row.password_hash);
      expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(two).toMatch(/^\$argon2id\$/);
      expect(one).not.toBe(two);
      expect(one).not.toContain(TEST_PASSWORD);
    });

    it('signs in with the right password, whatever the email’s case', async () => {
      await registered(app, 'return@example.com');
      const res = await signInLocal(app, 'RETURN@example.com', TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'zappy_auth_token')?.value).toBe(
        res.json<{ token: string }>().token,
      );
    });

    it('answers one 401 for a wrong password, an unknown email and an account without a password', async () => {
      await registered(app, 'guarded@example.com');
      await database.pool.query(
        "INSERT INTO users (provider, subject, email, name) VALUES ('local', 'nopass@example.com', 'nopass@example.com', 'Old Local')",
      );
      const answers = await Promise.all([
        signInLocal(app, 'guarded@example.com', 'not the password'),
        signInLocal(app, 'nobody@example.com', TEST_PASSWORD),
        signInLocal(app, 'nopass@example.com', TEST_PASSWORD),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Wrong email or password' });
        expect(res.cookies).toHaveLength(0);
      }
    });

    it('refuses a second account for an email, compared case-insensitively, with 409', async () => {
      await registered(app, 'taken@example.com');
      const usersBefore = await countRows(database, 'users');
      const again = await register(app, 'TAKEN@Example.com', { password: 'another password 123' });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ error: string }>().error).toMatch(/already exists/);
      expect(await countRows(database, 'users')).toBe(usersBefore);
      // The first password still works: nothing was overwritten.
      expect((await signInLocal(app, 'taken@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses to register an email a provider account already has', async () => {
      await database.pool.query(
        "INSERT INTO users (provider, subject, email, name) VALUES ('google', 'g-1', 'Avi@Gmail.com', 'Avi')",
      );
      expect((await register(app, 'avi@gmail.com')).statusCode).toBe(409);
    });

    it.each([
      ['no body', undefined, /./],
      [
        'an empty name',
        { name: '   ', email: 'a@example.com', password: TEST_PASSWORD },
        /Name is required/,
      ],
      ['a bad email', { name: 'A', email: 'not-an-email', password: TEST_PASSWORD }, /valid email/],
      [
        'a short password',
        { name: 'A', email: 'a@example.com', password: 'nine char' },
        /at least 10 characters/,
      ],
      ['no password', { name: 'A', email: 'a@example.com' }, /Password is required/],
      ['wrong types', { name: 42, email: ['x'], password: 1 }, /name/],
      [
        'a 10,000-character name',
        { name: 'x'.repeat(10_000), email: 'a@example.com', password: TEST_PASSWORD },
        /name/,
      ],
    ])(
      'rejects %s with a 400 and a clear error, storing nothing',
      async (_label, payload, message) => {
        const usersBefore = await countRows(database, 'users');
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          remoteAddress: freshClient(),
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: string }>().error).toMatch(message);
        expect(await countRows(database, 'users')).toBe(usersBefore);
      },
    );

    it.each([
      ['1234567890', /common or leaked passwords/],
      ['aaaaaaaaaa', /simple pattern/],
      ['password12', /common or leaked passwords/],
      [' '.repeat(10), /only spaces/],
      ['ada-lovelace-1815', /contain your email address/],
    ])(
      'refuses the weak password %j with a 400 that says why, storing nothing',
      async (password, message) => {
        const usersBefore = await countRows(database, 'users');
        const res = await register(app, 'ada-lovelace@example.com', { password });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ error: string }>().error).toMatch(message);
        expect(await countRows(database, 'users')).toBe(usersBefore);
      },
    );

    it('limits password attempts per client, registration and sign-in together, with a clear 429', async () => {
      const limited = await createTestApp(database);
      const client = '203.0.113.9';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (await register(limited, `burst-${String(i)}@example.com`, { remoteAddress: client }))
            .statusCode,
        );
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (await signInLocal(limited, 'burst-0@example.com', 'wrong password!', client)).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 401, 401, 401, 401, 401]);
      const blocked = await signInLocal(limited, 'burst-0@example.com', TEST_PASSWORD, client);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ error: string }>().error).toMatch(/Rate limit exceeded/);
      // Another client is not affected.
      expect((await signInLocal(limited, 'burst-0@example.com', TEST_PASSWORD)).statusCode).toBe(
        200,
      );
      await limited.close();
    });

    it('is off when a provider is configured', async () => {
      for (const res of [
        await register(googleApp, 'eve@example.com'),
        await signInLocal(googleApp, 'eve@example.com', TEST_PASSWORD),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json<{ error: string }>().error).toMatch(/Local accounts are turned off/);
      }
    });

    it('names the cookie __Host- and marks it Secure when the app is served over https', async () => {
      const https = await createTestApp(database, { PUBLIC_URL: 'https://zappy.example.com' });
      const res = await register(https, 'secure@example.com');
      const cookie = res.cookies.find((c) => c.name === '__Host-zappy_auth_token');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie).not.toHaveProperty('domain');
      const status = await https.inject({
        url: '/api/auth/status',
        cookies: { '__Host-zappy_auth_token': cookie?.value ?? '' },
      });
      expect(status.json()).toMatchObject({ authenticated: true });
      await https.close();
    });
  });

  describe('AUTH_ALLOWED_EMAILS', () => {
    it('lets in listed addresses and @domain entries only, by any local way', async () => {
      const listed = await createTestApp(database, {
        AUTH_ALLOWED_EMAILS: 'Boss@Outside.org, @team.example',
      });
      expect((await register(listed, 'boss@outside.org')).statusCode).toBe(200);
      expect((await register(listed, 'ana@TEAM.example')).statusCode).toBe(200);
      for (const res of [
        await register(listed, 'stranger@example.com'),
        await register(listed, 'ana@team.example.evil.com'),
        await signInLocal(listed, 'stranger@example.com', TEST_PASSWORD),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: 'This email address may not sign in to this Zappy server.',
        });
      }
      await listed.close();
    });

    it('ends an existing session of an address that is no longer listed, at its next request', async () => {
      const token = await registered(app, 'former@example.com');
      const sessionsBefore = await countRows(database, 'sessions');
      const narrowed = await createTestApp(database, { AUTH_ALLOWED_EMAILS: '@elsewhere.example' });
      const res = await narrowed.inject({
        method: 'DELETE',
        url: '/api/auth/account',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
      expect(await countRows(database, 'sessions')).toBe(sessionsBefore - 1);
      const status = await app.inject({ url: '/api/auth/status', headers: bearer(token) });
      expect(status.json()).toEqual({ authenticated: false, user: null });
      await narrowed.close();
    });
  });

  describe('sessions', () => {
    it('stores only a hash of the token', async () => {
      const token = await registered(app, 'hash@example.com');
      const rows = await database.pool.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions',
      );
      expect(rows.rows.some((row) => row.token_hash === token)).toBe(false);
      expect(rows.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    });

    it('revokes the session and clears the cookie on logout', async () => {
      const token = await registered(app, 'leaving@example.com');
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'http://app.test' },
        cookies: { zappy_auth_token: token },
      });
      expect(logout.json()).toEqual({ success: true });
      expect(logout.cookies.find((c) => c.name === 'zappy_auth_token')?.maxAge).toBe(0);
      expect(logout.cookies.find((c) => c.name === 'zappy_signed_in')?.maxAge).toBe(0);
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

    it('rejects an expired session with 401', async () => {
      const token = await registered(app, 'old@example.com');
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
      const token = await registered(app, 'tamper@example.com');
      const last = token.at(-1) === 'A' ? 'B' : 'A';
      const tampered = `${token.slice(0, -1)}${last}`;
      for (const headers of [bearer(tampered), { authorization: token }, {}]) {
        const res = await app.inject({ method: 'DELETE', url: '/api/auth/account', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Authentication required' });
      }
    });

    it('deletes the account with all its sessions, and nobody else', async () => {
      const keep = await registered(app, 'keep@example.com');
      const first = await registered(app, 'gone@example.com');
      const second = (await signInLocal(app, 'gone@example.com', TEST_PASSWORD)).json<{
        token: string;
      }>().token;
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
      for (const token of [first, second]) {
        const status = await app.inject({ url: '/api/auth/status', headers: bearer(token) });
        expect(status.json()).toMatchObject({ authenticated: false });
      }
      const kept = await app.inject({ url: '/api/auth/status', headers: bearer(keep) });
      expect(kept.json()).toMatchObject({ authenticated: true });
    });
  });

  describe('OpenID Connect sign-in (against real test issuers)', () => {
    interface Started {
      authorizeUrl: URL;
      cookie: string;
    }

    async function startSignIn(provider: 'google' | 'oidc', target = googleApp): Promise<Started> {
      const res = await target.inject({ url: `/api/auth/${provider}` });
      expect(res.statusCode).toBe(302);
      const cookie = res.cookies.find((c) => c.name === 'zappy_oidc');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.path).toBe(`/api/auth/${provider}`);
      return { authorizeUrl: new URL(String(res.headers.location)), cookie: cookie?.value ?? '' };
    }

    /** What the browser does at the issuer: consent, then back to our redirect URI. */
    async function consent(authorizeUrl: URL): Promise<URL> {
      const res = await fetch(authorizeUrl, { redirect: 'manual' });
      return new URL(String(res.headers.get('location')));
    }

    /** The callback's answer: where it sends the browser, and the session cookie it set. */
    async function finish(callback: URL, cookie: string | undefined, target = googleApp) {
      const res = await target.inject({
        url: `${callback.pathname}${callback.search}`,
        ...(cookie ? { cookies: { zappy_oidc: cookie } } : {}),
      });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location));
      expect(location.origin + location.pathname).toBe('http://app.test/auth/callback');
      // Never a token in an address: only an error code from the server's own list.
      expect([...location.searchParams.keys()].every((key) => key === 'error')).toBe(true);
      return {
        error: location.searchParams.get('error'),
        session: res.cookies.find((c) => c.name === 'zappy_auth_token')?.value,
      };
    }

    async function statusOf(session: string | undefined) {
      const res = await googleApp.inject({
        url: '/api/auth/status',
        cookies: { zappy_auth_token: session ?? '' },
      });
      return res.json<{ authenticated: boolean; user: Record<string, unknown> | null }>();
    }

    const googleClaims = (token: Claims) => {
      Object.assign(token.payload, {
        sub: 'google-sub-123',
        email: 'Owner@Gmail.com',
        email_verified: true,
        name: 'Avi Owner',
        picture: 'https://lh3.example.com/avi.png',
      });
    };
    // Like a certified provider that keeps the ID token small (OIDC Core 5.4): only `sub` there,
    // the profile from the UserInfo endpoint.
    const bareIdToken = (token: Claims) => {
      Object.assign(token.payload, { sub: 'kc-user-7' });
      delete token.payload.email;
    };
    let userInfo: Record<string, unknown> = {};
    const userInfoClaims = (response: { body: unknown }) => {
      response.body = { sub: 'kc-user-7', ...userInfo };
    };

    beforeAll(() => {
      googleIssuer.service.on('beforeTokenSigning', googleClaims);
      oidcIssuer.service.on('beforeTokenSigning', bareIdToken);
      oidcIssuer.service.on('beforeUserinfo', userInfoClaims);
    });

    it('sends the browser to Google with PKCE, state, nonce, the exact redirect URI and select_account', async () => {
      const { authorizeUrl } = await startSignIn('google');
      expect(authorizeUrl.origin).toBe(new URL(googleIssuer.issuer.url ?? '').origin);
      const params = authorizeUrl.searchParams;
      expect(params.get('redirect_uri')).toBe('http://app.test/api/auth/google/callback');
      expect(params.get('client_id')).toBe('zappytestclient');
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toBeTruthy();
      expect(params.get('state')).toBeTruthy();
      expect(params.get('nonce')).toBeTruthy();
      expect(params.get('scope')).toBe('openid email profile');
      expect(params.get('prompt')).toBe('select_account');
    });

    it('sends other providers only standard parameters', async () => {
      const { authorizeUrl } = await startSignIn('oidc');
      expect(authorizeUrl.origin).toBe(new URL(oidcIssuer.issuer.url ?? '').origin);
      expect([...authorizeUrl.searchParams.keys()].sort()).toEqual([
        'client_id',
        'code_challenge',
        'code_challenge_method',
        'nonce',
        'redirect_uri',
        'response_type',
        'scope',
        'state',
      ]);
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
        'http://app.test/api/auth/oidc/callback',
      );
    });

    it('signs in with Google’s claims in the ID token, setting the cookie and no token in the address', async () => {
      const { authorizeUrl, cookie } = await startSignIn('google');
      const { error, session } = await finish(await consent(authorizeUrl), cookie);
      expect(error).toBeNull();
      expect(await statusOf(session)).toMatchObject({
        authenticated: true,
        user: {
          name: 'Avi Owner',
          email: 'owner@gmail.com',
          picture_url: 'https://lh3.example.com/avi.png',
        },
      });
    });

    it('authenticates at the token endpoint with HTTP Basic, OpenID Discovery’s default', async () => {
      const seen: (string | undefined)[] = [];
      const record = (_token: Claims, request: { headers: Record<string, string | undefined> }) => {
        seen.push(request.headers.authorization);
      };
      googleIssuer.service.on('beforeTokenSigning', record);
      const { authorizeUrl, cookie } = await startSignIn('google');
      await finish(await consent(authorizeUrl), cookie).finally(() => {
        googleIssuer.service.off('beforeTokenSigning', record);
      });
      expect(seen.length).toBeGreaterThan(0);
      for (const header of seen)
        expect(header).toBe(`Basic ${btoa('zappytestclient:zappytestsecret')}`);
    });

    it('signs in with a provider that gives the profile only from UserInfo', async () => {
      userInfo = { email: 'Kim@Corp.example', email_verified: true, name: 'Kim Park' };
      const { authorizeUrl, cookie } = await startSignIn('oidc');
      const { error, session } = await finish(await consent(authorizeUrl), cookie);
      expect(error).toBeNull();
      expect(await statusOf(session)).toMatchObject({
        authenticated: true,
        user: { name: 'Kim Park', email: 'kim@corp.example', picture_url: null },
      });
      const rows = await database.pool.query<{ provider: string }>(
        "SELECT provider FROM users WHERE subject = 'kc-user-7'",
      );
      expect(rows.rows).toEqual([{ provider: 'oidc' }]);
    });

    it('refuses an email the provider says is not verified', async () => {
      userInfo = { email: 'unverified@corp.example', email_verified: false, name: 'Unverified' };
      const { authorizeUrl, cookie } = await startSignIn('oidc');
      const { error, session } = await finish(await consent(authorizeUrl), cookie);
      expect(error).toBe('unverified');
      expect(session).toBeUndefined();
    });

    it('refuses a provider that gives no email at all', async () => {
      userInfo = { name: 'No Mail' };
      const { authorizeUrl, cookie } = await startSignIn('oidc');
      expect((await finish(await consent(authorizeUrl), cookie)).error).toBe('rejected');
    });

    it('refuses a provider’s user that AUTH_ALLOWED_EMAILS does not list', async () => {
      const listed = await createTestApp(database, {
        OIDC_ISSUER_URL: oidcIssuer.issuer.url ?? '',
        OIDC_CLIENT_ID: 'zappykeycloak',
        OIDC_CLIENT_SECRET: 'keycloaksecret',
        AUTH_ALLOWED_EMAILS: '@team.example',
      });
      userInfo = { email: 'kim@corp.example', email_verified: true, name: 'Kim Park' };
      const { authorizeUrl, cookie } = await startSignIn('oidc', listed);
      const { error, session } = await finish(await consent(authorizeUrl), cookie, listed);
      expect(error).toBe('not_allowed');
      expect(session).toBeUndefined();
      await listed.close();
    });

    it('rejects a callback whose state does not match', async () => {
      const { authorizeUrl, cookie } = await startSignIn('google');
      const callback = await consent(authorizeUrl);
      callback.searchParams.set('state', 'forged-state');
      const { error, session } = await finish(callback, cookie);
      expect(error).toBe('rejected');
      expect(session).toBeUndefined();
    });

    it('rejects an ID token with the wrong nonce', async () => {
      const { authorizeUrl, cookie } = await startSignIn('google');
      // The issuer signs an access token first, then the ID token: only the latter has a nonce.
      const forgeNonce = (token: Claims) => {
        if ('nonce' in token.payload) token.payload.nonce = 'someone-elses-nonce';
      };
      googleIssuer.service.on('beforeTokenSigning', forgeNonce);
      const result = await finish(await consent(authorizeUrl), cookie).finally(() => {
        googleIssuer.service.off('beforeTokenSigning', forgeNonce);
      });
      expect(result).toEqual({ error: 'rejected', session: undefined });
    });

    it('reports an error parameter from the issuer by its own code, never the issuer’s text', async () => {
      const { cookie } = await startSignIn('google');
      const { error } = await finish(
        new URL(
          'http://app.test/api/auth/google/callback?error=access_denied&error_description=Call+555-0199&state=x',
        ),
        cookie,
      );
      expect(error).toBe('cancelled');
    });

    it('rejects a callback without the pending sign-in cookie, or with a forged one', async () => {
      const { authorizeUrl } = await startSignIn('google');
      const callback = await consent(authorizeUrl);
      expect((await finish(callback, undefined)).error).toBe('expired');
      const forged = JSON.stringify({ state: 'a', nonce: 'b', codeVerifier: 'c' });
      expect((await finish(callback, forged)).error).toBe('expired');
    });

    it('reports an unreachable issuer instead of failing', async () => {
      const offline = await createTestApp(database, {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER_URL: 'http://127.0.0.1:9/',
      });
      const res = await offline.inject({ url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(String(res.headers.location)).toBe('http://app.test/auth/callback?error=unavailable');
      await offline.close();
    });
  });
});
