/** How long a browser may keep a file fetched at its content address: it never changes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Anything else (pages, a file at its plain name) is checked with its ETag on every use. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** The hex digits of a file's SHA-256 that its address carries: 48 bits tell versions apart. */
const VERSION_LENGTH = 12;

// `href="styles.css"` or `src="/images/hero.svg"` in a rendered page. Owner text is escaped
// (`"` is `&quot;`) and the JSON data blocks escape their quotes, so only real attributes match.
const ASSET_ATTRIBUTE = /(\s(?:href|src)=")(\/?)([^"?#:]+)"/g;

/**
 * The version a file's address carries (`styles.css?v=<version>`): a prefix of its content hash,
 * so the address changes exactly when the bytes do.
 *
 * @example assetVersion('3f2a9c1b4d5e…') // '3f2a9c1b4d5e'
 */
export function assetVersion(sha256: string): string {
  return sha256.slice(0, VERSION_LENGTH);
}

/**
 * A hosted page with the site's own files (stylesheet, scripts, favicon, images) at their
 * content addresses: `href="styles.css"` becomes `href="styles.css?v=3f2a9c1b4d5e"`. Paths the
 * site has no file for, pages and external URLs stay as they are.
 *
 * @example
 * addressAssets('<link rel="stylesheet" href="styles.css">', new Map([['styles.css', 'ab…']]))
 * // '<link rel="stylesheet" href="styles.css?v=ab…">'
 */
export function addressAssets(html: string, assets: ReadonlyMap<string, string>): string {
  return html.replace(ASSET_ATTRIBUTE, (attribute, start: string, slash: string, path: string) => {
    const sha256 = assets.get(path);
    return sha256 ? `${start}${slash}${path}?v=${assetVersion(sha256)}"` : attribute;
  });
}

/**
 * Whether a request asks for a file at its content address (`/styles.css?v=<its version>`):
 * only then may it be cached for good. An address of other bytes (a page from before a publish)
 * gets today's file, checked on every use.
 */
export function isContentAddressed(url: string, sha256: string): boolean {
  const query = url.indexOf('?');
  return query >= 0 && url.slice(query + 1) === `v=${assetVersion(sha256)}`;
}
