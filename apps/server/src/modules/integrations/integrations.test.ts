import type {
  AppliedIntegration,
  AvailableIntegrationsResponse,
  WebsiteIntegrationsResponse,
} from '@zappy/contract/integrations';
import type { WebsiteDetail, WebsiteVersion } from '@zappy/contract/website';
import type { Integration } from '@zappy/site-model/schema';
import { Ajv } from 'ajv';
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
import { publishEditedCopy } from '../../../test/marked-version';

const STRIPE_TOOL = 'add_stripe_payment_link';
const OLD_LINK = 'https://buy.stripe.com/old_link_123';
const NEW_LINK = 'https://buy.stripe.com/new_link_456';

const PLAUSIBLE = {
  serverId: 'plausible',
  toolName: 'add_plausible',
  configuration: { domain: 'goldencrumb.example' },
};
/** The owner's self-hosted Plausible, allowed by this server's operator. */
const SELF_HOSTED = 'stats.goldencrumb.example';
const UMAMI_ID = '3f6a2c4e-8b1d-4e2f-9a7c-5d3b1e0f2a4c';

/** A Content-Security-Policy header as its directives, each name with its sources. */
const directivesOf = (header: unknown) =>
  String(header)
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);

describe.each(testDatabases)('integrations on $name', ({ open }) => {
  const harness = useGenerationHarness(open, { env: { SITE_SCRIPT_HOSTS: SELF_HOSTED } });
  let token: string;
  let other: string;
  let site: WebsiteDetail;

  beforeAll(async () => {
    token = await signIn(harness.app, 'owner@example.com');
    other = await signIn(harness.app, 'intruder@example.com');
    site = await createDeployedSite(
      harness.app,
      token,
      'A bakery called Golden Crumb in Portland. Email hello@goldencrumb.example. Open Mon-Fri 7-15.',
    );
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who: string | null = token,
  ) => injectAs(harness.app, who, method, url, payload);
  const apply = (selectedIntegrations: object[], who: string | null = token) =>
    call('POST', `/api/website/${site.websiteId}/integrations`, { selectedIntegrations }, who);
  const state = async () =>
    (
      await call('GET', `/api/website/${site.websiteId}/integrations`)
    ).json<WebsiteIntegrationsResponse>();
  const liveResponse = async () => {
    const detail = await websiteDetail(harness.app, token, site.websiteId);
    return getHostedPage(harness.app, detail);
  };
  const livePage = async () => (await liveResponse()).body;
  const versionCount = () => countVersions(harness.database, site.websiteId);
  const edit = (toolName: string, configuration: object, who: string | null = token) =>
    call('PUT', `/api/website/${site.websiteId}/integrations/${toolName}`, { configuration }, who);
  const previewPage = async () => {
    const detail = await websiteDetail(harness.app, token, site.websiteId);
    return (await harness.app.inject({ url: detail.previewUrl ?? '' })).body;
  };

  it('lists the catalogue by category, each tool with a JSON Schema a validator compiles', async () => {
    const res = await call('GET', '/api/integrations/available', undefined, null);
    expect(res.statusCode).toBe(200);
    const { integrations } = res.json<AvailableIntegrationsResponse>();
    expect(Object.keys(integrations)).toEqual([
      'analytics',
      'payments',
      'accessibility',
      'seo',
      'social',
      'email',
    ]);
    expect(integrations.analytics.map((s) => s.serverId)).toEqual([
      'google-analytics',
      'plausible',
      'umami',
    ]);
    expect(integrations.payments.map((s) => s.serverName)).toEqual([
      'Stripe Payment Links',
      'PayPal',
    ]);
    const ajv = new Ajv({ strict: false });
    for (const servers of Object.values(integrations)) {
      expect(servers.length).toBeGreaterThan(0);
      for (const server of servers) {
        for (const tool of server.tools) {
          expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
          for (const name of tool.inputSchema.required) {
            expect(tool.inputSchema.properties[name]).toBeDefined();
          }
        }
      }
    }
    const email = integrations.email.find((s) => s.serverId === 'email');
    expect(email?.tools[0]?.inputSchema.required).toEqual([
      'domain',
      'merchantEmail',
      'businessName',
    ]);
  });

  it('answers one tool with its server, and 404 for an unknown one', async () => {
    const res = await call(
      'GET',
      '/api/integrations/tool/plausible/add_plausible',
      undefined,
      null,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      serverId: 'plausible',
      serverName: 'Plausible Analytics',
      category: 'analytics',
      tool: { name: 'add_plausible' },
    });
    expect((await call('GET', '/api/integrations/tool/plausible/add_umami')).statusCode).toBe(404);
    expect((await call('GET', '/api/integrations/tool/nope/add_plausible')).statusCode).toBe(404);
  });

  it('validates a selection without storing anything', async () => {
    const good = await call('POST', '/api/integrations/validate', PLAUSIBLE);
    expect(good.json()).toEqual({ valid: true, error: null, errors: [] });
    const bad = await call('POST', '/api/integrations/validate', {
      serverId: 'google-analytics',
      toolName: 'add_google_analytics',
      configuration: {},
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({
      valid: false,
      errors: ['Google Analytics 4: Measurement ID is required'],
    });
  });

  it('applies nothing when one selection is invalid, and names each error', async () => {
    const before = await versionCount();
    const res = await apply([
      PLAUSIBLE,
      {
        serverId: 'google-analytics',
        toolName: 'add_google_analytics',
        configuration: { measurementId: 'UA-1' },
      },
      { serverId: 'paypal', toolName: 'add_paypal_button', configuration: {} },
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; errors: string[] }>();
    expect(body.error).toMatch(/nothing was applied/);
    expect(body.errors).toHaveLength(2);
    expect(body.errors[0]).toMatch(/^Google Analytics 4: Measurement ID is not valid/);
    expect(body.errors[1]).toBe('PayPal: PayPal.Me name is required');
    expect(await versionCount()).toBe(before);
    expect((await state()).appliedIntegrations).toEqual([]);
  });

  it('refuses settings that carry markup or a script address', async () => {
    const before = await versionCount();
    for (const configuration of [
      { domain: 'goldencrumb.example', scriptHost: 'javascript:alert(1)' },
      { domain: '"><script>alert(1)</script>' },
      { domain: 'goldencrumb.example', scriptHost: 'https://plausible.io/"onload="x' },
    ]) {
      const res = await apply([{ ...PLAUSIBLE, configuration }]);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: string[] }>().errors.join(' ')).toMatch(
        /plain text, without markup|must be an https/,
      );
    }
    const social = await apply([
      {
        serverId: 'social-profiles',
        toolName: 'add_social_links',
        configuration: { instagram: 'javascript://instagram.com/%0aalert(1)' },
      },
    ]);
    expect(social.statusCode).toBe(400);
    expect(await versionCount()).toBe(before);
  });

  it('applies Plausible as a new live version: its script on the site and its host in the CSP', async () => {
    const before = await versionCount();
    const res = await apply([PLAUSIBLE]);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      success: boolean;
      appliedIntegrations: AppliedIntegration[];
      versionNumber: number;
      summary: { successful: number; failed: number; total: number };
    }>();
    expect(body.success).toBe(true);
    expect(body.summary).toEqual({ successful: 1, failed: 0, total: 1 });
    expect(body.appliedIntegrations).toHaveLength(1);
    expect(body.appliedIntegrations[0]).toMatchObject({
      serverId: 'plausible',
      toolName: 'add_plausible',
      category: 'analytics',
      priority: 'medium',
      status: 'configured',
      configuration: { domain: 'goldencrumb.example', scriptHost: 'https://plausible.io' },
    });
    expect(Date.parse(body.appliedIntegrations[0]?.appliedAt ?? '')).not.toBeNaN();
    expect(await versionCount()).toBe(before + 1);
    await waitForDeployment(harness.app, token, site.websiteId, body.versionNumber);

    const page = await livePage();
    expect(page).toContain('src="https://plausible.io/js/script.js"');
    expect(page).toContain('data-domain="goldencrumb.example"');
    const csp = (
      /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)?.[1] ?? ''
    ).replaceAll('&#39;', "'");
    expect(csp).toMatch(/script-src 'self' https:\/\/plausible\.io(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/plausible\.io(;|$)/);
  });

  it('replaces a tool applied again, records the history and counts per category', async () => {
    const res = await apply([
      {
        ...PLAUSIBLE,
        configuration: {
          domain: 'goldencrumb.example',
          scriptHost: `https://${SELF_HOSTED}`,
        },
        priority: 'high',
      },
      {
        serverId: 'seo-indexing',
        toolName: 'configure_indexing',
        configuration: { allowIndexing: true },
      },
    ]);
    expect(res.statusCode).toBe(200);
    // SITE_SCRIPT_HOSTS allows the self-hosted server: its script is live, its origin in the CSP.
    await waitForDeployment(
      harness.app,
      token,
      site.websiteId,
      res.json<{ versionNumber: number }>().versionNumber,
    );
    const live = await liveResponse();
    expect(live.body).toContain(`src="https://${SELF_HOSTED}/js/script.js"`);
    const served = directivesOf(live.headers['content-security-policy']);
    expect(served).toContain(`script-src 'self' https://${SELF_HOSTED}`);
    expect(served).toContain(`connect-src 'self' https://${SELF_HOSTED}`);
    const now = await state();
    expect(now.appliedIntegrations[0]?.problem).toBeUndefined();
    expect(now.appliedIntegrations.map((i) => i.toolName)).toEqual([
      'add_plausible',
      'configure_indexing',
    ]);
    expect(now.appliedIntegrations[0]).toMatchObject({
      priority: 'high',
      configuration: { scriptHost: 'https://stats.goldencrumb.example' },
    });
    expect(now.integrationHistory.map((e) => [e.action, e.toolName])).toEqual(
      expect.arrayContaining([
        ['applied', 'add_plausible'],
        ['updated', 'add_plausible'],
        ['applied', 'configure_indexing'],
      ]),
    );
    expect(now.analytics.totalApplied).toBe(2);
    expect(now.analytics.byCategory).toEqual({ analytics: 1, seo: 1 });
    expect(now.analytics.timeline.reduce((n, d) => n + d.applied, 0)).toBe(3);
    expect(now.integrationSuggestions.map((s) => s.toolName)).not.toContain('add_plausible');
    expect(now.integrationSuggestions.length).toBeGreaterThan(0);

    const history = await call('GET', `/api/integrations/history/${site.websiteId}`);
    expect(history.json<{ history: unknown[] }>().history).toHaveLength(3);
    const analytics = await call('GET', `/api/integrations/analytics/${site.websiteId}`);
    expect(analytics.json()).toMatchObject({ analytics: { totalApplied: 2 } });
  });

  it('removes one integration as a new version without it', async () => {
    const before = await versionCount();
    const res = await call('DELETE', `/api/integrations/${site.websiteId}/add_plausible`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ versionNumber: number; appliedIntegrations: AppliedIntegration[] }>();
    expect(body.appliedIntegrations.map((i) => i.toolName)).toEqual(['configure_indexing']);
    expect(await versionCount()).toBe(before + 1);
    await waitForDeployment(harness.app, token, site.websiteId, body.versionNumber);
    expect(await livePage()).not.toContain('plausible');
    expect((await state()).integrationHistory[0]).toMatchObject({
      action: 'removed',
      toolName: 'add_plausible',
      versionNumber: body.versionNumber,
    });
    const again = await call('DELETE', `/api/integrations/${site.websiteId}/add_plausible`);
    expect(again.statusCode).toBe(404);
  });

  it('sets up email from the domain: DNS setup required until verified, delivery needs it', async () => {
    const delivery = {
      serverId: 'email',
      toolName: 'deliver_contact_form',
      configuration: { subjectPrefix: '[Crumb]' },
    };
    const alone = await apply([delivery]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json<{ errors: string[] }>().errors[0]).toMatch(/needs “Send from your domain”/);

    const res = await call('POST', '/api/integrations/apply', {
      websiteId: site.websiteId,
      websiteContent: '<script>ignored</script>',
      selectedIntegrations: [
        {
          serverId: 'email',
          toolName: 'send_from_domain',
          configuration: {
            domain: 'GoldenCrumb.example',
            merchantEmail: 'hello@goldencrumb.example',
            businessName: 'Golden Crumb',
          },
        },
        delivery,
      ],
    });
    expect(res.statusCode).toBe(200);
    const applied = res.json<{ appliedIntegrations: AppliedIntegration[] }>().appliedIntegrations;
    expect(applied.filter((i) => i.category === 'email').map((i) => i.status)).toEqual([
      'dns_setup_required',
      'dns_setup_required',
    ]);
    const config = await call('GET', `/api/email/config/${site.websiteId}`);
    expect(config.json()).toMatchObject({
      config: {
        domain: 'goldencrumb.example',
        merchantEmail: 'hello@goldencrumb.example',
        domainAuth: { status: 'pending_verification' },
      },
    });

    const removed = await call('DELETE', `/api/integrations/${site.websiteId}/send_from_domain`);
    expect(removed.statusCode).toBe(200);
    expect(
      removed
        .json<{ appliedIntegrations: AppliedIntegration[] }>()
        .appliedIntegrations.map((i) => i.toolName),
    ).toEqual(['configure_indexing']);
    const after = await call('GET', `/api/email/config/${site.websiteId}`);
    expect(after.json<{ config: unknown }>().config).toBeNull();
  });

  it('suggests for a site or a described business', async () => {
    const forSite = await call('POST', '/api/integrations/suggest', { websiteId: site.websiteId });
    expect(forSite.statusCode).toBe(200);
    const tools = forSite
      .json<{ suggestions: { toolName: string }[] }>()
      .suggestions.map((s) => s.toolName);
    expect(tools).toContain('add_plausible');
    expect(tools).not.toContain('configure_indexing');
    const described = await call('POST', '/api/integrations/suggest', {
      websiteRequirements: {},
      businessContext: { businessType: 'law firm' },
    });
    expect(described.json<{ suggestions: { toolName: string }[] }>().suggestions[1]).toMatchObject({
      toolName: 'set_business_data',
    });
  });

  it('reports each server’s connection: email is off without SMTP_URL', async () => {
    const res = await call('GET', '/api/integrations/status');
    expect(res.statusCode).toBe(200);
    const servers = res.json<{ status: { servers: { serverId: string; connected: boolean }[] } }>()
      .status.servers;
    expect(servers.find((s) => s.serverId === 'plausible')?.connected).toBe(true);
    expect(servers.find((s) => s.serverId === 'email')?.connected).toBe(false);
    const reconnect = await call('POST', '/api/integrations/reconnect/email');
    expect(reconnect.json()).toMatchObject({ success: false, serverId: 'email', connected: false });
    expect((await call('POST', '/api/integrations/reconnect/nope')).statusCode).toBe(404);
  });

  it("keeps another user's site a 404 on every route and needs a sign-in", async () => {
    const id = site.websiteId;
    const routes: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', `/api/website/${id}/integrations`],
      ['POST', `/api/website/${id}/integrations`, { selectedIntegrations: [PLAUSIBLE] }],
      ['POST', '/api/integrations/apply', { websiteId: id, selectedIntegrations: [PLAUSIBLE] }],
      ['DELETE', `/api/integrations/${id}/configure_indexing`],
      [
        'PUT',
        `/api/website/${id}/integrations/configure_indexing`,
        { configuration: { allowIndexing: false } },
      ],
      ['GET', `/api/integrations/history/${id}`],
      ['GET', `/api/integrations/analytics/${id}`],
      ['POST', '/api/integrations/suggest', { websiteId: id }],
    ];
    const before = await versionCount();
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, payload, other)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await versionCount()).toBe(before);
    expect((await state()).appliedIntegrations.map((i) => i.toolName)).toEqual([
      'configure_indexing',
    ]);
  });

  it('answers bad requests with a 400 and a clear error', async () => {
    const empty = await apply([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: string }>().error).toMatch(/at least one integration/);
    const badId = await call('GET', '/api/website/not-a-uuid/integrations');
    expect(badId.statusCode).toBe(400);
    const unknown = await apply([{ serverId: 'evil', toolName: 'inject', configuration: {} }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: string[] }>().errors).toEqual([
      'Unknown integration: evil/inject',
    ]);
  });

  it('edits one integration in place as a new version: the site shows the new setting, not the old', async () => {
    const added = await apply([
      { serverId: 'stripe', toolName: STRIPE_TOOL, configuration: { url: OLD_LINK } },
    ]);
    expect(added.statusCode).toBe(200);
    const addedAt = (await state()).appliedIntegrations.find(
      (i) => i.toolName === STRIPE_TOOL,
    )?.appliedAt;

    // The first integration stays first: an apply would have moved it to the end.
    const indexing = await edit('configure_indexing', { allowIndexing: false });
    expect(indexing.statusCode).toBe(200);
    expect(
      indexing
        .json<{ appliedIntegrations: AppliedIntegration[] }>()
        .appliedIntegrations.map((i) => i.toolName),
    ).toEqual(['configure_indexing', STRIPE_TOOL]);

    const before = await versionCount();
    const res = await edit(STRIPE_TOOL, { url: ` ${NEW_LINK} `, label: 'Book and pay' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      versionNumber: number;
      appliedIntegration: AppliedIntegration;
      appliedIntegrations: AppliedIntegration[];
    }>();
    expect(body.appliedIntegration).toEqual({
      serverId: 'stripe',
      toolName: STRIPE_TOOL,
      category: 'payments',
      configuration: { url: NEW_LINK, label: 'Book and pay', plan: '' },
      priority: 'medium',
      status: 'configured',
      appliedAt: addedAt,
    });
    expect(body.appliedIntegrations.map((i) => i.toolName)).toEqual([
      'configure_indexing',
      STRIPE_TOOL,
    ]);
    expect(await versionCount()).toBe(before + 1);

    await waitForDeployment(harness.app, token, site.websiteId, body.versionNumber);
    for (const page of [await livePage(), await previewPage()]) {
      expect(page).toContain(`href="${NEW_LINK}"`);
      expect(page).toContain('Book and pay');
      expect(page).not.toContain(OLD_LINK);
      expect(page).toContain('<meta name="robots" content="noindex">');
    }

    const versions = await call('GET', `/api/website/${site.websiteId}/versions`);
    expect(versions.json<{ versions: WebsiteVersion[] }>().versions).toContainEqual(
      expect.objectContaining({
        number: body.versionNumber,
        reason: 'Integration updated: Stripe Payment Links',
      }),
    );
    expect((await state()).integrationHistory[0]).toMatchObject({
      action: 'updated',
      toolName: STRIPE_TOOL,
      versionNumber: body.versionNumber,
    });
  });

  it('refuses an edit with the message validate gives, and changes nothing', async () => {
    const before = await versionCount();
    const historyBefore = (await state()).integrationHistory.length;
    const refused: [configuration: object, message: string][] = [
      [
        { url: 'https://pay.example.com/x' },
        'Stripe Payment Links: Payment Link must be an address of this service',
      ],
      [
        { url: NEW_LINK, label: '<img src=x onerror=alert(1)>' },
        'Stripe Payment Links: Button text must be plain text, without markup or scripts',
      ],
      [{ label: 'Pay' }, 'Stripe Payment Links: Payment Link is required'],
      [{ url: NEW_LINK, script: 'x' }, 'Stripe Payment Links: Unknown setting "script"'],
    ];
    for (const [configuration, message] of refused) {
      const res = await edit(STRIPE_TOOL, configuration);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(message);
      const validated = await call('POST', '/api/integrations/validate', {
        serverId: 'stripe',
        toolName: STRIPE_TOOL,
        configuration,
      });
      expect(validated.json<{ error: string }>().error).toBe(message);
    }
    expect(await versionCount()).toBe(before);
    const now = await state();
    expect(now.integrationHistory).toHaveLength(historyBefore);
    expect(now.appliedIntegrations.find((i) => i.toolName === STRIPE_TOOL)?.configuration).toEqual({
      url: NEW_LINK,
      label: 'Book and pay',
      plan: '',
    });
    expect(await livePage()).toContain(`href="${NEW_LINK}"`);
  });

  it('answers 404 for a tool that is not on the site, and for another user', async () => {
    const before = await versionCount();
    const missing = await edit('add_plausible', { domain: 'goldencrumb.example' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'This integration is not on this website' });
    expect((await edit('no_such_tool', {})).statusCode).toBe(404);
    const intruder = await edit(STRIPE_TOOL, { url: 'https://buy.stripe.com/theirs' }, other);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json<{ error: string }>().error).not.toMatch(/integration/i);
    expect(await versionCount()).toBe(before);
    expect(await livePage()).not.toContain('theirs');
  });

  it("sets the site's email up again when the domain's settings are edited", async () => {
    const sender = {
      serverId: 'email',
      toolName: 'send_from_domain',
      configuration: {
        domain: 'goldencrumb.example',
        merchantEmail: 'hello@goldencrumb.example',
        businessName: 'Golden Crumb',
      },
    };
    expect((await apply([sender])).statusCode).toBe(200);
    const res = await edit('send_from_domain', {
      ...sender.configuration,
      merchantEmail: 'orders@goldencrumb.example',
      businessName: 'Golden Crumb Bakery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ appliedIntegration: AppliedIntegration }>().appliedIntegration).toMatchObject(
      { status: 'dns_setup_required' },
    );
    const config = await call('GET', `/api/email/config/${site.websiteId}`);
    expect(config.json()).toMatchObject({
      config: { merchantEmail: 'orders@goldencrumb.example', businessName: 'Golden Crumb Bakery' },
    });
    const offDomain = await edit('send_from_domain', {
      ...sender.configuration,
      merchantEmail: 'me@elsewhere.example',
    });
    expect(offDomain.statusCode).toBe(400);
    const unchanged = await call('GET', `/api/email/config/${site.websiteId}`);
    expect(unchanged.json()).toMatchObject({
      config: { merchantEmail: 'orders@goldencrumb.example' },
    });
  });
  it('refuses a script from a host neither the catalogue nor SITE_SCRIPT_HOSTS allows, saying which setting allows it', async () => {
    expect((await apply([PLAUSIBLE])).statusCode).toBe(200);
    const before = await versionCount();
    const hostile = [
      {
        ...PLAUSIBLE,
        configuration: { domain: 'goldencrumb.example', scriptHost: 'https://attacker.example' },
      },
      {
        serverId: 'umami',
        toolName: 'add_umami',
        configuration: { websiteId: UMAMI_ID, scriptUrl: 'https://attacker.example/script.js' },
      },
    ];
    for (const selection of hostile) {
      const res = await apply([selection]);
      expect(res.statusCode).toBe(400);
      const [error] = res.json<{ errors: string[] }>().errors;
      expect(error).toMatch(
        /may only load from (plausible\.io|cloud\.umami\.is or analytics\.umami\.is), /,
      );
      expect(error).toMatch(/SITE_SCRIPT_HOSTS; attacker\.example is not allowed$/);
      const checked = await call('POST', '/api/integrations/validate', selection);
      expect(checked.json()).toMatchObject({ valid: false, errors: [error] });
    }
    // Nor by editing an applied one in place.
    const edited = await edit('add_plausible', {
      domain: 'goldencrumb.example',
      scriptHost: 'https://plausible.io.attacker.example',
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json<{ error: string }>().error).toMatch(
      /plausible\.io\.attacker\.example is not allowed/,
    );
    expect(await versionCount()).toBe(before);
    expect(await livePage()).not.toContain('attacker.example');
  });

  it('refuses a contact form address that could break out of the CSP, at the customization route', async () => {
    const before = await versionCount();
    for (const formEndpoint of [
      'https://x.test;script-src',
      "https://x.test/'unsafe-inline'",
      'https://x.test/a b',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@x.test/',
      'https://*.x.test/',
      'https://x.test\uff1bscript-src',
    ]) {
      const res = await call('POST', `/api/customization/apply/${site.websiteId}`, {
        edits: [{ op: 'addSection', section: { id: 'orders', type: 'contact', formEndpoint } }],
      });
      expect(res.statusCode, formEndpoint).toBe(400);
      expect(JSON.stringify(res.json()), formEndpoint).toMatch(/The form's address must /);
    }
    expect(await versionCount()).toBe(before);
  });

  it("renders a stored model that carries hostile values without them: the served policy is exactly the site's own", async () => {
    const [latest] = await harness.services.versions.list(site.websiteId);
    if (!latest) throw new Error('the site has no version');
    const stored = (
      serverId: string,
      toolName: string,
      configuration: Integration['configuration'],
    ): Integration => ({
      serverId,
      toolName,
      category: 'analytics',
      configuration,
      priority: 'medium',
      status: 'configured',
      appliedAt: '2026-01-01T00:00:00.000Z',
    });
    const version = await publishEditedCopy(
      harness.services,
      site.websiteId,
      latest.number,
      'A model stored before its values were checked',
      (model) => ({
        ...model,
        sections: model.sections.map((s) =>
          s.type === 'contact' ? { ...s, formEndpoint: 'https://x.test;script-src' } : s,
        ),
        integrations: [
          stored('plausible', 'add_plausible', {
            domain: 'goldencrumb.example',
            scriptHost: 'https://attacker.example',
          }),
          // Allowed when it was applied; SITE_SCRIPT_HOSTS no longer names it.
          stored('umami', 'add_umami', {
            websiteId: UMAMI_ID,
            scriptUrl: 'https://umami.retired.example/script.js',
          }),
        ],
      }),
    );
    await waitForDeployment(harness.app, token, site.websiteId, version.number);
    const live = await liveResponse();
    expect(live.body).not.toMatch(/attacker\.example|x\.test|umami\.retired\.example/);
    expect(live.body).toContain('action="/_zappy/contact"');
    expect(directivesOf(live.headers['content-security-policy'])).toEqual([
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'self' http://app.test",
    ]);
    // The owner's panel says why each script is not on the site.
    const problems = (await state()).appliedIntegrations.map((i) => [i.toolName, i.problem]);
    expect(problems).toEqual([
      ['add_plausible', expect.stringMatching(/attacker\.example is not allowed$/)],
      ['add_umami', expect.stringMatching(/umami\.retired\.example is not allowed$/)],
    ]);
  });
});
