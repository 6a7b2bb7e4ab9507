import { describe, expect, it } from 'vitest';
import { siteDomainWarning } from './site-domain';

describe('siteDomainWarning', () => {
  it('warns when the sites share the app’s registrable domain, naming it and the way out', () => {
    const warning = siteDomainWarning(
      'https://zappy.example.com',
      'https://golden-crumb.sites.example.com',
    );
    expect(warning).toMatch(
      /^Hosted sites \(golden-crumb\.sites\.example\.com\) share the registrable domain example\.com with the app \(zappy\.example\.com\): /,
    );
    expect(warning).toContain('SITE_URL_TEMPLATE');
    expect(warning).toContain('github.io');
    expect(warning).not.toContain('\n');
    // The public suffix decides, not the last two labels.
    expect(
      siteDomainWarning('https://zappy.example.co.uk', 'https://a.sites.example.co.uk'),
    ).toMatch(/registrable domain example\.co\.uk /);
    expect(siteDomainWarning('https://example.com', 'https://a.example.com')).toBeDefined();
  });

  it('says nothing when the sites have a registrable domain of their own, or in development', () => {
    expect(
      siteDomainWarning('https://zappy.example.com', 'https://golden-crumb.example-sites.com'),
    ).toBeUndefined();
    expect(
      siteDomainWarning('https://zappy.example.co.uk', 'https://a.other.co.uk'),
    ).toBeUndefined();
    // github.io is a public suffix (the list's private section): each user's pages are their own site.
    expect(siteDomainWarning('https://app.github.io', 'https://crumb.github.io')).toBeUndefined();
    expect(
      siteDomainWarning('http://localhost:3000', 'http://golden-crumb.localhost:3000'),
    ).toBeUndefined();
    expect(
      siteDomainWarning('http://127.0.0.1:3000', 'http://crumb.127.0.0.1.nip.io'),
    ).toBeUndefined();
  });
});
