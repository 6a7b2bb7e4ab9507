import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPexelsServer, type PexelsTestServer } from '../../../test/pexels-server';
import { MAX_INPUT_PIXELS, createImageGate } from '../../lib/image-work';
import { createPexelsProvider } from './pexels-provider';
import { downloadPhoto, type DownloadLimits } from './photo-download';

let pexels: PexelsTestServer;
const limits: DownloadLimits = {
  timeoutMs: 500,
  maxBytes: 5_242_880,
  maxPixels: MAX_INPUT_PIXELS,
  gate: createImageGate(2),
};

beforeAll(async () => {
  pexels = await startPexelsServer();
  pexels.slowMs = 1500;
});
afterAll(() => pexels.close());
beforeEach(() => {
  pexels.reset();
});

const provider = (apiKey = pexels.apiKey) =>
  createPexelsProvider({ apiKey, apiUrl: pexels.url, timeoutMs: 500 });
const query = {
  query: 'panadería Sevilla',
  language: 'es',
  count: 5,
  orientation: 'landscape',
} as const;

describe('the Pexels provider', () => {
  it('searches as the API documents: the key in Authorization, the locale, count and orientation', async () => {
    const found = await provider().search(query);
    expect(found.ok).toBe(true);
    const [search] = pexels.searches;
    expect(search?.authorization).toBe(pexels.apiKey);
    expect(Object.fromEntries(search?.params ?? [])).toEqual({
      query: 'panadería Sevilla',
      per_page: '5',
      orientation: 'landscape',
      locale: 'es-ES',
    });
    if (!found.ok) return;
    expect(found.value).toHaveLength(5);
    expect(found.value[0]).toEqual({
      id: '1001',
      url: `${pexels.url}/photos/1/large2x.jpeg`,
      width: 4000,
      height: 2667,
      alt: 'Photo 1 of panadería Sevilla',
      credit: {
        name: 'Photographer 1',
        url: 'https://www.pexels.com/@photographer-1',
        provider: 'Pexels',
        providerUrl: 'https://www.pexels.com',
      },
    });
  });

  it('maps Portuguese to pt-BR and searches Hebrew and Arabic sites in English', async () => {
    expect(provider().languages).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']);
    await provider().search({ ...query, language: 'pt' });
    await provider().search({ ...query, language: 'he' });
    expect(pexels.searches.map((s) => s.params.get('locale'))).toEqual(['pt-BR', 'en-US']);
  });

  it('reports a refused key, the rate limit, a time-out and an answer that is not JSON', async () => {
    expect(await provider('wrong-key').search(query)).toEqual({ ok: false, error: 'unauthorized' });
    pexels.search = 'rate-limited';
    expect(await provider().search(query)).toEqual({ ok: false, error: 'rate_limited' });
    pexels.search = 'slow';
    expect(await provider().search(query)).toEqual({ ok: false, error: 'timeout' });
    pexels.search = 'not-json';
    expect(await provider().search(query)).toEqual({ ok: false, error: 'unreachable' });
  });

  it('downloads only its own image addresses', () => {
    const pexelsApi = createPexelsProvider({
      apiKey: 'k',
      apiUrl: 'https://api.pexels.com',
      timeoutMs: 500,
    });
    expect(pexelsApi.isImageUrl('https://images.pexels.com/photos/1/a.jpeg?w=940')).toBe(true);
    expect(pexelsApi.isImageUrl('http://images.pexels.com/photos/1/a.jpeg')).toBe(false);
    expect(pexelsApi.isImageUrl('http://169.254.169.254/latest/meta-data')).toBe(false);
    expect(pexelsApi.isImageUrl('https://images.pexels.com.evil.example/a.jpeg')).toBe(false);
  });
});

describe('downloading a photo', () => {
  const photoUrl = (n: number) => `${pexels.url}/photos/${n}/large2x.jpeg`;

  it('re-encodes a real photo to WebP and AVIF at the widths the page lists', async () => {
    const result = await downloadPhoto(photoUrl(1), limits);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const variant of result.value.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      const avif = await sharp(variant.avif).metadata();
      expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: variant.width });
    }
  });

  it('refuses a body that is not an image, too many bytes or pixels, and a slow answer', async () => {
    pexels.images.set(2, 'not-an-image');
    pexels.images.set(3, 'huge-bytes');
    pexels.images.set(4, 'huge-pixels');
    pexels.images.set(5, 'slow');
    expect(await downloadPhoto(photoUrl(2), limits)).toEqual({ ok: false, error: 'not_an_image' });
    expect(await downloadPhoto(photoUrl(3), limits)).toEqual({ ok: false, error: 'too_large' });
    expect(await downloadPhoto(photoUrl(4), limits)).toEqual({ ok: false, error: 'too_large' });
    expect(await downloadPhoto(photoUrl(5), limits)).toEqual({ ok: false, error: 'timeout' });
  });
});
