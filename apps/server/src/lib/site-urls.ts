/**
 * Where hosted sites live: `SITE_URL_TEMPLATE`, e.g. `http://{slug}.localhost:{port}` or
 * `https://{slug}.sites.example.com`. One place turns a slug into a URL and a Host header back
 * into a slug.
 */
export interface SiteUrls {
  urlFor(slug: string): string;
  /** The host name (without port) of a slug's site: `golden-crumb-k3x9q2.sites.example.com`. */
  hostnameFor(slug: string): string;
  /** The slug a request's Host header names, or undefined when it is not a site host. */
  slugFromHost(host: string | undefined): string | undefined;
  /** The slug a bare host name (no port) names, as a TLS handshake's server name gives it. */
  slugFromHostname(hostname: string): string | undefined;
  /**
   * Whether a host name is in the sites' own name space: a site host, the name the site hosts
   * are under (`sites.example.com`), or any name below it. No owner's domain can be one.
   */
  isInSiteSpace(hostname: string): boolean;
  /** A CSP source that matches every site origin (for the app's frame-src). */
  cspSource: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SLUG_PATTERN = '([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)';

export function createSiteUrls(template: string, port: number): SiteUrls {
  const withPort = template.replaceAll('{port}', String(port));
  const url = new URL(withPort.replace('{slug}', 'slug-placeholder'));
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const hostPattern = escapeRegExp(url.hostname).replace('slug-placeholder', SLUG_PATTERN);
  const portPattern =
    url.port && url.port !== defaultPort ? `:${url.port}` : `(?::${defaultPort})?`;
  const hostRegExp = new RegExp(`^${hostPattern}${portPattern}$`, 'i');
  const hostnameRegExp = new RegExp(`^${hostPattern}$`, 'i');
  // The name the site hosts are under: what follows the label that holds the slug.
  const siteSpace = url.hostname.slice(url.hostname.indexOf('.') + 1);
  return {
    urlFor: (slug) => withPort.replace('{slug}', slug).replace(/\/+$/, ''),
    hostnameFor: (slug) => url.hostname.replace('slug-placeholder', slug),
    slugFromHost(host) {
      const match = host ? hostRegExp.exec(host) : null;
      return match?.[1]?.toLowerCase();
    },
    slugFromHostname(hostname) {
      return hostnameRegExp.exec(hostname)?.[1]?.toLowerCase();
    },
    isInSiteSpace(hostname) {
      const name = hostname.toLowerCase();
      return hostnameRegExp.test(name) || name === siteSpace || name.endsWith(`.${siteSpace}`);
    },
    cspSource: `${url.protocol}//${url.host.replace('slug-placeholder', '*')}`,
  };
}
