import type { ProgressMessage } from '@zappy/contract/generation';
import { GENERATION_STEPS } from '@zappy/contract/generation-steps';
import type { WebsiteDetail, WebsiteListItem } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { testDatabases } from '../../../test/databases';
import {
  readyWizardSession,
  signIn,
  startGenerationHarness,
  waitFor,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { progressChannel } from './progress';

describe.each(testDatabases)('generation on $name', ({ open }) => {
  let database: Database;
  let harness: GenerationHarness;
  let token: string;
  let website: WebsiteDetail;
  let sessionId: string;
  const progress: ProgressMessage[] = [];

  beforeAll(async () => {
    database = await open();
    harness = await startGenerationHarness(database);
    token = await signIn(harness.app, 'owner@example.com');
    ({ sessionId } = await readyWizardSession(
      harness.app,
      token,
      'A bakery called "Golden Crumb" in Portland. We bake sourdough and custom cakes. Email hello@goldencrumb.example',
    ));
    harness.services.bus.subscribe(progressChannel(sessionId), (message) => {
      progress.push(message as ProgressMessage);
    });
    const res = await harness.app.inject({
      method: 'POST',
      url: '/api/website/generate',
      headers: { authorization: `Bearer ${token}` },
      payload: { sessionId },
    });
    expect(res.statusCode).toBe(200);
    const started = res.json<{ status: string; websiteId: string; sessionId: string }>();
    expect(started).toMatchObject({ status: 'generating', sessionId });
    website = await waitFor(async () => {
      const detail = await harness.app.inject({
        url: `/api/website/${started.websiteId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const body = detail.json<{ website: WebsiteDetail }>().website;
      return body.deployment?.status === 'live' ? body : undefined;
    });
  });

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('runs every step in order and reports them on the progress channel', () => {
    const steps = progress.map((message) => message.step);
    expect(steps).toEqual(GENERATION_STEPS.filter((step) => step !== 'error'));
    const last = progress.at(-1);
    expect(last).toMatchObject({ type: 'completed', progress: 100, websiteId: website.websiteId });
    expect(last?.timing.totalDurationFormatted).toMatch(/^\d{2}:\d{2}$/);
    expect(Object.keys(last?.timing.stepTimes ?? {})).toContain('processing_content');
    const percents = progress.map((message) => message.progress);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });

  it('stores version 1 with the site the wizard described', () => {
    expect(website.status).toBe('completed');
    expect(website.name).toBe('Golden Crumb');
    expect(website.versions).toHaveLength(1);
    expect(website.versions[0]).toMatchObject({ number: 1, isLive: true, isCurrent: true });
    const content = website.content as {
      business: { companyName: string; contactDetails: { email: string } };
    };
    expect(content.business.companyName).toBe('Golden Crumb');
    expect(content.business.contactDetails.email).toBe('hello@goldencrumb.example');
  });

  it('draws every image offline when no photo service or image generator is set, as before', async () => {
    const images = (website.content as { images: { source: string; credit?: unknown }[] }).images;
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.source === 'procedural' && !image.credit)).toBe(true);
    expect(website.fidelity?.photoFallbacks).toBeUndefined();
    const health = await harness.app.inject({ url: '/api/health' });
    expect(health.json<{ photos: unknown }>().photos).toEqual({
      provider: null,
      generator: null,
      status: 'off',
      lastError: null,
      lastErrorSource: null,
      checkedAt: null,
    });
  });

  it('records what the Brain did with the job', async () => {
    const job = await database.pool.query<{
      ai_report: { engines: string[]; fallbacks: unknown[]; steps: number };
    }>('SELECT ai_report FROM generation_jobs WHERE website_id = $1', [website.websiteId]);
    expect(job.rows[0]?.ai_report).toMatchObject({
      engines: ['offline'],
      fallbacks: [],
      llmRequests: 0,
    });
    expect(job.rows[0]?.ai_report.steps).toBeGreaterThan(3);
  });

  it('stores a fidelity report with the job and shows it to the owner only', async () => {
    const fidelity = website.fidelity;
    expect(fidelity?.versionNumber).toBe(1);
    const fact = (kind: string) => fidelity?.facts.find((f) => f.kind === kind);
    expect(fact('email')).toMatchObject({ value: 'hello@goldencrumb.example', shown: true });
    expect(fact('email')?.places.map((p) => p.type)).toContain('contact');
    expect(fact('address')).toMatchObject({ value: 'Portland', shown: true });
    expect(fact('name')).toMatchObject({ value: 'Golden Crumb', shown: true });
    // The owner gave no prices: no price is reported as shown, and none is on the page.
    expect(fidelity?.facts.filter((f) => f.kind === 'price')).toEqual([]);

    const job = await database.pool.query<{ fidelity: unknown }>(
      'SELECT fidelity FROM generation_jobs WHERE website_id = $1',
      [website.websiteId],
    );
    expect(job.rows[0]?.fidelity).toEqual(fidelity);

    const stranger = await signIn(harness.app, 'fidelity-stranger@example.com');
    const res = await harness.app.inject({
      url: `/api/website/${website.websiteId}`,
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('hello@goldencrumb.example');
  });

  it('commits the rendered files to the site’s own git repository', async () => {
    const log = await harness.services.repositories.log(website.websiteId);
    expect(log).toEqual(['Version 1: Generated from the wizard']);
  });

  it('deploys it live at its own host name, served from the database', async () => {
    expect(website.deployment).toMatchObject({ status: 'live', percent: 100, finalStatus: true });
    const liveUrl = new URL(website.liveUrl ?? '');
    expect(liveUrl.hostname).toMatch(/^golden-crumb-[a-z0-9]{6}\.localhost$/);
    const page = await harness.app.inject({ url: '/', headers: { host: liveUrl.host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Golden Crumb');
    expect(page.headers['set-cookie']).toBeUndefined();
    // The page's whole policy, as its meta tag states it, and who may frame it.
    expect(page.headers['content-security-policy']).toMatch(
      /^default-src 'self'; .*; frame-ancestors 'self' http:\/\/app\.test$/,
    );

    const css = await harness.app.inject({
      url: '/styles.css',
      headers: { host: liveUrl.host, 'accept-encoding': 'gzip' },
    });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['content-encoding']).toBe('gzip');
    const etag = String(css.headers.etag);
    const again = await harness.app.inject({
      url: '/styles.css',
      headers: { host: liveUrl.host, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const missing = await harness.app.inject({
      url: '/nope.html',
      headers: { host: liveUrl.host },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    // The site's own 404 page, in its language and styles.
    expect(missing.body).toContain('<title>Page not found | Golden Crumb</title>');
    expect(missing.body).toMatch(/href="\/styles\.css\?v=[0-9a-f]{12}"/);
    const unknownSite = await harness.app.inject({
      url: '/',
      headers: { host: 'nobody-123456.localhost:3000' },
    });
    expect(unknownSite.statusCode).toBe(404);
    expect(unknownSite.body).toContain('Page not found');
  });

  it('lists the website for its owner', async () => {
    const res = await harness.app.inject({ url: '/api/website/user', headers: auth() });
    const list = res.json<WebsiteListItem[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: website.websiteId,
      name: 'Golden Crumb',
      versions: 1,
      status: 'completed',
      renderUrl: website.liveUrl,
    });
  });

  it('serves the sandboxed preview only with a valid token', async () => {
    const previewUrl = website.previewUrl ?? '';
    const page = await harness.app.inject({ url: previewUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(
      'sandbox allow-scripts allow-forms allow-popups',
    );
    expect(page.body).toContain('<base href="/api/website/preview-files/');
    const base = /<base href="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const css = await harness.app.inject({ url: `${base}styles.css` });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-security-policy']).toContain('sandbox');
    // The sandboxed page is an opaque origin: its own files must be loadable cross-origin.
    expect(css.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const forged = await harness.app.inject({
      url: previewUrl.replace(/token=[^&]+/, 'token=forged.1.9999999999999.x'),
    });
    expect(forged.statusCode).toBe(404);
    const otherId = previewUrl.replace(website.websiteId, '00000000-0000-4000-8000-000000000000');
    expect((await harness.app.inject({ url: otherId })).statusCode).toBe(404);
    // Point and edit: only a preview asked for it carries the pick script; the live site never.
    expect(page.body).not.toContain('zappy:pick');
    const picking = await harness.app.inject({ url: `${previewUrl}&pick=1` });
    expect(picking.statusCode).toBe(200);
    expect(picking.body).toMatch(
      /<script>\(function \(\) \{[^]*zappy:pick-mode[^]*<\/script><\/body>/,
    );
    const live = await harness.app.inject({
      url: '/',
      headers: { host: new URL(website.liveUrl ?? '').host },
    });
    expect(live.body).not.toContain('zappy:pick');
  });

  it('keeps every website route from anyone but the owner (404)', async () => {
    const stranger = await signIn(harness.app, 'stranger@example.com');
    const headers = { authorization: `Bearer ${stranger}` };
    for (const url of [
      `/api/website/${website.websiteId}`,
      `/api/website/${website.websiteId}/versions`,
      `/api/website/${website.websiteId}/deployment`,
      `/api/website/${website.websiteId}/deployment/stream`,
    ]) {
      const res = await harness.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Website not found' });
    }
    const list = await harness.app.inject({ url: '/api/website/user', headers });
    expect(list.json()).toEqual([]);
    const generate = await harness.app.inject({
      method: 'POST',
      url: '/api/website/generate',
      headers,
      payload: { sessionId },
    });
    expect(generate.statusCode).toBe(404);
    expect(generate.json()).toEqual({ error: 'Wizard session not found' });
  });

  it('requires sign-in to generate, and a ready session', async () => {
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/api/website/generate',
      payload: { sessionId },
    });
    expect(anonymous.statusCode).toBe(401);
    const start = await harness.app.inject({
      method: 'POST',
      url: '/api/wizard/conversation/start',
      headers: auth(),
      payload: { initialPrompt: 'Something' },
    });
    const notReady = await harness.app.inject({
      method: 'POST',
      url: '/api/website/generate',
      headers: auth(),
      payload: { sessionId: start.json<{ sessionId: string }>().sessionId },
    });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json<{ error: string }>().error).toMatch(/more answers/);
    const bad = await harness.app.inject({
      method: 'POST',
      url: '/api/website/generate',
      headers: auth(),
      payload: { sessionId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads brief fields sent with the request as the owner’s edits, never as text', async () => {
    const { sessionId: second } = await readyWizardSession(
      harness.app,
      token,
      'Je suis photographe à Annecy. Mon studio s’appelle Lumière des Alpes. Reportage mariage complet à partir de 1 500 €, séance engagement 250 €.',
    );
    const session = await harness.app.inject({
      url: `/api/wizard/session/${second}`,
      headers: auth(),
    });
    const { requirements } = session.json<{ session: { requirements: object } }>().session;
    const started = await harness.app.inject({
      method: 'POST',
      url: '/api/website/generate',
      headers: auth(),
      payload: { sessionId: second, requirements: { ...requirements, tone: 'playful' } },
    });
    expect(started.statusCode).toBe(200);
    const websiteId = started.json<{ websiteId: string }>().websiteId;
    const made = await waitFor(async () => {
      const detail = await harness.app.inject({
        url: `/api/website/${websiteId}`,
        headers: auth(),
      });
      const body = detail.json<{ website: WebsiteDetail }>().website;
      return body.deployment?.status === 'live' ? body : undefined;
    });
    const page = await harness.app.inject({
      url: '/',
      headers: { host: new URL(made.liveUrl ?? '').host },
    });
    // The two priced services, each once: the brief sent back is no message to read again.
    const cards = page.body.match(/<h3[^>]*>[^<]*(?:Reportage|[Ss]éance)[^<]*<\/h3>/gu) ?? [];
    expect(cards).toHaveLength(2);
    expect(page.body).not.toContain('&quot;Reportage');
  });

  it('reported no unexpected errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
