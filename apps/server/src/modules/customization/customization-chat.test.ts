import type {
  CustomizationContinueResponse,
  CustomizationStartResponse,
  EditableElements,
} from '@zappy/contract/customization';
import type { WebsiteDetail } from '@zappy/contract/website';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  countVersions,
  createDeployedSite,
  getHostedPage,
  injectAs,
  signIn,
  useGenerationHarness,
  waitForDeployment,
  websiteDetail,
} from '../../../test/generation-harness';

describe.each(testDatabases)('customization chat and apply on $name', ({ open }) => {
  const harness = useGenerationHarness(open);
  let token: string;
  let other: string;
  let site: WebsiteDetail;

  beforeAll(async () => {
    token = await signIn(harness.app, 'chat-owner@example.com');
    other = await signIn(harness.app, 'chat-stranger@example.com');
    site = await createDeployedSite(
      harness.app,
      token,
      'A bakery called Golden Crumb in Portland. We sell sourdough loaves and croissants. Email hello@goldencrumb.example. Open Mon-Fri 7-15.',
    );
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, who = token) =>
    injectAs(harness.app, who, method, url, payload);
  const hosted = (detail: WebsiteDetail, url = '/') => getHostedPage(harness.app, detail, url);
  const count = async (table: string) =>
    Number(
      (await harness.database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))
        .rows[0]?.n,
    );
  const versionCount = () => countVersions(harness.database, site.websiteId);
  const currentVersion = async () =>
    Number(
      (
        await harness.database.pool.query<{ v: number }>(
          'SELECT current_version AS v FROM websites WHERE id = $1',
          [site.websiteId],
        )
      ).rows[0]?.v,
    );

  it('turns a request into a patch the client applies as a new live version', async () => {
    const start = await call('POST', '/api/customization/start', {
      websiteId: site.websiteId,
      initialPrompt: 'Change the headline to "Bread worth waking up for"',
    });
    expect(start.statusCode).toBe(200);
    const turn = start.json<CustomizationStartResponse>();
    expect(turn.readyToApply).toBe(true);
    expect(turn.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(turn.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(turn.customizationData?.edits).toContainEqual(
      expect.objectContaining({ op: 'setSectionText', path: 'heading' }),
    );

    const before = await versionCount();
    const previous = await currentVersion();
    const applied = await call(
      'POST',
      `/api/customization/apply/${site.websiteId}`,
      turn.customizationData ?? {},
    );
    expect(applied.statusCode).toBe(200);
    const { versionNumber, summary, success, previousVersion } = applied.json<{
      success: boolean;
      versionNumber: number;
      summary: string;
      previousVersion: number;
    }>();
    expect(success).toBe(true);
    expect(versionNumber).toBe(before + 1);
    expect(summary).toBe('headline');
    expect(previousVersion).toBe(previous);

    const live = await waitForDeployment(harness.app, token, site.websiteId, versionNumber);
    const page = (await hosted(live)).body;
    expect(page).toMatch(/<h1[^>]*>Bread worth waking up for<\/h1>/);
    expect(live.versions.find((v) => v.number === versionNumber)?.reason).toBe(
      'Customized: headline',
    );
  });

  it('names the version a change was made from, and restoring it undoes the change (the chat’s Undo)', async () => {
    const headline = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];
    const shown = await websiteDetail(harness.app, token, site.websiteId);
    const original = headline((await hosted(shown)).body);
    expect(original).toBeDefined();
    const previous = await currentVersion();
    const applied = await call('POST', `/api/customization/apply/${site.websiteId}`, {
      edits: [{ op: 'setSectionText', sectionId: 'hero', path: 'heading', value: 'Undo me' }],
    });
    expect(applied.statusCode).toBe(200);
    const { versionNumber, previousVersion } = applied.json<{
      versionNumber: number;
      previousVersion: number;
    }>();
    expect(previousVersion).toBe(previous);
    const changed = await waitForDeployment(harness.app, token, site.websiteId, versionNumber);
    expect(headline((await hosted(changed)).body)).toBe('Undo me');

    const restored = await call(
      'POST',
      `/api/website/${site.websiteId}/versions/${previousVersion}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    const undone = await waitForDeployment(harness.app, token, site.websiteId, versionNumber + 1);
    expect(headline((await hosted(undone)).body)).toBe(original);
  });

  it('asks with options when a request is vague, and reads the chosen option in context', async () => {
    const start = (
      await call('POST', '/api/customization/start', {
        websiteId: site.websiteId,
        initialPrompt: 'hmm',
      })
    ).json<CustomizationStartResponse>();
    expect(start.readyToApply).toBe(false);
    expect(start.customizationData).toBeNull();
    expect(start.widget?.type).toBe('customization_options');
    const colours = start.widget?.options?.find((o) => /colou?r/i.test(o.value));
    expect(colours).toBeDefined();

    const chosen = await call('POST', '/api/customization/continue', {
      sessionId: start.sessionId,
      websiteId: site.websiteId,
      messageType: 'widget_response',
      message: { type: 'customization_options', value: colours?.value, question: 'Which?' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<CustomizationContinueResponse>().readyToApply).toBe(false);

    const answer = (
      await call('POST', '/api/customization/continue', {
        sessionId: start.sessionId,
        websiteId: site.websiteId,
        messageType: 'text',
        message: 'deep green',
      })
    ).json<CustomizationContinueResponse>();
    expect(answer.readyToApply).toBe(true);
    expect(answer.customizationData?.edits?.[0]?.op).toBe('setPalette');
  });

  it('offers the site’s own images, at addresses the browser can load, for an image request', async () => {
    const turn = (
      await call('POST', '/api/customization/start', {
        websiteId: site.websiteId,
        initialPrompt: 'I want to replace the hero image',
      })
    ).json<CustomizationStartResponse>();
    expect(turn.widget?.type).toBe('image_replace');
    const image = turn.widget?.images?.find((i) => i.dataSlot === 'hero');
    expect(image?.currentImageUrl).toMatch(
      /^\/api\/website\/preview-files\/[^/]+\/images\/.+\.svg$/,
    );
    const file = await harness.app.inject({ url: image?.currentImageUrl ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
  });

  it('says truthfully that no photo service is set up when asked for a photo, offers an upload, changes nothing', async () => {
    const before = await versionCount();
    const asked = async (message: string) =>
      (
        await call('POST', '/api/customization/start', {
          websiteId: site.websiteId,
          initialPrompt: message,
        })
      ).json<CustomizationStartResponse>();
    const turn = await asked('use a picture of sourdough loaves for the hero');
    expect(turn.response).toBe(
      'No photo service is set up on this Zappy, so I can’t search for photos. You can upload a photo of your own below instead.',
    );
    expect(turn.readyToApply).toBe(false);
    expect(turn.widget).toMatchObject({
      type: 'image_replace',
      question: 'Which image would you like to replace? Upload a new one for it.',
    });
    expect(turn.widget?.images?.map((i) => i.dataSlot)).toEqual(['hero']);
    // No search box is offered where no search can run.
    expect(turn.widget?.photoSearch).toBeUndefined();
    expect((await asked('replace the hero image')).widget?.photoSearch).toBeUndefined();
    expect((await asked('ein Foto von Brot für das Titelbild')).response).toBe(
      'Auf diesem Zappy ist kein Fotodienst eingerichtet, deshalb kann ich keine Fotos suchen. Sie können stattdessen unten ein eigenes Foto hochladen.',
    );
    const search = await call('POST', `/api/customization/search-photos/${site.websiteId}`, {
      query: 'sourdough loaves',
    });
    expect(search.statusCode).toBe(409);
    expect(search.json()).toEqual({ error: 'No photo service is set up on this Zappy' });
    expect(await versionCount()).toBe(before);
  });

  it('acknowledges an image replaced through its widget without changing the site again', async () => {
    const turn = (
      await call('POST', '/api/customization/start', {
        websiteId: site.websiteId,
        initialPrompt: 'change the photo',
      })
    ).json<CustomizationStartResponse>();
    expect(turn.widget?.type).toBe('image_replace');
    const before = (await websiteDetail(harness.app, token, site.websiteId)).versions.length;
    const done = await call('POST', '/api/customization/continue', {
      sessionId: turn.sessionId,
      websiteId: site.websiteId,
      messageType: 'widget_response',
      message: {
        type: 'image_replace',
        value: 'hero',
        action: 'replaced',
        imageSlot: 'hero',
        imageName: 'shop.jpg',
        question: turn.widget?.question ?? '',
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<CustomizationContinueResponse>()).toMatchObject({
      response: 'Done: the new image is on your site. What else would you like to change?',
      widget: null,
      readyToApply: false,
      customizationData: null,
    });
    expect((await websiteDetail(harness.app, token, site.websiteId)).versions.length).toBe(before);
  });

  it('keeps sessions to their owner and their website', async () => {
    const start = (
      await call('POST', '/api/customization/start', {
        websiteId: site.websiteId,
        initialPrompt: 'make it blue',
      })
    ).json<CustomizationStartResponse>();
    const stranger = await call(
      'POST',
      '/api/customization/continue',
      {
        sessionId: start.sessionId,
        websiteId: site.websiteId,
        messageType: 'text',
        message: 'make it red',
      },
      other,
    );
    expect(stranger.statusCode).toBe(404);
    const strangerStart = await call(
      'POST',
      '/api/customization/start',
      { websiteId: site.websiteId, initialPrompt: 'make it red' },
      other,
    );
    expect(strangerStart.statusCode).toBe(404);
    const blank = await call('POST', '/api/customization/start', {
      websiteId: site.websiteId,
      initialPrompt: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      error: 'initialPrompt: Please describe what you would like to customize',
    });
  });

  it('refuses bad customization data with the spec’s texts and stores nothing', async () => {
    const before = await versionCount();
    const cases: [object, string][] = [
      [{ businessDetails: { companyName: '  ' } }, 'Company name is required'],
      [{ contactDetails: { email: 'not-an-email' } }, 'Invalid email address format'],
      [{ contactDetails: { website: 'example.com' } }, 'Invalid website URL format'],
      [{ contactDetails: { website: 'ftp://example.com' } }, 'Invalid website URL format'],
      [{ pricing: { plans: [{ name: '', price: 10 }] } }, 'Pricing plan 1 must have a name'],
      [
        { edits: [{ op: 'replaceImage', slot: 'hero', url: 'https://tracker.example/p.gif' }] },
        'edits.0.url: Images must be uploaded first',
      ],
      [
        {
          pricing: {
            plans: [
              { name: 'Loaf club', price: 12 },
              { name: 'Family', price: -3 },
            ],
          },
        },
        'Pricing plan 2 cannot have negative price',
      ],
      [
        {
          edits: [
            {
              op: 'addSection',
              section: { id: 'pricing', type: 'pricing', plans: [] },
            },
            {
              op: 'setPricingPlans',
              plans: [
                { name: 'Loaf club', price: 12 },
                { name: 'Family', price: -3 },
              ],
            },
          ],
        },
        'Pricing plan 2 cannot have negative price',
      ],
    ];
    for (const [data, message] of cases) {
      const res = await call('POST', `/api/customization/apply/${site.websiteId}`, data);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(message);
    }
    const stranger = await call(
      'POST',
      `/api/customization/apply/${site.websiteId}`,
      { edits: [{ op: 'setStyle', style: 'bold' }] },
      other,
    );
    expect(stranger.statusCode).toBe(404);
    expect(await versionCount()).toBe(before);
  });

  it('refuses a change that would break the page (the quality gate) and keeps the site as it was', async () => {
    const before = await versionCount();
    // A new section whose id is one the page already uses (the hero's heading) would give the
    // page two elements with one id: valid as a model, invalid as HTML.
    const clash = await call('POST', `/api/customization/apply/${site.websiteId}`, {
      edits: [
        {
          op: 'addSection',
          section: { id: 'hero-h', type: 'features', heading: 'More', items: [{ title: 'Rye' }] },
        },
      ],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json<{ error: string }>().error).toMatch(
      /^This change would break the page, so it was not applied: index\.html: .*hero-h/,
    );
    expect(await versionCount()).toBe(before);
  });

  it('previews an unsaved change at a short-lived address without making a version', async () => {
    const before = await versionCount();
    const res = await call('POST', `/api/customization/preview/${site.websiteId}`, {
      edits: [
        { op: 'setSectionText', sectionId: 'hero', path: 'heading', value: 'Try before you buy' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { previewUrl, expiresAt } = res.json<{ previewUrl: string; expiresAt: string }>();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    const page = await harness.app.inject({ url: `${previewUrl}index.html` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('sandbox');
    expect(page.body).toContain('Try before you buy');
    const css = await harness.app.inject({ url: `${previewUrl}styles.css` });
    expect(css.headers['content-type']).toContain('text/css');
    const guessed = await harness.app.inject({
      url: `/api/customization/preview/${site.websiteId}/${'x'.repeat(32)}/index.html`,
    });
    expect(guessed.statusCode).toBe(404);
    expect(await versionCount()).toBe(before);
    expect(await count('customization_previews')).toBeGreaterThan(0);
  });

  it('lists every editable element, the history of changes and the README, to the owner only', async () => {
    const elements = await call('GET', `/api/customization/elements/${site.websiteId}`);
    expect(elements.statusCode).toBe(200);
    const { elements: e } = elements.json<{ elements: EditableElements }>();
    expect(e.sections.map((s) => s.type)).toContain('hero');
    expect(e.images.find((i) => i.dataSlot === 'hero')).toBeDefined();
    expect(e.texts.find((t) => t.sectionType === 'hero')?.texts).toContainEqual(
      expect.objectContaining({ path: 'heading' }),
    );
    expect(e.colors.primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(e.contact.email).toBe('hello@goldencrumb.example');
    expect(e.hours.monday).toEqual({ closed: false, open: '07:00', close: '15:00' });

    const history = await call('GET', `/api/customization/history/${site.websiteId}`);
    const entries = history.json<{
      history: { versionNumber: number; change: string; isCurrent: boolean }[];
    }>().history;
    expect(entries[0]?.versionNumber).toBe(await currentVersion());
    expect(entries[0]?.isCurrent).toBe(true);
    expect(entries.map((h) => h.change)).toContain('Customized: headline');

    const readme = await call('GET', `/api/customization/readme/${site.websiteId}`);
    expect(readme.json<{ readme: string }>().readme).toContain('Golden Crumb');

    for (const url of [
      `/api/customization/elements/${site.websiteId}`,
      `/api/customization/history/${site.websiteId}`,
      `/api/customization/readme/${site.websiteId}`,
    ]) {
      expect((await call('GET', url, undefined, other)).statusCode, url).toBe(404);
    }
    const before = await versionCount();
    const previews = await count('customization_previews');
    const change = { colorTheme: { selectedTheme: 'bold' } };
    for (const action of ['apply', 'preview']) {
      const res = await call(
        'POST',
        `/api/customization/${action}/${site.websiteId}`,
        change,
        other,
      );
      expect(res.statusCode, action).toBe(404);
    }
    expect(await versionCount()).toBe(before);
    expect(await count('customization_previews')).toBe(previews);
  });

  it('keeps a conversation across a server restart: the session and its pending question are stored', async () => {
    const start = (
      await call('POST', '/api/customization/start', {
        websiteId: site.websiteId,
        initialPrompt: 'hmm',
      })
    ).json<CustomizationStartResponse>();
    const headline = start.widget?.options?.find((o) => o.value === 'headline');
    expect(headline).toBeDefined();

    await harness.restart();

    const asked = await call('POST', '/api/customization/continue', {
      sessionId: start.sessionId,
      websiteId: site.websiteId,
      messageType: 'widget_response',
      message: { type: 'customization_options', value: 'headline', question: 'Which?' },
    });
    expect(asked.json<CustomizationContinueResponse>().response).toBe(
      'What should the new headline say?',
    );
    const answer = (
      await call('POST', '/api/customization/continue', {
        sessionId: start.sessionId,
        websiteId: site.websiteId,
        messageType: 'text',
        message: 'Baked before sunrise',
      })
    ).json<CustomizationContinueResponse>();
    expect(answer.readyToApply).toBe(true);
    expect(answer.customizationData?.edits).toEqual([
      { op: 'setSectionText', sectionId: 'hero', path: 'heading', value: 'Baked before sunrise' },
    ]);
  });
});
