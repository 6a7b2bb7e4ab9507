import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSafeHost, checkSafeUrl } from './safe-url';

/** Characters that end or split a CSP source, a srcset entry or a quoted attribute. */
const BREAKS_OUT = /[\s;,'"`<>\\]/;

describe('checkSafeUrl', () => {
  it('answers the normalised address, its origin and host', () => {
    expect(checkSafeUrl('https://Plausible.io/js/script.js')).toEqual({
      ok: true,
      value: {
        href: 'https://plausible.io/js/script.js',
        origin: 'https://plausible.io',
        host: 'plausible.io',
      },
    });
    expect(checkSafeUrl('HTTPS://stats.example.com:8443/a?b=1&c=2#d')).toEqual({
      ok: true,
      value: {
        href: 'https://stats.example.com:8443/a?b=1&c=2#d',
        origin: 'https://stats.example.com:8443',
        host: 'stats.example.com:8443',
      },
    });
    // International names in their ASCII form; the default port is no port.
    expect(checkSafeUrl('https://bäckerei.de:443/kontakt')).toMatchObject({
      ok: true,
      value: { origin: 'https://xn--bckerei-5wa.de', href: 'https://xn--bckerei-5wa.de/kontakt' },
    });
    // IDNA maps a full-width letter to its ASCII twin: the same host, nothing hidden.
    expect(checkSafeUrl('https://ｐlausible.io/')).toMatchObject({
      ok: true,
      value: { host: 'plausible.io' },
    });
  });

  it.each([
    ['https://x.test;script-src', /plain https/],
    ["https://x.test/'unsafe-inline'", /plain https/],
    ['https://x.test/"onload="x', /plain https/],
    ['https://x.test/a b', /plain https/],
    [' https://x.test', /must be an https/],
    ['https://x.test/a,https://y.test', /plain https/],
    ['https://x.test\n', /plain https/],
    ['javascript:alert(1)', /must be an https/],
    ['JaVaScRiPt://x.test/%0aalert(1)', /must be an https/],
    ['data:text/javascript,alert(1)', /must be an https/],
    ['http://x.test/', /must be an https/],
    ['//x.test/a', /must be an https/],
    ['/contact', /must be an https/],
    ['', /must be an https/],
    ['https://user:pw@x.test/', /user name or password/],
    ['https://token@x.test/', /user name or password/],
    ['https://*.x.test/', /domain name/],
    ['https://*/', /domain name/],
    ['https://localhost/', /domain name/],
    ['https://127.0.0.1/', /domain name/],
    ['https://[::1]/', /domain name/],
    ['https://x.test./', /domain name/],
    ['https://-x.test/', /domain name/],
    // A full-width semicolon becomes `;` in a host, and so does `%3B`.
    ['https://x.test\uff1bscript-src', /domain name/],
    ['https://x.test%3Bscript-src', /domain name/],
    ['https://x.test%20y.test', /domain name/],
    // Invisible characters that would make the panel show another host than the page loads.
    ['https://x\u200b.test/', /plain https/],
    ['https://x.test\u202e/', /plain https/],
    ['https://x\u00a0.test/', /plain https/],
  ])('refuses %j', (value, reason) => {
    const result = checkSafeUrl(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.errors.join(' ')).toMatch(reason);
  });

  it('never answers an address or origin that could break out of a CSP or an attribute', () => {
    const tricky = fc.constantFrom(
      ';',
      ',',
      "'",
      '"',
      ' ',
      '\t',
      '\uff1b',
      '\uff0c',
      '%3B',
      '%2C',
      '%20',
      '*',
      '@',
      '\u3002',
      '\u200d',
      'é',
    );
    const pieces = fc.array(fc.oneof(tricky, fc.constantFrom('a', '.', '/', ':', 'test')), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(pieces, pieces, (host, path) => {
        const result = checkSafeUrl(`https://${host.join('')}x.test/${path.join('')}`);
        if (!result.ok) return true;
        return (
          !BREAKS_OUT.test(result.value.href) &&
          /^https:\/\/[a-z0-9.:-]+$/.test(result.value.origin)
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkSafeHost', () => {
  it('normalises a host as an allowlist names it, and refuses anything more', () => {
    expect(checkSafeHost('Stats.Bäckerei.de')).toEqual({
      ok: true,
      value: 'stats.xn--bckerei-5wa.de',
    });
    expect(checkSafeHost('stats.example.com:8443')).toEqual({
      ok: true,
      value: 'stats.example.com:8443',
    });
    for (const bad of [
      'https://stats.example.com',
      'stats.example.com/umami',
      '*.example.com',
      'a b.com',
      'localhost',
    ]) {
      expect(checkSafeHost(bad).ok, bad).toBe(false);
    }
  });
});
