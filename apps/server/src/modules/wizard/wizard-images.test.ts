import type { Widget, WidgetImage } from '@zappy/contract/widgets';
import type { WebsiteDetail } from '@zappy/contract/website';
import { sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import {
  getHostedPage,
  signIn,
  startGenerationHarness,
  waitForDeployment,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { multipartFiles } from '../../../test/multipart';
import { startPexelsServer, type PexelsTestServer } from '../../../test/pexels-server';
import type { Database } from '../../db/client';
import { deleteStaleSessionlessImages } from './wizard-images.repository';

const PROMPT =
  'A bakery called "Golden Crumb" in Portland. We bake sourdough and custom cakes. Email hello@goldencrumb.example';

interface Turn {
  sessionId?: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}

let nextAddress = 1;

/** A browser: its own cookies (the wizard's `zappy_browser`), and a token once signed in. */
function createBrowser(app: FastifyInstance, token?: string) {
  const remoteAddress = `198.51.100.${nextAddress++}`;
  const cookies: Record<string, string> = {};
  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: { payload: object | Buffer; headers?: Record<string, string> },
  ) {
    const res = await app.inject({
      method,
      url,
      cookies,
      remoteAddress,
      ...(body ? { payload: body.payload } : {}),
      headers: {
        origin: 'http://app.test',
        ...body?.headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    for (const cookie of res.cookies) cookies[cookie.name] = cookie.value;
    return res;
  }
  return { call };
}
type Browser = ReturnType<typeof createBrowser>;

/** Runs the wizard up to its image step: the session and that step's widget. */
async function toImageStep(browser: Browser): Promise<{ sessionId: string; widget: Widget }> {
  let turn = (
    await browser.call('POST', '/api/wizard/conversation/start', {
      payload: { initialPrompt: PROMPT },
    })
  ).json<Turn>();
  const sessionId = turn.sessionId ?? '';
  for (let i = 0; i < 8; i += 1) {
    const widget = turn.widget;
    if (!widget) break;
    if (widget.type === 'image_selector') return { sessionId, widget };
    turn = await answer(browser, sessionId, widget);
  }
  throw new Error('the wizard asked no image question');
}

async function answer(browser: Browser, sessionId: string, widget: Widget, value?: string) {
  const input = sensibleAnswer(widget);
  if (input.type !== 'widget_response') throw new Error('expected a widget answer');
  const message = value === undefined ? input.response : { ...input.response, value };
  const res = await browser.call('POST', '/api/wizard/conversation/continue', {
    payload: { sessionId, messageType: 'widget_response', message },
  });
  expect(res.statusCode).toBe(200);
  return res.json<Turn>();
}

/** Answers the rest of the wizard sensibly, then generates and waits for the live site. */
async function generateFrom(
  app: FastifyInstance,
  browser: Browser,
  token: string,
  sessionId: string,
  turn: Turn,
): Promise<WebsiteDetail> {
  for (let i = 0; i < 8 && !turn.readyToGenerate && turn.widget; i += 1) {
    turn = await answer(browser, sessionId, turn.widget);
  }
  expect(turn.readyToGenerate).toBe(true);
  const res = await browser.call('POST', '/api/website/generate', { payload: { sessionId } });
  expect(res.statusCode).toBe(200);
  return waitForDeployment(app, token, res.json<{ websiteId: string }>().websiteId, 1);
}

const jpeg = (color: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Owner' } } })
    .toBuffer();

const upload = (browser: Browser, sessionId: string, data: Buffer, alt: string) =>
  browser.call('POST', `/api/wizard/session/${sessionId}/images`, {
    ...multipartFiles([{ field: 'image', filename: 'shop.jpg', contentType: 'image/jpeg', data }], {
      imageAlt: alt,
    }),
  });

describe.each(testDatabases)('wizard image step with Pexels on $name', ({ open }) => {
  let pexels: PexelsTestServer;
  let database: Database;
  let harness: GenerationHarness;
  let token: string;

  beforeAll(async () => {
    pexels = await startPexelsServer();
    database = await open();
    harness = await startGenerationHarness(database, {
      env: { PHOTO_PROVIDER: 'pexels', PEXELS_API_KEY: pexels.apiKey, PEXELS_API_URL: pexels.url },
    });
    token = await signIn(harness.app, 'wizard-photos@example.com');
  }, 60_000);

  afterAll(async () => {
    await harness.close();
    await database.close();
    await pexels.close();
  });

  beforeEach(() => {
    pexels.reset();
  });

  it('offers Pexels photos with their credit, previewed from the app to this browser only', async () => {
    const browser = createBrowser(harness.app);
    const { sessionId, widget } = await toImageStep(browser);
    const images = widget.images ?? [];
    expect(images).toHaveLength(4);
    expect(pexels.searches[0]?.params.get('query')).toBe('bakery Portland');
    const [first] = images;
    expect(first?.credit).toEqual({
      name: 'Photographer 1',
      url: 'https://www.pexels.com/@photographer-1',
      provider: 'Pexels',
      providerUrl: 'https://www.pexels.com',
    });
    expect(first?.url).toBe(`/api/wizard/session/${sessionId}/images/${first?.id}`);
    expect(first?.alt).toBe('Photo 1 of bakery Portland');

    const preview = await browser.call('GET', first?.url ?? '');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(480);
    const downloads = pexels.downloads.length;

    const stranger = createBrowser(harness.app);
    const theirs = await stranger.call('GET', first?.url ?? '');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Wizard session not found' });
    // Serving the preview never asks Pexels again.
    expect(pexels.downloads).toHaveLength(downloads);
  });

  it('offers the offline art when Pexels refuses, and the wizard goes on', async () => {
    pexels.search = 'unauthorized';
    const { widget } = await toImageStep(createBrowser(harness.app));
    const images = widget.images ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.url).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(image.credit).toBeUndefined();
    }
  });

  it('answers hero-images with the same photos, previewed to the browser that asked', async () => {
    const browser = createBrowser(harness.app);
    const res = await browser.call('POST', '/api/assets/hero-images', {
      payload: { context: { industry: 'bakery', city: 'Portland', count: 2 } },
    });
    expect(res.statusCode).toBe(200);
    const images = res.json<{ images: WidgetImage[] }>().images;
    expect(images).toHaveLength(2);
    expect(images[0]?.credit?.provider).toBe('Pexels');
    expect(images[0]?.url).toMatch(/^\/api\/assets\/hero-images\/[0-9a-f-]{36}$/);
    expect((await browser.call('GET', images[0]?.url ?? '')).statusCode).toBe(200);
    expect((await createBrowser(harness.app).call('GET', images[0]?.url ?? '')).statusCode).toBe(
      404,
    );

    pexels.search = 'rate-limited';
    const art = await browser.call('POST', '/api/assets/hero-images', {
      payload: { context: { industry: 'bakery' } },
    });
    expect(art.json<{ images: WidgetImage[] }>().images[0]?.url).toMatch(/^data:image\/svg/);
  });

  it("forgets hero-images' candidates once stale, never a session's", async () => {
    const browser = createBrowser(harness.app);
    const { widget } = await toImageStep(browser);
    const res = await browser.call('POST', '/api/assets/hero-images', {
      payload: { context: { industry: 'bakery' } },
    });
    const [offered] = res.json<{ images: WidgetImage[] }>().images;
    const later = new Date(Date.now() + 60_000);
    expect(await deleteStaleSessionlessImages(harness.services.db, later)).toBeGreaterThan(0);
    expect((await browser.call('GET', offered?.url ?? '')).statusCode).toBe(404);
    expect((await browser.call('GET', widget.images?.[0]?.url ?? '')).statusCode).toBe(200);
  });

  it("takes the owner's photo with its description, checked like a replaced image", async () => {
    const browser = createBrowser(harness.app);
    const { sessionId } = await toImageStep(browser);

    const notAnImage = await upload(browser, sessionId, Buffer.from('<html>hi</html>'), 'Our shop');
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json()).toEqual({
      error: 'Image 1 is not a PNG, JPEG, WebP, GIF or AVIF image',
    });
    const tooBig = await upload(browser, sessionId, Buffer.alloc(5 * 1024 * 1024 + 1), 'Our shop');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'Image 1 is too large (max 5MB)' });
    const undescribed = await upload(browser, sessionId, await jpeg('#336699'), '  ');
    expect(undescribed.statusCode).toBe(400);
    expect(undescribed.json()).toEqual({ error: 'Describe the photo in a few words' });

    const stranger = createBrowser(harness.app);
    const theirs = await upload(stranger, sessionId, await jpeg('#336699'), 'Our shop');
    expect(theirs.statusCode).toBe(404);

    const res = await upload(browser, sessionId, await jpeg('#336699'), 'Our shop window at dawn');
    expect(res.statusCode).toBe(200);
    const [image] = res.json<{ images: WidgetImage[] }>().images;
    expect(image).toMatchObject({
      alt: 'Our shop window at dawn',
      label: 'Our shop window at dawn',
    });
    expect(image?.credit).toBeUndefined();
    const preview = await browser.call('GET', image?.url ?? '');
    expect(preview.statusCode).toBe(200);
    // Re-encoded: the camera's metadata is gone.
    expect((await sharp(preview.rawPayload).metadata()).exif).toBeUndefined();
    const session = await browser.call('GET', `/api/wizard/session/${sessionId}`);
    const pending = session.json<{ session: { currentWidget: Widget } }>().session.currentWidget;
    expect(pending.images?.map((i) => i.id)).toContain(image?.id);
  });

  it('generates the site with the picked photo as its hero, credited, without searching it again', async () => {
    const browser = createBrowser(harness.app, token);
    const { sessionId, widget } = await toImageStep(browser);
    const picked = widget.images?.[1];
    const turn = await answer(browser, sessionId, widget, picked?.id);
    const site = await generateFrom(harness.app, browser, token, sessionId, turn);
    const page = (await getHostedPage(harness.app, site)).body;
    expect(page).toMatch(
      /<img src="images\/photo-[0-9a-f-]+-1200\.webp[^"]*"[^>]*data-slot="hero"/,
    );
    expect(page).toMatch(/alt="Photo 2 of bakery Portland"[^>]*data-slot="hero"/);
    // Its AVIF too, offered first and served from the site.
    const avif =
      /<source type="image\/avif" srcset="(images\/photo-[0-9a-f-]+-480\.avif) 480w[^"]*"[^>]*><img [^>]*data-slot="hero"/.exec(
        page,
      )?.[1];
    const file = await getHostedPage(harness.app, site, `/${avif ?? ''}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(page).toContain('<a href="https://www.pexels.com/@photographer-2" rel="noopener">');
    // The About image is another photo: the picked one is not shown twice.
    expect(page).toMatch(/alt="Photo 1 of [^"]+"[^>]*data-slot="about"/);
    // Downloaded once, for the image step; generation used those bytes.
    expect(pexels.downloads.filter((path) => path.startsWith('/photos/2/'))).toHaveLength(1);
  }, 60_000);

  it("generates the site with the owner's uploads: the picked one the hero, the next the About image", async () => {
    const browser = createBrowser(harness.app, token);
    const { sessionId, widget } = await toImageStep(browser);
    const first = await upload(
      browser,
      sessionId,
      await jpeg('#aa3311'),
      'Fresh loaves on our counter',
    );
    const second = await upload(browser, sessionId, await jpeg('#11aa33'), 'Our baker at the oven');
    const [hero] = first.json<{ images: WidgetImage[] }>().images;
    expect(second.statusCode).toBe(200);
    const turn = await answer(browser, sessionId, widget, hero?.id);
    const site = await generateFrom(harness.app, browser, token, sessionId, turn);
    const page = (await getHostedPage(harness.app, site)).body;
    expect(page).toMatch(
      /<img src="images\/upload-[0-9a-f-]+-900\.webp[^"]*"[^>]*alt="Fresh loaves on our counter"[^>]*data-slot="hero"/,
    );
    expect(page).toMatch(/alt="Our baker at the oven"[^>]*data-slot="about"/);
    expect(page).toMatch(
      /<source type="image\/avif" srcset="images\/upload-[0-9a-f-]+-480\.avif 480w[^"]*"[^>]*><img [^>]*data-slot="about"/,
    );
  }, 60_000);
});

describe.each(testDatabases)('wizard image step without a photo service on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('offers the offline art, and hero-images too, and still takes an upload', async () => {
    const browser = createBrowser(app);
    const { sessionId, widget } = await toImageStep(browser);
    expect(widget.images?.every((image) => image.url.startsWith('data:image/svg+xml'))).toBe(true);
    const uploaded = await upload(browser, sessionId, await jpeg('#336699'), 'Our counter');
    expect(uploaded.statusCode).toBe(200);
    const res = await createBrowser(app).call('POST', '/api/assets/hero-images', {
      payload: { context: { industry: 'bakery' } },
    });
    const images = res.json<{ images: WidgetImage[] }>().images;
    expect(images.every((image) => image.url.startsWith('data:image/svg+xml'))).toBe(true);
  });
});
