import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from './app';
import type { Database } from './db/client';
import { logSerializers, redactUrl } from './lib/log-redaction';
import { INPUT_ERRORS, MAX_JSON_DEPTH } from './plugins/safe-input';
import { createTestApp, createTestServices, signInOwner, TEST_SECRET } from '../test/app';
import { testDatabases } from '../test/databases';
import {
  createDeployedSite,
  startGenerationHarness,
  type GenerationHarness,
} from '../test/generation-harness';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every state-changing JSON route the API documents, with its path parameters filled in. */
async function jsonRoutes(app: FastifyInstance): Promise<{ method: string; url: string }[]> {
  const doc = (await app.inject({ url: '/api/docs' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{number\}/g, '1').replace(/\{[^}]+\}/g, SOME_ID),
      })),
  );
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe.each(testDatabases)('the web side, hardened, on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database, {
      PUBLIC_URL: 'https://zappy.example.com',
      SITE_URL_TEMPLATE: 'https://{slug}.sites.example.com',
      ALLOWED_HOSTS: 'zappy.internal',
      RATE_LIMIT: 'false',
    });
    token = await signInOwner(app, 'hardened@example.com');
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('Host', () => {
    it.each([
      'zappy.example.com',
      'zappy.example.com:443',
      'bakery.sites.example.com',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'zappy.internal',
    ])('answers %s', async (host) => {
      const res = await app.inject({ url: '/api/health', headers: { host } });
      expect(res.statusCode).not.toBe(421);
    });

    it.each([
      'evil.example',
      'zappy.example.com.evil.example',
      'sites.example.com',
      'a.b.sites.example.com',
    ])('answers %s with 421, before any route', async (host) => {
      for (const request of [
        { url: '/api/health' },
        { url: '/api/auth/status', headers: bearer(token) },
        { method: 'POST' as const, url: '/api/auth/local', payload: {} },
      ]) {
        const res = await app.inject({ ...request, headers: { ...request.headers, host } });
        expect(res.statusCode).toBe(421);
        expect(res.json()).toEqual({ error: 'This server does not answer for that host name.' });
      }
    });
  });

  describe('cross-site requests with the browser’s cookies', () => {
    const withCookie = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { host: 'zappy.example.com', ...headers },
        cookies: { '__Host-zappy_auth_token': token },
      });

    it('refuses a state change from another origin, or with no origin at all', async () => {
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'https://bakery.sites.example.com' },
        { origin: 'null' },
        { referer: 'https://evil.example/page' },
        {},
      ];
      for (const headers of attempts) {
        const res = await withCookie(headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: 'This request came from another site and was refused.',
        });
      }
      // The session survived every attempt.
      const status = await app.inject({ url: '/api/auth/status', headers: bearer(token) });
      expect(status.json()).toMatchObject({ authenticated: true });
    });

    it('refuses the anonymous wizard’s cookie from another origin too', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/wizard/conversation/start',
        headers: { origin: 'https://evil.example' },
        cookies: { zappy_browser: 'a'.repeat(43) },
        payload: { initialPrompt: 'A bakery' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('lets the app’s own pages and bearer-token clients through', async () => {
      const own = await app.inject({
        method: 'POST',
        url: '/api/wizard/conversation/start',
        headers: { origin: 'https://zappy.example.com' },
        cookies: { zappy_browser: 'b'.repeat(43) },
        payload: { initialPrompt: 'A bakery in Leeds' },
      });
      expect(own.statusCode).toBe(200);
      const client = await app.inject({
        method: 'POST',
        url: '/api/wizard/conversation/start',
        headers: bearer(token),
        payload: { initialPrompt: 'A bakery in Leeds' },
      });
      expect(client.statusCode).toBe(200);
    });

    // Issue 27: the probe's two gaps in the Origin check.
    it('compares the whole origin: an http page is not the https app of the same name', async () => {
      for (const origin of ['http://zappy.example.com', 'https://zappy.example.com:8443']) {
        const res = await withCookie({ origin });
        expect(res.statusCode, origin).toBe(403);
      }
      expect((await withCookie({ origin: 'https://zappy.example.com' })).statusCode).toBe(200);
      token = await signInOwner(app, 'hardened@example.com');
    });

    it('lets only a live bearer token skip the check, and never reads the cookie beside another header', async () => {
      for (const authorization of [
        'Basic YWRhOmxvdmVsYWNl',
        'Bearer',
        'Bearer not-a-session',
        'Token x',
      ]) {
        const res = await withCookie({ origin: 'https://evil.example', authorization });
        expect(res.statusCode, authorization).toBe(403);
        // Same origin, the cookie still does not speak for a request with its own header.
        const status = await app.inject({
          url: '/api/auth/status',
          headers: { host: 'zappy.example.com', authorization },
          cookies: { '__Host-zappy_auth_token': token },
        });
        expect(status.json(), authorization).toMatchObject({ authenticated: false });
      }
      const status = await app.inject({ url: '/api/auth/status', headers: bearer(token) });
      expect(status.json()).toMatchObject({ authenticated: true });
      // A client whose bearer token is live may hold cookies too.
      const client = await withCookie({ ...bearer(token) });
      expect(client.statusCode).toBe(200);
      token = await signInOwner(app, 'hardened@example.com');
    });
  });

  describe('hostile bodies', () => {
    const bodies = [
      [
        'a NUL byte',
        JSON.stringify({ initialPrompt: 'A bakery\u0000', name: 'x\u0000' }),
        INPUT_ERRORS.nul,
      ],
      [
        'a lone surrogate',
        '{"initialPrompt": "A bakery \\ud800", "name": "\\udc00"}',
        INPUT_ERRORS.surrogate,
      ],
      ['a NUL in a key', '{"a\\u0000": 1}', INPUT_ERRORS.nul],
      ['5,000-deep JSON', nested(5000), INPUT_ERRORS.tooDeep],
      ['a prototype key', '{"__proto__": {"admin": true}}', INPUT_ERRORS.prototype],
    ] as const;

    it('answers each with a clear 400 on every JSON route', async () => {
      const routes = await jsonRoutes(app);
      expect(routes.length).toBeGreaterThan(30);
      for (const { method, url } of routes) {
        for (const [label, payload, error] of bodies) {
          const res = await app.inject({
            method: method as 'POST',
            url,
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload,
          });
          expect({
            route: `${method} ${url}`,
            label,
            status: res.statusCode,
            body: res.json<unknown>(),
          }).toEqual({
            route: `${method} ${url}`,
            label,
            status: 400,
            body: { error },
          });
        }
      }
    });

    it('accepts JSON as deep as the limit', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/wizard/conversation/start',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: `{"initialPrompt": "A bakery", "x": ${nested(MAX_JSON_DEPTH - 1)}}`,
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers a NUL in a query or path with 400', async () => {
      for (const url of [
        `/api/website/${SOME_ID}%00`,
        '/api/website/preview-files/abc%00/index.html',
        `/api/website/${SOME_ID}/preview?token=%00`,
      ]) {
        const res = await app.inject({ url, headers: bearer(token) });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ error: INPUT_ERRORS.nul });
      }
    });
  });

  it('keeps the referrer decision: same-origin on the app', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe.each(testDatabases)('hosted sites and limits on $name', ({ open }) => {
  let database: Database;
  let harness: GenerationHarness;
  let token: string;
  let host: string;
  let websiteId: string;

  beforeAll(async () => {
    database = await open();
    harness = await startGenerationHarness(database);
    token = await signInOwner(harness.app, 'sites@example.com');
    const site = await createDeployedSite(harness.app, token, 'A bakery in Leeds');
    host = new URL(site.liveUrl ?? '').host;
    websiteId = site.websiteId;
  });

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  it('sends a page’s whole Content-Security-Policy as a header, with frame-ancestors', async () => {
    const res = await harness.app.inject({ url: '/', headers: { host } });
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-security-policy']);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(res.body)?.[1];
    expect(meta).toBeTruthy();
    expect(header).toBe(
      `${(meta ?? '').replaceAll('&#39;', "'")}; frame-ancestors 'self' http://app.test`,
    );
    expect(header).toContain("script-src 'self'");
    expect(header).toContain("object-src 'none'");
  });

  it('gives every other file and the site’s 404 a policy of their own', async () => {
    const css = await harness.app.inject({ url: '/styles.css', headers: { host } });
    expect(css.headers['content-security-policy']).toMatch(/^default-src 'self'.*frame-ancestors/);
    const missing = await harness.app.inject({ url: '/no-such-page', headers: { host } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('lets generating, regenerating and restoring share one rate limit', async () => {
    const limited = await buildApp({
      services: createTestServices(database, { env: { DATA_DIR: harness.dataDir } }),
      appSecret: TEST_SECRET,
      webDistDir: '/nonexistent',
    });
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await limited.inject({
        method: 'POST',
        url: `/api/website/${websiteId}/versions/99/restore`,
        headers: bearer(token),
        remoteAddress: client,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const regenerate = await limited.inject({
      method: 'POST',
      url: `/api/website/regenerate/${websiteId}`,
      headers: bearer(token),
      remoteAddress: client,
      payload: { improvements: 'Warmer colours' },
    });
    expect(regenerate.statusCode).toBe(429);
    const generate = await limited.inject({
      method: 'POST',
      url: '/api/website/generate',
      headers: bearer(token),
      remoteAddress: client,
      payload: { sessionId: SOME_ID },
    });
    expect(generate.statusCode).toBe(429);
    await limited.close();
  });
});

describe.each(testDatabases)('the progress socket on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? String(address.port) : ''}/api/ws/progress`;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('holds at most 50 subscriptions per connection', async () => {
    const socket = new WebSocket(url);
    const messages: { type: string; message?: string }[] = [];
    socket.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as never));
    await new Promise((resolve) => socket.once('open', resolve));
    const ids = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const sessionId of ids) socket.send(JSON.stringify({ type: 'subscribe', sessionId }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messages).toEqual([
      { type: 'error', message: expect.stringContaining('at most 50 sessions') as unknown },
    ]);
    // Room again after an unsubscribe.
    socket.send(JSON.stringify({ type: 'unsubscribe', sessionId: ids[0] }));
    socket.send(JSON.stringify({ type: 'subscribe', sessionId: ids[50] }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messages).toHaveLength(1);
    socket.close();
  });
});

describe('the log', () => {
  it('never keeps a preview token, an OpenID code or a password from a URL', () => {
    expect(redactUrl('/api/website/preview-files/abc.def-123/index.html')).toBe(
      '/api/website/preview-files/[redacted]/index.html',
    );
    expect(redactUrl(`/api/website/${SOME_ID}/preview?token=abc.def&pick=1`)).toBe(
      `/api/website/${SOME_ID}/preview?token=[redacted]&pick=1`,
    );
    expect(redactUrl('/api/auth/google/callback?code=xyz&state=s1')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('writes request lines through the redacting serializer', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await testDatabases[0]?.open();
    if (!database) throw new Error('no test database');
    const app = await buildApp({
      services: createTestServices(database),
      appSecret: TEST_SECRET,
      webDistDir: '/nonexistent',
      logger: pino({ level: 'info', serializers: logSerializers }, stream),
    });
    await app.inject({ url: '/api/website/preview-files/secret-grant-42/index.html' });
    await app.inject({ url: `/api/website/${SOME_ID}/preview?token=secret-grant-43` });
    await app.close();
    await database.close();
    const log = lines.join('');
    expect(log).toContain('/api/website/preview-files/[redacted]/index.html');
    expect(log).not.toMatch(/secret-grant-4[23]/);
  });
});
