/** What the policy is read from: a hosted file's type and bytes. */
interface PolicySource {
  contentType: string;
  data: Buffer;
}

const META_CSP = /<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=["']([^"']*)["']/i;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * The policy a rendered page states in its meta tag, read from its head (once per file: the
 * hosting cache keeps the header it makes).
 */
function metaPolicyOf(file: PolicySource): string | null {
  // The renderer puts the tag near the top of <head>; 8 KB reaches it on every page.
  const head = file.data.subarray(0, 8192).toString('utf8');
  const content = META_CSP.exec(head)?.[1];
  return (
    content?.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity) ??
    null
  );
}

/**
 * The Content-Security-Policy header of a hosted file. A page sends its whole policy (the one its
 * meta tag states, which an exported copy keeps) plus `frame-ancestors`, which only a header can
 * carry; a page without one (an owner's 404 of an older renderer) and every other file get a
 * policy that allows only the site's own files.
 */
export function sitePolicyHeader(file: PolicySource | undefined, frameAncestors: string): string {
  const own = file?.contentType.startsWith('text/html') ? metaPolicyOf(file) : null;
  const policy =
    own ?? "default-src 'self'; img-src 'self' data:; base-uri 'none'; object-src 'none'";
  return `${policy}; frame-ancestors ${frameAncestors}`;
}
