/**
 * Where hosted sites live: `SITE_URL_TEMPLATE`, e.g. `http://{slug}.localhost:{port}` or
 * `https://{slug}.sites.example.com`. One place turns a slug into a URL and a Host header back
 * into a slug.
 */
export interface SiteUrls {
  urlFor(slug: string): string;
  /** The slug a request's Host header names, or undefined when it is not a site host. */
  slugFromHost(host: string | undefined): string | undefined;
  /** A CSP source that matches every site origin (for the app's frame-src). */
  cspSource: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createSiteUrls(template: string, port: number): SiteUrls {
  const withPort = template.replaceAll('{port}', String(port));
  const url = new URL(withPort.replace('{slug}', 'slug-placeholder'));
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const hostPattern = escapeRegExp(url.hostname).replace(
    'slug-placeholder',
    '([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)',
  );
  const portPattern =
    url.port && url.port !== defaultPort ? `:${url.port}` : `(?::${defaultPort})?`;
  const hostRegExp = new RegExp(`^${hostPattern}${portPattern}$`, 'i');
  return {
    urlFor: (slug) => withPort.replace('{slug}', slug).replace(/\/+$/, ''),
    slugFromHost(host) {
      const match = host ? hostRegExp.exec(host) : null;
      return match?.[1]?.toLowerCase();
    },
    cspSource: `${url.protocol}//${url.host.replace('slug-placeholder', '*')}`,
  };
}
