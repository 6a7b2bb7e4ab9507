import { WEEK_DAYS } from '@zappy/site-model/constants';
import type { Link, Section, SectionOf, SiteModel } from '@zappy/site-model/schema';
import { cleanText, escapeHtml as e, safeHref } from './escape';
import type { IconSet } from './icons';
import type { Surface } from './themes';

/** What a section renderer needs besides its own data. */
export type SectionContext = {
  model: SiteModel;
  icons: IconSet;
  surface: Surface;
  /** `<img>` markup for an image id, or '' when the model has no such image. */
  image: (
    id: string,
    options?: { eager?: boolean; className?: string; decorative?: boolean },
  ) => string;
  /** True for the first hero on the page (it carries the single h1). */
  isMainHero: boolean;
  /** False when another section has the same name: landmarks need unique names. */
  labelled: boolean;
};

const DEFAULT_HEADINGS: Record<Section['type'], string> = {
  hero: 'Welcome',
  features: 'Features',
  services: 'Services',
  about: 'About us',
  gallery: 'Gallery',
  testimonials: 'Testimonials',
  pricing: 'Pricing',
  faq: 'Frequently asked questions',
  team: 'Our team',
  stats: 'Key figures',
  cta: 'Get started',
  contact: 'Contact',
  hours: 'Opening hours',
  footer: 'Footer',
};

export const DAY_NAMES: Record<(typeof WEEK_DAYS)[number], string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** Monday first reads naturally for opening hours. */
export const DISPLAY_DAYS = [...WEEK_DAYS.slice(1), WEEK_DAYS[0]];

const para = (text: string, cls = '') =>
  text.trim() === '' ? '' : `<p${cls ? ` class="${cls}"` : ''}>${e(text)}</p>`;

/** Paragraphs from blank-line separated text. */
const paras = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((t) => para(t))
    .join('');

/** Text with visible characters only; whitespace-only and zero-width headings count as empty. */
export function visibleText(text: string): string {
  return cleanText(text)
    .replace(/[\s\u200B-\u200F\u2028-\u202F\u2060-\u206F\uFEFF]+/g, ' ')
    .trim();
}

/** The accessible name a section's landmark gets. */
export function sectionName(section: Section, companyName: string): string {
  const own = visibleText(section.heading);
  if (own) return own;
  if (section.type === 'hero') return visibleText(companyName) || DEFAULT_HEADINGS.hero;
  return DEFAULT_HEADINGS[section.type];
}

function head(
  section: Section,
  _ctx: SectionContext,
  options: { center?: boolean; eyebrow?: string } = {},
): string {
  const title = visibleText(section.heading) === '' ? '' : section.heading.trim();
  // A section without a visible heading still gets one for the outline (ordered headings).
  const h2 =
    title === ''
      ? `<h2 id="${section.id}-h" class="sr-only">${e(DEFAULT_HEADINGS[section.type])}</h2>`
      : `<h2 id="${section.id}-h">${e(title)}</h2>`;
  const eyebrow = options.eyebrow ? `<span class="eb">${e(options.eyebrow)}</span>` : '';
  if (title === '' && section.intro.trim() === '') return h2;
  return `<div class="sh${options.center ? ' center' : ''}">${eyebrow}${h2}${para(section.intro, 'lead')}</div>`;
}

function action(link: Link | undefined, secondary = false, icon?: string, icons?: IconSet): string {
  if (!link || link.label.trim() === '') return '';
  const arrow = icon && icons ? icons.use(icon) : '';
  return `<a class="btn${secondary ? ' btn-2' : ''}" href="${e(safeHref(link.href))}">${e(link.label)}${arrow}</a>`;
}

function actions(primary: Link | undefined, secondary: Link | undefined, icons: IconSet): string {
  const html = action(primary, false, 'arrow-right', icons) + action(secondary, true);
  return html === '' ? '' : `<div class="actions">${html}</div>`;
}

function labelledBy(section: Section, ctx: SectionContext): string {
  return ctx.labelled ? ` aria-labelledby="${section.id}-h"` : '';
}

function wrapSection(
  section: Section,
  ctx: SectionContext,
  inner: string,
  extraClass = '',
): string {
  return `<section id="${section.id}" class="sec s-${ctx.surface} sec-${section.type}${extraClass ? ` ${extraClass}` : ''}"${labelledBy(section, ctx)}><div class="wrap">${inner}</div></section>`;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The first grapheme (an emoji with modifiers counts as one), upper-cased. */
export function firstGrapheme(text: string): string {
  for (const { segment } of segmenter.segment(text.trim())) return segment.toUpperCase();
  return '';
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts.slice(0, 2).map(firstGrapheme).join('') || '?';
}

/** Phone numbers must not wrap: spaces become no-break spaces, hyphens non-breaking hyphens. */
export function phoneText(phone: string): string {
  return e(phone).replace(/ /g, '&nbsp;').replace(/-/g, '&#8209;');
}

export function formatTime(time: string): string {
  return time;
}

export function hoursText(day: { closed: boolean; open: string; close: string }): string {
  return day.closed ? 'Closed' : `${formatTime(day.open)} – ${formatTime(day.close)}`;
}

function hero(s: SectionOf<'hero'>, ctx: SectionContext): string {
  const { model, icons } = ctx;
  const title = visibleText(s.heading)
    ? s.heading.trim()
    : visibleText(model.business.companyName)
      ? model.business.companyName
      : DEFAULT_HEADINGS.hero;
  const hTag = ctx.isMainHero ? 'h1' : 'h2';
  const heading = `<${hTag} id="${s.id}-h">${e(title)}</${hTag}>`;
  const eyebrow = s.eyebrow.trim() ? `<span class="eb">${e(s.eyebrow)}</span>` : '';
  const lead = para(s.intro || model.business.tagline, 'lead');
  const c = model.business.contactDetails;
  const meta: string[] = [];
  if (c.address.city.trim()) meta.push(`<span>${icons.use('map-pin')}${e(c.address.city)}</span>`);
  if (c.phone.trim()) meta.push(`<span>${icons.use('phone')}${phoneText(c.phone)}</span>`);
  const metaHtml =
    meta.length > 0 && s.layout !== 'centered' ? `<p class="hero-meta">${meta.join('')}</p>` : '';
  const copy = `<div class="hero-copy">${eyebrow}${heading}${lead}${actions(s.primaryAction, s.secondaryAction, icons)}${metaHtml}</div>`;
  if (s.layout === 'full-bleed') {
    const bg = ctx.image(s.imageId, { eager: true, className: 'bg', decorative: false });
    return `<section id="${s.id}" class="sec hero hero-fb s-inv"${labelledBy(s, ctx)}>${bg}<div class="wrap">${copy}</div></section>`;
  }
  const img = ctx.image(s.imageId, { eager: true });
  const media = img ? `<div class="media">${img}</div>` : '';
  const cls = s.layout === 'centered' ? 'hero-centered' : 'hero-split';
  return `<section id="${s.id}" class="sec hero s-${ctx.surface}"${labelledBy(s, ctx)}><div class="wrap ${cls}">${copy}${media}</div></section>`;
}

function features(s: SectionOf<'features'>, ctx: SectionContext): string {
  const { icons } = ctx;
  const items =
    s.layout === 'icon-rows'
      ? `<ul class="rows">${s.items
          .map(
            (it) =>
              `<li class="row"><span class="ic">${icons.use(it.icon || 'sparkles')}</span><div><h3>${e(it.title)}</h3>${para(it.text, 'muted')}</div></li>`,
          )
          .join('')}</ul>`
      : `<ul class="grid">${s.items
          .map(
            (it) =>
              `<li class="card"><span class="ic">${icons.use(it.icon || 'sparkles')}</span><h3>${e(it.title)}</h3>${para(it.text, 'muted')}</li>`,
          )
          .join('')}</ul>`;
  return wrapSection(s, ctx, head(s, ctx) + items);
}

function services(s: SectionOf<'services'>, ctx: SectionContext): string {
  const { icons } = ctx;
  const price = (p: string) => (p.trim() ? `<span class="svc-price">${e(p)}</span>` : '');
  const items =
    s.layout === 'list'
      ? `<ul class="svc-list">${s.items
          .map(
            (it) => `<li><div><h3>${e(it.title)}</h3>${para(it.text)}</div>${price(it.price)}</li>`,
          )
          .join('')}</ul>`
      : `<ul class="grid">${s.items
          .map(
            (it) =>
              `<li class="card"><span class="ic">${icons.use(it.icon || 'check')}</span><h3>${e(it.title)}</h3>${para(it.text, 'muted')}${price(it.price)}</li>`,
          )
          .join('')}</ul>`;
  return wrapSection(s, ctx, head(s, ctx) + items);
}

function checks(items: readonly string[], icons: IconSet): string {
  const list = items.filter((t) => t.trim() !== '');
  return list.length === 0
    ? ''
    : `<ul class="checks">${list.map((t) => `<li>${icons.use('check')}<span>${e(t)}</span></li>`).join('')}</ul>`;
}

function about(s: SectionOf<'about'>, ctx: SectionContext): string {
  const body = paras(s.body || ctx.model.business.description);
  if (s.layout === 'centered') {
    return wrapSection(
      s,
      ctx,
      `<div class="narrow center">${head(s, ctx, { center: true })}${body}${checks(s.highlights, ctx.icons)}</div>`,
      'about-centered',
    );
  }
  const img = ctx.image(s.imageId);
  return wrapSection(
    s,
    ctx,
    `<div class="about-split">${img ? `<div class="media">${img}</div>` : ''}<div>${head(s, ctx)}${body}${checks(s.highlights, ctx.icons)}</div></div>`,
  );
}

function gallery(s: SectionOf<'gallery'>, ctx: SectionContext): string {
  const figures = s.items
    .map((it) => {
      const img = ctx.image(it.imageId);
      if (!img) return '';
      return `<figure>${img}${it.caption.trim() ? `<figcaption>${e(it.caption)}</figcaption>` : ''}</figure>`;
    })
    .join('');
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx)}<div class="grid gal${s.layout === 'mosaic' ? ' mosaic' : ''}">${figures}</div>`,
  );
}

function quote(
  it: { quote: string; name: string; role: string },
  icons: IconSet,
  cls: string,
): string {
  return `<figure class="${cls}">${icons.use('quote')}<blockquote>${para(it.quote)}</blockquote><figcaption><b>${e(it.name)}</b>${it.role.trim() ? `<span>${e(it.role)}</span>` : ''}</figcaption></figure>`;
}

function testimonials(s: SectionOf<'testimonials'>, ctx: SectionContext): string {
  const { icons } = ctx;
  if (s.layout === 'spotlight' && s.items.length > 0) {
    const [first, ...rest] = s.items;
    const spot = first ? quote(first, icons, 'quote spot') : '';
    const others = rest.map((it) => `<li>${quote(it, icons, 'quote card')}</li>`).join('');
    return wrapSection(
      s,
      ctx,
      `${head(s, ctx)}${spot}${others ? `<ul class="grid">${others}</ul>` : ''}`,
    );
  }
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx)}<ul class="grid">${s.items.map((it) => `<li>${quote(it, icons, 'quote card')}</li>`).join('')}</ul>`,
  );
}

const PERIODS: Record<string, string> = {
  monthly: 'per month',
  yearly: 'per year',
  weekly: 'per week',
  'one-time': 'one-time',
};

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats a price; formatters are cached because creating them dominates render time. */
export function formatPrice(price: number, currency: string, language: string): string {
  if (price === 0) return 'Free';
  const key = `${language}|${currency}|${Number.isInteger(price) ? 0 : 2}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    try {
      fmt = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        maximumFractionDigits: Number.isInteger(price) ? 0 : 2,
      });
    } catch {
      fmt = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 2,
      });
    }
    formatters.set(key, fmt);
  }
  return fmt.format(price);
}

function pricing(s: SectionOf<'pricing'>, ctx: SectionContext): string {
  const { icons, model } = ctx;
  const lang = model.locale.language;
  const per = PERIODS[s.billingPeriod] ?? '';
  if (s.layout === 'table') {
    const rows = s.plans
      .map(
        (p) =>
          `<tr><th scope="row">${e(p.name)}${p.recommended ? ' <span class="badge">Most popular</span>' : ''}</th><td>${e(formatPrice(p.price, s.currency, lang))} <span class="per">${e(p.price === 0 ? '' : per)}</span></td><td>${e([p.description, ...p.features].filter((t) => t.trim()).join(' · '))}</td></tr>`,
      )
      .join('');
    return wrapSection(
      s,
      ctx,
      `${head(s, ctx)}<table class="ptable"><caption class="sr-only">${e(s.heading || 'Pricing')}</caption><thead><tr><th scope="col">Plan</th><th scope="col">Price</th><th scope="col">Includes</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  const cards = s.plans
    .map(
      (p) =>
        `<li class="card plan${p.recommended ? ' rec' : ''}">${p.recommended ? '<span class="badge">Most popular</span>' : ''}<h3>${e(p.name)}</h3>${para(p.description, 'muted')}<p><span class="amt">${e(formatPrice(p.price, s.currency, lang))}</span> <span class="per">${e(p.price === 0 ? '' : per)}</span></p>${checks(p.features, icons)}<a class="btn${p.recommended ? '' : ' btn-2'}" href="#contact">${e(p.actionLabel || 'Get started')}<span class="sr-only">: ${e(p.name)}</span></a></li>`,
    )
    .join('');
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx, { center: true })}<ul class="grid plans">${cards}</ul>`,
  );
}

function faq(s: SectionOf<'faq'>, ctx: SectionContext): string {
  if (s.layout === 'two-column') {
    return wrapSection(
      s,
      ctx,
      `${head(s, ctx)}<div class="faq2">${s.items.map((it) => `<div><h3>${e(it.question)}</h3>${para(it.answer)}</div>`).join('')}</div>`,
    );
  }
  return wrapSection(
    s,
    ctx,
    `<div class="narrow center">${head(s, ctx, { center: true })}</div><div class="narrow center faq" data-accordion>${s.items
      .map((it) => `<details><summary>${e(it.question)}</summary>${para(it.answer)}</details>`)
      .join('')}</div>`,
  );
}

function team(s: SectionOf<'team'>, ctx: SectionContext): string {
  const member = (m: { name: string; role: string; bio: string }, cls: string) =>
    `<li class="${cls}"><span class="av" aria-hidden="true">${e(initials(m.name))}</span><div><h3>${e(m.name)}</h3>${m.role.trim() ? `<p class="role">${e(m.role)}</p>` : ''}${para(m.bio, 'muted')}</div></li>`;
  const list =
    s.layout === 'list'
      ? `<ul class="team-list">${s.members.map((m) => member(m, 'member')).join('')}</ul>`
      : `<ul class="grid">${s.members.map((m) => member(m, 'card member')).join('')}</ul>`;
  return wrapSection(s, ctx, head(s, ctx) + list);
}

function stats(s: SectionOf<'stats'>, ctx: SectionContext): string {
  const cls = s.layout === 'cards' ? 'grid' : 'stats stats-row';
  const item = s.layout === 'cards' ? 'card stat' : 'stat';
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx)}<ul class="${cls}">${s.items.map((it) => `<li class="${item}"><b>${e(it.value)}</b><span>${e(it.label)}</span></li>`).join('')}</ul>`,
  );
}

function cta(s: SectionOf<'cta'>, ctx: SectionContext): string {
  const h = visibleText(s.heading) ? s.heading.trim() : DEFAULT_HEADINGS.cta;
  const text = `<h2 id="${s.id}-h">${e(h)}</h2>${para(s.intro, 'lead')}`;
  const acts = actions(s.primaryAction, s.secondaryAction, ctx.icons);
  if (s.layout === 'split') {
    return wrapSection(s, ctx, `<div class="cta-split"><div>${text}</div>${acts}</div>`);
  }
  return wrapSection(s, ctx, `<div class="narrow center">${text}${acts}</div>`);
}

/** The opening hours table, shared by the hours section and the contact block. */
export function hoursTable(model: SiteModel, caption: string): string {
  const rows = DISPLAY_DAYS.map((day) => {
    const h = model.business.businessHours[day];
    return `<tr><th scope="row">${DAY_NAMES[day]}</th><td>${e(hoursText(h))}</td></tr>`;
  }).join('');
  return `<table class="hours"><caption class="sr-only">${e(caption)}</caption><tbody>${rows}</tbody></table>`;
}

function hours(s: SectionOf<'hours'>, ctx: SectionContext): string {
  const { model } = ctx;
  const body =
    s.layout === 'cards'
      ? `<ul class="hours-cards">${DISPLAY_DAYS.map((day) => `<li><b>${DAY_NAMES[day]}</b><span>${e(hoursText(model.business.businessHours[day]))}</span></li>`).join('')}</ul>`
      : hoursTable(model, s.heading || 'Opening hours');
  return wrapSection(s, ctx, `${head(s, ctx)}${body}${para(s.note, 'muted')}`);
}

/** Postal address lines, skipping empty parts. */
export function addressLines(model: SiteModel): string[] {
  const a = model.business.contactDetails.address;
  const cityLine = [a.city, [a.state, a.zip].filter((x) => x.trim()).join(' ')]
    .filter((x) => x.trim())
    .join(', ');
  return [a.street, cityLine, a.country].filter((x) => x.trim() !== '');
}

function contact(s: SectionOf<'contact'>, ctx: SectionContext): string {
  const { model, icons } = ctx;
  const c = model.business.contactDetails;
  const details: string[] = [];
  const lines = addressLines(model);
  if (lines.length > 0) {
    details.push(
      `<li><span class="ic">${icons.use('map-pin')}</span><div><b>Visit</b>${lines.map((l) => e(l)).join('<br>')}</div></li>`,
    );
  }
  if (c.phone.trim()) {
    const tel = c.phone.replace(/[^\d+]/g, '');
    details.push(
      `<li><span class="ic">${icons.use('phone')}</span><div><b>Call</b><a href="tel:${e(tel)}">${phoneText(c.phone)}</a></div></li>`,
    );
  }
  if (c.email.trim()) {
    details.push(
      `<li><span class="ic">${icons.use('mail')}</span><div><b>Email</b><a href="${e(safeHref(`mailto:${c.email.trim()}`))}">${e(c.email)}</a></div></li>`,
    );
  }
  const endpoint = s.formEndpoint.trim() ? safeHref(s.formEndpoint) : '';
  const email = c.email.trim();
  const hasForm = endpoint !== '#' && (endpoint !== '' || email !== '');
  const fid = `${s.id}-f`;
  const form = hasForm
    ? `<form class="form card" action="${e(endpoint || safeHref(`mailto:${email}`))}" method="post"${endpoint ? '' : ' enctype="text/plain"'} data-contact${endpoint ? ` data-endpoint="${e(endpoint)}"` : ''}${email ? ` data-email="${e(email)}"` : ''}>` +
      `<div><label for="${fid}-n">Name</label><input id="${fid}-n" name="name" type="text" autocomplete="name" required></div>` +
      `<div><label for="${fid}-e">Email</label><input id="${fid}-e" name="email" type="email" autocomplete="email" required></div>` +
      `<div><label for="${fid}-s">Subject</label><input id="${fid}-s" name="subject" type="text" required></div>` +
      `<div><label for="${fid}-m">Message</label><textarea id="${fid}-m" name="message" rows="5" required></textarea></div>` +
      `<button class="btn" type="submit">Send message</button><p class="status" role="status" aria-live="polite"></p></form>`
    : '';
  const hoursBlock = s.showHours
    ? `<div><h3>Opening hours</h3>${hoursTable(model, 'Opening hours')}</div>`
    : '';
  const detailList =
    details.length > 0
      ? `<ul class="details${s.layout === 'stacked' ? ' details-row' : ''}">${details.join('')}</ul>`
      : '';
  if (s.layout === 'stacked') {
    return wrapSection(
      s,
      ctx,
      `${head(s, ctx)}${detailList}<div class="contact">${form}${hoursBlock}</div>`,
    );
  }
  return wrapSection(
    s,
    ctx,
    `<div class="contact"><div>${head(s, ctx)}${detailList}${hoursBlock}</div>${form}</div>`,
  );
}

/**
 * Renders one section (the footer is rendered by the page, outside `<main>`).
 *
 * @example renderSection(model.sections[0], ctx)
 */
export function renderSection(section: Section, ctx: SectionContext): string {
  switch (section.type) {
    case 'hero':
      return hero(section, ctx);
    case 'features':
      return features(section, ctx);
    case 'services':
      return services(section, ctx);
    case 'about':
      return about(section, ctx);
    case 'gallery':
      return gallery(section, ctx);
    case 'testimonials':
      return testimonials(section, ctx);
    case 'pricing':
      return pricing(section, ctx);
    case 'faq':
      return faq(section, ctx);
    case 'team':
      return team(section, ctx);
    case 'stats':
      return stats(section, ctx);
    case 'cta':
      return cta(section, ctx);
    case 'contact':
      return contact(section, ctx);
    case 'hours':
      return hours(section, ctx);
    case 'footer':
      return '';
  }
}
