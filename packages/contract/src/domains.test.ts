import { describe, expect, it } from 'vitest';
import { AddDomainRequestSchema, checkDomainName, DOMAIN_MESSAGES } from './domains';

describe('checkDomainName', () => {
  it.each([
    ['www.example.com', 'www.example.com'],
    ['  WWW.Example.COM  ', 'www.example.com'],
    ['example.com.', 'example.com'],
    ['shop.example.co.uk', 'shop.example.co.uk'],
    ['bäckerei-müller.de', 'xn--bckerei-mller-bfb28a.de'],
    ['xn--bckerei-mller-bfb28a.de', 'xn--bckerei-mller-bfb28a.de'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['a1-b2.example.org', 'a1-b2.example.org'],
  ])('reads %j as %j', (input, domain) => {
    expect(checkDomainName(input)).toEqual({ ok: true, domain });
  });

  it.each([
    ['', DOMAIN_MESSAGES.empty],
    ['   ', DOMAIN_MESSAGES.empty],
    ['https://www.example.com', DOMAIN_MESSAGES.scheme],
    ['http://example.com/', DOMAIN_MESSAGES.scheme],
    ['ftp://example.com', DOMAIN_MESSAGES.scheme],
    ['//example.com', DOMAIN_MESSAGES.scheme],
    ['example.com/shop', DOMAIN_MESSAGES.path],
    ['example.com?x=1', DOMAIN_MESSAGES.path],
    ['example.com#top', DOMAIN_MESSAGES.path],
    ['example.com\\x', DOMAIN_MESSAGES.path],
    ['owner@example.com', DOMAIN_MESSAGES.userInfo],
    ['*.example.com', DOMAIN_MESSAGES.wildcard],
    ['www.*.com', DOMAIN_MESSAGES.wildcard],
    ['example.com:8080', DOMAIN_MESSAGES.port],
    ['203.0.113.7', DOMAIN_MESSAGES.ipAddress],
    ['0x7f.1', DOMAIN_MESSAGES.ipAddress],
    ['１２７．０．０．１', DOMAIN_MESSAGES.ipAddress],
    ['[2001:db8::1]', DOMAIN_MESSAGES.ipAddress],
    ['2001:db8::1', DOMAIN_MESSAGES.ipAddress],
    ['exa mple.com', DOMAIN_MESSAGES.characters],
    ['ex%41mple.com', DOMAIN_MESSAGES.characters],
    ['under_score.example.com', DOMAIN_MESSAGES.characters],
    ['bad!name.com', DOMAIN_MESSAGES.characters],
    ['xn--a.com', DOMAIN_MESSAGES.characters],
    ['a..example.com', DOMAIN_MESSAGES.emptyLabel],
    ['.example.com', DOMAIN_MESSAGES.emptyLabel],
    ['localhost', DOMAIN_MESSAGES.oneLabel],
    ['com', DOMAIN_MESSAGES.oneLabel],
    ['-shop.example.com', DOMAIN_MESSAGES.labelShape],
    ['shop-.example.com', DOMAIN_MESSAGES.labelShape],
    ['example.c', DOMAIN_MESSAGES.topLevel],
    ['example.123', DOMAIN_MESSAGES.topLevel],
    ['example.c0m', DOMAIN_MESSAGES.topLevel],
    [`${'a'.repeat(64)}.com`, DOMAIN_MESSAGES.labelTooLong],
    [`${'abcdefghi.'.repeat(26)}com`, DOMAIN_MESSAGES.tooLong],
    ['a'.repeat(600), DOMAIN_MESSAGES.tooLong],
  ])('refuses %j: %s', (input, error) => {
    expect(checkDomainName(input)).toEqual({ ok: false, error });
  });

  it('accepts a name of exactly 253 characters and labels of 63', () => {
    const label = 'a'.repeat(63);
    const name = `${label}.${label}.${label}.${'b'.repeat(57)}.com`;
    expect(name).toHaveLength(253);
    expect(checkDomainName(name)).toEqual({ ok: true, domain: name });
  });

  it('answers the request schema’s first problem as its message', () => {
    const parsed = AddDomainRequestSchema.safeParse({ domain: 'https://example.com' });
    expect(parsed.error?.issues[0]?.message).toBe(DOMAIN_MESSAGES.scheme);
    expect(AddDomainRequestSchema.parse({ domain: 'Example.com' })).toEqual({
      domain: 'example.com',
    });
  });
});
