// The renderer's stages. Each produces its own files from the model, so the generation steps of
// spec section 4 can each do the work they name; `renderSite` composes them into the same files.
import type { SiteModel } from '@zappy/site-model/schema';
import { gzipSync, strToU8 } from 'fflate';
import { renderFavicon } from './brand-mark';
import { resolvePalette } from './contrast';
import { buildStylesheet } from './css';
import { cleanText, escapeHtml, escapeXml } from './escape';
import { renderFooter } from './footer';
import { motifForIndustry, renderMotifSvg } from './image-motifs';
import { createImageTag, imageUrl } from './image-tags';
import {
  INTEGRATIONS_SCRIPT,
  effectiveModel,
  readIntegrations,
  renderFooterLinks,
  renderLlmsTxt,
  toolbarAttributes,
} from './integrations';
import { renderNotFoundPage } from './not-found-page';
import { createPageContext } from './page-context';
import { renderHead, pageTitle } from './page-head';
import { navigationLinks, renderHeader } from './page-header';
import { renderMain } from './page-main';
import { buildReadme } from './readme';
import { ACCESSIBILITY_CSS, ACCESSIBILITY_SCRIPT, SITE_SCRIPT } from './scripts';

/** Options that are not part of the model. */
export type RenderOptions = {
  /** The URL the site is served at (overrides `seo.siteUrl`), e.g. the deployed host. */
  siteUrl?: string;
  /** Copyright year in the footer; omitted when not given, so output stays deterministic. */
  year?: number;
  /** Emit a Content-Security-Policy meta tag (default true). */
  csp?: boolean;
  /**
   * Hosts of self-hosted analytics servers the page may load scripts from, besides the
   * catalogue's own (the server's SITE_SCRIPT_HOSTS). A script from any other host is left out,
   * and its origin is not in the CSP.
   */
  scriptHosts?: readonly string[];
  /**
   * Mark every editable text of `index.html` with its path (`data-zappy-path`, see
   * `edit-paths.ts`): only for the owner's point-and-edit page, never a page anyone else gets.
   */
  editPaths?: boolean;
};

/** Files a stage produced, by path; all text, UTF-8. */
export type SiteFiles = Record<string, string>;

/** The files every site has, besides `images/…`, in the order the export lists them. */
export const CORE_FILES = [
  'index.html',
  '404.html',
  'styles.css',
  'script.js',
  'accessibility.js',
  'accessibility.css',
  'README.md',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
] as const;

/**
 * Files only some sites have (`integrations.js` with Google Analytics, `llms.txt` when the owner
 * publishes one), each listed after the core file it belongs with.
 */
export const OPTIONAL_FILES = ['integrations.js', 'llms.txt'] as const;

/** Every non-image file in the export's order: core files with the optional ones among them. */
const FILE_ORDER = [
  'index.html',
  '404.html',
  'styles.css',
  'script.js',
  'integrations.js',
  'accessibility.js',
  'accessibility.css',
  'README.md',
  'sitemap.xml',
  'robots.txt',
  'llms.txt',
  'favicon.svg',
] as const satisfies readonly ((typeof CORE_FILES)[number] | (typeof OPTIONAL_FILES)[number])[];

/** The page a visitor downloads first (the toolbar and images load later). */
export const PAGE_FILES = ['index.html', 'styles.css', 'script.js'] as const;

/** The page's weight budget: HTML+CSS+JS raw and gzip-compressed (bytes). */
export const PAGE_BUDGET = { rawBytes: 50_000, gzipBytes: 15_000 } as const;

/**
 * The site's address with a trailing slash, from the options or the model; '' when unknown.
 *
 * @example absoluteSiteUrl(model, { siteUrl: 'https://x.example.com' }) // 'https://x.example.com/'
 */
export function absoluteSiteUrl(model: SiteModel, options: RenderOptions): string {
  const raw = cleanText(options.siteUrl ?? model.seo.siteUrl).trim();
  if (!/^https?:\/\/[^\s"'<>]+$/i.test(raw)) return '';
  return raw.endsWith('/') ? raw : `${raw}/`;
}

/**
 * Generating images: every procedural image slot drawn as `images/<id>.svg` in the
 * contrast-corrected palette. Uploads and provider images keep their URL and get no file.
 *
 * @example
 * Object.keys(renderImages(createSampleSiteModel())); // ['images/hero.svg', …]
 */
export function renderImages(model: SiteModel): SiteFiles {
  const palette = resolvePalette(model.brand.palette);
  const defaultMotif = model.brand.motif ?? motifForIndustry(model.business.industry);
  // A full-bleed hero's headline sits over its picture at the start of the line: the picture
  // keeps to the other side.
  const fullBleed = model.sections.find((s) => s.type === 'hero' && s.layout === 'full-bleed');
  const bleedId = fullBleed?.type === 'hero' ? fullBleed.imageId : '';
  const side = model.locale.direction === 'rtl' ? 'left' : 'right';
  const files: SiteFiles = {};
  for (const img of model.images) {
    if (imageUrl(img) === `images/${img.id}.svg`) {
      files[`images/${img.id}.svg`] = renderMotifSvg({
        motif: img.motif ?? defaultMotif,
        seed: img.seed,
        palette,
        width: img.width,
        height: img.height,
        salt: img.id,
        side: bleedId !== '' && img.id === bleedId ? side : undefined,
      });
    }
  }
  return files;
}

/**
 * Building the structure: `index.html`, with the head (title, description, canonical, Open
 * Graph, Twitter, CSP, JSON-LD LocalBusiness) and the body (skip link, header and navigation,
 * the sections in landmarks, footer, the icon sprite of the icons used).
 *
 * @example
 * renderDocument(model, { siteUrl: 'https://golden-crumb.example.com' })['index.html'];
 */
export function renderDocument(source: SiteModel, options: RenderOptions = {}): SiteFiles {
  const ctx = createPageContext(source, {
    editPaths: options.editPaths,
    scriptHosts: options.scriptHosts,
  });
  const { model, applied, t, language, dir } = ctx;
  const siteUrl = absoluteSiteUrl(model, options);
  const image = createImageTag(model.images, t, model.business.companyName);
  // In reading order, so the icon sprite lists the icons in the order the parts ask for them.
  const main = renderMain(ctx, image);
  const links = navigationLinks(ctx);
  const header = renderHeader(ctx, links);
  const storedFooter = source.sections.find((s) => s.type === 'footer');
  const footer = renderFooter(model, {
    t,
    language,
    rtl: dir === 'rtl',
    mainHrefs: new Set(links.map((l) => l.href)),
    year: options.year,
    extra: renderFooterLinks(applied, { t, siteUrl, title: pageTitle(model) }),
    marks: ctx.marks,
    storedLinks: storedFooter?.type === 'footer' ? storedFooter.links : [],
  });
  const head = renderHead(ctx, siteUrl, options.csp !== false);
  const a11y = model.accessibility.enabled
    ? ` data-a11y="${escapeHtml(model.accessibility.position)}"${toolbarAttributes(model.accessibility)}`
    : '';
  const html = `<!DOCTYPE html><html lang="${escapeHtml(language)}" dir="${dir}"${a11y}><head>${head}</head><body><a class="skip" href="#z-main">${escapeHtml(t.skipLink)}</a>${ctx.icons.sprite()}${header}<main id="z-main">${main}</main>${footer}</body></html>`;
  return {
    'index.html': html,
    '404.html': renderNotFoundPage(model, t, dir),
    // The GA4 setup the page loads; the same bytes for every site.
    ...(applied.googleAnalytics ? { 'integrations.js': INTEGRATIONS_SCRIPT } : {}),
  };
}

/**
 * Styling: `styles.css`, the style's tokens and the rules of the sections used, in the palette
 * after contrast correction (every text/background pair reaches WCAG AA).
 *
 * @example
 * renderStylesheet(model)['styles.css']; // ':root{--pr:#…'
 */
export function renderStylesheet(model: SiteModel): SiteFiles {
  return { 'styles.css': buildStylesheet(model, resolvePalette(model.brand.palette)) };
}

/**
 * Adding functionality: `script.js` (mobile menu, FAQ, contact form, toolbar loader). The same
 * for every site: it reads what it needs from data attributes, never from model text.
 *
 * @example
 * renderScript()['script.js']; // '(function () {…'
 */
export function renderScript(): SiteFiles {
  return { 'script.js': SITE_SCRIPT };
}

/**
 * Integrating features, accessibility: the toolbar (`accessibility.js`, `accessibility.css`),
 * which `script.js` loads after start when the page enables it.
 *
 * @example
 * Object.keys(renderAccessibility()); // ['accessibility.js', 'accessibility.css']
 */
export function renderAccessibility(): SiteFiles {
  return { 'accessibility.js': ACCESSIBILITY_SCRIPT, 'accessibility.css': ACCESSIBILITY_CSS };
}

/**
 * Integrating features, search engines: `favicon.svg`, `robots.txt` and `sitemap.xml`, which
 * point at `siteUrl` when known.
 *
 * @example
 * renderSeoFiles(model, { siteUrl: 'https://x.example.com' })['robots.txt'];
 * // 'User-agent: *\nAllow: /\nSitemap: https://x.example.com/sitemap.xml\n'
 */
export function renderSeoFiles(source: SiteModel, options: RenderOptions = {}): SiteFiles {
  const applied = readIntegrations(source);
  const model = effectiveModel(source, applied);
  const siteUrl = absoluteSiteUrl(model, options);
  const robots =
    applied.indexing?.allowIndexing === false
      ? 'User-agent: *\nDisallow: /\n'
      : `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}sitemap.xml\n` : ''}`;
  return {
    'favicon.svg': renderFavicon(model, resolvePalette(model.brand.palette)),
    'robots.txt': robots,
    ...(applied.llmsTxt
      ? { 'llms.txt': renderLlmsTxt(model, siteUrl, applied.llmsTxt.summary) }
      : {}),
    'sitemap.xml':
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
      (siteUrl ? `<url><loc>${escapeXml(siteUrl)}</loc></url>` : '') +
      `</urlset>\n`,
  };
}

/**
 * Integrating features, the export's `README.md`: the site, its sections, its files (the core
 * files and the given image paths) and how to host it.
 *
 * @example
 * renderReadme(model, {}, Object.keys(renderImages(model)))['README.md']; // '# Golden Crumb…'
 */
export function renderReadme(
  model: SiteModel,
  options: RenderOptions,
  imagePaths: readonly string[],
): SiteFiles {
  const applied = readIntegrations(model, options.scriptHosts);
  const present = new Set<string>([
    ...CORE_FILES,
    ...(applied.googleAnalytics ? ['integrations.js'] : []),
    ...(applied.llmsTxt ? ['llms.txt'] : []),
  ]);
  const paths = [...FILE_ORDER.filter((f) => present.has(f)), ...[...imagePaths].sort()];
  return { 'README.md': buildReadme(model, paths, absoluteSiteUrl(model, options)) };
}

/**
 * The files in the export's order: the core files (with the optional ones among them), then the
 * images by path.
 *
 * @example
 * Object.keys(orderSiteFiles({ 'images/a.svg': '…', 'index.html': '…' })); // ['index.html', 'images/a.svg']
 */
export function orderSiteFiles(files: Readonly<SiteFiles>): SiteFiles {
  const images = Object.keys(files)
    .filter((path) => path.startsWith('images/'))
    .sort();
  const ordered: SiteFiles = {};
  for (const path of [...FILE_ORDER, ...images]) {
    const content = files[path];
    if (content !== undefined) ordered[path] = content;
  }
  return ordered;
}

/** What the page weighs: HTML+CSS+JS raw and gzip-compressed, against `PAGE_BUDGET`. */
export type PageWeight = { rawBytes: number; gzipBytes: number; withinBudget: boolean };

/**
 * Optimizing: weighs the page files (`PAGE_FILES`) as a browser downloads them, each
 * gzip-compressed, and checks them against `PAGE_BUDGET`. Missing files count as empty.
 *
 * @example
 * measurePage(renderSite(model).files); // { rawBytes: 31000, gzipBytes: 9800, withinBudget: true }
 */
export function measurePage(files: Readonly<Record<string, string | Uint8Array>>): PageWeight {
  const bytes = PAGE_FILES.map((path) => {
    const content = files[path] ?? '';
    return typeof content === 'string' ? strToU8(content) : content;
  });
  const rawBytes = bytes.reduce((sum, data) => sum + data.length, 0);
  const gzipBytes = bytes.reduce((sum, data) => sum + gzipSync(data).length, 0);
  return {
    rawBytes,
    gzipBytes,
    withinBudget: rawBytes < PAGE_BUDGET.rawBytes && gzipBytes < PAGE_BUDGET.gzipBytes,
  };
}
