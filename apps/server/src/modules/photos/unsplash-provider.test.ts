import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUnsplashServer, type UnsplashTestServer } from '../../../test/unsplash-server';
import { createUnsplashProvider } from './unsplash-provider';

let unsplash: UnsplashTestServer;

beforeAll(async () => {
  unsplash = await startUnsplashServer();
  unsplash.slowMs = 1500;
});
afterAll(() => unsplash.close());
beforeEach(() => {
  unsplash.reset();
});

const provider = (accessKey = unsplash.accessKey) =>
  createUnsplashProvider({
    accessKey,
    apiUrl: unsplash.url,
    appName: 'zappy_test',
    timeoutMs: 500,
    fetch: unsplash.fetch,
  });
const query = {
  query: 'panadería Sevilla',
  language: 'es',
  count: 5,
  orientation: 'landscape',
} as const;

describe('the Unsplash provider', () => {
  it('searches as the API documents: Client-ID, Accept-Version, count, orientation and lang', async () => {
    const found = await provider().search({ ...query, orientation: 'square' });
    expect(found.ok).toBe(true);
    const [search] = unsplash.searches;
    expect(search?.authorization).toBe(`Client-ID ${unsplash.accessKey}`);
    expect(search?.version).toBe('v1');
    expect(Object.fromEntries(search?.params ?? [])).toEqual({
      query: 'panadería Sevilla',
      per_page: '5',
      orientation: 'squarish',
      lang: 'es',
    });
  });

  it("keeps Unsplash's addresses at the page's widths and credits with the referral links", async () => {
    const found = await provider().search(query);
    if (!found.ok) throw new Error(found.error);
    const [first] = found.value;
    const sized = (w: number) =>
      `https://images.unsplash.com/photo-1?ixid=M3w1&ixlib=rb-4.0.3&w=${w}&fit=max&q=75&auto=format`;
    expect(first).toEqual({
      id: 'photo-1',
      url: sized(480),
      width: 5000,
      height: 3333,
      alt: 'Unsplash photo 1 of panadería Sevilla',
      credit: {
        name: 'Unsplash Photographer 1',
        url: 'https://unsplash.com/@photographer1?utm_source=zappy_test&utm_medium=referral',
        provider: 'Unsplash',
        providerUrl: 'https://unsplash.com/?utm_source=zappy_test&utm_medium=referral',
      },
      hotlink: [480, 960, 1600].map((width) => ({ width, url: sized(width) })),
      usedUrl: `${unsplash.url}/photos/photo-1/download?ixid=M3w1`,
    });
  });

  it("skips a result whose photo is not on Unsplash's image host", async () => {
    unsplash.foreignHosts.add(1);
    const found = await provider().search(query);
    if (!found.ok) throw new Error(found.error);
    expect(found.value.map((candidate) => candidate.id)).toEqual([
      'photo-2',
      'photo-3',
      'photo-4',
      'photo-5',
    ]);
  });

  it('searches Hebrew and Arabic sites in English', async () => {
    expect(provider().languages).not.toContain('he');
    await provider().search({ ...query, language: 'he' });
    expect(unsplash.searches[0]?.params.get('lang')).toBe('en');
  });

  it('reports a refused key, both rate-limit answers, a time-out and an answer that is not JSON', async () => {
    expect(await provider('wrong-key').search(query)).toEqual({ ok: false, error: 'unauthorized' });
    unsplash.search = 'rate-limited-403';
    expect(await provider().search(query)).toEqual({ ok: false, error: 'rate_limited' });
    unsplash.search = 'rate-limited-429';
    expect(await provider().search(query)).toEqual({ ok: false, error: 'rate_limited' });
    unsplash.search = 'slow';
    expect(await provider().search(query)).toEqual({ ok: false, error: 'timeout' });
    unsplash.search = 'not-json';
    expect(await provider().search(query)).toEqual({ ok: false, error: 'unreachable' });
  });

  it("shows only Unsplash's own image host", () => {
    const unsplashApi = provider();
    expect(unsplashApi.isImageUrl('https://images.unsplash.com/photo-1?w=480')).toBe(true);
    expect(unsplashApi.isImageUrl('http://images.unsplash.com/photo-1')).toBe(false);
    expect(unsplashApi.isImageUrl('https://images.unsplash.com:8443/photo-1')).toBe(false);
    expect(unsplashApi.isImageUrl('https://images.unsplash.com.evil.example/a.jpg')).toBe(false);
    expect(unsplashApi.isImageUrl(`${unsplash.url}/images/photo-1`)).toBe(false);
  });

  it('tells Unsplash a photo is used through its download endpoint, with the access key', async () => {
    const found = await provider().search(query);
    if (!found.ok || !found.value[1]) throw new Error('no photo');
    expect(await provider().markUsed?.(found.value[1])).toEqual({ ok: true, value: true });
    expect(unsplash.tracked).toEqual([
      { id: 'photo-2', authorization: `Client-ID ${unsplash.accessKey}` },
    ]);
  });

  it('sends the access key nowhere but the API, whatever the answer names', async () => {
    const found = await provider().search(query);
    if (!found.ok || !found.value[0]) throw new Error('no photo');
    const elsewhere = { ...found.value[0], usedUrl: 'https://tracker.example/photos/1/download' };
    expect(await provider().markUsed?.(elsewhere)).toEqual({ ok: false, error: 'unreachable' });
    expect(await provider('wrong-key').markUsed?.(found.value[0])).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(unsplash.tracked.map((t) => t.id)).toEqual(['photo-1']);
  });
});
