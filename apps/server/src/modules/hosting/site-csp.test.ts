import { describe, expect, it } from 'vitest';
import { createSitePolicies } from './site-csp';

const FRAME = "'self' https://zappy.example.com";
const policies = createSitePolicies(['stats.example.com']);

/** A page as an older renderer stored it: its policy in its meta tag, escaped as attributes are. */
const storedPage = (policy: string) => ({
  contentType: 'text/html; charset=utf-8',
  data: Buffer.from(
    `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}"><title>x</title></head><body></body></html>`,
  ),
});

const directives = (header: string) => header.split('; ');

describe('the header policy of a stored page', () => {
  it("is the page's own policy when the renderer wrote it, plus frame-ancestors", () => {
    const own =
      "default-src 'self'; img-src 'self' data: https://*.google-analytics.com https://images.unsplash.com https://www.googletagmanager.com; style-src 'self'; script-src 'self' https://plausible.io https://stats.example.com https://www.googletagmanager.com; connect-src 'self' https://*.analytics.google.com https://forms.example.com https://gateway.umami.is; form-action 'self' https://forms.example.com; base-uri 'none'; object-src 'none'";
    expect(policies.header(storedPage(own), FRAME)).toBe(`${own}; frame-ancestors ${FRAME}`);
  });

  it('lets no script in from a host the catalogue and SITE_SCRIPT_HOSTS do not name', () => {
    const stored =
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self' https://attacker.example https://stats.retired.example https://plausible.io; connect-src 'self' https://attacker.example; form-action 'self'; base-uri 'none'; object-src 'none'";
    expect(directives(policies.header(storedPage(stored), FRAME))).toEqual([
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self'",
      "script-src 'self' https://plausible.io",
      "connect-src 'self' https://attacker.example",
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
      `frame-ancestors ${FRAME}`,
    ]);
  });

  it('drops what a form address once injected: extra directives, repeated ones, sources that are no origin', () => {
    const injected =
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self' https://x.test;sandbox; form-action 'self' https://x.test;script-src https://attacker.example; script-src-elem https://attacker.example 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; object-src 'none'; img-src *";
    expect(directives(policies.header(storedPage(injected), FRAME))).toEqual([
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self'",
      "script-src 'self'",
      "connect-src 'self' https://x.test",
      "form-action 'self' https://x.test",
      "base-uri 'none'",
      "object-src 'none'",
      `frame-ancestors ${FRAME}`,
    ]);
    const sources =
      "default-src * 'unsafe-inline'; script-src 'self' https: data: 'unsafe-eval' https://*.example.com https://user@plausible.io https://plausible.io/js";
    expect(directives(policies.header(storedPage(sources), FRAME))).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      `frame-ancestors ${FRAME}`,
    ]);
  });

  it('gives other files, and a page without a policy, only the site’s own files', () => {
    const css = { contentType: 'text/css', data: Buffer.from("body{content:'x'}") };
    const bare = { contentType: 'text/html', data: Buffer.from('<!DOCTYPE html><title>x</title>') };
    for (const file of [css, bare]) {
      expect(policies.header(file, FRAME)).toBe(
        `default-src 'self'; img-src 'self' data:; base-uri 'none'; object-src 'none'; frame-ancestors ${FRAME}`,
      );
    }
  });
});
