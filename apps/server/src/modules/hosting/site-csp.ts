import type { StoredFile } from './site-files';

const META_CSP = /<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=["']([^"']*)["']/i;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const MAX_CACHED = 500;
const policies = new Map<string, string | null>();

/** The policy a rendered page states in its meta tag, read from its head (cached per file hash). */
export function metaPolicyOf(file: StoredFile): string | null {
  const cached = policies.get(file.sha256);
  if (cached !== undefined) return cached;
  // The renderer puts the tag near the top of <head>; 8 KB reaches it on every page.
  const head = file.data.subarray(0, 8192).toString('utf8');
  const content = META_CSP.exec(head)?.[1];
  const policy =
    content?.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity) ??
    null;
  if (policies.size >= MAX_CACHED) {
    const oldest = policies.keys().next().value;
    if (oldest !== undefined) policies.delete(oldest);
  }
  policies.set(file.sha256, policy);
  return policy;
}

/**
 * The Content-Security-Policy header of a hosted file. A page sends its whole policy (the one its
 * meta tag states, which an exported copy keeps) plus `frame-ancestors`, which only a header can
 * carry; a page without one (an owner's 404 of an older renderer) and every other file get a
 * policy that allows only the site's own files.
 */
export function sitePolicyHeader(file: StoredFile | undefined, frameAncestors: string): string {
  const own = file?.contentType.startsWith('text/html') ? metaPolicyOf(file) : null;
  const policy =
    own ?? "default-src 'self'; img-src 'self' data:; base-uri 'none'; object-src 'none'";
  return `${policy}; frame-ancestors ${frameAncestors}`;
}
