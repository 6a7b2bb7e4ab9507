import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpaAndNotFound } from './spa';

describe('SPA hosting', () => {
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'zappy-spa-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<p>home');
    await writeFile(path.join(webDist, 'wizard.html'), '<p>wizard');
    await writeFile(path.join(webDist, 'app.html'), '<p>shell');
    await writeFile(
      path.join(webDist, 'prerendered.json'),
      JSON.stringify({ '/': 'index.html', '/wizard': 'wizard.html' }),
    );
    app = Fastify();
    await registerSpaAndNotFound(app, webDist);
  });

  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  async function page(url: string): Promise<string> {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  }

  it('sends each prerendered page for exactly its path, with or without a trailing slash', async () => {
    expect(await page('/')).toBe('<p>home');
    expect(await page('/?ref=x')).toBe('<p>home');
    expect(await page('/wizard')).toBe('<p>wizard');
    expect(await page('/wizard/')).toBe('<p>wizard');
    expect(await page('/wizard?x=1')).toBe('<p>wizard');
  });

  it('sends the empty shell for every other page, deeper paths included', async () => {
    expect(await page('/wizard/abc123')).toBe('<p>shell');
    expect(await page('/dashboard')).toBe('<p>shell');
    expect(await page('/wizardx')).toBe('<p>shell');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: GET /api/nothing' });
  });
});
