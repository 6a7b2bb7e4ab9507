import type { PhotosHealth } from '@zappy/contract/photos';
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
import {
  startOpenAiImagesServer,
  type OpenAiImagesTestServer,
} from '../../../test/openai-images-server';
import { startUnsplashServer, type UnsplashTestServer } from '../../../test/unsplash-server';
import type { Database } from '../../db/client';

// One site per database: its first generation meets an Unsplash whose 3rd and 4th photos are
// bad (not an image, too many bytes), so those images go to the image generator, whose 2nd
// image is too large, leaving that one image its illustration. Its regeneration meets both
// services limiting the rate. Each is checked on the live site.
describe.each(testDatabases)('images from Unsplash and an image generator on $name', ({ open }) => {
  let unsplash: UnsplashTestServer;
  let openai: OpenAiImagesTestServer;
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
    return {
      detail,
      model: version.model,
      page: res.body,
      csp: String(res.headers['content-security-policy']),
    };
  }

  beforeAll(async () => {
    unsplash = await startUnsplashServer();
    unsplash.images.set(3, 'not-an-image');
    unsplash.images.set(4, 'huge-bytes');
    openai = await startOpenAiImagesServer();
    openai.generations.set(2, 'huge-pixels');
    database = await open();
    harness = await startGenerationHarness(database, {
      env: {
        PHOTO_PROVIDER: 'unsplash',
        UNSPLASH_ACCESS_KEY: unsplash.accessKey,
        UNSPLASH_API_URL: unsplash.url,
        IMAGE_PROVIDER: 'openai',
        IMAGE_API_KEY: openai.apiKey,
        IMAGE_BASE_URL: openai.url,
      },
      // No slow answer here: time enough that only the byte cap stops the huge photo.
      photoLimits: { timeoutMs: 3000 },
      photoFetch: unsplash.fetch,
    });
    token = await signIn(harness.app, 'unsplash@example.com');
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
    await unsplash.close();
    await openai.close();
  });

  const slot = (i: number) => model.images[i]?.dataSlot ?? '';
  const tagOf = (dataSlot: string) =>
    (page.match(/<img\b[^>]*>/g) ?? []).find((tag) => tag.includes(`data-slot="${dataSlot}"`)) ??
    '';

  it("shows Unsplash's photos from images.unsplash.com, and lets only that host into the CSP", () => {
    expect(site.deployment?.status).toBe('live');
    expect(model.images).toHaveLength(5);
    for (const i of [0, 1, 4]) {
      expect(tagOf(slot(i))).toMatch(
        / src="https:\/\/images\.unsplash\.com\/photo-\d\?ixid=\w+&amp;ixlib=rb-4\.0\.3&amp;w=1600&amp;fit=max&amp;q=75&amp;auto=format" srcset="https:\/\/images\.unsplash\.com\/photo-\d\?[^"]*&amp;w=480&amp;[^"]* 480w, /,
      );
    }
    expect(csp).toContain("img-src 'self' data: https://images.unsplash.com;");
    expect(unsplash.searches.map((s) => s.authorization)).toEqual(
      unsplash.searches.map(() => `Client-ID ${unsplash.accessKey}`),
    );
  });

  it('tells Unsplash once for each photo the page shows, and for no other', () => {
    const shown = [0, 1, 4].map((i) => /photo-\d+/.exec(model.images[i]?.url ?? '')?.[0]);
    expect(unsplash.tracked.map((t) => t.id)).toEqual(shown);
    expect(new Set(unsplash.tracked.map((t) => t.authorization))).toEqual(
      new Set([`Client-ID ${unsplash.accessKey}`]),
    );
  });

  it('credits the Unsplash photographers with referral links, and nobody for the generated image', () => {
    const credits = /<p class="credits">.*?<\/p>/.exec(page)?.[0] ?? '';
    expect(credits).toContain(
      '<a href="https://unsplash.com/?utm_source=zappy&amp;utm_medium=referral" rel="noopener">Unsplash</a>',
    );
    expect((credits.match(/utm_source=zappy&amp;utm_medium=referral/g) ?? []).length).toBe(4);
    expect(model.images[2]?.credit).toBeUndefined();
  });

  it('stores the generated image with the site, WebP and AVIF at its srcset widths, asked without text', async () => {
    const generated = model.images[2];
    expect(generated?.source).toBe('provider');
    expect(tagOf(slot(2))).toMatch(/ src="images\/photo-[\w-]+-1200\.webp[?"]/);
    for (const variant of generated?.variants ?? []) {
      const res = await getHostedPage(harness.app, site, `/${variant.path}`);
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
      const avif = await getHostedPage(harness.app, site, `/${variant.avif ?? ''}`);
      expect(avif.statusCode).toBe(200);
      expect((await sharp(avif.rawPayload).metadata()).format).toBe('heif');
    }
    expect(openai.requests).toHaveLength(2);
    for (const { body } of openai.requests) {
      expect(body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024' });
      expect(String(body.prompt)).toContain('no text, no letters');
    }
  });

  it('draws the image both sources failed, and tells the owner and the health report why', async () => {
    expect(model.images[3]?.source).toBe('procedural');
    expect(tagOf(slot(3))).toContain(`src="images/${slot(3)}.svg`);
    const { detail } = await live();
    // The owner's panel lists the image still drawn; the one the generator filled is not.
    expect(detail.fidelity?.photoFallbacks).toEqual([
      { slot: slot(3), provider: 'unsplash', reason: 'too_large' },
      { slot: slot(3), provider: 'openai', reason: 'too_large' },
    ]);
    expect(await health()).toMatchObject({
      provider: 'unsplash',
      generator: 'openai',
      status: 'failing',
      lastError: 'not_an_image',
      lastErrorSource: 'unsplash',
    });
  });

  it("keeps Unsplash's photos and the CSP through an owner's edit, without telling Unsplash again", async () => {
    const tracked = unsplash.tracked.length;
    const { business } = model;
    const res = await harness.app.inject({
      method: 'POST',
      url: `/api/customization/update-business-info/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        businessInfo: {
          ...business,
          contactDetails: { ...business.contactDetails, email: 'orders@goldencrumb.example' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const deployed = await waitForDeployment(harness.app, token, site.websiteId, 2);
    expect(deployed.deployment?.status).toBe('live');
    const edited = await live();
    expect(edited.page).toContain('orders@goldencrumb.example');
    expect(edited.model.images.map((image) => image.url)).toEqual(
      model.images.map((image) => image.url),
    );
    expect(edited.csp).toContain("img-src 'self' data: https://images.unsplash.com;");
    expect(unsplash.tracked).toHaveLength(tracked);
  });

  it('still ends live with every image drawn when both limit the rate, the CSP back to its own', async () => {
    unsplash.reset();
    unsplash.search = 'rate-limited-429';
    openai.reset();
    openai.answer = 'rate-limited';
    const res = await harness.app.inject({
      method: 'POST',
      url: `/api/website/regenerate/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { improvements: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const deployed = await waitForDeployment(harness.app, token, site.websiteId, 3);
    expect(deployed.deployment?.status).toBe('live');
    const regenerated = await live();
    expect(regenerated.model.images.every((image) => image.source === 'procedural')).toBe(true);
    expect(regenerated.csp).toContain("img-src 'self' data:;");
    expect(regenerated.page).not.toContain('unsplash');
    // Each refusal stops its source: one search, one generation, nothing tracked.
    expect(unsplash.searches).toHaveLength(1);
    expect(openai.requests).toHaveLength(1);
    expect(unsplash.tracked).toEqual([]);
    expect(await health()).toMatchObject({
      status: 'failing',
      lastError: 'rate_limited',
      lastErrorSource: 'unsplash',
    });
  }, 90_000);
});
