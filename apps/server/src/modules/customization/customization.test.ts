import type { BusinessInfo } from '@zappy/contract/customization';
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

describe.each(testDatabases)('business info on $name', ({ open }) => {
  const harness = useGenerationHarness(open);
  let token: string;
  let other: string;

  beforeAll(async () => {
    token = await signIn(harness.app, 'editor@example.com');
    other = await signIn(harness.app, 'someone-else@example.com');
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object | string, who = token) =>
    injectAs(harness.app, who, method, url, payload);
  const extract = (id: string, who = token) =>
    call('POST', `/api/customization/extract-business-info/${id}`, undefined, who);
  const update = (id: string, businessInfo: object | string, who = token) =>
    call('POST', `/api/customization/update-business-info/${id}`, { businessInfo }, who);
  const hosted = (site: WebsiteDetail) => getHostedPage(harness.app, site);
  const versionCount = (id: string) => countVersions(harness.database, id);

  it('gives the editor the current business info and publishes a saved change as a new live version', async () => {
    const site = await createDeployedSite(
      harness.app,
      token,
      'A bakery called Golden Crumb in Portland. Email hello@goldencrumb.example. Open Mon-Fri 7-15.',
    );
    const res = await extract(site.websiteId);
    expect(res.statusCode).toBe(200);
    const { businessInfo } = res.json<{ success: boolean; businessInfo: BusinessInfo }>();
    expect(res.json<{ success: boolean }>().success).toBe(true);
    expect(businessInfo.companyName).toBe('Golden Crumb');
    expect(businessInfo.contactDetails.email).toBe('hello@goldencrumb.example');
    expect(businessInfo.businessHours.monday).toEqual({
      closed: false,
      open: '07:00',
      close: '15:00',
    });

    const saved = await update(site.websiteId, {
      ...businessInfo,
      companyName: 'Golden Crumb Bakery',
      contactDetails: {
        ...businessInfo.contactDetails,
        phone: '(503) 555-0100',
        address: { ...businessInfo.contactDetails.address, street: '14 Mill Street' },
      },
      businessHours: {
        ...businessInfo.businessHours,
        saturday: { closed: false, open: '08:00', close: '12:00' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, error: null, versionNumber: 2 });

    const live = await waitForDeployment(harness.app, token, site.websiteId, 2);
    expect(live.name).toBe('Golden Crumb Bakery');
    expect(live.versions.find((v) => v.number === 2)?.reason).toBe('Business info updated');
    const page = (await hosted(live)).body;
    expect(page).toContain('Golden Crumb Bakery');
    expect(page).toContain('14 Mill Street');
    // The generated copy named the business: it now says the new name everywhere.
    expect(page).not.toMatch(/Golden Crumb(?! Bakery)/);
    expect(page).toContain('(503)&nbsp;555&#8209;0100');
    expect(page).toContain(
      `"dayOfWeek":"https://schema.org/Saturday","opens":"08:00","closes":"12:00"`,
    );
  });

  it('never publishes the default week for a site whose owner gave no hours', async () => {
    const site = await createDeployedSite(
      harness.app,
      token,
      'Loglens is a developer tool that turns production logs into searchable timelines. Email hello@loglens.dev',
    );
    const { businessInfo } = (await extract(site.websiteId)).json<{ businessInfo: BusinessInfo }>();
    expect(
      (
        await update(site.websiteId, {
          ...businessInfo,
          contactDetails: { ...businessInfo.contactDetails, phone: '+1 415 555 0100' },
        })
      ).statusCode,
    ).toBe(200);
    const live = await waitForDeployment(harness.app, token, site.websiteId, 2);
    const page = (await hosted(live)).body;
    expect(page).toContain('+1&nbsp;415&nbsp;555&nbsp;0100');
    expect(page).not.toContain('"opens"');
  });

  it.each([
    ['a blank company name', { companyName: '  ' }, 'Company name is required'],
    ['a malformed email', { email: 'not-an-email' }, 'Invalid email address format'],
    [
      'a website without a scheme',
      { website: 'goldencrumb.example' },
      'Invalid website URL format',
    ],
    ['a website without a dot', { website: 'https://localhost' }, 'Invalid website URL format'],
  ])('refuses %s with the spec’s message and stores nothing', async (_label, change, message) => {
    const site = await createDeployedSite(harness.app, token, 'A florist called Bloom in Austin');
    const { businessInfo } = (await extract(site.websiteId)).json<{ businessInfo: BusinessInfo }>();
    const before = await versionCount(site.websiteId);
    const res = await update(site.websiteId, {
      ...businessInfo,
      companyName: 'companyName' in change ? change.companyName : businessInfo.companyName,
      contactDetails: {
        ...businessInfo.contactDetails,
        ...('email' in change ? { email: change.email } : {}),
        ...('website' in change ? { website: change.website } : {}),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
    expect(await versionCount(site.websiteId)).toBe(before);
    expect((await websiteDetail(harness.app, token, site.websiteId)).name).toBe('Bloom');
  });

  it('refuses malformed bodies and ids with clear 4xx errors', async () => {
    const site = await createDeployedSite(
      harness.app,
      token,
      'A barber called Sharp Lines in Leeds',
    );
    const { businessInfo } = (await extract(site.websiteId)).json<{ businessInfo: BusinessInfo }>();
    const bad = [
      await update(site.websiteId, {
        ...businessInfo,
        businessHours: { monday: { open: '25:00' } },
      }),
      await update(site.websiteId, 'nope'),
      await call('POST', `/api/customization/update-business-info/${site.websiteId}`, {}),
      await extract('not-a-uuid'),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error.length).toBeGreaterThan(0);
    }
  });

  it('is the owner’s only: another user and a stranger get 404 and 401, and nothing changes', async () => {
    const site = await createDeployedSite(harness.app, token, 'A gym called Iron Den in Denver');
    const { businessInfo } = (await extract(site.websiteId)).json<{ businessInfo: BusinessInfo }>();
    expect((await extract(site.websiteId, other)).statusCode).toBe(404);
    const theirs = await update(site.websiteId, { ...businessInfo, companyName: 'Taken' }, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ error: string }>().error).toBe('Website not found');
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: `/api/customization/extract-business-info/${site.websiteId}`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await extract('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await versionCount(site.websiteId)).toBe(1);
  });
});
