import sharp from 'sharp';
import type { UploadedImage } from '@zappy/contract/customization';
import type { WebsiteDetail } from '@zappy/contract/website';
import { beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  injectAs,
  signIn,
  useGenerationHarness,
  waitForDeployment,
  websiteDetail,
} from '../../../test/generation-harness';
import { multipartFiles } from '../../../test/multipart';
import type { SitePublisher } from './site-publisher';
import { htmlProblems } from './site-gate';

// Each way an owner changes a site, in the order an owner might take them. Every one must reach
// `publishSite` and end as a version that carries the owner's photo and passes the gate.
describe.each(testDatabases)(
  'every way of changing a site publishes through publishSite on $name',
  ({ open }) => {
    const harness = useGenerationHarness(open);
    let token: string;
    let site: WebsiteDetail;
    let publishSite: MockInstance<SitePublisher['publishSite']>;

    beforeAll(async () => {
      publishSite = vi.spyOn(harness.services.publisher, 'publishSite');
      token = await signIn(harness.app, 'seven-ways@example.com');
      site = await createDeployedSite(
        harness.app,
        token,
        'A plumber called Rapid Flow Plumbing in Austin: leak repair and water heaters. Phone (555) 201-3344',
      );
    });

    const call = (method: 'POST', url: string, payload?: object) =>
      injectAs(harness.app, token, method, url, payload);

    /** The files of a version, the upload paths its model names (WebP and AVIF), and its pages. */
    async function stored(number: number) {
      const version = await harness.services.versions.find(site.websiteId, number);
      if (!version) throw new Error(`no version ${number}`);
      const files = await harness.services.versions.files(version.id);
      const uploads = version.model.images.flatMap((image) =>
        image.source === 'upload'
          ? image.variants.flatMap(({ path, avif }) => (avif ? [path, avif] : [path]))
          : [],
      );
      const pages = Object.fromEntries(
        files.filter((f) => f.path.endsWith('.html')).map((f) => [f.path, f.data.toString('utf8')]),
      );
      return { paths: files.map((file) => file.path), uploads, pages };
    }

    /** Every file of the site a page asks for: each `src` and each `srcset` entry. */
    const referencedFiles = (html: string) =>
      [...html.matchAll(/ (?:src|srcset)="([^"]*)"/g)]
        .flatMap(([, value = '']) => value.split(', ').map((entry) => entry.split(' ')[0] ?? ''))
        .filter((path) => !/^(?:https?:|data:|#)/.test(path));

    /**
     * The newest version came from `publishSite` with this reason, deployed, passes the gate, and
     * (once the owner has uploaded a photo) carries it: in its files, and on its page. Every file
     * its page names is among the version's files.
     */
    async function expectPublished(reason: string | RegExp, keepsPhoto = true) {
      const website = await websiteDetail(harness.app, token, site.websiteId);
      const number = website.currentVersion ?? 0;
      const live = await waitForDeployment(harness.app, token, site.websiteId, number);
      expect(live.deployment?.status).toBe('live');
      const input = publishSite.mock.lastCall?.[0];
      expect(input?.websiteId).toBe(site.websiteId);
      expect(input?.reason).toMatch(reason);
      const version = await stored(number);
      expect(await htmlProblems(version.pages)).toEqual([]);
      const referenced = referencedFiles(version.pages['index.html'] ?? '');
      expect(referenced).toContain('script.js');
      for (const path of referenced) expect(version.paths).toContain(path);
      if (keepsPhoto) {
        expect(version.uploads.some((path) => path.endsWith('.avif'))).toBe(true);
        for (const path of version.uploads) {
          expect(version.paths).toContain(path);
          expect(referenced).toContain(path);
        }
      }
      return number;
    }

    it('1. generation', async () => {
      await expectPublished('Generated from the wizard', false);
    });

    it('2. image replacement', async () => {
      const photo = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' },
      })
        .jpeg()
        .toBuffer();
      const generated = await harness.services.versions.find(site.websiteId, 1);
      const hero = generated?.model.images.find((image) => image.dataSlot.includes('hero'));
      const body = multipartFiles(
        [{ field: 'image', filename: 'van.jpg', contentType: 'image/jpeg', data: photo }],
        { imageSlot: hero?.dataSlot ?? '', imageName: 'Our van', websiteId: site.websiteId },
      );
      const res = await harness.app.inject({
        method: 'POST',
        url: `/api/customization/replace-image/${site.websiteId}`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ image: UploadedImage }>().image.dataSlot).toBe(hero?.dataSlot);
      await expectPublished('Image replaced: Our van');
    });

    it('3. customization (a plumber asking for a more modern look)', async () => {
      const res = await call('POST', `/api/customization/apply/${site.websiteId}`, {
        edits: [{ op: 'setStyle', style: 'modern' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectPublished(/^Customized: /);
    });

    it('4. business info', async () => {
      const info = await call('POST', `/api/customization/extract-business-info/${site.websiteId}`);
      const { businessInfo } = info.json<{ businessInfo: Record<string, unknown> }>();
      const res = await call('POST', `/api/customization/update-business-info/${site.websiteId}`, {
        businessInfo: { ...businessInfo, companyName: 'Rapid Flow Plumbing & Heating' },
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectPublished('Business info updated');
    });

    it('5. integrations', async () => {
      const res = await call('POST', `/api/website/${site.websiteId}/integrations`, {
        selectedIntegrations: [
          {
            serverId: 'plausible',
            toolName: 'add_plausible',
            configuration: { domain: 'rapidflow.example.com' },
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectPublished(/Plausible/);
    });

    it('6. regeneration, from the brief kept on the website (its jobs gone)', async () => {
      await harness.database.pool.query('DELETE FROM generation_jobs WHERE website_id = $1', [
        site.websiteId,
      ]);
      const before = (await websiteDetail(harness.app, token, site.websiteId)).currentVersion ?? 0;
      const res = await call('POST', `/api/website/regenerate/${site.websiteId}`, {
        improvements: 'Mention our 24/7 emergency call-outs',
      });
      expect(res.statusCode, res.body).toBe(200);
      await waitForDeployment(harness.app, token, site.websiteId, before + 1);
      await expectPublished('Regenerated: Mention our 24/7 emergency call-outs');
      const page = (await stored(before + 1)).pages['index.html'];
      expect(page).toContain('Rapid Flow Plumbing');
    });

    it('7. restore', async () => {
      const res = await call('POST', `/api/website/${site.websiteId}/versions/2/restore`);
      expect(res.statusCode, res.body).toBe(200);
      await expectPublished('Restored version 2');
    });

    it('8. a model stored before AVIF: its WebP files alone, and no picture on its page', async () => {
      const photo = await harness.services.versions.find(site.websiteId, 2);
      if (!photo) throw new Error('no version 2');
      const before = {
        ...photo.model,
        images: photo.model.images.map((image) => ({
          ...image,
          variants: image.variants.map(({ width, path }) => ({ width, path })),
        })),
      };
      await harness.services.publisher.publishSite({
        websiteId: site.websiteId,
        model: before,
        reason: 'Stored before AVIF',
      });
      const number = await expectPublished('Stored before AVIF', false);
      const version = await stored(number);
      expect(version.uploads.length).toBeGreaterThan(0);
      for (const path of version.uploads) expect(version.paths).toContain(path);
      expect(version.paths.filter((path) => path.endsWith('.avif'))).toEqual([]);
      expect(version.pages['index.html']).not.toMatch(/<picture|<source/);
    });
  },
);
