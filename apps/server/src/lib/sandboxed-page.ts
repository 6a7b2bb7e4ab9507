/**
 * How the app host serves a site's page for its owner to look at (the version preview, an
 * unsaved customization): in an opaque origin (CSP sandbox without allow-same-origin), so the
 * site's script can never reach the app.
 */
export const SANDBOX_HEADERS = {
  'content-security-policy': 'sandbox allow-scripts allow-forms allow-popups',
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  // The sandboxed page has an opaque origin: to it, even this host's files are cross-origin.
  'cross-origin-resource-policy': 'cross-origin',
};

// The site's own CSP names 'self', which an opaque origin never matches; the sandbox replaces it.
const SITE_CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * A site page made ready for the sandbox: its own CSP removed, kept out of search engines, and
 * `headStart` (a `<base>`, say) placed first in the head.
 */
export function sandboxedPage(html: string, headStart = ''): string {
  return html
    .replace(SITE_CSP_META, '')
    .replace(/<head>/i, `<head>${headStart}<meta name="robots" content="noindex">`);
}
