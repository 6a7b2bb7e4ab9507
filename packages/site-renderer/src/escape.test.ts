import { describe, expect, it } from 'vitest';
import { cleanText, escapeHtml, jsonForScript, safeHref } from './escape';

describe('escaping', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<img src=x onerror="a">'&`)).toBe(
      '&lt;img src=x onerror=&quot;a&quot;&gt;&#39;&amp;',
    );
  });

  it('drops control characters, noncharacters and lone surrogates', () => {
    expect(cleanText('a\u0000b\u0007c\u0085d\uFFFEe\uD800f')).toBe('abcdef');
    expect(cleanText('emoji 👍 stays')).toBe('emoji 👍 stays');
  });

  it('only lets safe links through', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBe('#');
    expect(safeHref('data:text/html,x')).toBe('#');
    expect(safeHref('//evil.example')).toBe('#');
    expect(safeHref('#contact')).toBe('#contact');
    expect(safeHref('https://example.com/a?b=c')).toBe('https://example.com/a?b=c');
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeHref('/api/contact')).toBe('/api/contact');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const out = jsonForScript({ a: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('</');
    expect(JSON.parse(out)).toEqual({ a: '</script><script>alert(1)</script>' });
  });
});
