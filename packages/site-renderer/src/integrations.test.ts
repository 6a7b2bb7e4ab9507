import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { findTool } from '@zappy/site-model/integrations';
import type { Integration, SiteModel } from '@zappy/site-model/schema';
import fc from 'fast-check';
import { gzipSync } from 'fflate';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { renderFormResponsePage } from './form-page';
import { MESSAGES } from './i18n';
import { renderSite } from './render';
import { SITE_SCRIPT } from './scripts';
import { contentSecurityPolicy } from './page-head';
import { measurePage, renderDocument } from './stages';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
  );
}

const SITE_URL = 'https://golden-crumb-bakery.example.com/';
/** The operator's self-hosted analytics hosts (SITE_SCRIPT_HOSTS) these tests render with. */
const SCRIPT_HOSTS = ['stats.golden-crumb.example.com', 'stats.example.org'];
const base = createSampleSiteModel({ industry: 'bakery', style: 'modern' });
const plans = base.sections.flatMap((s) => (s.type === 'pricing' ? s.plans : []));
const firstPlan = plans[0]?.name ?? '';

function integration(toolName: string, configuration: Integration['configuration']): Integration {
  const entry = findTool(toolName);
  if (!entry) throw new Error(`unknown tool ${toolName}`);
  return {
    serverId: entry.server.serverId,
    toolName,
    category: entry.server.category,
    configuration,
    priority: 'medium',
    status: 'configured',
    appliedAt: '2026-01-01T00:00:00.000Z',
  };
}

const TOOLS: Record<string, Integration> = {
  add_google_analytics: integration('add_google_analytics', { measurementId: 'G-ABC123XYZ' }),
  add_plausible: integration('add_plausible', { domain: 'golden-crumb.example.com' }),
  add_umami: integration('add_umami', {
    websiteId: '3f6a2c4e-8b1d-4e2f-9a7c-5d3b1e0f2a4c',
    scriptUrl: 'https://stats.golden-crumb.example.com/script.js',
  }),
  add_stripe_payment_link: integration('add_stripe_payment_link', {
    url: 'https://buy.stripe.com/test_abc123',
    label: '',
    plan: firstPlan.toUpperCase(),
  }),
  add_paypal_button: integration('add_paypal_button', {
    username: 'GoldenCrumb',
    amount: 25,
    currency: 'EUR',
    label: '',
  }),
  configure_accessibility_toolbar: integration('configure_accessibility_toolbar', {
    enabled: true,
    position: 'top-left',
    theme: 'dark',
    features: ['textSize', 'underlineLinks'],
  }),
  set_meta_tags: integration('set_meta_tags', {
    title: 'Fresh sourdough in Portland',
    description: 'Bread baked before sunrise.',
    keywords: 'bread, sourdough , ,bakery',
  }),
  set_business_data: integration('set_business_data', {
    schemaType: 'CafeOrCoffeeShop',
    priceRange: '$$',
  }),
  configure_indexing: integration('configure_indexing', { allowIndexing: false }),
  add_llms_txt: integration('add_llms_txt', { summary: 'Walk-ins welcome.' }),
  add_social_links: integration('add_social_links', {
    instagram: 'https://www.instagram.com/goldencrumb',
    x: 'https://x.com/goldencrumb',
  }),
  add_share_buttons: integration('add_share_buttons', {
    networks: ['facebook', 'x', 'linkedin', 'whatsapp', 'email'],
  }),
  add_newsletter_signup: integration('add_newsletter_signup', {
    heading: '',
    text: 'News from the oven, once a month.',
    buttonLabel: '',
  }),
  send_from_domain: integration('send_from_domain', {
    domain: 'golden-crumb.example.com',
    merchantEmail: 'hello@golden-crumb.example.com',
    businessName: 'Golden Crumb',
  }),
  deliver_contact_form: integration('deliver_contact_form', { subjectPrefix: '[Website]' }),
};

const withIntegrations = (integrations: Integration[], model: SiteModel = base): SiteModel => ({
  ...model,
  integrations,
});
const files = (model: SiteModel, scriptHosts: readonly string[] = SCRIPT_HOSTS) =>
  renderSite(model, { siteUrl: SITE_URL, scriptHosts }).files;
const page = (model: SiteModel, scriptHosts?: readonly string[]) =>
  String(files(model, scriptHosts)['index.html']);
const csp = (html: string) =>
  (/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '').replace(
    /&#39;/g,
    "'",
  );
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('each integration', () => {
  it.each(Object.keys(TOOLS))('%s alone renders valid HTML', async (tool) => {
    const rendered = files(withIntegrations([TOOLS[tool] as Integration]));
    expect(await htmlErrors(String(rendered['index.html']))).toEqual([]);
  });

  it('all at once render valid HTML, with no unsafe-inline in the policy', async () => {
    const html = page(withIntegrations(Object.values(TOOLS)));
    expect(await htmlErrors(html)).toEqual([]);
    expect(csp(html)).not.toContain('unsafe-inline');
  });

  it('Google Analytics: the tag, the static setup file and its policy', () => {
    const rendered = files(withIntegrations([TOOLS['add_google_analytics'] as Integration]));
    const html = String(rendered['index.html']);
    expect(html).toContain(
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ" async></script>',
    );
    expect(html).toContain('<script src="integrations.js" data-ga4="G-ABC123XYZ" defer></script>');
    expect(rendered['integrations.js']).toContain("gtag('config', id)");
    expect(rendered['integrations.js']).not.toContain('G-ABC123XYZ');
    const policy = csp(html);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://*.analytics.google.com',
      'https://*.google-analytics.com',
      'https://www.googletagmanager.com',
    ]);
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://www.googletagmanager.com',
      ]),
    );
    expect(files(base)['integrations.js']).toBeUndefined();
  });

  it('Plausible: the script for the domain, and exactly its origin in the policy', () => {
    const html = page(withIntegrations([TOOLS['add_plausible'] as Integration]));
    expect(html).toContain(
      '<script defer data-domain="golden-crumb.example.com" src="https://plausible.io/js/script.js"></script>',
    );
    const without = csp(page(base));
    const policy = csp(html);
    for (const name of ['script-src', 'connect-src']) {
      const added = directive(policy, name).filter((x) => !directive(without, name).includes(x));
      expect(added, name).toEqual(['https://plausible.io']);
    }
    expect(directive(policy, 'img-src')).toEqual(directive(without, 'img-src'));
  });

  it('Plausible self-hosted: that origin only', () => {
    const selfHosted = integration('add_plausible', {
      domain: 'golden-crumb.example.com',
      scriptHost: 'https://stats.example.org/plausible/',
    });
    const html = page(withIntegrations([selfHosted]));
    expect(html).toContain('src="https://stats.example.org/plausible/js/script.js"');
    expect(directive(csp(html), 'script-src')).toEqual(["'self'", 'https://stats.example.org']);
    expect(directive(csp(html), 'connect-src')).toEqual(["'self'", 'https://stats.example.org']);
  });

  it('Umami: the tracker and its origin', () => {
    const html = page(withIntegrations([TOOLS['add_umami'] as Integration]));
    expect(html).toContain(
      '<script defer src="https://stats.golden-crumb.example.com/script.js" data-website-id="3f6a2c4e-8b1d-4e2f-9a7c-5d3b1e0f2a4c"></script>',
    );
    expect(directive(csp(html), 'script-src')).toEqual([
      "'self'",
      'https://stats.golden-crumb.example.com',
    ]);
    expect(directive(csp(html), 'connect-src')).toEqual([
      "'self'",
      'https://stats.golden-crumb.example.com',
    ]);
  });

  it('Umami Cloud: its tracker, and the gateways it reports to', () => {
    const cloud = integration('add_umami', { websiteId: '3f6a2c4e-8b1d-4e2f-9a7c-5d3b1e0f2a4c' });
    const html = page(withIntegrations([cloud]));
    expect(html).toContain('src="https://cloud.umami.is/script.js"');
    expect(directive(csp(html), 'script-src')).toEqual(["'self'", 'https://cloud.umami.is']);
    expect(directive(csp(html), 'connect-src')).toEqual([
      "'self'",
      'https://api-gateway.umami.dev',
      'https://cloud.umami.is',
      'https://gateway.umami.is',
    ]);
  });

  it('leaves out a script from a host neither the catalogue nor the operator allows, and its origin', () => {
    const stored = withIntegrations([
      TOOLS['add_umami'] as Integration,
      integration('add_plausible', {
        domain: 'golden-crumb.example.com',
        scriptHost: 'https://attacker.example',
      }),
    ]);
    // Rendered where SITE_SCRIPT_HOSTS no longer names the Umami server.
    const html = page(stored, []);
    expect(html).not.toContain('stats.golden-crumb.example.com');
    expect(html).not.toContain('attacker.example');
    expect(html).not.toMatch(/<script defer/);
    expect(csp(html)).toBe(csp(page(base)));
  });

  it('no integration: no third-party origin in the policy', () => {
    const policy = csp(page(base));
    expect(policy).not.toMatch(/https:\/\//);
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('mailto:');
    expect(contentSecurityPolicy(base)).toBe(policy);
  });

  it('Stripe on a plan: the plan card pays, matched case-insensitively', () => {
    const cards = {
      ...base,
      sections: base.sections.map((s) =>
        s.type === 'pricing' ? { ...s, layout: 'cards' as const } : s,
      ),
    };
    const html = page(withIntegrations([TOOLS['add_stripe_payment_link'] as Integration], cards));
    expect(html).toContain(
      `<a class="btn btn-2" href="https://buy.stripe.com/test_abc123">Pay online<span class="sr-only">: ${firstPlan}</span></a>`,
    );
    expect(html).not.toContain('sec-pay');
  });

  it('Stripe and PayPal on their own: a payments block after the pricing section', () => {
    const stripe = integration('add_stripe_payment_link', {
      url: 'https://buy.stripe.com/xyz',
      label: 'Order a cake',
      plan: 'No such plan',
    });
    const html = page(withIntegrations([stripe, TOOLS['add_paypal_button'] as Integration]));
    const block = /<section id="z-pay"[^>]*>.*?<\/section>/.exec(html)?.[0] ?? '';
    expect(block).toContain('<a class="btn" href="https://buy.stripe.com/xyz">Order a cake</a>');
    expect(block).toContain(
      '<a class="btn btn-2" href="https://www.paypal.com/paypalme/GoldenCrumb/25EUR">Pay with PayPal</a>',
    );
    expect(html.indexOf('id="pricing"')).toBeLessThan(html.indexOf('id="z-pay"'));
    expect(html.indexOf('id="z-pay"')).toBeLessThan(html.indexOf('id="team"'));
    // Without a pricing section: before the contact section.
    const noPricing = createSampleSiteModel({ sections: ['hero', 'about', 'contact', 'footer'] });
    const other = page(withIntegrations([stripe], noPricing));
    expect(other.indexOf('id="z-pay"')).toBeLessThan(other.indexOf('id="contact"'));
    // A German site says it in German.
    const de = page(withIntegrations([TOOLS['add_paypal_button'] as Integration], localized('de')));
    expect(de).toContain('>Mit PayPal bezahlen</a>');
  });

  it('accessibility toolbar: position, theme and tools reach the toolbar; disabled hides it', () => {
    const html = page(withIntegrations([TOOLS['configure_accessibility_toolbar'] as Integration]));
    expect(html).toContain(
      '<html lang="en" dir="ltr" data-a11y="top-left" data-a11y-tools="size links" data-a11y-theme="dark">',
    );
    const off = integration('configure_accessibility_toolbar', { enabled: false });
    expect(page(withIntegrations([off]))).not.toContain('data-a11y');
    const js = String(files(base)['accessibility.js']);
    expect(js).toContain("getAttribute('data-a11y-tools')");
    expect(js).toContain("getAttribute('data-a11y-theme')");
    expect(String(files(base)['accessibility.css'])).toContain('.a11y.dark');
  });

  it('meta tags override the title, description, keywords, Open Graph and Twitter', () => {
    const html = page(withIntegrations([TOOLS['set_meta_tags'] as Integration]));
    expect(html).toContain('<title>Fresh sourdough in Portland</title>');
    expect(html).toContain('<meta name="description" content="Bread baked before sunrise.">');
    expect(html).toContain('<meta name="keywords" content="bread, sourdough, bakery">');
    expect(html).toContain('<meta property="og:title" content="Fresh sourdough in Portland">');
    expect(html).toContain(
      '<meta name="twitter:description" content="Bread baked before sunrise.">',
    );
    // Blank settings keep the model's own.
    const blank = integration('set_meta_tags', { title: '', description: '', keywords: '' });
    expect(page(withIntegrations([blank]))).toBe(page(base));
  });

  it('business data and social profiles reach the JSON-LD', () => {
    const html = page(
      withIntegrations([
        TOOLS['set_business_data'] as Integration,
        TOOLS['add_social_links'] as Integration,
      ]),
    );
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    expect(ld['@type']).toBe('CafeOrCoffeeShop');
    expect(ld['priceRange']).toBe('$$');
    expect(ld['sameAs']).toEqual(
      expect.arrayContaining([
        'https://www.instagram.com/goldencrumb',
        'https://x.com/goldencrumb',
      ]),
    );
  });

  it('indexing off: noindex and a robots.txt that disallows everything', () => {
    const rendered = files(withIntegrations([TOOLS['configure_indexing'] as Integration]));
    expect(String(rendered['index.html'])).toContain('<meta name="robots" content="noindex">');
    expect(rendered['robots.txt']).toBe('User-agent: *\nDisallow: /\n');
    const on = integration('configure_indexing', { allowIndexing: true });
    expect(files(withIntegrations([on]))).toEqual(files(base));
  });

  it('llms.txt: name, summary, contact, hours, prices and the note, only when applied', () => {
    const rendered = files(withIntegrations([TOOLS['add_llms_txt'] as Integration]));
    const txt = String(rendered['llms.txt']);
    expect(txt.startsWith(`# ${base.business.companyName}\n\n> `)).toBe(true);
    expect(txt).toContain('Walk-ins welcome.');
    expect(txt).toContain('## Contact');
    expect(txt).toContain(`- Website: ${SITE_URL}`);
    expect(txt).toContain('## Opening hours');
    expect(txt).toContain(`- ${firstPlan}: `);
    expect(Object.keys(rendered)).toContain('llms.txt');
    expect(String(rendered['README.md'])).toContain('`llms.txt`');
    expect(files(base)['llms.txt']).toBeUndefined();
    const hostile = integration('add_llms_txt', { summary: 'a\u0000b\u001bc\n\n# d' });
    expect(String(files(withIntegrations([hostile]))['llms.txt'])).toContain('abc # d');
  });

  it('social links in the footer, with their names', () => {
    const html = page(withIntegrations([TOOLS['add_social_links'] as Integration]));
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain('<h2>Follow us</h2>');
    expect(footer).toContain(
      '<a href="https://www.instagram.com/goldencrumb" rel="me noopener">Instagram</a>',
    );
    expect(footer).toContain('<a href="https://x.com/goldencrumb" rel="me noopener">X</a>');
    expect(footer).not.toContain('target=');
  });

  it('share links built from the site address, none without one', () => {
    const model = withIntegrations([TOOLS['add_share_buttons'] as Integration]);
    const html = page(model);
    const u = encodeURIComponent(SITE_URL);
    expect(html).toContain(
      `<a href="https://www.facebook.com/sharer/sharer.php?u=${u}">Share on Facebook</a>`,
    );
    expect(html).toContain(`href="https://x.com/intent/post?url=${u}&amp;text=`);
    expect(html).toContain(
      `<a href="https://www.linkedin.com/sharing/share-offsite/?url=${u}">Share on LinkedIn</a>`,
    );
    expect(html).toContain('href="https://wa.me/?text=');
    expect(html).toMatch(/<a href="mailto:\?subject=[^"]*&amp;body=[^"]*">Share by email<\/a>/);
    const noUrl = { ...model, seo: { ...model.seo, siteUrl: '' } };
    expect(String(renderSite(noUrl).files['index.html'])).not.toContain('sharer.php');
  });

  it('newsletter: a labelled sign-up form before the footer, with the guards', () => {
    const html = page(withIntegrations([TOOLS['add_newsletter_signup'] as Integration]));
    const section = /<section id="z-news"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(html.indexOf('id="z-news"')).toBeLessThan(html.indexOf('<footer'));
    expect(html.indexOf('id="z-news"')).toBeGreaterThan(html.indexOf('id="hours"'));
    expect(section).toContain('<h2 id="z-news-h">Stay in touch</h2>');
    expect(section).toContain('<p>News from the oven, once a month.</p>');
    expect(section).toContain(
      '<form class="form news-form" method="post" action="/_zappy/subscribe" data-zform="subscribe">',
    );
    expect(section).toContain(
      '<input id="z-news-e" name="email" type="email" autocomplete="email" required>',
    );
    expect(section).toContain('name="website" type="text" tabindex="-1" autocomplete="off"');
    expect(section).toContain('<input type="hidden" name="_zt">');
    expect(section).toContain('<button class="btn" type="submit">Subscribe</button>');
    expect(section).toContain('role="status"');
    const words = JSON.parse(
      /<script type="application\/json" id="z-l10n">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, string>;
    expect(words['subscribed']).toBe(MESSAGES.en.newsletter.subscribed);
  });

  it('email tools render nothing on the page', () => {
    const model = withIntegrations([
      TOOLS['send_from_domain'] as Integration,
      TOOLS['deliver_contact_form'] as Integration,
    ]);
    expect(files(model)).toEqual(files(base));
  });

  it('unknown tools and wrong shapes are ignored', () => {
    const bad = [
      integration('add_google_analytics', { measurementId: 'UA-1"><script>' }),
      integration('add_plausible', { domain: 'x.com', scriptHost: 'http://plain.example.com' }),
      { ...integration('add_plausible', { domain: 'x.com' }), toolName: 'add_magic' },
      integration('add_stripe_payment_link', { url: 'https://evil.example.com/pay' }),
      integration('add_paypal_button', { username: 'a b' }),
      integration('add_social_links', { instagram: 'https://evil.example.com/x' }),
    ];
    expect(files(withIntegrations(bad))).toEqual(files(base));
  });
});

describe('hostile settings that bypass validation', () => {
  const tools = Object.values(TOOLS).filter((i) => i.toolName !== 'configure_indexing');
  const hostile = fc.constantFrom(
    '"><script>window.__pwned=1</script>',
    "' onmouseover='alert(1)",
    'javascript:alert(1)',
    'https://x.com/"><script>alert(1)</script>',
    'https://plausible.io/"onload="alert(1)',
    '</script><script>alert(1)</script>',
    'data:text/html,<script>alert(1)</script>',
  );

  it('never appear unescaped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tools), hostile, fc.string(), (tool, evil, extra) => {
        const configuration = Object.fromEntries(
          Object.keys({ ...tool.configuration, url: '', plan: '', scriptHost: '' }).map((k) => [
            k,
            `${evil}${extra}`,
          ]),
        );
        const html = String(
          renderDocument(withIntegrations([{ ...tool, configuration }]), { siteUrl: SITE_URL })[
            'index.html'
          ],
        );
        expect(html).not.toContain('<script>');
        // Text may say "javascript:" (escaped); no link, source or action may be one.
        for (const [, url = ''] of html.matchAll(/ (?:href|src|action)="([^"]*)"/g)) {
          expect(url).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        }
        // Every tag, once its quoted values are removed, holds only attribute names: no value
        // broke out of its quotes, and no event handler was added.
        for (const tag of html.match(/<[a-z][^>]*>/g) ?? []) {
          const bare = tag.replace(/="[^"]*"/g, '');
          expect(bare, tag).toMatch(/^<[a-z0-9]+( [a-z0-9-]+)*\/?>$/i);
          expect(bare, tag).not.toMatch(/ on[a-z]+/);
        }
        // Only the page's own scripts and the catalogue's trackers, each from an https address.
        for (const tag of html.match(/<script[^>]*>/g) ?? []) {
          expect(tag).toMatch(
            /^<script (src="script\.js" defer|type="application\/(ld\+)?json"( id="z-l10n")?|defer data-domain="[^"]*" src="https:\/\/[^"]*"|defer src="https:\/\/[^"]*" data-website-id="[^"]*")>$/,
          );
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the contact form', () => {
  it('posts to the hosting server with the honeypot and the token field', async () => {
    const html = page(base);
    const form = /<form [^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(
      /^<form class="form card" method="post" action="\/_zappy\/contact" data-zform>/,
    );
    for (const name of ['name', 'email', 'subject', 'message']) {
      expect(form).toMatch(new RegExp(`name="${name}"[^>]*required`));
    }
    expect(form).toContain('type="email"');
    expect(form).toContain(
      '<div class="hp"><label for="contact-f-w">Leave this field empty</label><input id="contact-f-w" name="website" type="text" tabindex="-1" autocomplete="off"></div>',
    );
    expect(form).toContain('<input type="hidden" name="_zt">');
    expect(form).not.toContain('aria-hidden');
    expect(form).not.toContain('mailto:');
    expect(await htmlErrors(html)).toEqual([]);
  });

  it('renders without an email address', () => {
    const m = createSampleSiteModel();
    const noEmail = {
      ...m,
      business: {
        ...m.business,
        contactDetails: { ...m.business.contactDetails, email: '' },
      },
    };
    expect(page(noEmail)).toContain('action="/_zappy/contact" data-zform>');
  });

  it("keeps the owner's own endpoint", () => {
    const sections = base.sections.map((s) =>
      s.type === 'contact' ? { ...s, formEndpoint: 'https://forms.example.com/f/1' } : s,
    );
    const html = page({ ...base, sections });
    expect(html).toContain('action="https://forms.example.com/f/1" data-zform>');
    expect(directive(csp(html), 'form-action')).toEqual(["'self'", 'https://forms.example.com']);
  });

  it('drops an endpoint that fails the address check: the form posts to the site, the policy is unchanged', () => {
    const expected = [
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
    ];
    expect(csp(page(base)).split('; ')).toEqual(expected);
    for (const formEndpoint of [
      'https://x.test;script-src',
      'https://x.test;sandbox',
      "https://x.test/'unsafe-inline'",
      'https://x.test/"x',
      'https://x.test/a b',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@x.test/',
      'https://*.x.test/',
      'https://x.test\uff1bscript-src',
      'https://x.test%3Bscript-src',
      'http://x.test/',
    ]) {
      const sections = base.sections.map((s) =>
        s.type === 'contact' ? { ...s, formEndpoint } : s,
      );
      const html = page({ ...base, sections });
      expect(html, formEndpoint).toContain('action="/_zappy/contact" data-zform>');
      expect(csp(html).split('; '), formEndpoint).toEqual(expected);
    }
  });

  it('script.js posts the forms with a token and reads its words from the page', () => {
    expect(SITE_SCRIPT).toContain("fetch('/_zappy/form-token'");
    expect(SITE_SCRIPT).toContain("'Content-Type': 'application/x-www-form-urlencoded'");
    expect(SITE_SCRIPT).toContain("Accept: 'application/json'");
    expect(SITE_SCRIPT).toContain('form[data-zform]');
    // Asked for a proof of work (428), it hashes with WebCrypto and posts it as _pow.
    expect(SITE_SCRIPT).toContain('r.status !== 428');
    expect(SITE_SCRIPT).toContain("crypto.subtle.digest('SHA-256'");
    expect(SITE_SCRIPT).toContain("body.set('_pow', proof)");
    expect(SITE_SCRIPT).not.toMatch(/Thank you|mailto/);
  });
});

function localized(language: 'de' | 'ar'): SiteModel {
  return {
    ...base,
    locale: { language, direction: language === 'ar' ? 'rtl' : 'ltr' },
  };
}

describe('renderFormResponsePage', () => {
  const states = ['sent', 'subscribed', 'error', 'confirm'] as const;
  it.each(states.flatMap((state) => (['de', 'ar'] as const).map((l) => [state, l] as const)))(
    '%s in %s is a valid page in the language',
    async (state, language) => {
      const html = renderFormResponsePage(localized(language), {
        state,
        fields: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
        token: 'tok123',
        action: '/_zappy/contact',
      });
      expect(await htmlErrors(html)).toEqual([]);
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${language}" dir="${dir}">`));
      expect(html).toContain('<link rel="stylesheet" href="/styles.css">');
      expect(html).toContain(
        '<main id="z-main" class="sec"><div class="wrap"><div class="card"><h1>',
      );
      expect(html).toContain(`<a href="/">${MESSAGES[language].notFound.home}</a>`);
      if (state === 'confirm') {
        expect(html).toContain('<form class="form" method="post" action="/_zappy/contact">');
        expect(html).toContain('<input type="hidden" name="message" value="Hello">');
        expect(html).toContain('<input type="hidden" name="_zt" value="tok123">');
        expect(html).toContain(MESSAGES[language].formPage.confirmText);
        expect(html).toContain(`>${MESSAGES[language].formPage.confirmButton}</button>`);
      } else {
        expect(html).not.toContain('<form');
      }
    },
  );

  it('escapes everything and never posts elsewhere', async () => {
    const evil = '"><script>alert(1)</script>';
    const html = renderFormResponsePage(base, {
      state: 'confirm',
      message: evil,
      fields: { name: evil, message: evil, [evil]: evil },
      token: evil,
      action: 'https://evil.example.com/steal',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('action="/_zappy/contact"');
    expect(await htmlErrors(html)).toEqual([]);
    const error = renderFormResponsePage(base, { state: 'error', message: 'Too many messages.' });
    expect(error).toContain('<p role="alert">Too many messages.</p>');
  });
});

describe('page weight', () => {
  it('Plausible adds far less than 5 KB gzip', () => {
    const without = measurePage(files(base));
    const withPlausible = measurePage(
      files(withIntegrations([TOOLS['add_plausible'] as Integration])),
    );
    const delta = withPlausible.gzipBytes - without.gzipBytes;
    expect(delta).toBeLessThan(5 * 1024);
    expect(delta).toBeLessThan(200);
    expect(gzipSync(new Uint8Array([1])).length).toBeGreaterThan(0);
  });
});
