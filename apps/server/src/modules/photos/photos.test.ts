import type { PhotoFallback, PhotosHealth } from '@zappy/contract/photos';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { SiteModel } from '@zappy/site-model/schema';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  getHostedPage,
  signIn,
  startGenerationHarness,
  waitForDeployment,
  websiteDetail,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { startPexelsServer, type PexelsTestServer } from '../../../test/pexels-server';
import type { Database } from '../../db/client';

/** How photo N of every search is served: the 3rd, 4th and 5th images each fail their own way. */
const EXPECTED = ['ok', 'ok', 'not_an_image', 'too_large', 'timeout'] as const;

// One site per database: its first generation meets a Pexels whose downloads partly fail, its
// regeneration a Pexels that limits the rate. Each is checked on the live site.
describe.each(testDatabases)('photos from Pexels on $name', ({ open }) => {
  let pexels: PexelsTestServer;
  let database: Database;
  let harness: GenerationHarness;
  let token: string;
  let site: WebsiteDetail;
  let model: SiteModel;
  let page: string;
  let csp: string;

  const health = async () =>
    (await harness.app.inject({ url: '/api/health' })).json<{ photos: PhotosHealth }>().photos;

  async function live() {
    const detail = await websiteDetail(harness.app, token, site.websiteId);
    const version = await harness.services.versions.find(
      site.websiteId,
      detail.currentVersion ?? 0,
    );
    if (!version) throw new Error('no current version');
    const res = await getHostedPage(harness.app, detail);
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    return { detail, model: version.model, page: res.body, csp: policy };
  }

  beforeAll(async () => {
    pexels = await startPexelsServer();
    pexels.slowMs = 1500;
    pexels.images.set(3, 'not-an-image');
    pexels.images.set(4, 'huge-bytes');
    pexels.images.set(5, 'slow');
    database = await open();
    harness = await startGenerationHarness(database, {
      env: {
        PHOTO_PROVIDER: 'pexels',
        PEXELS_API_KEY: pexels.apiKey,
        PEXELS_API_URL: pexels.url,
      },
      photoLimits: { timeoutMs: 500 },
    });
    token = await signIn(harness.app, 'photos@example.com');
    site = await createDeployedSite(
      harness.app,
      token,
      'A bakery called "Golden Crumb" in Portland. We bake sourdough and custom cakes. Email hello@goldencrumb.example',
    );
    ({ model, page, csp } = await live());
  }, 120_000);

  afterAll(async () => {
    await harness.close();
    await database.close();
    await pexels.close();
  });

  const slots = () => model.images.map((image) => image.dataSlot);

  it('searches Pexels as its API documents, one photo per image, and ends live', () => {
    expect(site.deployment?.status).toBe('live');
    // Hero, About and three gallery pictures: each failure of EXPECTED meets an image.
    expect(slots()).toHaveLength(EXPECTED.length);
    expect(pexels.searches.length).toBeGreaterThan(0);
    for (const search of pexels.searches) {
      expect(search.authorization).toBe(pexels.apiKey);
      expect(search.params.get('locale')).toBe('en-US');
      expect(search.params.get('orientation')).toBe('landscape');
    }
    expect(pexels.searches[0]?.params.get('query')).toMatch(/Portland/);
    expect(pexels.downloads.every((path) => path.endsWith('/large2x.jpeg'))).toBe(true);
  });

  it('serves the photos from the site itself: no outside address, the CSP unchanged', () => {
    const tags = page.match(/<(?:img|source)\b[^>]*>/g) ?? [];
    expect(tags.filter((tag) => tag.startsWith('<source')).length).toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag).toMatch(/ (?:src|srcset)="images\//);
      expect(tag).not.toMatch(/\/\/|pexels/i);
    }
    expect(csp).toContain("img-src 'self' data:;");
  });

  it('stores each photo as WebP and AVIF at the widths its srcsets list', async () => {
    const photos = model.images.filter((image) => image.source === 'provider');
    expect(photos.map((image) => image.dataSlot)).toEqual(slots().slice(0, 2));
    for (const image of photos) {
      expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
      expect(page).toContain(
        `srcset="${image.variants.map((v) => `${v.path} ${v.width}w`).join(', ')}"`,
      );
      expect(page).toContain(
        `<source type="image/avif" srcset="${image.variants.map((v) => `${v.avif ?? ''} ${v.width}w`).join(', ')}"`,
      );
      for (const variant of image.variants) {
        for (const [path, type, format] of [
          [variant.path, 'image/webp', 'webp'],
          [variant.avif, 'image/avif', 'heif'],
        ] as const) {
          const res = await getHostedPage(harness.app, site, `/${path ?? ''}`);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe(type);
          const meta = await sharp(res.rawPayload).metadata();
          expect(meta).toMatchObject({ format, width: variant.width });
        }
      }
    }
  });

  it("credits the photographers and Pexels, and takes Pexels' description as an English site's alt", async () => {
    expect(page).toContain(
      '<p class="credits">Photos: <a href="https://www.pexels.com/@photographer-1" rel="noopener">Photographer 1</a>, <a href="https://www.pexels.com/@photographer-2" rel="noopener">Photographer 2</a> / <a href="https://www.pexels.com" rel="noopener">Pexels</a></p>',
    );
    const [first, second] = slots();
    expect(page).toMatch(new RegExp(`alt="Photo 1 of [^"]+"[^>]*data-slot="${first}"`));
    expect(page).toMatch(new RegExp(`alt="Photo 2 of [^"]+"[^>]*data-slot="${second}"`));
    const res = await harness.app.inject({
      url: `/api/customization/readme/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const readme = res.json<{ readme: string }>().readme;
    expect(readme).toContain('## Photo credits');
    expect(readme).toContain(
      '[Photographer 1](https://www.pexels.com/@photographer-1) / [Pexels](https://www.pexels.com)',
    );
  });

  it('draws the images whose photo failed, and tells the owner and the health report why', async () => {
    const failed = slots()
      .map((slot, i) => ({ slot, reason: EXPECTED[i] }))
      .filter((entry) => entry.reason !== undefined && entry.reason !== 'ok');
    for (const { slot } of failed) {
      expect(model.images.find((image) => image.dataSlot === slot)?.source).toBe('procedural');
      expect(page).toMatch(new RegExp(`src="images/${slot}\\.svg[?"]`));
      expect((await getHostedPage(harness.app, site, `/images/${slot}.svg`)).statusCode).toBe(200);
    }
    const { detail } = await live();
    expect(detail.fidelity?.photoFallbacks).toEqual(
      failed.map((entry): PhotoFallback => ({ ...entry, provider: 'pexels' }) as PhotoFallback),
    );
    expect(await health()).toMatchObject({
      provider: 'pexels',
      status: 'failing',
      lastError: 'not_an_image',
    });
  });

  it('still ends live with every image drawn when Pexels limits the rate, and says so', async () => {
    pexels.reset();
    pexels.search = 'rate-limited';
    const res = await harness.app.inject({
      method: 'POST',
      url: `/api/website/regenerate/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { improvements: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const deployed = await waitForDeployment(harness.app, token, site.websiteId, 2);
    expect(deployed.deployment?.status).toBe('live');
    const regenerated = await live();
    // The photo the owner picked in the wizard is theirs and stays; every other image is drawn.
    const chosen = model.images.filter((image) => image.chosen === true);
    expect(chosen.map((image) => image.dataSlot)).toEqual(['hero']);
    for (const image of regenerated.model.images) {
      const before = chosen.find((c) => c.dataSlot === image.dataSlot);
      if (before) expect(image).toMatchObject({ url: before.url, credit: before.credit });
      else expect(image.source, image.dataSlot).toBe('procedural');
    }
    // The first refusal stops the searches: the rest of the images don't ask again.
    expect(pexels.searches).toHaveLength(1);
    expect(pexels.downloads).toHaveLength(0);
    // The panel lists the images drawn instead of photos: all but the owner's.
    const fallbacks = regenerated.detail.fidelity?.photoFallbacks ?? [];
    expect(fallbacks.map((f) => [f.slot, f.reason])).toEqual(
      regenerated.model.images
        .filter((image) => image.source === 'procedural')
        .map((image) => [image.dataSlot, 'rate_limited']),
    );
    expect(await health()).toMatchObject({ status: 'failing', lastError: 'rate_limited' });
  }, 90_000);
});
