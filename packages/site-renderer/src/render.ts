import type { ImageSlot, SiteModel } from '@zappy/site-model/schema';
import { WEEK_DAYS } from '@zappy/site-model/constants';
import { resolvePalette, type ResolvedPalette } from './contrast';
import { buildStylesheet } from './css';
import { cleanText, escapeHtml as e, escapeXml, jsonForScript, safeHref } from './escape';
import { IconSet } from './icons';
import { motifForIndustry, renderMotifSvg } from './images';
import { ACCESSIBILITY_CSS, ACCESSIBILITY_SCRIPT, SITE_SCRIPT } from './scripts';
import {
  addressLines,
  hoursText,
  DAY_NAMES,
  DISPLAY_DAYS,
  firstGrapheme,
  phoneText,
  renderSection,
  sectionName,
  type SectionContext,
} from './sections';
import { assignSurfaces } from './themes';

/** Options that are not part of the model. */
export type RenderOptions = {
  /** The URL the site is served at (overrides `seo.siteUrl`), e.g. the deployed host. */
  siteUrl?: string;
  /** Copyright year in the footer; omitted when not given, so output stays deterministic. */
  year?: number;
  /** Emit a Content-Security-Policy meta tag (default true). */
  csp?: boolean;
};

/** Rendered files by path. Text files are strings; all are UTF-8. */
export type RenderedSite = { files: Record<string, string | Uint8Array> };

/** The files every site has, besides `images/…`. */
export const CORE_FILES = [
  'index.html',
  'styles.css',
  'script.js',
  'accessibility.js',
  'accessibility.css',
  'README.md',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
] as const;

function absoluteSiteUrl(model: SiteModel, options: RenderOptions): string {
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

function originOf(url: string): string | null {
  const m = /^(https?:\/\/[^/?#\s]+)/i.exec(url);
  return m?.[1] ?? null;
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

function jsonLd(model: SiteModel, siteUrl: string, heroImage: string): string {
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
  data['openingHours'] = openingHours(model);
  data['openingHoursSpecification'] = WEEK_DAYS.filter((d) => !b.businessHours[d].closed).map(
    (d) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[d]}`,
      opens: b.businessHours[d].open,
      closes: b.businessHours[d].close,
    }),
  );
  if (model.seo.localBusiness.priceRange.trim())
    data['priceRange'] = model.seo.localBusiness.priceRange;
  if (c.website.trim() && /^https?:\/\//i.test(c.website)) data['sameAs'] = [c.website];
  return jsonForScript(data);
}

function footer(
  model: SiteModel,
  icons: IconSet,
  navLinks: { label: string; href: string }[],
  year?: number,
): string {
  const f = model.sections.find((s) => s.type === 'footer');
  const b = model.business;
  const c = b.contactDetails;
  const note = f?.type === 'footer' && f.note.trim() ? f.note : b.tagline;
  const links = [
    ...navLinks,
    ...(f?.type === 'footer' ? f.links.filter((l) => l.label.trim()) : []),
  ];
  const linkList = links
    .map((l) => `<li><a href="${e(safeHref(l.href))}">${e(l.label)}</a></li>`)
    .join('');
  const legal = `<div class="legal"><p>© ${year ? `${year} ` : ''}${e(b.companyName)}</p>${b.tagline.trim() && note !== b.tagline ? `<p>${e(b.tagline)}</p>` : ''}</div>`;
  const brand = `<a class="brand" href="#top"><span class="mark" aria-hidden="true">${e(initial(b.companyName))}</span><span>${e(b.companyName)}</span></a>`;
  if (f?.type === 'footer' && f.layout === 'simple') {
    return `<footer class="ftr"><div class="wrap"><div class="ftr-simple">${brand}${linkList ? `<nav aria-label="Footer"><ul>${linkList}</ul></nav>` : ''}</div>${legal}</div></footer>`;
  }
  const contact: string[] = [];
  const lines = addressLines(model);
  if (lines.length > 0) contact.push(`<li>${lines.map((l) => e(l)).join('<br>')}</li>`);
  if (c.phone.trim())
    contact.push(
      `<li><a href="tel:${e(c.phone.replace(/[^\d+]/g, ''))}">${phoneText(c.phone)}</a></li>`,
    );
  if (c.email.trim())
    contact.push(`<li><a href="${e(safeHref(`mailto:${c.email.trim()}`))}">${e(c.email)}</a></li>`);
  const open = DISPLAY_DAYS.filter((d) => !b.businessHours[d].closed);
  const hours = open
    .slice(0, 7)
    .map((d) => `<li>${DAY_NAMES[d].slice(0, 3)} ${e(hoursText(b.businessHours[d]))}</li>`)
    .join('');
  return (
    `<footer class="ftr"><div class="wrap"><div class="ftr-cols">` +
    `<div>${brand}${note.trim() ? `<p class="muted">${e(note)}</p>` : ''}</div>` +
    (contact.length > 0 ? `<div><h2>Contact</h2><ul>${contact.join('')}</ul></div>` : '') +
    (hours ? `<div><h2>Hours</h2><ul>${hours}</ul></div>` : '') +
    (linkList ? `<nav aria-label="Footer"><h2>Explore</h2><ul>${linkList}</ul></nav>` : '') +
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
  const md = (t: string) =>
    cleanText(t)
      .replace(/([\\`*_[\]<>#|])/g, '\\$1')
      .replace(/\s+/g, ' ')
      .trim();
  const sections = model.sections
    .map((s) => `- **${s.type}** (${s.layout})${s.heading.trim() ? `: ${md(s.heading)}` : ''}`)
    .join('\n');
  return `# ${md(b.companyName)}

${md(b.tagline || b.description)}

This is the marketing website of ${md(b.companyName)}${b.industry.trim() ? ` (${md(b.industry)})` : ''}, generated by Zappy as plain,
static HTML, CSS and JavaScript. It has no build step, no framework and no external requests.
${siteUrl ? `\nLive address: ${siteUrl}\n` : ''}
## Sections

${sections}

Visual style: **${model.brand.style}**. Colours were checked for WCAG 2.1 AA contrast when the
site was rendered.

## Files

${files.map((f) => `- \`${f}\``).join('\n')}

- \`index.html\`: the page, with SEO tags and JSON-LD business data.
- \`styles.css\`: all styles (system fonts, no framework).
- \`script.js\`: mobile menu, FAQ, contact form; it loads \`accessibility.js\` (toolbar) after 100 ms.
- \`images/\`: illustrations and photos. Replaceable images carry a \`data-slot\` attribute.

## Hosting

Upload the folder as it is to any static host: Netlify (drag and drop), GitHub Pages,
Cloudflare Pages, an S3 bucket, or any web server such as nginx (\`root /path/to/site;\`).
To look at it locally, serve the folder, for example with \`npx serve .\` or
\`python3 -m http.server\`, and open the address it prints.

If you move the site to a new domain, update the canonical link and \`og:url\` in
\`index.html\`, and the addresses in \`sitemap.xml\` and \`robots.txt\`.
`;
}

/**
 * Renders a site model to static files. Pure and deterministic: the same model and options
 * always give byte-identical files.
 *
 * @example
 * const { files } = renderSite(createSampleSiteModel({ industry: 'bakery' }));
 * files['index.html']; // '<!DOCTYPE html>…'
 */
export function renderSite(model: SiteModel, options: RenderOptions = {}): RenderedSite {
  const palette = resolvePalette(model.brand.palette);
  const icons = new IconSet();
  const siteUrl = absoluteSiteUrl(model, options);
  const b = model.business;
  const files: Record<string, string> = {};

  // Images: procedural SVGs are drawn here; uploads and provider images keep their URL.
  const images = new Map(model.images.map((img) => [img.id, img]));
  const defaultMotif = model.brand.motif ?? motifForIndustry(b.industry);
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
  const image: SectionContext['image'] = (id, opts = {}) => {
    const img = images.get(id);
    if (!img) return '';
    const alt = img.alt.trim() || img.name.trim() || `${b.companyName} illustration`;
    const loading = opts.eager ? ' fetchpriority="high"' : ' loading="lazy"';
    return `<img${opts.className ? ` class="${opts.className}"` : ''} src="${e(imageUrl(img))}" alt="${e(alt)}" width="${img.width}" height="${img.height}" data-slot="${e(img.dataSlot)}" decoding="async"${loading}>`;
  };

  const body = model.sections.filter((s) => s.type !== 'footer');
  const surfaces = assignSurfaces(
    model.brand.style,
    body.map((s) => s.type),
  );
  const firstHero = body.find((s) => s.type === 'hero');
  const names = body.map((s) => sectionName(s, b.companyName).toLowerCase());
  const main = body
    .map((section, i) =>
      renderSection(section, {
        model,
        icons,
        image,
        surface: surfaces[i] ?? 'base',
        isMainHero: section === firstHero,
        labelled: names.filter((n) => n === names[i]).length === 1,
      }),
    )
    .join('');
  // Exactly one h1: the first hero carries it; without a hero the company name does.
  const h1 = firstHero ? '' : `<h1 class="sr-only">${e(b.companyName)}</h1>`;

  const navLinks = body
    .filter((s) => s.navLabel.trim() !== '')
    .map((s) => ({ label: s.navLabel, href: `#${s.id}` }));
  const hasContact = body.some((s) => s.type === 'contact');
  const heroAction = firstHero?.type === 'hero' ? firstHero.primaryAction : undefined;
  const headerAction =
    heroAction && heroAction.label.trim()
      ? heroAction
      : hasContact
        ? { label: 'Contact us', href: '#contact' }
        : undefined;
  const nav =
    navLinks.length > 0
      ? `<nav aria-label="Main"><button class="nav-toggle" type="button" aria-expanded="false" aria-controls="z-menu">${icons.use('menu')}Menu</button><ul id="z-menu" class="menu">${navLinks.map((l) => `<li><a href="${e(l.href)}">${e(l.label)}</a></li>`).join('')}</ul></nav>`
      : '';
  const header = `<header class="hdr"><div class="wrap nav-row"><a class="brand" href="#top"><span class="mark" aria-hidden="true">${e(initial(b.companyName))}</span><span>${e(b.companyName)}</span></a>${nav}${headerAction ? `<a class="btn" href="${e(safeHref(headerAction.href))}">${e(headerAction.label)}</a>` : ''}</div></header>`;
  const foot = footer(model, icons, navLinks, options.year);

  const fullTitle =
    model.seo.title.trim() || [b.companyName, b.tagline].filter((x) => x.trim()).join(' | ');
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

  const contactEndpoints = body.flatMap((s) =>
    s.type === 'contact' ? [originOf(s.formEndpoint)] : [],
  );
  const imageOrigins = model.images.map((i) => originOf(imageUrl(i)));
  const uniq = (xs: (string | null)[]) =>
    [...new Set(xs.filter((x): x is string => x !== null))].sort();
  const csp =
    options.csp === false
      ? ''
      : `<meta http-equiv="Content-Security-Policy" content="${e(
          [
            "default-src 'self'",
            ['img-src', "'self'", 'data:', ...uniq(imageOrigins)].join(' '),
            "style-src 'self'",
            "script-src 'self'",
            ['connect-src', "'self'", ...uniq(contactEndpoints)].join(' '),
            ['form-action', "'self'", 'mailto:', ...uniq(contactEndpoints)].join(' '),
            "base-uri 'none'",
            "object-src 'none'",
          ].join('; '),
        )}">`;

  const meta = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    csp,
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
    `<script type="application/ld+json">${jsonLd(model, siteUrl, heroImage)}</script>`,
  ]
    .filter(Boolean)
    .join('');

  const a11y = model.accessibility.enabled ? ` data-a11y="${model.accessibility.position}"` : '';
  // The sprite is built last: sections, header and footer have registered every icon by now.
  const html = `<!DOCTYPE html><html lang="${e(model.locale.language)}" dir="${model.locale.direction}"${a11y}><head>${meta}</head><body><a class="skip" href="#z-main">Skip to content</a>${icons.sprite()}${header}<main id="z-main">${h1}${main}</main>${foot}</body></html>`;
  files['index.html'] = html;
  files['styles.css'] = buildStylesheet(model, palette);
  files['script.js'] = SITE_SCRIPT;
  files['accessibility.js'] = ACCESSIBILITY_SCRIPT;
  files['accessibility.css'] = ACCESSIBILITY_CSS;
  files['favicon.svg'] = favicon(model, palette);
  files['robots.txt'] =
    `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}sitemap.xml\n` : ''}`;
  files['sitemap.xml'] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
    (siteUrl ? `<url><loc>${escapeXml(siteUrl)}</loc></url>` : '') +
    `</urlset>\n`;
  const paths = [
    ...CORE_FILES,
    ...Object.keys(files)
      .filter((p) => p.startsWith('images/'))
      .sort(),
  ];
  files['README.md'] = readme(model, paths, siteUrl);

  const ordered: Record<string, string> = {};
  for (const path of paths) {
    const content = files[path];
    if (content !== undefined) ordered[path] = content;
  }
  return { files: ordered };
}
