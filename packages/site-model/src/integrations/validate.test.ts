import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_CATEGORIES } from '../constants';
import { INTEGRATION_SERVERS, catalogueByCategory, findTool } from './catalogue';
import { catalogueScriptHosts, checkIntegrationScript } from './scripts';
import { validateIntegration } from './validate';

const plausible = (configuration: unknown, scriptHosts: string[] = []) =>
  validateIntegration(
    { serverId: 'plausible', toolName: 'add_plausible', configuration },
    { scriptHosts },
  );
const umami = (scriptUrl: string, scriptHosts: string[] = []) =>
  validateIntegration(
    {
      serverId: 'umami',
      toolName: 'add_umami',
      configuration: { websiteId: '3f6a2c4e-8b1d-4e2f-9a7c-5d3b1e0f2a4c', scriptUrl },
    },
    { scriptHosts },
  );

describe('the integration catalogue', () => {
  it('has every category, unique tool names, and required settings that exist', () => {
    const grouped = catalogueByCategory();
    expect(Object.keys(grouped)).toEqual([...INTEGRATION_CATEGORIES]);
    for (const category of INTEGRATION_CATEGORIES)
      expect(grouped[category].length).toBeGreaterThan(0);
    const names = INTEGRATION_SERVERS.flatMap((s) => s.tools.map((t) => t.name));
    expect(new Set(names).size).toBe(names.length);
    for (const server of INTEGRATION_SERVERS) {
      for (const tool of server.tools) {
        for (const key of tool.inputSchema.required) {
          expect(tool.inputSchema.properties[key], `${tool.name}.${key}`).toBeDefined();
        }
      }
    }
  });

  it("names each script-loading tool's own hosts, which pass the address check", () => {
    expect(catalogueScriptHosts()).toEqual([
      'www.googletagmanager.com',
      'plausible.io',
      'cloud.umami.is',
      'analytics.umami.is',
    ]);
    for (const server of INTEGRATION_SERVERS) {
      for (const tool of server.tools) {
        const setting = tool.script?.setting;
        if (setting) expect(tool.inputSchema.properties[setting]?.default, tool.name).toBeDefined();
      }
    }
  });

  it('finds a tool only under its own server', () => {
    expect(findTool('add_plausible')?.server.serverId).toBe('plausible');
    expect(findTool('add_plausible', 'umami')).toBeUndefined();
  });
});

describe('validateIntegration', () => {
  it('fills defaults, trims, and lower-cases domains', () => {
    expect(plausible({ domain: '  GoldenCrumb.Example ' })).toEqual({
      ok: true,
      value: {
        serverId: 'plausible',
        toolName: 'add_plausible',
        category: 'analytics',
        configuration: { domain: 'goldencrumb.example', scriptHost: 'https://plausible.io' },
        priority: 'medium',
      },
    });
  });

  it('writes internationalized domains in their ASCII form, as DNS and mail carry them', () => {
    const result = validateIntegration({
      serverId: 'email',
      toolName: 'send_from_domain',
      configuration: {
        domain: 'Bäckerei.de',
        merchantEmail: 'Info@Bäckerei.de',
        businessName: 'B',
      },
    });
    expect(result.ok && result.value.configuration).toMatchObject({
      domain: 'xn--bckerei-5wa.de',
      merchantEmail: 'info@xn--bckerei-5wa.de',
    });
    expect(plausible({ domain: 'evil.example/path' }).ok).toBe(false);
  });

  it('names each problem in the owner’s words, prefixed with the server', () => {
    expect(plausible({})).toEqual({
      ok: false,
      errors: ['Plausible Analytics: Site domain is required'],
    });
    expect(plausible({ domain: 'localhost' })).toEqual({
      ok: false,
      errors: ['Plausible Analytics: Site domain must be a domain name such as example.com'],
    });
    expect(plausible({ domain: 'a.example', scriptHost: 'http://plausible.io' })).toEqual({
      ok: false,
      errors: ['Plausible Analytics: Plausible server must be an https:// address'],
    });
    expect(plausible({ domain: 'a.example', extra: 1 })).toEqual({
      ok: false,
      errors: ['Plausible Analytics: Unknown setting "extra"'],
    });
    expect(
      validateIntegration({
        serverId: 'paypal',
        toolName: 'add_paypal_button',
        configuration: { username: 'Crumb', amount: -5, currency: 'XXX' },
      }),
    ).toEqual({
      ok: false,
      errors: [
        'PayPal: Amount must be at least 0',
        expect.stringMatching(/^PayPal: Currency must be one of: USD, EUR/),
      ],
    });
    expect(plausible({ domain: 'a.example' }).ok).toBe(true);
    expect(
      validateIntegration({
        ...{ serverId: 'plausible', toolName: 'add_plausible' },
        priority: 'urgent',
      }),
    ).toEqual({ ok: false, errors: ['Plausible Analytics: Priority must be low, medium or high'] });
  });

  it("loads scripts only from the service's own hosts or the operator's, and says which setting allows more", () => {
    expect(plausible({ domain: 'a.example', scriptHost: 'https://attacker.example' })).toEqual({
      ok: false,
      errors: [
        'Plausible Analytics: Plausible server may only load from plausible.io, or from a self-hosted server whose host the operator of this Zappy server allows in SITE_SCRIPT_HOSTS; attacker.example is not allowed',
      ],
    });
    expect(umami('https://attacker.example/script.js')).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(
          /^Umami Analytics: Tracker script address may only load from cloud\.umami\.is or analytics\.umami\.is, .*SITE_SCRIPT_HOSTS; attacker\.example is not allowed$/,
        ),
      ],
    });
    // A look-alike of the service's own host is another host.
    expect(
      plausible({ domain: 'a.example', scriptHost: 'https://plausible.io.attacker.example' }).ok,
    ).toBe(false);
    expect(umami('https://cloud.umami.is.attacker.example/script.js').ok).toBe(false);
    expect(umami('https://cloud.umami.is/script.js').ok).toBe(true);
    expect(umami('https://analytics.umami.is/script.js').ok).toBe(true);
    expect(
      plausible({ domain: 'a.example', scriptHost: 'https://stats.a.example' }, [
        'stats.a.example',
      ]),
    ).toMatchObject({
      ok: true,
      value: { configuration: { scriptHost: 'https://stats.a.example' } },
    });
    expect(umami('https://stats.a.example:8443/script.js', ['stats.a.example:8443']).ok).toBe(true);
    expect(umami('https://stats.a.example:8443/script.js', ['stats.a.example']).ok).toBe(false);
  });

  it('refuses addresses that could break out of the CSP or an attribute, in every address setting', () => {
    for (const scriptHost of [
      'https://plausible.io;script-src',
      "https://plausible.io/'unsafe-inline'",
      'https://user:pw@plausible.io',
      'https://*.plausible.io',
      'https://plausible.io\uff1bscript-src',
    ]) {
      expect(
        plausible({ domain: 'a.example', scriptHost }, ['*.plausible.io']).ok,
        scriptHost,
      ).toBe(false);
    }
    const stripe = validateIntegration({
      serverId: 'stripe',
      toolName: 'add_stripe_payment_link',
      configuration: { url: "https://buy.stripe.com/a'b" },
    });
    expect(stripe.ok).toBe(false);
    const social = validateIntegration({
      serverId: 'social-profiles',
      toolName: 'add_social_links',
      configuration: { instagram: 'https://instagram.com/crumb;x' },
    });
    expect(social).toEqual({
      ok: false,
      errors: [
        'Social profile links: Instagram profile must be a plain https:// address, without spaces, quotes, commas, semicolons or invisible characters',
      ],
    });
  });

  it('reads a stored script address the way validation does', () => {
    expect(checkIntegrationScript('add_plausible', {}, [])).toMatchObject({
      ok: true,
      value: { url: { origin: 'https://plausible.io' }, connect: [], img: [] },
    });
    expect(checkIntegrationScript('add_umami', {}, [])).toMatchObject({
      ok: true,
      value: { connect: ['https://gateway.umami.is', 'https://api-gateway.umami.dev'] },
    });
    // A self-hosted server reports to itself: the cloud's gateways are not its sources.
    expect(
      checkIntegrationScript('add_umami', { scriptUrl: 'https://stats.a.example/u.js' }, [
        'stats.a.example',
      ]),
    ).toMatchObject({ ok: true, value: { connect: [] } });
    expect(
      checkIntegrationScript('add_umami', { scriptUrl: 'https://stats.a.example/u.js' }, []),
    ).toMatchObject({ ok: false });
    expect(checkIntegrationScript('add_stripe_payment_link', {}, [])).toBeUndefined();
  });

  it('keeps the sender address on the domain it signs for', () => {
    const result = validateIntegration({
      serverId: 'email',
      toolName: 'send_from_domain',
      configuration: {
        domain: 'crumb.example',
        merchantEmail: 'me@gmail.com',
        businessName: 'Crumb',
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: ['Email from your domain: Your email address must be an address at crumb.example'],
    });
    expect(
      validateIntegration({
        serverId: 'email',
        toolName: 'send_from_domain',
        configuration: {
          domain: 'crumb.example',
          merchantEmail: 'me@mail.crumb.example',
          businessName: 'Crumb',
        },
      }).ok,
    ).toBe(true);
  });

  it('refuses markup and script addresses in any setting of any tool', () => {
    const hostile = fc.oneof(
      fc.string().map((s) => `${s}<${s}`),
      fc.string().map((s) => `${s}>`),
      fc.constantFrom(
        'javascript:alert(1)',
        ' JaVa\tScRiPt:x',
        'data:text/html,x',
        'x" onmouseover="y',
        '\u0000',
      ),
    );
    const tools = INTEGRATION_SERVERS.flatMap((server) =>
      server.tools.flatMap((tool) =>
        Object.entries(tool.inputSchema.properties)
          .filter(([, setting]) => setting.type === 'string')
          .map(([key]) => ({ server, tool, key })),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...tools), hostile, ({ server, tool, key }, value) => {
        const result = validateIntegration({
          serverId: server.serverId,
          toolName: tool.name,
          configuration: { [key]: value },
        });
        return !result.ok;
      }),
      { numRuns: 400 },
    );
  });
});
