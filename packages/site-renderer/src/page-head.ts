import type { SiteModel } from '@zappy/site-model/schema';
import { resolvePalette } from './contrast';
import { cleanText, escapeHtml, jsonForScript } from './escape';
import { hotlinkedImage, imageAddresses, imageUrl } from './image-tags';
import { integrationSources, readIntegrations, renderAnalyticsTags } from './integrations';
import { localBusinessJsonLd } from './json-ld';
import type { PageContext } from './page-context';
import { formEndpointOf, visibleSections } from './sections';

/**
 * Shortens a title so that even its escaped form stays within `max` characters (validators
 * count the source text), never splitting a character, on a word boundary when it can.
 */
export function truncate(text: string, max: number): string {
  const clean = cleanText(text);
  if (escapeHtml(clean).length <= max) return clean;
  let cut = '';
  for (const ch of clean) {
    if (escapeHtml(cut + ch).length > max - 1) break;
    cut += ch;
  }
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/**
 * The page's Content-Security-Policy directives: the site's own files, its images' origins, the
 * owner's form endpoint, and exactly the origins the applied integrations load from (sorted, no
 * duplicates). Every origin comes from an address that passed `checkSafeUrl`, or from the
 * catalogue. No `'unsafe-inline'`: the page has no inline script or style. The page carries it
 * as a meta tag; a hosting server may send the same string as a header. `scriptHosts` are the
 * operator's further script hosts (SITE_SCRIPT_HOSTS), as `renderSite` takes them.
 *
 * @example
 * contentSecurityPolicy(model); // "default-src 'self'; img-src 'self' data:; style-src 'self'; …"
 */
export function contentSecurityPolicy(
  model: SiteModel,
  scriptHosts: readonly string[] = [],
): string {
  const sources = integrationSources(readIntegrations(model, scriptHosts));
  const contactEndpoints = visibleSections(model).flatMap((s) =>
    s.type === 'contact' ? [formEndpointOf(s.formEndpoint)?.origin] : [],
  );
  // A hotlinked photo's srcset names its service's addresses too (decision 031).
  const imageOrigins = model.images.flatMap((i) =>
    imageAddresses(i).map((address) => hotlinkedImage(address)?.origin),
  );
  const uniq = (xs: (string | undefined)[]) =>
    [...new Set(xs.filter((x): x is string => x !== undefined))].sort();
  return [
    "default-src 'self'",
    ['img-src', "'self'", 'data:', ...uniq([...imageOrigins, ...sources.img])].join(' '),
    "style-src 'self'",
    ['script-src', "'self'", ...sources.script].join(' '),
    ['connect-src', "'self'", ...uniq([...contactEndpoints, ...sources.connect])].join(' '),
    ['form-action', "'self'", ...uniq(contactEndpoints)].join(' '),
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The page's full title: the SEO title, else the company name and tagline. */
export function pageTitle(model: SiteModel): string {
  const b = model.business;
  return model.seo.title.trim() || [b.companyName, b.tagline].filter((x) => x.trim()).join(' | ');
}

/** The hero's image as the page references it ('' without a hero image). */
function heroImagePath(ctx: PageContext): string {
  const hero = ctx.firstHero;
  const image = hero?.type === 'hero' && ctx.model.images.findLast((i) => i.id === hero.imageId);
  return image ? imageUrl(image) : '';
}

/** The words script.js and the toolbar show; the sign-up's two only when the page has it. */
function scriptWords(ctx: PageContext) {
  const { t } = ctx;
  return ctx.applied.newsletter
    ? { ...t.script, subscribed: t.newsletter.subscribed, subscribeFailed: t.newsletter.failed }
    : t.script;
}

/**
 * The inside of `<head>`: CSP (unless `csp` is false), robots, title, description, keywords,
 * canonical URL, theme colour, Open Graph and Twitter tags, favicon, stylesheet, script, the
 * analytics tags, JSON-LD LocalBusiness and the browser code's words.
 */
export function renderHead(ctx: PageContext, siteUrl: string, csp: boolean): string {
  const { model, applied } = ctx;
  const b = model.business;
  const fullTitle = pageTitle(model);
  const title = truncate(fullTitle, 70);
  const description =
    model.seo.description.trim() || b.description.trim() || b.tagline.trim() || `${b.companyName}.`;
  const heroImage = heroImagePath(ctx);
  const ogImage = siteUrl && heroImage ? new URL(heroImage, siteUrl).href : '';
  const palette = resolvePalette(model.brand.palette);
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    csp
      ? `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(ctx.source, ctx.scriptHosts))}">`
      : '',
    applied.indexing?.allowIndexing === false ? '<meta name="robots" content="noindex">' : '',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    model.seo.keywords.length > 0
      ? `<meta name="keywords" content="${escapeHtml(model.seo.keywords.join(', '))}">`
      : '',
    siteUrl ? `<link rel="canonical" href="${escapeHtml(siteUrl)}">` : '',
    `<meta name="theme-color" content="${palette.primary}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${escapeHtml(fullTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:site_name" content="${escapeHtml(b.companyName)}">`,
    `<meta property="og:locale" content="${escapeHtml(model.locale.language.replace('-', '_'))}">`,
    siteUrl ? `<meta property="og:url" content="${escapeHtml(siteUrl)}">` : '',
    ogImage ? `<meta property="og:image" content="${escapeHtml(ogImage)}">` : '',
    `<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    ogImage ? `<meta name="twitter:image" content="${escapeHtml(ogImage)}">` : '',
    '<link rel="icon" href="favicon.svg" type="image/svg+xml">',
    '<link rel="stylesheet" href="styles.css">',
    '<script src="script.js" defer></script>',
    renderAnalyticsTags(applied),
    `<script type="application/ld+json">${localBusinessJsonLd(
      model,
      siteUrl,
      heroImage,
      applied.social.map((p) => p.href),
    )}</script>`,
    // A data block, not code: the page has no inline script.
    `<script type="application/json" id="z-l10n">${jsonForScript(scriptWords(ctx))}</script>`,
  ]
    .filter(Boolean)
    .join('');
}
