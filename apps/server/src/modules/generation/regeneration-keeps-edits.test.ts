import sharp from 'sharp';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { SiteModel } from '@zappy/site-model/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  signIn,
  startGenerationHarness,
  waitForDeployment,
  websiteDetail,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { multipartFiles } from '../../../test/multipart';

/** The live version: its model, its page, and the detail the owner's dashboard reads. */
interface Live {
  model: SiteModel;
  page: string;
  detail: WebsiteDetail;
}

// After each kind of edit the owner regenerates; every edit made so far must still be on the
// regenerated live page, so each step adds a check that every later regeneration runs again.
describe.each(testDatabases)('regeneration keeps the owner’s edits on $name', ({ open }) => {
  let database: Database;
  let harness: GenerationHarness;
  let token: string;
  let websiteId: string;
  const checks: { edit: string; check: (live: Live) => void }[] = [];
  /** The phone the owner gave last: the wizard's, until a feedback gives a new one. */
  let phone = '(555) 201-3344';

  beforeAll(async () => {
    database = await open();
    harness = await startGenerationHarness(database);
    token = await signIn(harness.app, 'keeps-edits@example.com');
    const site = await createDeployedSite(
      harness.app,
      token,
      'Rapid Flow Plumbing in Austin, 12 Elm Street: we offer leak repair and water heaters. Phone (555) 201-3344. Open Monday to Friday 8am-6pm.',
    );
    websiteId = site.websiteId;
  });

  afterAll(async () => {
    await harness.close();
    await database.close();
  });

  const call = async (url: string, payload?: object) => {
    const res = await harness.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  async function live(): Promise<Live> {
    const detail = await websiteDetail(harness.app, token, websiteId);
    const version = await harness.services.versions.find(websiteId, detail.currentVersion ?? 0);
    if (!version) throw new Error('no live version');
    const files = await harness.services.versions.files(version.id);
    const page = files.find((file) => file.path === 'index.html')?.data.toString('utf8') ?? '';
    return { model: version.model, page, detail };
  }

  const applyEdits = (edits: object[]) => call(`/api/customization/apply/${websiteId}`, { edits });

  /** Regenerates with this feedback, then runs every check so far on the new live version. */
  async function regenerate(improvements = ''): Promise<Live> {
    const before = (await websiteDetail(harness.app, token, websiteId)).currentVersion ?? 0;
    await call(`/api/website/regenerate/${websiteId}`, { improvements });
    const deployed = await waitForDeployment(harness.app, token, websiteId, before + 1);
    expect(deployed.deployment?.status).toBe('live');
    const regenerated = await live();
    expect(regenerated.detail.currentVersion).toBe(before + 1);
    for (const { edit, check } of checks) {
      try {
        check(regenerated);
      } catch (error: unknown) {
        throw new Error(`after regenerating, the ${edit} edit is lost`, { cause: error });
      }
    }
    return regenerated;
  }

  /** Records an edit's check, runs it on the edited site, then regenerates. */
  async function keeps(edit: string, check: (live: Live) => void): Promise<void> {
    checks.push({ edit, check });
    check(await live());
    await regenerate();
  }

  it('keeps the generated facts: phone, street address, hours', async () => {
    await keeps('generated facts', ({ page, model }) => {
      expect(page).toContain(phone);
      expect(page).toContain('12 Elm Street');
      expect(model.business.businessHours.friday).toEqual({
        closed: false,
        open: '08:00',
        close: '18:00',
      });
    });
  });

  it('keeps business info the owner edited', async () => {
    const { business } = (await live()).model;
    await call(`/api/customization/update-business-info/${websiteId}`, {
      businessInfo: {
        ...business,
        contactDetails: { ...business.contactDetails, email: 'office@rapidflow.example.com' },
      },
    });
    await keeps('business info', ({ page, model }) => {
      expect(model.business.contactDetails.email).toBe('office@rapidflow.example.com');
      expect(page).toContain('office@rapidflow.example.com');
    });
  });

  it('keeps the hours the owner set', async () => {
    await applyEdits([
      {
        op: 'updateBusinessInfo',
        patch: { businessHours: { saturday: { closed: false, open: '09:00', close: '13:00' } } },
      },
    ]);
    await keeps('hours', ({ model }) => {
      expect(model.business.hoursGiven).toBe(true);
      expect(model.business.businessHours.saturday).toEqual({
        closed: false,
        open: '09:00',
        close: '13:00',
      });
    });
  });

  it('keeps an FAQ entry the owner added', async () => {
    // A site gets an FAQ only from the brief's questions; the owner adds one where there is none.
    const hasFaq = (await live()).model.sections.some((s) => s.type === 'faq');
    await applyEdits([
      ...(hasFaq
        ? []
        : [{ op: 'addSection', section: { id: 'faq', type: 'faq', heading: 'FAQ', items: [] } }]),
      { op: 'addFaqItem', question: 'Do you take card payments?', answer: 'Yes, every card.' },
    ]);
    await keeps('FAQ', ({ page }) => {
      expect(page).toContain('Do you take card payments?');
      expect(page).toContain('Yes, every card.');
    });
  });

  it('keeps a section text the owner changed', async () => {
    const hero = (await live()).model.sections.find((s) => s.type === 'hero');
    await applyEdits([
      {
        op: 'setSectionText',
        sectionId: hero?.id,
        path: 'heading',
        value: 'Plumbers Austin trusts',
      },
    ]);
    await keeps('section text', ({ page }) => {
      expect(page).toContain('Plumbers Austin trusts');
    });
  });

  it('keeps an uploaded photo', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' },
    })
      .jpeg()
      .toBuffer();
    const slot = (await live()).model.images.find((image) => image.dataSlot.includes('hero'));
    const body = multipartFiles(
      [{ field: 'image', filename: 'van.jpg', contentType: 'image/jpeg', data: photo }],
      { imageSlot: slot?.dataSlot ?? '', imageName: 'Our van', websiteId },
    );
    const res = await harness.app.inject({
      method: 'POST',
      url: `/api/customization/replace-image/${websiteId}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    await keeps('uploaded image', ({ model, page }) => {
      const uploaded = model.images.find((image) => image.source === 'upload');
      expect(uploaded?.dataSlot).toBe(slot?.dataSlot);
      expect(page).toContain(uploaded?.url ?? 'no upload');
    });
  });

  it('keeps an integration', async () => {
    await call(`/api/website/${websiteId}/integrations`, {
      selectedIntegrations: [
        {
          serverId: 'plausible',
          toolName: 'add_plausible',
          configuration: { domain: 'rapidflow.example.com' },
        },
      ],
    });
    await keeps('integration', ({ model, page }) => {
      expect(model.integrations.map((i) => i.serverId)).toEqual(['plausible']);
      expect(page).toContain('rapidflow.example.com');
    });
  });

  it('keeps the palette the owner chose', async () => {
    await applyEdits([{ op: 'setPalette', palette: { primary: '#7c2d12' } }]);
    await keeps('palette', ({ model }) => {
      expect(model.brand.palette.primary).toBe('#7c2d12');
    });
  });

  it('lets a feedback fact change the page, keeping every edit', async () => {
    phone = '(555) 300-4000';
    const { page, model, detail } = await regenerate(
      'Our new phone number is (555) 300-4000. We now also do boiler servicing.',
    );
    expect(page).not.toContain('(555) 201-3344');
    const services = model.sections.flatMap((s) => (s.type === 'services' ? s.items : []));
    expect(services.map((item) => item.title)).toContain('Boiler servicing');
    // The report describes the live page: the new phone, shown.
    expect(detail.fidelity?.versionNumber).toBe(detail.currentVersion);
    const phones = detail.fidelity?.facts.filter((fact) => fact.kind === 'phone') ?? [];
    expect(phones).toEqual([expect.objectContaining({ value: '(555) 300-4000', shown: true })]);
  });

  it('makes no card of a feedback sentence, and a style wish changes the look only', async () => {
    const before = await live();
    const titles = (model: SiteModel) =>
      model.sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.title) : []));
    const after = await regenerate('Hacemos que estamos abiertos. Make it more modern.');
    expect(titles(after.model)).toEqual(titles(before.model));
    expect(after.page).not.toMatch(/Que estamos|It more modern/i);
    expect(after.model.brand.style).toBe('modern');
    expect(after.page).toContain('(555) 300-4000');
  });
});
