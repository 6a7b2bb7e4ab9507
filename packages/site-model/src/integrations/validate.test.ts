import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_CATEGORIES } from '../constants';
import { INTEGRATION_SERVERS, catalogueByCategory, findTool } from './catalogue';
import { validateIntegration } from './validate';

const plausible = (configuration: unknown) =>
  validateIntegration({ serverId: 'plausible', toolName: 'add_plausible', configuration });

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
