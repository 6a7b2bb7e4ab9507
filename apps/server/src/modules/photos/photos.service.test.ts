import { RequirementsSchema } from '@zappy/contract/requirements';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import type { SiteModel } from '@zappy/site-model/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startOpenAiImagesServer,
  type OpenAiImagesTestServer,
} from '../../../test/openai-images-server';
import { startPexelsServer, type PexelsTestServer } from '../../../test/pexels-server';
import { testJpeg } from '../../../test/test-images';
import { startUnsplashServer, type UnsplashTestServer } from '../../../test/unsplash-server';
import { MAX_INPUT_PIXELS, createImageGate } from '../../lib/image-work';
import type { ImageGenerator } from './image-generator';
import { createOpenAiImageGenerator } from './openai-image-generator';
import { createPexelsProvider } from './pexels-provider';
import { createPhotos } from './photos.service';
import { createUnsplashProvider } from './unsplash-provider';

let pexels: PexelsTestServer;

beforeAll(async () => {
  pexels = await startPexelsServer();
  pexels.slowMs = 1500;
});
afterAll(() => pexels.close());
beforeEach(() => {
  pexels.reset();
});

const photos = (apiKey = pexels.apiKey) =>
  createPhotos({
    provider: createPexelsProvider({ apiKey, apiUrl: pexels.url, timeoutMs: 500 }),
    limits: {
      timeoutMs: 500,
      maxBytes: 5_242_880,
      maxPixels: MAX_INPUT_PIXELS,
      gate: createImageGate(2),
    },
  });

/** The sample bakery as a Spanish site: Spanish words for the business and its services. */
function spanishBakery(): SiteModel {
  const model = createSampleSiteModel({ industry: 'bakery' });
  return {
    ...model,
    locale: { ...model.locale, language: 'es' },
    business: { ...model.business, industry: 'Panadería' },
  };
}
const context = {
  requirements: RequirementsSchema.parse({
    contactDetails: { address: { city: 'Sevilla' } },
  }),
  industryKey: 'bakery',
};

describe('placing photos in a generated site', () => {
  it('gives each illustrated image its own photo, credit and variants, in the site language', async () => {
    const model = spanishBakery();
    const run = await photos().place(model, context);
    expect(run.fallbacks).toEqual([]);
    const placed = run.model.images;
    expect(placed.every((image) => image.source === 'provider')).toBe(true);
    // Distinct photos: each image's credit names another photographer.
    expect(new Set(placed.map((image) => image.credit?.name)).size).toBe(placed.length);
    const hero = placed.find((image) => image.id === 'hero');
    expect(hero).toMatchObject({
      width: 1200,
      height: 800,
      credit: { provider: 'Pexels', providerUrl: 'https://www.pexels.com' },
    });
    expect(hero?.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    expect(hero?.url).toBe(hero?.variants.at(-1)?.path);
    // Pexels' descriptions are English: a Spanish page keeps its own alt texts.
    expect(placed.map((image) => image.alt)).toEqual(model.images.map((image) => image.alt));
    // Searched in Spanish: the business in its city first.
    expect(pexels.searches[0]?.params.get('query')).toBe('Panadería Sevilla');
    expect(pexels.searches.every((s) => s.params.get('locale') === 'es-ES')).toBe(true);
    // Every variant's bytes, WebP and AVIF, come with the run, under the path the model names.
    const paths = placed.flatMap((image) => image.variants.flatMap((v) => [v.path, v.avif]));
    expect([...run.files.keys()].sort()).toEqual([...paths].sort());
    expect(run.uploads).toHaveLength(placed.length);
  });

  it('keeps an English description from Pexels as the alt text of an English site', async () => {
    const run = await photos().place(createSampleSiteModel({ industry: 'bakery' }), context);
    expect(run.model.images[0]?.alt).toMatch(/^Photo \d+ of /);
  });

  it('leaves every image its illustration when the key is refused, asking only once', async () => {
    const model = spanishBakery();
    const run = await photos('wrong-key').place(model, context);
    expect(run.model).toEqual(model);
    expect(run.files.size).toBe(0);
    expect(run.fallbacks.map((f) => f.reason)).toEqual(model.images.map(() => 'unauthorized'));
    expect(pexels.searches).toHaveLength(1);
  });

  it('falls back for one image alone when its download fails', async () => {
    pexels.images.set(2, 'not-an-image');
    const run = await photos().place(createSampleSiteModel({ industry: 'bakery' }), context);
    expect(run.fallbacks).toEqual([{ slot: 'about', provider: 'pexels', reason: 'not_an_image' }]);
    expect(run.model.images.map((image) => image.source)).toEqual([
      'provider',
      'procedural',
      'provider',
      'provider',
      'provider',
    ]);
  });

  it('asks nothing without a provider', async () => {
    const model = spanishBakery();
    const run = await createPhotos({
      provider: undefined,
      limits: { timeoutMs: 500, maxBytes: 1, maxPixels: 1, gate: createImageGate(2) },
    }).place(model, context);
    expect(run.model).toBe(model);
    expect(pexels.searches).toHaveLength(0);
  });
});

describe('placing Unsplash photos', () => {
  let unsplash: UnsplashTestServer;
  beforeAll(async () => {
    unsplash = await startUnsplashServer();
    unsplash.slowMs = 1500;
  });
  afterAll(() => unsplash.close());
  beforeEach(() => {
    unsplash.reset();
  });

  const unsplashPhotos = (generator?: ImageGenerator) =>
    createPhotos({
      provider: createUnsplashProvider({
        accessKey: unsplash.accessKey,
        apiUrl: unsplash.url,
        appName: 'zappy',
        timeoutMs: 2000,
        fetch: unsplash.fetch,
      }),
      generator,
      // Time enough for a body of megabytes on a busy machine: the byte cap must stop it.
      limits: {
        timeoutMs: 2000,
        maxBytes: 5_242_880,
        maxPixels: MAX_INPUT_PIXELS,
        gate: createImageGate(2),
      },
      fetch: unsplash.fetch,
    });

  it("shows each photo from Unsplash's servers, stores nothing, and reports each use once", async () => {
    const model = createSampleSiteModel({ industry: 'bakery' });
    const run = await unsplashPhotos().place(model, context);
    expect(run.fallbacks).toEqual([]);
    expect(run.files.size).toBe(0);
    expect(run.uploads).toEqual([]);
    const hero = run.model.images.find((image) => image.id === 'hero');
    expect(hero?.url).toMatch(/^https:\/\/images\.unsplash\.com\/photo-1\?.*&w=1600&/);
    expect(hero).toMatchObject({
      source: 'provider',
      width: 1600,
      height: 1067,
      credit: { name: 'Unsplash Photographer 1', provider: 'Unsplash' },
    });
    expect(hero?.variants.map((v) => [v.width, new URL(v.path).searchParams.get('w')])).toEqual([
      [480, '480'],
      [960, '960'],
      [1600, '1600'],
    ]);
    const placed = run.model.images.map((image) => image.url.match(/photo-\d+/)?.[0]);
    expect(unsplash.tracked.map((t) => t.id)).toEqual(placed);
    // Checked once each, at the narrowest width, before being placed.
    expect(unsplash.imageRequests.map((r) => r.params.get('w'))).toEqual(placed.map(() => '480'));
  });

  it('falls back for one image alone when its photo is not an image or too large, and tells nobody it was used', async () => {
    unsplash.images.set(2, 'not-an-image');
    unsplash.images.set(3, 'huge-pixels');
    unsplash.images.set(4, 'huge-bytes');
    const run = await unsplashPhotos().place(
      createSampleSiteModel({ industry: 'bakery' }),
      context,
    );
    expect(run.fallbacks).toEqual([
      { slot: 'about', provider: 'unsplash', reason: 'not_an_image' },
      { slot: 'gallery-1', provider: 'unsplash', reason: 'too_large' },
      { slot: 'gallery-2', provider: 'unsplash', reason: 'too_large' },
    ]);
    expect(run.model.images.map((image) => image.source)).toEqual([
      'provider',
      'procedural',
      'procedural',
      'procedural',
      'provider',
    ]);
    expect(unsplash.tracked.map((t) => t.id)).toEqual(['photo-1', 'photo-5']);
  });

  it('generates the images Unsplash could not give, after it limits the rate', async () => {
    unsplash.search = 'rate-limited-403';
    const generated: string[] = [];
    const generator: ImageGenerator = {
      name: 'openai',
      generate: async (request) => {
        generated.push(request.prompt);
        return { ok: true, value: await testJpeg() };
      },
    };
    const model = spanishBakery();
    const run = await unsplashPhotos(generator).place(model, context);
    expect(unsplash.searches).toHaveLength(1);
    expect(run.fallbacks).toEqual(
      model.images.map((image) => ({
        slot: image.dataSlot,
        provider: 'unsplash',
        reason: 'rate_limited',
      })),
    );
    expect(generated).toHaveLength(model.images.length);
    expect(generated[0]).toContain('Subject: Panadería Sevilla');
    expect(run.model.images.every((image) => image.source === 'provider')).toBe(true);
    expect(run.model.images.every((image) => image.credit === undefined)).toBe(true);
    // Stored with the site: the Spanish site's own alt texts, no credit to anyone.
    expect(run.model.images.map((image) => image.alt)).toEqual(model.images.map((i) => i.alt));
    expect(run.model.images[0]?.variants[0]?.path).toMatch(/^images\/photo-[\w-]+-480\.webp$/);
    expect(run.uploads).toHaveLength(model.images.length);
  });
});

describe('placing generated images', () => {
  let openai: OpenAiImagesTestServer;
  beforeAll(async () => {
    openai = await startOpenAiImagesServer();
    openai.slowMs = 4000;
  });
  afterAll(() => openai.close());
  beforeEach(() => {
    openai.reset();
  });

  const generated = (apiKey = openai.apiKey) =>
    createPhotos({
      provider: undefined,
      generator: createOpenAiImageGenerator({
        baseUrl: openai.url,
        apiKey,
        model: 'gpt-image-1',
        timeoutMs: 2000,
        download: { timeoutMs: 2000, maxBytes: 5_242_880 },
      }),
      limits: {
        timeoutMs: 2000,
        maxBytes: 5_242_880,
        maxPixels: MAX_INPUT_PIXELS,
        gate: createImageGate(2),
      },
    });

  it("gives every image a generated one in WebP and AVIF, with the site's own alt text and no credit", async () => {
    const model = spanishBakery();
    const run = await generated().place(model, context);
    expect(run.fallbacks).toEqual([]);
    expect(openai.requests).toHaveLength(model.images.length);
    expect(run.model.images.map((image) => image.alt)).toEqual(model.images.map((i) => i.alt));
    for (const image of run.model.images) {
      expect(image).toMatchObject({ source: 'provider', width: 1200, height: 800 });
      expect(image.credit).toBeUndefined();
      expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    }
    // Three widths, each as WebP and AVIF.
    expect([...run.files.keys()]).toHaveLength(model.images.length * 6);
  });

  it('falls back to the illustration for each image whose generation fails, and stops after a refusal', async () => {
    openai.generations.set(1, 'not-an-image');
    openai.generations.set(2, 'huge-pixels');
    openai.generations.set(3, 'huge-bytes');
    openai.generations.set(4, 'slow');
    const run = await generated().place(createSampleSiteModel({ industry: 'bakery' }), context);
    expect(run.fallbacks.map((f) => [f.slot, f.provider, f.reason])).toEqual([
      ['hero', 'openai', 'not_an_image'],
      ['about', 'openai', 'too_large'],
      ['gallery-1', 'openai', 'too_large'],
      ['gallery-2', 'openai', 'timeout'],
      // A time-out says the next one would wait as long: the last image is not asked for.
      ['gallery-3', 'openai', 'timeout'],
    ]);
    expect(openai.requests).toHaveLength(4);
    expect(run.model.images.every((image) => image.source === 'procedural')).toBe(true);
  });

  it('asks once when the key is refused or the rate is limited', async () => {
    const refused = await generated('wrong').place(spanishBakery(), context);
    expect(new Set(refused.fallbacks.map((f) => f.reason))).toEqual(new Set(['unauthorized']));
    expect(openai.requests).toHaveLength(1);
    openai.reset();
    openai.answer = 'rate-limited';
    const limited = await generated().place(spanishBakery(), context);
    expect(new Set(limited.fallbacks.map((f) => f.reason))).toEqual(new Set(['rate_limited']));
    expect(openai.requests).toHaveLength(1);
  });
});
