import { existsSync } from 'node:fs';
import type { WebsiteDetail, WebsiteListItem } from '@zappy/contract/website';
import type { BusinessInfo } from '@zappy/site-model/schema';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  signIn,
  useGenerationHarness,
  waitFor,
  waitForDeployment,
  websiteDetail,
} from '../../../test/generation-harness';

describe.each(testDatabases)('website lifecycle on $name', ({ open }) => {
  const harness = useGenerationHarness(open);
  let token: string;

  beforeAll(async () => {
    token = await signIn(harness.app, 'lifecycle@example.com');
  });

  const headersFor = (who: string) => ({ authorization: `Bearer ${who}` });
  const auth = () => headersFor(token);

  const detail = (id: string, who = token) => websiteDetail(harness.app, who, id);
  const deployed = (id: string, version: number, who = token) =>
    waitForDeployment(harness.app, who, id, version);
  const createSite = (prompt: string, who = token) => createDeployedSite(harness.app, who, prompt);

  const hosted = async (website: WebsiteDetail, path = '/') =>
    harness.app.inject({ url: path, headers: { host: new URL(website.liveUrl ?? '').host } });

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await harness.database.pool.query<{ n: string }>(sql, params)).rows[0]?.n);

  it('exports the model as JSON and the site as a zip of exactly its files', async () => {
    const site = await createSite('A pottery studio called Clay Hands in Porto');
    // Published by Zappy's own hosting (no DEPLOY_PROVIDER set), which the API names.
    expect(site.hostedOn).toBe('zappy');
    const json = await harness.app.inject({
      url: `/api/website/${site.websiteId}/export`,
      headers: auth(),
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="${site.websiteId}.json"`,
    );
    expect(json.json<{ business: { companyName: string } }>().business.companyName).toBe(
      'Clay Hands',
    );

    const zip = await harness.app.inject({
      url: `/api/website/${site.websiteId}/export?format=zip`,
      headers: auth(),
    });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe(`attachment; filename="${site.websiteId}.zip"`);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'index.html',
        'styles.css',
        'script.js',
        'README.md',
        'sitemap.xml',
        'robots.txt',
        'favicon.svg',
      ]),
    );
    expect(Object.keys(files).some((path) => path.startsWith('images/'))).toBe(true);
    // The live page is the exported one, but for the content addresses hosting gives its assets.
    const live = await hosted(site);
    expect(new TextDecoder().decode(files['index.html'])).toBe(
      live.body.replace(/\?v=[0-9a-f]{12}/g, ''),
    );

    const bad = await harness.app.inject({
      url: `/api/website/${site.websiteId}/export?format=pdf`,
      headers: auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/json or zip/);
  });

  it('regenerates a new version with the improvements, keeping the old one restorable', async () => {
    const site = await createSite('A dog grooming salon called Fluff Stop in Denver');
    const v1 = (await hosted(site)).body;
    const res = await harness.app.inject({
      method: 'POST',
      url: `/api/website/regenerate/${site.websiteId}`,
      headers: auth(),
      payload: { improvements: 'Our phone number is +1 303 555 0199' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ status: string; website: WebsiteDetail }>()).toMatchObject({
      status: 'generating',
      websiteId: site.websiteId,
      website: { status: 'generating' },
    });
    const second = await deployed(site.websiteId, 2);
    expect(second.deployment?.status).toBe('live');
    expect(second.versions.map((v) => [v.number, v.isLive])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(second.versions[0]?.reason).toBe('Regenerated: Our phone number is +1 303 555 0199');
    // The improvement is in the new version: the phone number it gives is on the live page.
    const v2 = (await hosted(site)).body;
    expect(v1).not.toContain('+1 303 555 0199');
    expect(v2).toContain('+1 303 555 0199');
    // The report is the latest generation's: it names the version it made and the new phone.
    expect(second.fidelity?.versionNumber).toBe(2);
    expect(second.fidelity?.facts.find((f) => f.kind === 'phone')).toMatchObject({
      value: '+1 303 555 0199',
      shown: true,
    });

    const restore = await harness.app.inject({
      method: 'POST',
      url: `/api/website/${site.websiteId}/versions/1/restore`,
      headers: auth(),
    });
    expect(restore.statusCode).toBe(200);
    const third = await deployed(site.websiteId, 3);
    expect(third.versions[0]).toMatchObject({
      number: 3,
      reason: 'Restored version 1',
      isLive: true,
    });
    expect((await hosted(site)).body).toBe(v1);
    // The report reads the page shown now: version 1's page, which never had the new phone.
    expect(third.fidelity?.versionNumber).toBe(3);
    expect(third.fidelity?.facts.some((f) => f.kind === 'phone' && f.shown)).toBe(false);

    // An edit by hand is read the same way: the phone it saves is the one the report finds.
    const info = await harness.app.inject({
      method: 'POST',
      url: `/api/customization/extract-business-info/${site.websiteId}`,
      headers: auth(),
    });
    const { businessInfo } = info.json<{ businessInfo: BusinessInfo }>();
    const saved = await harness.app.inject({
      method: 'POST',
      url: `/api/customization/update-business-info/${site.websiteId}`,
      headers: auth(),
      payload: {
        businessInfo: {
          ...businessInfo,
          contactDetails: { ...businessInfo.contactDetails, phone: '+1 303 555 0142' },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const fourth = await deployed(site.websiteId, 4);
    expect(fourth.fidelity?.versionNumber).toBe(4);
    expect(fourth.fidelity?.facts.find((f) => f.kind === 'phone')).toMatchObject({
      value: '+1 303 555 0142',
      shown: true,
    });
    expect(await harness.services.repositories.log(site.websiteId)).toEqual([
      'Version 4: Business info updated',
      'Version 3: Restored version 1',
      'Version 2: Regenerated: Our phone number is +1 303 555 0199',
      'Version 1: Generated from the wizard',
    ]);
    const missing = await harness.app.inject({
      method: 'POST',
      url: `/api/website/${site.websiteId}/versions/9/restore`,
      headers: auth(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers feedback with suggestions and questions, and keeps the entry', async () => {
    const site = await createSite('A language school called Hola Academy in Madrid');
    const res = await harness.app.inject({
      method: 'POST',
      url: '/api/website/feedback',
      headers: auth(),
      payload: {
        websiteId: site.websiteId,
        feedback: 'The colours feel too dark and I want prices',
      },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ suggestions: string[]; questions: string[] }>();
    expect(answer.suggestions.length + answer.questions.length).toBeGreaterThan(0);
    const after = await detail(site.websiteId);
    expect(after.feedback).toEqual([
      expect.objectContaining({
        feedback: 'The colours feel too dark and I want prices',
        suggestions: answer.suggestions,
        questions: answer.questions,
      }),
    ]);
    const empty = await harness.app.inject({
      method: 'POST',
      url: '/api/website/feedback',
      headers: auth(),
      payload: { websiteId: site.websiteId, feedback: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toMatch(/Please write your feedback/);
  });

  it('deletes a website with every row, byte, repository and hosted file, and nothing else', async () => {
    const keep = await createSite('A florist called Petal & Stem in Bristol');
    const gone = await createSite('A barber called Sharp Lines in Glasgow');
    const goneVersion = await harness.database.pool.query<{ id: string }>(
      'SELECT id FROM website_versions WHERE website_id = $1',
      [gone.websiteId],
    );
    const rows = {
      websites: await count('SELECT count(*) AS n FROM websites'),
      versions: await count('SELECT count(*) AS n FROM website_versions'),
      files: await count('SELECT count(*) AS n FROM version_files'),
      deployments: await count('SELECT count(*) AS n FROM deployments'),
    };
    const goneFiles = await count(
      'SELECT count(*) AS n FROM version_files WHERE version_id = ANY($1)',
      [goneVersion.rows.map((r) => r.id)],
    );
    const goneDeployments = await count(
      'SELECT count(*) AS n FROM deployments WHERE website_id = $1',
      [gone.websiteId],
    );
    const repo = harness.services.repositories.gitdirOf(gone.websiteId);
    expect(existsSync(repo)).toBe(true);

    const res = await harness.app.inject({
      method: 'DELETE',
      url: `/api/website/${gone.websiteId}`,
      headers: auth(),
    });
    expect(res.json()).toEqual({ success: true });
    expect(await count('SELECT count(*) AS n FROM websites')).toBe(rows.websites - 1);
    expect(await count('SELECT count(*) AS n FROM website_versions')).toBe(
      rows.versions - goneVersion.rows.length,
    );
    expect(await count('SELECT count(*) AS n FROM version_files')).toBe(rows.files - goneFiles);
    expect(await count('SELECT count(*) AS n FROM deployments')).toBe(
      rows.deployments - goneDeployments,
    );
    expect(
      await count(
        `SELECT count(*) AS n FROM blobs b WHERE NOT EXISTS (SELECT 1 FROM version_files f WHERE f.blob_sha256 = b.sha256)
         AND NOT EXISTS (SELECT 1 FROM assets a WHERE a.blob_sha256 = b.sha256)`,
      ),
    ).toBe(0);
    expect((await hosted(gone)).statusCode).toBe(404);
    await waitFor(() => Promise.resolve(existsSync(repo) ? undefined : true));
    await waitFor(async () =>
      (await count('SELECT count(*) AS n FROM cleanup_tasks')) === 0 ? true : undefined,
    );

    expect((await hosted(keep)).statusCode).toBe(200);
    expect(existsSync(harness.services.repositories.gitdirOf(keep.websiteId))).toBe(true);
    expect((await detail(keep.websiteId)).versions).toHaveLength(1);

    const again = await harness.app.inject({
      method: 'DELETE',
      url: `/api/website/${gone.websiteId}`,
      headers: auth(),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Website not found' });
  });

  it('lets exactly one of two concurrent deletes succeed', async () => {
    const site = await createSite('A tea shop called Leaf Line in Kyoto');
    const del = () =>
      harness.app.inject({
        method: 'DELETE',
        url: `/api/website/${site.websiteId}`,
        headers: auth(),
      });
    const results = await Promise.all([del(), del()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('keeps every route from a second user (404), and counts only the owner’s sites', async () => {
    const site = await createSite('A bike shop called Gear Up in Oslo');
    const stranger = await signIn(harness.app, 'lifecycle-stranger@example.com');
    const calls = [
      { method: 'GET' as const, url: `/api/website/${site.websiteId}/export` },
      { method: 'GET' as const, url: `/api/website/${site.websiteId}/export?format=zip` },
      { method: 'DELETE' as const, url: `/api/website/${site.websiteId}` },
      {
        method: 'POST' as const,
        url: `/api/website/regenerate/${site.websiteId}`,
        payload: { improvements: 'x' },
      },
      { method: 'POST' as const, url: `/api/website/${site.websiteId}/versions/1/restore` },
      {
        method: 'POST' as const,
        url: '/api/website/feedback',
        payload: { websiteId: site.websiteId, feedback: 'x' },
      },
    ];
    for (const call of calls) {
      const res = await harness.app.inject({ ...call, headers: headersFor(stranger) });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json()).toEqual({ error: 'Website not found' });
    }
    expect((await hosted(site)).statusCode).toBe(200);
    const stats = await harness.app.inject({
      url: '/api/website/stats',
      headers: headersFor(stranger),
    });
    expect(stats.json()).toEqual({ totalWebsites: 0, thisMonth: 0, totalVersions: 0 });
    const mine = await harness.app.inject({ url: '/api/website/user', headers: auth() });
    const list = mine.json<WebsiteListItem[]>();
    const ownStats = await harness.app.inject({
      url: '/api/website/stats?tz=Europe/Berlin',
      headers: auth(),
    });
    expect(ownStats.json()).toEqual({
      totalWebsites: list.length,
      thisMonth: list.length,
      totalVersions: list.reduce((sum, item) => sum + item.versions, 0),
    });
    const badZone = await harness.app.inject({
      url: '/api/website/stats?tz=Mars/Olympus',
      headers: auth(),
    });
    expect(badZone.statusCode).toBe(400);
  });

  it('counts "this month" in the viewer’s time zone, across month boundaries', async () => {
    const owner = await signIn(harness.app, 'stats@example.com');
    const status = await harness.app.inject({
      url: '/api/auth/status',
      headers: headersFor(owner),
    });
    const userId = status.json<{ user: { id: string } }>().user.id;
    const created = [
      '2026-02-28T21:59:00Z',
      '2026-02-28T22:30:00Z',
      '2026-03-01T09:00:00Z',
      '2026-01-31T12:00:00Z',
    ];
    for (const [i, at] of created.entries()) {
      await harness.database.pool.query(
        `INSERT INTO websites (user_id, name, slug, status, created_at) VALUES ($1, $2, $3, 'completed', $4)`,
        [userId, `Site ${i}`, `stats-site-${i}-${Date.now()}`, at],
      );
    }
    const { createWebsitesService } = await import('./websites.service');
    const at = (now: string) =>
      createWebsitesService({
        db: harness.database.db,
        previews: harness.services.previews,
        brain: harness.services.brain,
        deployments: harness.services.deployments,
        versions: harness.services.versions,
        publisher: harness.services.publisher,
        addresses: harness.services.addresses,
        hostedOn: 'zappy',
        now: () => new Date(now),
      });
    const thisMonth = async (now: string, zone: string) =>
      (await at(now).stats(userId, zone)).thisMonth;
    // 23:00 UTC on 28 February is already 01:00 on 1 March in Jerusalem.
    expect(await thisMonth('2026-02-28T23:00:00Z', 'UTC')).toBe(2);
    expect(await thisMonth('2026-02-28T23:00:00Z', 'Asia/Jerusalem')).toBe(1);
    expect(await thisMonth('2026-03-01T10:00:00Z', 'UTC')).toBe(1);
    expect(await thisMonth('2026-03-01T10:00:00Z', 'Asia/Jerusalem')).toBe(2);
    // 10:00 UTC is 02:00 on 1 March in Los Angeles: its month began at 08:00 UTC.
    expect(await thisMonth('2026-03-01T10:00:00Z', 'America/Los_Angeles')).toBe(1);
    expect((await at('2026-03-01T10:00:00Z').stats(userId, 'UTC')).totalWebsites).toBe(4);
  });

  it('deletes an account’s websites the same way', async () => {
    const owner = await signIn(harness.app, 'leaving-owner@example.com');
    const site = await createSite('A bakery called Last Loaf in Cork', owner);
    const repo = harness.services.repositories.gitdirOf(site.websiteId);
    const res = await harness.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: headersFor(owner),
    });
    expect(res.json()).toEqual({ success: true });
    expect(await count('SELECT count(*) AS n FROM websites WHERE id = $1', [site.websiteId])).toBe(
      0,
    );
    expect((await hosted(site)).statusCode).toBe(404);
    await waitFor(() => Promise.resolve(existsSync(repo) ? undefined : true));
  });

  it('reported no unexpected errors', () => {
    expect(harness.errors).toEqual([]);
  });
});
