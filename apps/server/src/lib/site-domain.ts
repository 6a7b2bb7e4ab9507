import { getDomain } from 'tldts';

/**
 * The start-up warning for hosted sites under the app's registrable domain, or undefined. The
 * registrable domain ("eTLD+1") comes from the Public Suffix List, private suffixes included
 * (github.io is one): `zappy.example.com` and `crumb.sites.example.com` are both `example.com`,
 * so browsers treat the sites as the same site as the app. SameSite cookies then do not keep a
 * site's requests from carrying the app's cookies, and a site's page may set cookies for the
 * whole domain. Hosts without one (localhost, IP addresses) never warn: they are development.
 *
 * @example
 * siteDomainWarning('https://zappy.example.com', 'https://crumb.sites.example.com');
 * // 'Hosted sites (crumb.sites.example.com) share the registrable domain example.com with the app …'
 */
export function siteDomainWarning(appUrl: string, siteUrl: string): string | undefined {
  const appHost = new URL(appUrl).hostname;
  const siteHost = new URL(siteUrl).hostname;
  const options = { allowPrivateDomains: true };
  const domain = getDomain(appHost, options);
  if (domain === null || domain !== getDomain(siteHost, options)) return undefined;
  return (
    `Hosted sites (${siteHost}) share the registrable domain ${domain} with the app (${appHost}): ` +
    `browsers treat them as the same site, so SameSite cookies do not separate them and a site's page may set cookies for ${domain}. ` +
    'Serve the sites from a registrable domain of their own in SITE_URL_TEMPLATE, as GitHub serves pages from github.io (docs/production.md, "Host names and TLS").'
  );
}
