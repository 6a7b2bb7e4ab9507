import { randomUUID } from 'node:crypto';
import type {
  CustomizationStartResponse,
  SearchPhotosResponse,
  UsePhotoResponse,
} from '@zappy/contract/customization';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { WidgetImage } from '@zappy/contract/widgets';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  countVersions,
  createDeployedSite,
  getHostedPage,
  injectAs,
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
import { startPexelsServer, type PexelsTestServer } from '../../../test/pexels-server';
import { startUnsplashServer, type UnsplashTestServer } from '../../../test/unsplash-server';
import type { Database } from '../../db/client';
import { deleteUnplacedUploads } from '../customization/uploads.repository';
import { deleteStalePhotoChoices } from './photo-choices.repository';

const BAKERY =
  'A bakery called "Golden Crumb" in Portland. We bake sourdough and custom cakes. Email hello@goldencrumb.example';

/** What the site's live page shows, and the model behind it. */
async function live(harness: GenerationHarness, token: string, websiteId: string) {
  const detail = await websiteDetail(harness.app, token, websiteId);
  const version = await harness.services.versions.find(websiteId, detail.currentVersion ?? 0);
  if (!version) throw new Error('no current version');
  const res = await getHostedPage(harness.app, detail);
  return {
    detail,
    model: version.model,
    page: res.body,
    csp: String(res.headers['content-security-policy']),
  };
}

const imgTag = (page: string, slot: string) =>
  (page.match(/<img\b[^>]*>/g) ?? []).find((tag) => tag.includes(`data-slot="${slot}"`)) ?? '';

describe.each(testDatabases)('photo search and choice with Pexels on $name', ({ open }) => {
  let pexels: PexelsTestServer;
  let database: Database;
  let harness: GenerationHarness;
  let token: string;
  let stranger: string;
  let site: WebsiteDetail;
  let gallery: string[];

  beforeAll(async () => {
    pexels = await startPexelsServer();
    pexels.slowMs = 1500;
    database = await open();
    harness = await startGenerationHarness(database, {
      env: { PHOTO_PROVIDER: 'pexels', PEXELS_API_KEY: pexels.apiKey, PEXELS_API_URL: pexels.url },
      photoLimits: { timeoutMs: 500 },
    });
    token = await signIn(harness.app, 'photo-owner@example.com');
    stranger = await signIn(harness.app, 'photo-stranger@example.com');
    site = await createDeployedSite(harness.app, token, BAKERY);
    const { model } = await live(harness, token, site.websiteId);
    gallery = model.images.filter((i) => i.id.startsWith('gallery')).map((i) => i.dataSlot);
  }, 120_000);

  afterAll(async () => {
    await harness.close();
    await database.close();
    await pexels.close();
  });

  const call = (url: string, payload?: object, who: string | null = token) =>
    injectAs(harness.app, who, 'POST', url, payload);
  const chat = (message: string, who = token) =>
    call('/api/customization/start', { websiteId: site.websiteId, initialPrompt: message }, who);
  const searchPhotos = (payload: object, who = token) =>
    call(`/api/customization/search-photos/${site.websiteId}`, payload, who);
  const usePhoto = (payload: object, who = token) =>
    call(`/api/customization/use-photo/${site.websiteId}`, payload, who);
  const versions = () => countVersions(database, site.websiteId);

  it('answers a request for a photo with Pexels’ photos to choose from, each credited and described', async () => {
    pexels.reset();
    const before = await versions();
    const res = await chat('find a photo of croissants for the gallery');
    expect(res.statusCode, res.body).toBe(200);
    const turn = res.json<CustomizationStartResponse>();
    expect(turn.response).toBe(
      'Here is what I found for “croissants”. Pick a photo, and the image of your site it should replace.',
    );
    expect(turn.readyToApply).toBe(false);
    expect(turn.widget?.type).toBe('image_replace');
    expect(turn.widget?.images?.map((image) => image.dataSlot)).toEqual(gallery);
    const photos = turn.widget?.photoSearch?.photos ?? [];
    expect(turn.widget?.photoSearch?.query).toBe('croissants');
    expect(photos).toHaveLength(6);
    expect(pexels.searches).toHaveLength(1);
    const params = pexels.searches[0]?.params;
    expect(params?.get('query')).toBe('croissants');
    expect(params?.get('per_page')).toBe('6');
    expect(params?.get('locale')).toBe('en-US');
    photos.forEach((photo, i) => {
      expect(photo.alt).toBe(`Photo ${i + 1} of croissants`);
      expect(photo.credit).toEqual({
        name: `Photographer ${i + 1}`,
        url: `https://www.pexels.com/@photographer-${i + 1}`,
        provider: 'Pexels',
        providerUrl: 'https://www.pexels.com',
      });
    });
    // The owner's browser sees each photo from the app itself, re-encoded.
    const preview = await harness.app.inject({ url: photos[0]?.url ?? '' });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(480);
    expect(await versions()).toBe(before);
  });

  it('puts the chosen photo in its slot as a new version, stored with the site, credited, described', async () => {
    const turn = (
      await chat('find a photo of croissants for the gallery')
    ).json<CustomizationStartResponse>();
    const chosen = turn.widget?.photoSearch?.photos[1] as WidgetImage;
    const slot = gallery[0] ?? '';
    const downloads = pexels.downloads.length;
    const before = await versions();
    const res = await usePhoto({ photoId: chosen.id, imageSlot: slot });
    expect(res.statusCode, res.body).toBe(200);
    const { versionNumber, success } = res.json<UsePhotoResponse>();
    expect(success).toBe(true);
    expect(versionNumber).toBe(before + 1);
    await waitForDeployment(harness.app, token, site.websiteId, versionNumber);
    const { detail, model, page } = await live(harness, token, site.websiteId);
    const image = model.images.find((i) => i.dataSlot === slot);
    expect(image).toMatchObject({
      source: 'provider',
      alt: 'Photo 2 of croissants',
      credit: { name: 'Photographer 2', provider: 'Pexels' },
    });
    expect(imgTag(page, slot)).toMatch(/ src="images\/photo-[\w-]+-1200\.webp[?"]/);
    expect(imgTag(page, slot)).toContain('alt="Photo 2 of croissants"');
    expect(page).toContain(
      '<a href="https://www.pexels.com/@photographer-2" rel="noopener">Photographer 2</a>',
    );
    for (const variant of image?.variants ?? []) {
      const file = await getHostedPage(harness.app, detail, `/${variant.path}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    // Chosen from what was already stored: nothing downloaded again.
    expect(pexels.downloads).toHaveLength(downloads);
    expect(detail.versions.find((v) => v.number === versionNumber)?.reason).toBe(
      `Image replaced: ${slot}, croissants (Photographer 2 / Pexels)`,
    );
    // The chat hears the widget finished the change and only acknowledges it.
    const ack = await call('/api/customization/continue', {
      sessionId: turn.sessionId,
      websiteId: site.websiteId,
      messageType: 'widget_response',
      message: {
        type: 'image_replace',
        value: slot,
        action: 'replaced',
        imageSlot: slot,
        question: turn.widget?.question ?? '',
      },
    });
    expect(ack.json<{ response: string }>().response).toBe(
      'Done: the new image is on your site. What else would you like to change?',
    );
  });

  it('searches from the image panel in the site’s language, and takes the owner’s words as alt text', async () => {
    pexels.reset();
    const res = await searchPhotos({ query: 'sourdough loaves', imageSlot: 'hero' });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<SearchPhotosResponse>();
    expect(found.failure).toBeNull();
    expect(found.photos.map((photo) => photo.description)).toEqual(
      found.photos.map((_, i) => `Photo ${i + 1} of sourdough loaves`),
    );
    expect(pexels.searches[0]?.params.get('orientation')).toBe('landscape');
    const used = await usePhoto({
      photoId: found.photos[0]?.id,
      imageSlot: 'hero',
      imageAlt: 'Our sourdough\n loaves at dawn',
    });
    expect(used.statusCode, used.body).toBe(200);
    const { versionNumber } = used.json<UsePhotoResponse>();
    await waitForDeployment(harness.app, token, site.websiteId, versionNumber);
    const { page } = await live(harness, token, site.websiteId);
    expect(imgTag(page, 'hero')).toContain('alt="Our sourdough loaves at dawn"');
  });

  it('never lets the service’s words become markup', async () => {
    const found = (
      await searchPhotos({ query: '<img src=x onerror=alert(1)>' })
    ).json<SearchPhotosResponse>();
    const res = await usePhoto({ photoId: found.photos[0]?.id, imageSlot: 'about' });
    expect(res.statusCode, res.body).toBe(200);
    await waitForDeployment(
      harness.app,
      token,
      site.websiteId,
      res.json<UsePhotoResponse>().versionNumber,
    );
    const { page } = await live(harness, token, site.websiteId);
    expect(page).not.toContain('<img src=x');
    expect(imgTag(page, 'about')).toContain('alt="Photo 1 of &lt;img src=x onerror=alert(1)&gt;"');
  });

  it('says why when Pexels refuses the key, limits the rate, does not answer or sends no photo, and changes nothing', async () => {
    const before = await versions();
    const cases = [
      ['unauthorized', 'unauthorized', 'The photo service refused this Zappy’s key'],
      ['rate-limited', 'rate_limited', 'The photo service has had too many searches for now'],
      ['slow', 'timeout', 'The photo service did not answer in time'],
    ] as const;
    for (const [behaviour, failure, said] of cases) {
      pexels.reset();
      pexels.search = behaviour;
      const turn = (
        await chat('a photo of sourdough loaves for the hero')
      ).json<CustomizationStartResponse>();
      expect(turn.response, behaviour).toContain(said);
      expect(turn.response, behaviour).toMatch(/nothing on your site changed/i);
      expect(turn.widget?.photoSearch?.photos, behaviour).toEqual([]);
      const found = (
        await searchPhotos({ query: 'sourdough loaves' })
      ).json<SearchPhotosResponse>();
      expect(found, behaviour).toEqual({ photos: [], failure });
    }
    pexels.reset();
    for (let n = 1; n <= 8; n += 1) pexels.images.set(n, 'not-an-image');
    const turn = (
      await chat('a photo of sourdough loaves for the hero')
    ).json<CustomizationStartResponse>();
    expect(turn.response).toContain('The photo service sent nothing I could use');
    expect((await searchPhotos({ query: 'bread' })).json<SearchPhotosResponse>().failure).toBe(
      'not_an_image',
    );
    pexels.reset();
    expect(await versions()).toBe(before);
  });

  it('searches in the language the owner writes in, and answers in it', async () => {
    pexels.reset();
    const turn = (
      await chat('une photo de croissants pour la galerie')
    ).json<CustomizationStartResponse>();
    expect(pexels.searches[0]?.params.get('locale')).toBe('fr-FR');
    expect(pexels.searches[0]?.params.get('query')).toBe('croissants');
    expect(turn.response).toMatch(/^Voici ce que j’ai trouvé pour «\u00a0croissants\u00a0»/);
  });

  it('refuses bad input with 400 and its reason, and nothing changes', async () => {
    const before = await versions();
    const offered = (await searchPhotos({ query: 'bread' })).json<SearchPhotosResponse>().photos;
    const bad = [
      await searchPhotos({ query: '   ' }),
      await searchPhotos({ query: 'x'.repeat(101) }),
      await searchPhotos({}),
      await call('/api/customization/search-photos/not-a-uuid', { query: 'bread' }),
      await usePhoto({ photoId: 'not-a-uuid', imageSlot: 'hero' }),
      await usePhoto({ photoId: offered[0]?.id }),
      await usePhoto({ photoId: offered[0]?.id, imageSlot: 'no-such-image' }),
      await usePhoto({ photoId: offered[0]?.id, imageSlot: 'hero', imageAlt: 'x'.repeat(251) }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    const gone = await usePhoto({ photoId: randomUUID(), imageSlot: 'hero' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'This photo is no longer offered; search again' });
    expect(await versions()).toBe(before);
  });

  it('answers another owner, and nobody signed in, as if the site did not exist', async () => {
    const before = await versions();
    const offered = (await searchPhotos({ query: 'bread' })).json<SearchPhotosResponse>().photos;
    expect((await searchPhotos({ query: 'bread' }, stranger)).statusCode).toBe(404);
    expect(
      (await usePhoto({ photoId: offered[0]?.id, imageSlot: 'hero' }, stranger)).statusCode,
    ).toBe(404);
    expect((await chat('a photo of bread', stranger)).statusCode).toBe(404);
    expect(
      (await call(`/api/customization/search-photos/${site.websiteId}`, { query: 'bread' }, null))
        .statusCode,
    ).toBe(401);
    expect(await versions()).toBe(before);
  });

  it('forgets the photos not chosen after a day, and keeps those the site shows', async () => {
    const offered = (await searchPhotos({ query: 'rye bread' })).json<SearchPhotosResponse>()
      .photos;
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await deleteStalePhotoChoices(harness.services.db, later)).toBeGreaterThan(0);
    await deleteUnplacedUploads(harness.services.db, later);
    const gone = await usePhoto({ photoId: offered[0]?.id, imageSlot: 'hero' });
    expect(gone.statusCode).toBe(404);
    expect((await harness.app.inject({ url: offered[0]?.url ?? '' })).statusCode).toBe(404);
    const { detail, model } = await live(harness, token, site.websiteId);
    for (const image of model.images.filter((i) => i.source === 'provider')) {
      const file = await getHostedPage(harness.app, detail, `/${image.variants[0]?.path ?? ''}`);
      expect(file.statusCode, image.dataSlot).toBe(200);
    }
  });

  it('keeps a chosen photo, credit included, through a regeneration that searches the rest again', async () => {
    const slot = gallery[0] ?? '';
    const before = await live(harness, token, site.websiteId);
    const chosen = before.model.images.find((i) => i.dataSlot === slot);
    expect(chosen).toMatchObject({ source: 'provider', chosen: true });
    const next = (await versions()) + 1;
    pexels.reset();
    const res = await harness.app.inject({
      method: 'POST',
      url: `/api/website/regenerate/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { improvements: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitForDeployment(harness.app, token, site.websiteId, next);
    const after = await live(harness, token, site.websiteId);
    const kept = after.model.images.find((i) => i.dataSlot === slot);
    expect(kept).toMatchObject({
      source: 'provider',
      url: chosen?.url,
      alt: chosen?.alt,
      credit: chosen?.credit,
      variants: chosen?.variants,
    });
    expect(imgTag(after.page, slot)).toContain(`src="${chosen?.url ?? 'none'}`);
    expect(after.page).toContain(
      `<a href="${chosen?.credit?.url ?? 'none'}" rel="noopener">${chosen?.credit?.name ?? ''}</a>`,
    );
    // The other images were searched again.
    expect(pexels.searches.length).toBeGreaterThan(0);
  }, 90_000);
});

describe.each(testDatabases)(
  'photo choice with Unsplash and an image generator on $name',
  ({ open }) => {
    let unsplash: UnsplashTestServer;
    let openai: OpenAiImagesTestServer;
    let database: Database;
    let harness: GenerationHarness;
    let token: string;
    let site: WebsiteDetail;

    beforeAll(async () => {
      unsplash = await startUnsplashServer();
      openai = await startOpenAiImagesServer();
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
        photoLimits: { timeoutMs: 3000 },
        photoFetch: unsplash.fetch,
      });
      token = await signIn(harness.app, 'unsplash-chooser@example.com');
      site = await createDeployedSite(harness.app, token, BAKERY);
    }, 120_000);

    afterAll(async () => {
      await harness.close();
      await database.close();
      await unsplash.close();
      await openai.close();
    });

    const call = (url: string, payload: object) =>
      injectAs(harness.app, token, 'POST', url, payload);
    const searchPhotos = (query: string) =>
      call(`/api/customization/search-photos/${site.websiteId}`, { query });
    const usePhoto = (photoId: string | undefined, imageSlot: string) =>
      call(`/api/customization/use-photo/${site.websiteId}`, { photoId, imageSlot });

    it('offers Unsplash’s photos from its own addresses, and tells Unsplash only of the one chosen', async () => {
      unsplash.reset();
      openai.reset();
      const found = (await searchPhotos('croissants')).json<SearchPhotosResponse>();
      expect(found.photos).toHaveLength(6);
      for (const photo of found.photos) {
        expect(photo.url).toMatch(/^https:\/\/images\.unsplash\.com\/photo-\d\?.*&w=480&/);
        expect(photo.credit?.url).toContain('utm_source=zappy&utm_medium=referral');
      }
      // Nothing fetched or reported before the owner chooses.
      expect(unsplash.imageRequests).toEqual([]);
      expect(unsplash.tracked).toEqual([]);
      expect(openai.requests).toEqual([]);

      const res = await usePhoto(found.photos[2]?.id, 'hero');
      expect(res.statusCode, res.body).toBe(200);
      expect(unsplash.tracked.map((t) => t.id)).toEqual(['photo-3']);
      await waitForDeployment(
        harness.app,
        token,
        site.websiteId,
        res.json<UsePhotoResponse>().versionNumber,
      );
      const { model, page, csp } = await live(harness, token, site.websiteId);
      expect(imgTag(page, 'hero')).toMatch(/ src="https:\/\/images\.unsplash\.com\/photo-3\?/);
      expect(model.images.find((i) => i.id === 'hero')?.credit?.name).toBe(
        'Unsplash Photographer 3',
      );
      expect(csp).toContain('https://images.unsplash.com');
    });

    it('offers a generated image when Unsplash gives nothing, and says why when neither does', async () => {
      unsplash.reset();
      unsplash.search = 'rate-limited-429';
      openai.reset();
      const found = (
        await searchPhotos('croissants on a marble table')
      ).json<SearchPhotosResponse>();
      expect(found.failure).toBeNull();
      expect(found.photos).toHaveLength(1);
      expect(found.photos[0]?.credit).toBeUndefined();
      expect(String(openai.requests[0]?.body.prompt)).toContain('croissants on a marble table');
      expect(String(openai.requests[0]?.body.prompt)).toContain('no text, no letters');
      const res = await usePhoto(found.photos[0]?.id, 'about');
      expect(res.statusCode, res.body).toBe(200);
      await waitForDeployment(
        harness.app,
        token,
        site.websiteId,
        res.json<UsePhotoResponse>().versionNumber,
      );
      const { model } = await live(harness, token, site.websiteId);
      expect(model.images.find((i) => i.id === 'about')).toMatchObject({
        source: 'provider',
        alt: 'croissants on a marble table',
      });
      expect(model.images.find((i) => i.id === 'about')?.credit).toBeUndefined();

      openai.answer = 'rate-limited';
      const none = (await searchPhotos('croissants')).json<SearchPhotosResponse>();
      expect(none).toEqual({ photos: [], failure: 'rate_limited' });
      unsplash.reset();
      openai.reset();
    });
  },
);
