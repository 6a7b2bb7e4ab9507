import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestApp } from '../test/app';
import { testDatabases } from '../test/databases';

describe.each(testDatabases)('app on $name', ({ name, open }) => {
  let database: Database;
  let app: FastifyInstance;
  let spaApp: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
    webDist = await mkdtemp(path.join(tmpdir(), 'zappy-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Zappy</title><p>home');
    await writeFile(path.join(webDist, 'app.html'), '<!doctype html><title>Zappy</title>');
    await writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'export {};');
    spaApp = await createTestApp(database, {}, { webDistDir: webDist });
  });

  afterAll(async () => {
    await app.close();
    await spaApp.close();
    await database.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers health with the database kind', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: name });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/website/nope'],
      ['GET', '/api'],
    ] as const) {
      const res = await spaApp.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json<{ error: string }>().error).toMatch(/^Not found/);
    }
  });

  it('sends security headers', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the contract schemas', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/status',
        '/api/auth/urls',
        '/api/auth/local',
        '/api/auth/local/register',
        '/api/auth/logout',
        '/api/auth/account',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/auth/local'])).toContain('email');
  });

  it('serves the SPA with history fallback and long-lived fingerprinted assets', async () => {
    const home = await spaApp.inject({ url: '/' });
    expect(home.body).toContain('<p>home');
    const deepLink = await spaApp.inject({ url: '/preview/1234?x=1' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toBe('<!doctype html><title>Zappy</title>');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const asset = await spaApp.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers a body that is too large with 413, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/local',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('error');
  });
});
