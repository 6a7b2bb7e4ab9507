// The renderer's stages. Each produces its own files from the model, so the generation steps of
// spec section 4 can each do the work they name; `renderSite` composes them into the same files.
import type { ImageSlot, SiteModel, WeekDay } from '@zappy/site-model/schema';
import { WEEK_DAYS } from '@zappy/site-model/constants';
import { gzipSync, strToU8 } from 'fflate';
import { resolvePalette, type ResolvedPalette } from './contrast';
import { buildStylesheet } from './css';
import { cleanText, escapeHtml as e, escapeXml, jsonForScript, safeHref } from './escape';
import type { Messages } from '@zappy/locales/types';
import { fill, messagesFor, textDirection } from './i18n';
import { IconSet } from './icons';
import {
  INTEGRATIONS_SCRIPT,
  effectiveModel,
  integrationSources,
  planPaymentLinks,
  readIntegrations,
  renderAnalyticsTags,
  renderFooterLinks,
  renderLlmsTxt,
  renderNewsletter,
  renderPaymentsBlock,
  standalonePayments,
  toolbarAttributes,
} from './integrations';
import { motifForIndustry, renderMotifSvg } from './images';
import { ACCESSIBILITY_CSS, ACCESSIBILITY_SCRIPT, SITE_SCRIPT } from './scripts';
import {
  addressLines,
  hoursText,
  DISPLAY_DAYS,
  firstGrapheme,
  phoneText,
  renderSection,
  sectionName,
  visibleSections,
  visibleText,
  type SectionContext,
} from './sections';
import { assignSurfaces, type Surface } from './themes';

/** Options that are not part of the model. */
export type RenderOptions = {
  /** The URL the site is served at (overrides `seo.siteUrl`), e.g. the deployed host. */
  siteUrl?: string;
  /** Copyright year in the footer; omitted when not given, so output stays deterministic. */
  year?: number;
  /** Emit a Content-Security-Policy meta tag (default true). */
  csp?: boolean;
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

function imageUrl(image: ImageSlot): string {
  if (image.source === 'procedural' || image.url.trim() === '') return `images/${image.id}.svg`;
  const href = safeHref(image.url);
  return href === '#' || href.startsWith('mailto:') || href.startsWith('tel:')
    ? `images/${image.id}.svg`
    : href;
}

/**
 * `srcset` and `sizes` of an uploaded image re-encoded at several widths, so a phone downloads
 * the narrow file; width and height stay on the tag, so nothing shifts while it loads. The default
 * `sizes` fits an image beside text (half the page on wide screens).
 */
function responsiveSources(image: ImageSlot, sizes = '(min-width: 48rem) 50vw, 100vw'): string {
  if (image.source !== 'upload' || image.variants.length < 2) return '';
  const srcset = image.variants.map((v) => `${v.path} ${v.width}w`).join(', ');
  return ` srcset="${e(srcset)}" sizes="${e(sizes)}"`;
}

function originOf(url: string): string | null {
  const m = /^(https?:\/\/[^/?#\s]+)/i.exec(url);
  return m?.[1] ?? null;
}

/** schema.org day names are English whatever the site's language: `monday` -> `Monday`. */
function schemaDay(day: WeekDay): string {
  return `${day.charAt(0).toUpperCase()}${day.slice(1)}`;
}

function openingHours(model: SiteModel): string[] {
  const abbr: Record<string, string> = {
    sunday: 'Su',
    monday: 'Mo',
    tuesday: 'Tu',
    wednesday: 'We',
    thursday: 'Th',
    friday: 'Fr',
    saturday: 'Sa',
  };
  return WEEK_DAYS.filter((d) => !model.business.businessHours[d].closed).map((d) => {
    const h = model.business.businessHours[d];
    return `${abbr[d] ?? ''} ${h.open}-${h.close}`;
  });
}

function jsonLd(
  model: SiteModel,
  siteUrl: string,
  heroImage: string,
  profiles: readonly string[] = [],
): string {
  const b = model.business;
  const c = b.contactDetails;
  const a = c.address;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': model.seo.localBusiness.schemaType,
    name: b.companyName,
    description: model.seo.description || b.description || b.tagline,
  };
  if (siteUrl) data['url'] = siteUrl;
  if (siteUrl && heroImage) data['image'] = new URL(heroImage, siteUrl).href;
  if (c.phone.trim()) data['telephone'] = c.phone;
  if (c.email.trim()) data['email'] = c.email;
  if ([a.street, a.city, a.state, a.zip, a.country].some((x) => x.trim() !== '')) {
    data['address'] = {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.state,
      postalCode: a.zip,
      addressCountry: a.country,
    };
  }
  if (b.hoursGiven) {
    data['openingHours'] = openingHours(model);
    data['openingHoursSpecification'] = WEEK_DAYS.filter((d) => !b.businessHours[d].closed).map(
      (d) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${schemaDay(d)}`,
        opens: b.businessHours[d].open,
        closes: b.businessHours[d].close,
      }),
    );
  }
  if (model.seo.localBusiness.priceRange.trim())
    data['priceRange'] = model.seo.localBusiness.priceRange;
  const sameAs = [
    ...(c.website.trim() && /^https?:\/\//i.test(c.website) ? [c.website] : []),
    ...profiles,
  ];
  if (sameAs.length > 0) data['sameAs'] = [...new Set(sameAs)];
  return jsonForScript(data);
}

/** What the page around the footer already says, in which language and direction. */
type FooterContext = {
  t: Messages;
  language: string;
  rtl: boolean;
  /** Targets the main navigation links to; the footer does not list them again. */
  mainHrefs: ReadonlySet<string>;
  year?: number;
  /** Footer columns the integrations add (social profiles, share links). */
  extra: string;
};

/**
 * Opening hours as a compact summary: consecutive days with the same hours share one line
 * ("Mon–Fri 09:00 – 17:00"); closed days are left out.
 */
function hoursSummary(model: SiteModel, t: Messages, language: string): string[] {
  const hours = model.business.businessHours;
  const runs: WeekDay[][] = [];
  let previous: WeekDay | undefined;
  for (const day of DISPLAY_DAYS) {
    const h = hours[day];
    const last = runs.at(-1);
    const same =
      previous !== undefined &&
      !hours[previous].closed &&
      hours[previous].open === h.open &&
      hours[previous].close === h.close;
    if (!h.closed) {
      if (same && last) last.push(day);
      else runs.push([day]);
    }
    previous = day;
  }
  return runs.map((run) => {
    const first = run[0] ?? 'monday';
    const lastDay = run.at(-1) ?? first;
    const days =
      run.length === 1 ? t.daysShort[first] : `${t.daysShort[first]}–${t.daysShort[lastDay]}`;
    return `${days} ${hoursText(hours[first], t, language)}`;
  });
}

function footer(model: SiteModel, ctx: FooterContext): string {
  const { t } = ctx;
  const f = model.sections.find((s) => s.type === 'footer');
  const b = model.business;
  const c = b.contactDetails;
  const note = f?.type === 'footer' && f.note.trim() ? f.note : b.tagline;
  // Each link once on the page: the footer lists only its own links not already in the menu.
  const seen = new Set(ctx.mainHrefs);
  const links = (f?.type === 'footer' ? f.links : []).filter((l) => {
    const href = safeHref(l.href);
    if (l.label.trim() === '' || seen.has(href)) return false;
    seen.add(href);
    return true;
  });
  const linkList = links
    .map((l) => `<li><a href="${e(safeHref(l.href))}">${e(l.label)}</a></li>`)
    .join('');
  const nav = (inner: string) => `<nav aria-label="${e(t.footerNav)}">${inner}</nav>`;
  const legal = `<div class="legal"><p>© ${ctx.year ? `${ctx.year} ` : ''}${e(b.companyName)}</p>${b.tagline.trim() && note !== b.tagline ? `<p>${e(b.tagline)}</p>` : ''}</div>`;
  const brand = `<a class="brand" href="#top"><span class="mark" aria-hidden="true">${e(initial(b.companyName))}</span><span>${e(b.companyName)}</span></a>`;
  if (f?.type === 'footer' && f.layout === 'simple') {
    return `<footer class="ftr"><div class="wrap"><div class="ftr-simple">${brand}${linkList ? nav(`<ul>${linkList}</ul>`) : ''}</div>${ctx.extra ? `<div class="ftr-cols">${ctx.extra}</div>` : ''}${legal}</div></footer>`;
  }
  const contact: string[] = [];
  const lines = addressLines(model);
  if (lines.length > 0) contact.push(`<li>${lines.map((l) => e(l)).join('<br>')}</li>`);
  if (c.phone.trim())
    contact.push(
      `<li><a href="tel:${e(c.phone.replace(/[^\d+]/g, ''))}">${phoneText(c.phone, ctx.rtl)}</a></li>`,
    );
  if (c.email.trim())
    contact.push(`<li><a href="${e(safeHref(`mailto:${c.email.trim()}`))}">${e(c.email)}</a></li>`);
  const hours = b.hoursGiven
    ? hoursSummary(model, t, ctx.language)
        .map((line) => `<li>${e(line)}</li>`)
        .join('')
    : '';
  return (
    `<footer class="ftr"><div class="wrap"><div class="ftr-cols">` +
    `<div>${brand}${note.trim() ? `<p class="muted">${e(note)}</p>` : ''}</div>` +
    (contact.length > 0
      ? `<div><h2>${e(t.footerContact)}</h2><ul>${contact.join('')}</ul></div>`
      : '') +
    (hours ? `<div><h2>${e(t.footerHours)}</h2><ul>${hours}</ul></div>` : '') +
    (linkList ? nav(`<h2>${e(t.footerExplore)}</h2><ul>${linkList}</ul>`) : '') +
    ctx.extra +
    `</div>${legal}</div></footer>`
  );
}

/**
 * Shortens a title so that even its escaped form stays within `max` characters (validators
 * count the source text), never splitting a character, on a word boundary when it can.
 */
function truncate(text: string, max: number): string {
  const clean = cleanText(text);
  if (e(clean).length <= max) return clean;
  let cut = '';
  for (const ch of clean) {
    if (e(cut + ch).length > max - 1) break;
    cut += ch;
  }
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

function initial(name: string): string {
  return firstGrapheme(cleanText(name)) || 'Z';
}

function favicon(model: SiteModel, p: ResolvedPalette): string {
  const r =
    model.brand.style === 'bold' || model.brand.style === 'minimal'
      ? 0
      : model.brand.style === 'playful'
        ? 32
        : 14;
  const ch = escapeXml(initial(model.business.companyName));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${r}" fill="${p.primary}"/><text x="32" y="44" font-family="system-ui,Arial,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${p.onPrimary}">${ch}</text></svg>`;
}

function readme(model: SiteModel, files: string[], siteUrl: string): string {
  const b = model.business;
  const { readme: r } = messagesFor(model.locale.language);
  const md = (t: string) =>
    cleanText(t)
      .replace(/([\\`*_[\]<>#|])/g, '\\$1')
      .replace(/\s+/g, ' ')
      .trim();
  const sections = visibleSections(model)
    .map((s) => `- **${s.type}** (${s.layout})${s.heading.trim() ? `: ${md(s.heading)}` : ''}`)
    .join('\n');
  const intro = fill(r.intro, {
    name: md(b.companyName),
    industry: b.industry.trim() ? ` (${md(b.industry)})` : '',
  });
  return `# ${md(b.companyName)}

${md(b.tagline || b.description)}

${intro}
${siteUrl ? `\n${fill(r.live, { url: siteUrl })}\n` : ''}
## ${r.sections}

${sections}

${fill(r.style, { style: model.brand.style })}

## ${r.files}

${files.map((f) => `- \`${f}\``).join('\n')}

- \`index.html\`: ${r.fileIndex}
- \`styles.css\`: ${r.fileStyles}
- \`script.js\`: ${r.fileScript}
- \`images/\`: ${r.fileImages}

## ${r.hosting}

${r.hostingText}

${r.moving}

${r.forms}
`;
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
  const applied = readIntegrations(source);
  // Integrations that set SEO or toolbar settings override the model's for the page.
  const model = effectiveModel(source, applied);
  const palette = resolvePalette(model.brand.palette);
  const icons = new IconSet();
  const siteUrl = absoluteSiteUrl(model, options);
  const b = model.business;
  const language = model.locale.language;
  const t = messagesFor(language);
  const dir = textDirection(language, model.locale.direction);

  const images = new Map(model.images.map((img) => [img.id, img]));
  const image: SectionContext['image'] = (id, opts = {}) => {
    const img = images.get(id);
    if (!img) return '';
    const alt = img.alt.trim() || img.name.trim() || fill(t.illustration, { name: b.companyName });
    const loading = opts.eager ? ' fetchpriority="high"' : ' loading="lazy"';
    return `<img${opts.className ? ` class="${opts.className}"` : ''} src="${e(imageUrl(img))}"${responsiveSources(img, opts.sizes)} alt="${e(alt)}" width="${img.width}" height="${img.height}" data-slot="${e(img.dataSlot)}" decoding="async"${loading}>`;
  };

  const body = visibleSections(model).filter((s) => s.type !== 'footer');
  const page = {
    hasContact: body.some((s) => s.type === 'contact'),
    hasHoursSection: body.some((s) => s.type === 'hours'),
  };
  const surfaces = assignSurfaces(
    model.brand.style,
    body.map((s) => s.type),
  );
  const firstHero = body.find((s) => s.type === 'hero');
  const names = body.map((s) => sectionName(s, b.companyName, t).toLowerCase());
  const planLinks = planPaymentLinks(model, applied, t);
  const sectionHtml = body.map((section, i) =>
    renderSection(section, {
      model,
      icons,
      image,
      surface: surfaces[i] ?? 'base',
      isMainHero: section === firstHero,
      labelled: names.filter((n) => n === names[i]).length === 1,
      t,
      language,
      rtl: dir === 'rtl',
      page,
      planLinks,
    }),
  );
  // Blocks the integrations add take a surface neither neighbour has.
  const surfaceBetween = (before?: Surface, after?: Surface): Surface =>
    (['alt', 'base', 'inv'] as const).find((x) => x !== before && x !== after) ?? 'alt';
  const payments = standalonePayments(applied, planLinks);
  if (payments.length > 0) {
    const pricingAt = body.findIndex((s) => s.type === 'pricing');
    const contactAt = body.findIndex((s) => s.type === 'contact');
    const at = pricingAt >= 0 ? pricingAt + 1 : contactAt >= 0 ? contactAt : body.length;
    const surface = surfaceBetween(surfaces[at - 1], surfaces[at]);
    sectionHtml.splice(at, 0, renderPaymentsBlock(payments, { model, t, surface }));
    surfaces.splice(at, 0, surface);
  }
  if (applied.newsletter) {
    const surface = surfaceBetween(surfaces.at(-1));
    sectionHtml.push(renderNewsletter(applied.newsletter, { model, t, surface }));
  }
  const main = sectionHtml.join('');
  // Exactly one h1: the first hero carries it; without a hero the company name does.
  const h1 = firstHero ? '' : `<h1 class="sr-only">${e(b.companyName)}</h1>`;

  // One menu entry per label: two sections sharing a label would read as a duplicate link.
  const navLabels = new Set<string>();
  const navLinks = body
    .filter((s) => {
      const label = visibleText(s.navLabel).toLowerCase();
      if (label === '' || navLabels.has(label)) return false;
      navLabels.add(label);
      return true;
    })
    .map((s) => ({ label: s.navLabel, href: `#${s.id}` }));
  const heroAction = firstHero?.type === 'hero' ? firstHero.primaryAction : undefined;
  const headerAction =
    heroAction && heroAction.label.trim()
      ? heroAction
      : page.hasContact
        ? { label: t.contactUs, href: '#contact' }
        : undefined;
  const nav =
    navLinks.length > 0
      ? `<nav aria-label="${e(t.mainNav)}"><button class="nav-toggle" type="button" aria-expanded="false" aria-controls="z-menu">${icons.use('menu')}${e(t.menu)}</button><ul id="z-menu" class="menu">${navLinks.map((l) => `<li><a href="${e(l.href)}">${e(l.label)}</a></li>`).join('')}</ul></nav>`
      : '';
  const header = `<header class="hdr"><div class="wrap nav-row"><a class="brand" href="#top"><span class="mark" aria-hidden="true">${e(initial(b.companyName))}</span><span>${e(b.companyName)}</span></a>${nav}${headerAction ? `<a class="btn" href="${e(safeHref(headerAction.href))}">${e(headerAction.label)}</a>` : ''}</div></header>`;
  const fullTitle =
    model.seo.title.trim() || [b.companyName, b.tagline].filter((x) => x.trim()).join(' | ');
  const foot = footer(model, {
    t,
    language,
    rtl: dir === 'rtl',
    mainHrefs: new Set(navLinks.map((l) => l.href)),
    year: options.year,
    extra: renderFooterLinks(applied, { t, siteUrl, title: fullTitle }),
  });

  const title = truncate(fullTitle, 70);
  const description =
    model.seo.description.trim() || b.description.trim() || b.tagline.trim() || `${b.companyName}.`;
  const heroImage =
    firstHero?.type === 'hero'
      ? images.get(firstHero.imageId)
        ? imageUrl(images.get(firstHero.imageId) as ImageSlot)
        : ''
      : '';
  const ogImage = siteUrl && heroImage ? new URL(heroImage, siteUrl).href : '';

  const csp =
    options.csp === false
      ? ''
      : `<meta http-equiv="Content-Security-Policy" content="${e(contentSecurityPolicy(source))}">`;
  // The browser code's words; the sign-up's two only when the page has the sign-up.
  const scriptWords = applied.newsletter
    ? {
        ...t.script,
        subscribed: t.newsletter.subscribed,
        subscribeFailed: t.newsletter.failed,
      }
    : t.script;

  const meta = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    csp,
    applied.indexing?.allowIndexing === false ? '<meta name="robots" content="noindex">' : '',
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    model.seo.keywords.length > 0
      ? `<meta name="keywords" content="${e(model.seo.keywords.join(', '))}">`
      : '',
    siteUrl ? `<link rel="canonical" href="${e(siteUrl)}">` : '',
    `<meta name="theme-color" content="${palette.primary}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${e(fullTitle)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    `<meta property="og:site_name" content="${e(b.companyName)}">`,
    `<meta property="og:locale" content="${e(model.locale.language.replace('-', '_'))}">`,
    siteUrl ? `<meta property="og:url" content="${e(siteUrl)}">` : '',
    ogImage ? `<meta property="og:image" content="${e(ogImage)}">` : '',
    `<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    ogImage ? `<meta name="twitter:image" content="${e(ogImage)}">` : '',
    '<link rel="icon" href="favicon.svg" type="image/svg+xml">',
    '<link rel="stylesheet" href="styles.css">',
    '<script src="script.js" defer></script>',
    renderAnalyticsTags(applied),
    `<script type="application/ld+json">${jsonLd(
      model,
      siteUrl,
      heroImage,
      applied.social.map((p) => p.href),
    )}</script>`,
    // The words script.js and the toolbar show, in the site's language (a data block, not code).
    `<script type="application/json" id="z-l10n">${jsonForScript(scriptWords)}</script>`,
  ]
    .filter(Boolean)
    .join('');

  const a11y = model.accessibility.enabled
    ? ` data-a11y="${e(model.accessibility.position)}"${toolbarAttributes(model.accessibility)}`
    : '';
  // The sprite is built last: sections, header and footer have registered every icon by now.
  const html = `<!DOCTYPE html><html lang="${e(language)}" dir="${dir}"${a11y}><head>${meta}</head><body><a class="skip" href="#z-main">${e(t.skipLink)}</a>${icons.sprite()}${header}<main id="z-main">${h1}${main}</main>${foot}</body></html>`;
  return {
    'index.html': html,
    '404.html': notFoundPage(model, t, dir),
    // The GA4 setup the page loads; the same bytes for every site.
    ...(applied.googleAnalytics ? { 'integrations.js': INTEGRATIONS_SCRIPT } : {}),
  };
}

/**
 * The page's Content-Security-Policy directives: the site's own files, its images' origins, the
 * owner's form endpoint, and exactly the origins the applied integrations load from (sorted, no
 * duplicates). No `'unsafe-inline'`: the page has no inline script or style. The page carries it
 * as a meta tag; a hosting server may send the same string as a header.
 *
 * @example
 * contentSecurityPolicy(model); // "default-src 'self'; img-src 'self' data:; style-src 'self'; …"
 */
export function contentSecurityPolicy(model: SiteModel): string {
  const sources = integrationSources(readIntegrations(model));
  const contactEndpoints = visibleSections(model).flatMap((s) =>
    s.type === 'contact' ? [originOf(s.formEndpoint)] : [],
  );
  const imageOrigins = model.images.map((i) => originOf(imageUrl(i)));
  const uniq = (xs: (string | null)[]) =>
    [...new Set(xs.filter((x): x is string => x !== null))].sort();
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

/**
 * The site's own "page not found", in its language and styles: what its host answers for a path
 * it doesn't have (Zappy's hosting and static hosts such as Netlify serve `404.html`). It is
 * served at any depth, so its links are root-relative.
 */
function notFoundPage(model: SiteModel, t: Messages, dir: string): string {
  const name = model.business.companyName;
  return `<!DOCTYPE html><html lang="${e(model.locale.language)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${e(truncate(`${t.notFound.title} | ${name}`, 70))}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/styles.css"></head><body><main id="z-main" class="wrap"><h1>${e(t.notFound.title)}</h1><p>${e(t.notFound.text)}</p><p><a class="btn" href="/">${e(t.notFound.home)}</a></p></main></body></html>`;
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
    'favicon.svg': favicon(model, resolvePalette(model.brand.palette)),
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
  const applied = readIntegrations(model);
  const present = new Set<string>([
    ...CORE_FILES,
    ...(applied.googleAnalytics ? ['integrations.js'] : []),
    ...(applied.llmsTxt ? ['llms.txt'] : []),
  ]);
  const paths = [...FILE_ORDER.filter((f) => present.has(f)), ...[...imagePaths].sort()];
  return { 'README.md': readme(model, paths, absoluteSiteUrl(model, options)) };
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
