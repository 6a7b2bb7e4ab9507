import { RequirementsSchema } from '@zappy/contract/requirements';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import type { SiteModel } from '@zappy/site-model/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPexelsServer, type PexelsTestServer } from '../../../test/pexels-server';
import { MAX_INPUT_PIXELS } from '../../lib/image-uploads';
import { createPexelsProvider } from './pexels-provider';
import { createPhotos } from './photos.service';

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
    limits: { timeoutMs: 500, maxBytes: 5_242_880, maxPixels: MAX_INPUT_PIXELS },
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
    // Every variant's bytes come with the run, under the path the model names.
    const paths = placed.flatMap((image) => image.variants.map((v) => v.path));
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
      limits: { timeoutMs: 500, maxBytes: 1, maxPixels: 1 },
    }).place(model, context);
    expect(run.model).toBe(model);
    expect(pexels.searches).toHaveLength(0);
  });
});
