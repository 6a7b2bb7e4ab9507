import { catalogueScriptHosts, catalogueSources } from '@zappy/site-model/integrations';
import { checkSafeUrl } from '@zappy/site-model/safe-url';

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
const OWN_FILES_ONLY =
  "default-src 'self'; img-src 'self' data:; base-uri 'none'; object-src 'none'";

/** The directives the renderer writes; those that name no origin take keywords only. */
const DIRECTIVES = new Set([
  'default-src',
  'img-src',
  'style-src',
  'script-src',
  'connect-src',
  'form-action',
  'base-uri',
  'object-src',
]);
const KEYWORDS_ONLY = new Set(['default-src', 'style-src', 'base-uri', 'object-src']);

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
 * The Content-Security-Policy headers of hosted files. A page sends its own policy (the one its
 * meta tag states, which an exported copy keeps) plus `frame-ancestors`, which only a header can
 * carry; a page without one (an owner's 404 of an older renderer) and every other file get a
 * policy that allows only the site's own files.
 *
 * A page is stored as it was rendered, so its policy is read again here: only the directives the
 * renderer writes, each once, and in them only keywords, the catalogue's own sources and origins
 * that pass `checkSafeUrl`; in `script-src` only the catalogue's script hosts and the operator's
 * `scriptHosts` (SITE_SCRIPT_HOSTS). A page stored before a value was refused, or while the
 * operator still allowed a host, so never runs a script from elsewhere: the browser enforces the
 * header and the page's own meta policy both.
 *
 * @example createSitePolicies(['stats.example.com']).header(file, "'self' https://zappy.example.com")
 */
export function createSitePolicies(scriptHosts: readonly string[]) {
  const scriptAllowed = new Set([...catalogueScriptHosts(), ...scriptHosts]);
  const catalogue = new Set(catalogueSources());

  function isAllowed(directive: string, token: string): boolean {
    if (token === "'self'" || token === "'none'") return true;
    if (KEYWORDS_ONLY.has(directive)) return false;
    if (directive === 'img-src' && token === 'data:') return true;
    if (directive !== 'script-src' && catalogue.has(token)) return true;
    const checked = checkSafeUrl(token);
    if (!checked.ok || checked.value.origin !== token) return false;
    return directive !== 'script-src' || scriptAllowed.has(checked.value.host);
  }

  /** The page's policy with only what the renderer may write in it. */
  function checkedPolicy(policy: string): string {
    const seen = new Set<string>();
    const directives: string[] = [];
    for (const part of policy.split(';')) {
      const [name = '', ...tokens] = part.trim().split(/\s+/);
      const directive = name.toLowerCase();
      // A browser obeys a directive's first statement only, and so does this.
      if (!DIRECTIVES.has(directive) || seen.has(directive)) continue;
      seen.add(directive);
      const kept = tokens.filter((token) => isAllowed(directive, token));
      directives.push([directive, ...(kept.length > 0 ? kept : ["'none'"])].join(' '));
    }
    return directives.join('; ');
  }

  return {
    header(file: PolicySource | undefined, frameAncestors: string): string {
      const own = file?.contentType.startsWith('text/html') ? metaPolicyOf(file) : null;
      const policy = own === null ? '' : checkedPolicy(own);
      return `${policy || OWN_FILES_ONLY}; frame-ancestors ${frameAncestors}`;
    },
  };
}
