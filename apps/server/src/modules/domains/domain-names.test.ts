import { domainToASCII } from 'node:url';
import { checkDomainName } from '@zappy/contract/domains';
import { describe, expect, it } from 'vitest';
import { createSiteUrls } from '../../lib/site-urls';
import { checkOwnDomain, type OwnDomainRules } from './domain-names';

const rules: OwnDomainRules = {
  siteUrls: createSiteUrls('https://{slug}.sites.example.com', 3000),
  appHostnames: ['zappy.example.com', 'zappy.internal'],
  servesApex: true,
};

describe('which domains an owner can connect', () => {
  it('normalises names as node’s domainToASCII does', () => {
    for (const name of [
      'Bäckerei-Müller.de',
      'WWW.Example.COM',
      '☃.com',
      'faß.de',
      '例え.テスト',
    ]) {
      expect(checkDomainName(name)).toEqual({ ok: true, domain: domainToASCII(name) });
    }
  });

  it('tells a root domain from a subdomain by the public suffix list', () => {
    expect(checkOwnDomain('example.com', rules)).toEqual({ ok: true, isApex: true });
    expect(checkOwnDomain('example.co.uk', rules)).toEqual({ ok: true, isApex: true });
    expect(checkOwnDomain('www.example.co.uk', rules)).toEqual({ ok: true, isApex: false });
    expect(checkOwnDomain('shop.example.com', rules)).toEqual({ ok: true, isApex: false });
  });

  it.each([
    ['bakery.test', '.test is not a top-level domain of the public internet'],
    ['bakery.localhost', '.localhost is not a top-level domain of the public internet'],
    ['shop.notarealtld', '.notarealtld is not a top-level domain of the public internet'],
    ['co.uk', 'co.uk is an ending that many owners share'],
    ['zappy.example.com', 'zappy.example.com belongs to this Zappy server'],
    ['www.zappy.example.com', 'www.zappy.example.com belongs to this Zappy server'],
    ['sites.example.com', 'sites.example.com belongs to this Zappy server'],
    [
      'crumb-k3x9q2.sites.example.com',
      'crumb-k3x9q2.sites.example.com belongs to this Zappy server',
    ],
    ['a.b.sites.example.com', 'a.b.sites.example.com belongs to this Zappy server'],
  ])('refuses %s', (domain, error) => {
    const checked = checkOwnDomain(domain, rules);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.error).toContain(error);
  });

  it('refuses a root domain, truthfully, when the server has no address for one', () => {
    expect(checkOwnDomain('example.com', { ...rules, servesApex: false })).toEqual({
      ok: false,
      error:
        'example.com is a root domain, and this Zappy server has no fixed address for root domains: connect a subdomain such as www.example.com, and have your DNS host forward example.com to it',
    });
    expect(checkOwnDomain('www.example.com', { ...rules, servesApex: false }).ok).toBe(true);
  });
});
