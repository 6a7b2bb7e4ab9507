import { WEEK_DAYS } from '@zappy/site-model/constants';
import {
  isOpenAllDay,
  type DayHours,
  type Link,
  type PricingPlan,
  type Section,
  type SectionOf,
  type SiteModel,
} from '@zappy/site-model/schema';
import { checkSafeUrl, type SafeUrl } from '@zappy/site-model/safe-url';
import { cleanText, escapeHtml, safeHref } from './escape';
import type { Messages } from '@zappy/locales/types';
import type { PathMark } from './edit-paths';
import type { IconSet } from './icons';
import type { Surface } from './themes';

/** What a section renderer needs besides its own data. */
export type SectionContext = {
  model: SiteModel;
  icons: IconSet;
  surface: Surface;
  /** `<img>` markup for an image id (in a `<picture>` with AVIF files), or '' without the image. */
  image: (
    id: string,
    options?: {
      eager?: boolean;
      className?: string;
      decorative?: boolean;
      /** The `sizes` of an uploaded image's `srcset`: how wide it shows at each viewport. */
      sizes?: string;
    },
  ) => string;
  /** True for the first hero on the page (it carries the single h1). */
  isMainHero: boolean;
  /** False when another section has the same name: landmarks need unique names. */
  labelled: boolean;
  /** The interface words in the site's language. */
  t: Messages;
  /** The site's BCP 47 language, for number and time formats. */
  language: string;
  rtl: boolean;
  /** What else the page shows: the contact section is a link target; hours appear once. */
  page: { hasContact: boolean; hasHoursSection: boolean };
  /**
   * Payment links for pricing plans (from the Stripe integration), by plan name lower-cased and
   * trimmed: the plan card's button goes there instead of to the contact section.
   */
  planLinks?: ReadonlyMap<string, { href: string; label: string }>;
  /** Marks an element with the path of the text it shows (the owner's pick page only). */
  at: PathMark;
};

/** How a pricing plan is matched by name: case-insensitive, surrounding spaces ignored. */
export function planKey(name: string): string {
  return visibleText(name).toLowerCase();
}

/**
 * The spam guards every form posting to the hosting server carries: a honeypot text field people
 * never see (clipped off-screen by `.hp`, out of the tab order, still labelled so assistive tech
 * explains it) and the hidden `_zt` form token script.js fills in before posting.
 *
 * @example formGuards('contact-f', t) // '<div class="hp"><label for="contact-f-w">…'
 */
export function formGuards(idPrefix: string, t: Messages): string {
  return `<div class="hp"><label for="${idPrefix}-w">${escapeHtml(t.honeypot)}</label><input id="${idPrefix}-w" name="website" type="text" tabindex="-1" autocomplete="off"></div><input type="hidden" name="_zt">`;
}

/** Where the contact form posts: the site's own hosting server. */
export const CONTACT_ACTION = '/_zappy/contact';

/** Where the newsletter sign-up posts: the site's own hosting server. */
export const SUBSCRIBE_ACTION = '/_zappy/subscribe';

/** Monday first reads naturally for opening hours. */
export const DISPLAY_DAYS = [...WEEK_DAYS.slice(1), WEEK_DAYS[0]];

/** A paragraph, or nothing for a blank text; `mark` names the text's path on the pick page. */
const para = (text: string, cls = '', mark = '') =>
  text.trim() === '' ? '' : `<p${cls ? ` class="${cls}"` : ''}${mark}>${escapeHtml(text)}</p>`;

/** Paragraphs from blank-line separated text, each marked as the one text they show. */
const paras = (text: string, mark = '') =>
  text
    .split(/\n\s*\n/)
    .map((t) => para(t, '', mark))
    .join('');

/** Text with visible characters only; whitespace-only and zero-width headings count as empty. */
export function visibleText(text: string): string {
  return cleanText(text)
    .replace(/[\s\u200B-\u200F\u2028-\u202F\u2060-\u206F\uFEFF]+/g, ' ')
    .trim();
}

/** The accessible name a section's landmark gets. */
export function sectionName(section: Section, companyName: string, t: Messages): string {
  const own = visibleText(section.heading);
  if (own) return own;
  if (section.type === 'hero') return visibleText(companyName) || t.headings.hero;
  return t.headings[section.type];
}

/**
 * Whether a section has the facts it needs. A section without them is left out of the page (and
 * its navigation) rather than shown empty or filled with invented content.
 *
 * @example hasContent({ ...pricing, plans: [], pricesOnRequest: false }, model) // false
 */
export function hasContent(section: Section, model: SiteModel): boolean {
  switch (section.type) {
    case 'features':
    case 'services':
    case 'testimonials':
    case 'faq':
    case 'stats':
      return section.items.length > 0;
    case 'gallery': {
      const ids = new Set(model.images.map((i) => i.id));
      return section.items.some((it) => ids.has(it.imageId));
    }
    case 'team':
      return section.members.length > 0;
    case 'pricing':
      return section.plans.length > 0 || section.pricesOnRequest;
    case 'hours':
      return showsHours(model);
    default:
      return true;
  }
}

/**
 * The sections the page shows, in order: those with content (see `hasContent`).
 *
 * @example visibleSections(model).map((s) => s.type) // ['hero', 'about', 'contact', 'footer']
 */
export function visibleSections(model: SiteModel): Section[] {
  return model.sections.filter((s) => hasContent(s, model));
}

function head(
  section: Section,
  ctx: SectionContext,
  options: { center?: boolean; eyebrow?: string } = {},
): string {
  const title = visibleText(section.heading) === '' ? '' : section.heading.trim();
  // A section without a visible heading still gets one for the outline (ordered headings).
  const h2 =
    title === ''
      ? `<h2 id="${section.id}-h" class="sr-only">${escapeHtml(ctx.t.headings[section.type])}</h2>`
      : `<h2 id="${section.id}-h"${ctx.at('heading')}>${escapeHtml(title)}</h2>`;
  const eyebrow = options.eyebrow ? `<span class="eb">${escapeHtml(options.eyebrow)}</span>` : '';
  if (title === '' && section.intro.trim() === '') return h2;
  return `<div class="sh${options.center ? ' center' : ''}">${eyebrow}${h2}${para(section.intro, 'lead', ctx.at('intro'))}</div>`;
}

function action(
  link: Link | undefined,
  options: { secondary?: boolean; icon?: string; icons?: IconSet; mark: string },
): string {
  if (!link || link.label.trim() === '') return '';
  const { icon, icons } = options;
  const arrow = icon && icons ? icons.use(icon) : '';
  const href = safeHref(link.href);
  // A button that dials ("Call (555) 201-3344") is a telephone link: its number must not wrap.
  const label = /^tel:/i.test(href) ? phoneText(link.label) : escapeHtml(link.label);
  return `<a class="btn${options.secondary ? ' btn-2' : ''}" href="${escapeHtml(href)}"${options.mark}>${label}${arrow}</a>`;
}

/** A section's two buttons, each marked by its label's path (which names its link too). */
function actions(
  section: { primaryAction?: Link | undefined; secondaryAction?: Link | undefined },
  ctx: SectionContext,
): string {
  const html =
    action(section.primaryAction, {
      icon: 'arrow-right',
      icons: ctx.icons,
      mark: ctx.at('primaryAction.label'),
    }) +
    action(section.secondaryAction, { secondary: true, mark: ctx.at('secondaryAction.label') });
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

/**
 * Phone numbers must not wrap: spaces become no-break spaces, hyphens non-breaking hyphens. On
 * a right-to-left page the number is isolated left to right, or bidi reordering would scramble
 * its digit groups and the leading `+`.
 */
export function phoneText(phone: string, rtl = false): string {
  const text = escapeHtml(phone).replace(/ /g, '&nbsp;').replace(/-/g, '&#8209;');
  return rtl ? `<bdi dir="ltr">${text}</bdi>` : text;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(language: string): Intl.DateTimeFormat {
  let fmt = timeFormats.get(language);
  if (!fmt) {
    // Opening hours read as 24-hour times in every language we write; the locale still picks
    // the digits and separators.
    const options = {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    } as const;
    try {
      fmt = new Intl.DateTimeFormat(language, options);
    } catch {
      fmt = new Intl.DateTimeFormat('en', options);
    }
    timeFormats.set(language, fmt);
  }
  return fmt;
}

/**
 * An `HH:MM` time in the site's locale.
 *
 * @example formatTime('07:30', 'de') // '07:30'
 */
export function formatTime(time: string, language: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return timeFormat(language).format(Date.UTC(2000, 0, 1, h, m));
}

/** One day's hours, or the words for closed or open 24 hours, in the site's language. */
export function hoursText(day: DayHours, t: Messages, language: string): string {
  if (day.closed) return t.closed;
  if (isOpenAllDay(day)) return t.open24Hours;
  return `${formatTime(day.open, language)} – ${formatTime(day.close, language)}`;
}

/**
 * Whether the page says anything about when to come: opening hours the owner gave, or that they
 * see customers by appointment (which has no times of its own).
 */
export function showsHours(model: SiteModel): boolean {
  return model.business.hoursGiven || model.business.byAppointment;
}

/** Open around the clock every day of the week: one line says it better than seven. */
export function openAllWeek(model: SiteModel): boolean {
  return WEEK_DAYS.every((day) => isOpenAllDay(model.business.businessHours[day]));
}

function hero(s: SectionOf<'hero'>, ctx: SectionContext): string {
  const { model, icons } = ctx;
  const title = visibleText(s.heading)
    ? s.heading.trim()
    : visibleText(model.business.companyName)
      ? model.business.companyName
      : ctx.t.headings.hero;
  const hTag = ctx.isMainHero ? 'h1' : 'h2';
  const heading = `<${hTag} id="${s.id}-h"${ctx.at('heading')}>${escapeHtml(title)}</${hTag}>`;
  const eyebrow = s.eyebrow.trim()
    ? `<span class="eb"${ctx.at('eyebrow')}>${escapeHtml(s.eyebrow)}</span>`
    : '';
  // The tagline stands in for an empty intro, unless it only says the heading again.
  const same = (a: string, b: string) =>
    a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  const tagline = same(model.business.tagline, title) ? '' : model.business.tagline;
  // The tagline shows in the intro's place, so the intro is what changes it there.
  const lead = para(s.intro || tagline, 'lead', ctx.at('intro'));
  const c = model.business.contactDetails;
  const meta: string[] = [];
  if (c.address.city.trim())
    meta.push(`<span>${icons.use('map-pin')}${escapeHtml(c.address.city)}</span>`);
  if (c.phone.trim()) meta.push(`<span>${icons.use('phone')}${phoneText(c.phone, ctx.rtl)}</span>`);
  const metaHtml =
    meta.length > 0 && s.layout !== 'centered' ? `<p class="hero-meta">${meta.join('')}</p>` : '';
  const copy = `<div class="hero-copy">${eyebrow}${heading}${lead}${actions(s, ctx)}${metaHtml}</div>`;
  if (s.layout === 'full-bleed') {
    const bg = ctx.image(s.imageId, {
      eager: true,
      className: 'bg',
      decorative: false,
      sizes: '100vw',
    });
    return `<section id="${s.id}" class="sec hero hero-fb s-inv"${labelledBy(s, ctx)}>${bg}<div class="wrap">${copy}</div></section>`;
  }
  const img = ctx.image(s.imageId, {
    eager: true,
    ...(s.layout === 'centered' ? { sizes: '(min-width: 64rem) 64rem, 100vw' } : {}),
  });
  const media = img ? `<div class="media">${img}</div>` : '';
  const cls = s.layout === 'centered' ? 'hero-centered' : 'hero-split';
  return `<section id="${s.id}" class="sec hero s-${ctx.surface}"${labelledBy(s, ctx)}><div class="wrap ${cls}">${copy}${media}</div></section>`;
}

function features(s: SectionOf<'features'>, ctx: SectionContext): string {
  const { icons, at } = ctx;
  const title = (it: { title: string }, i: number) =>
    `<h3${at(`items.${i}.title`)}>${escapeHtml(it.title)}</h3>`;
  const items =
    s.layout === 'icon-rows'
      ? `<ul class="rows">${s.items
          .map(
            (it, i) =>
              `<li class="row"><span class="ic">${icons.use(it.icon || 'sparkles')}</span><div>${title(it, i)}${para(it.text, 'muted', at(`items.${i}.text`))}</div></li>`,
          )
          .join('')}</ul>`
      : `<ul class="grid">${s.items
          .map(
            (it, i) =>
              `<li class="card"><span class="ic">${icons.use(it.icon || 'sparkles')}</span>${title(it, i)}${para(it.text, 'muted', at(`items.${i}.text`))}</li>`,
          )
          .join('')}</ul>`;
  return wrapSection(s, ctx, head(s, ctx) + items);
}

function services(s: SectionOf<'services'>, ctx: SectionContext): string {
  const { icons, at } = ctx;
  const price = (p: string, i: number) =>
    p.trim() ? `<span class="svc-price"${at(`items.${i}.price`)}>${escapeHtml(p)}</span>` : '';
  const title = (it: { title: string }, i: number) =>
    `<h3${at(`items.${i}.title`)}>${escapeHtml(it.title)}</h3>`;
  const items =
    s.layout === 'list'
      ? `<ul class="svc-list">${s.items
          .map(
            (it, i) =>
              `<li><div>${title(it, i)}${para(it.text, '', at(`items.${i}.text`))}</div>${price(it.price, i)}</li>`,
          )
          .join('')}</ul>`
      : `<ul class="grid">${s.items
          .map(
            (it, i) =>
              `<li class="card"><span class="ic">${icons.use(it.icon || 'check')}</span>${title(it, i)}${para(it.text, 'muted', at(`items.${i}.text`))}${price(it.price, i)}</li>`,
          )
          .join('')}</ul>`;
  return wrapSection(s, ctx, head(s, ctx) + items);
}

/** A checked list; each entry is marked by its path under `path` (`highlights.2`). */
function checks(items: readonly string[], ctx: SectionContext, path: string): string {
  const list = items.flatMap((t, i) =>
    t.trim() === ''
      ? []
      : [
          `<li${ctx.at(`${path}.${i}`)}>${ctx.icons.use('check')}<span>${escapeHtml(t)}</span></li>`,
        ],
  );
  return list.length === 0 ? '' : `<ul class="checks">${list.join('')}</ul>`;
}

function about(s: SectionOf<'about'>, ctx: SectionContext): string {
  const body = paras(s.body || ctx.model.business.description, ctx.at('body'));
  if (s.layout === 'centered') {
    return wrapSection(
      s,
      ctx,
      `<div class="narrow center">${head(s, ctx, { center: true })}${body}${checks(s.highlights, ctx, 'highlights')}</div>`,
      'about-centered',
    );
  }
  const img = ctx.image(s.imageId);
  return wrapSection(
    s,
    ctx,
    `<div class="about-split">${img ? `<div class="media">${img}</div>` : ''}<div>${head(s, ctx)}${body}${checks(s.highlights, ctx, 'highlights')}</div></div>`,
  );
}

function gallery(s: SectionOf<'gallery'>, ctx: SectionContext): string {
  const figures = s.items
    .map((it, i) => {
      const img = ctx.image(it.imageId, { sizes: '(min-width: 48rem) 33vw, 100vw' });
      if (!img) return '';
      return `<figure>${img}${it.caption.trim() ? `<figcaption${ctx.at(`items.${i}.caption`)}>${escapeHtml(it.caption)}</figcaption>` : ''}</figure>`;
    })
    .join('');
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx)}<div class="grid gal${s.layout === 'mosaic' ? ' mosaic' : ''}">${figures}</div>`,
  );
}

/** A testimonial; `path` is where it is among the section's items (`items.0`). */
function quote(
  it: { quote: string; name: string; role: string },
  ctx: SectionContext,
  cls: string,
  path: string,
): string {
  const { at } = ctx;
  return `<figure class="${cls}">${ctx.icons.use('quote')}<blockquote${at(`${path}.quote`)}>${para(it.quote)}</blockquote><figcaption><b${at(`${path}.name`)}>${escapeHtml(it.name)}</b>${it.role.trim() ? `<span${at(`${path}.role`)}>${escapeHtml(it.role)}</span>` : ''}</figcaption></figure>`;
}

function testimonials(s: SectionOf<'testimonials'>, ctx: SectionContext): string {
  if (s.layout === 'spotlight' && s.items.length > 0) {
    const [first, ...rest] = s.items;
    const spot = first ? quote(first, ctx, 'quote spot', 'items.0') : '';
    const others = rest
      .map((it, i) => `<li>${quote(it, ctx, 'quote card', `items.${i + 1}`)}</li>`)
      .join('');
    return wrapSection(
      s,
      ctx,
      `${head(s, ctx)}${spot}${others ? `<ul class="grid">${others}</ul>` : ''}`,
    );
  }
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx)}<ul class="grid">${s.items.map((it, i) => `<li>${quote(it, ctx, 'quote card', `items.${i}`)}</li>`).join('')}</ul>`,
  );
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(language: string, currency: string, digits: number): Intl.NumberFormat {
  const options = { style: 'currency', currency, maximumFractionDigits: digits } as const;
  try {
    return new Intl.NumberFormat(language, options);
  } catch {
    // An unknown language tag still shows the right currency, in English number style.
    return new Intl.NumberFormat('en', options);
  }
}

/**
 * Formats a price in the site's locale, or the word for free; formatters are cached because
 * creating them dominates render time.
 *
 * @example formatPrice(1200, 'EUR', 'de', messagesFor('de')) // '1.200 €'
 */
export function formatPrice(
  price: number,
  currency: string,
  language: string,
  t: Messages,
): string {
  if (price === 0) return t.free;
  const digits = Number.isInteger(price) ? 0 : 2;
  const key = `${language}|${currency}|${digits}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = currencyFormat(language, currency, digits);
    formatters.set(key, fmt);
  }
  return fmt.format(price);
}

/** No plans but prices on request: one honest line and the way to ask. */
function pricesOnRequest(s: SectionOf<'pricing'>, ctx: SectionContext): string {
  const ask = ctx.page.hasContact
    ? `<div class="actions"><a class="btn" href="#contact">${escapeHtml(ctx.t.contactUs)}</a></div>`
    : '';
  return wrapSection(
    s,
    ctx,
    `<div class="narrow center">${head(s, ctx, { center: true })}<p class="lead">${escapeHtml(ctx.t.pricesOnRequest)}</p>${ask}</div>`,
  );
}

function pricing(s: SectionOf<'pricing'>, ctx: SectionContext): string {
  const { language: lang, t, at } = ctx;
  if (s.plans.length === 0) return pricesOnRequest(s, ctx);
  const per = t.periods[s.billingPeriod];
  const badge = `<span class="badge">${escapeHtml(t.mostPopular)}</span>`;
  if (s.layout === 'table') {
    const rows = s.plans
      .map(
        (p, i) =>
          `<tr><th scope="row"${at(`plans.${i}.name`)}>${escapeHtml(p.name)}${p.recommended ? ` ${badge}` : ''}</th><td>${escapeHtml(formatPrice(p.price, s.currency, lang, t))} <span class="per">${escapeHtml(p.price === 0 ? '' : per)}</span></td><td>${escapeHtml([p.description, ...p.features].filter((x) => x.trim()).join(' · '))}</td></tr>`,
      )
      .join('');
    return wrapSection(
      s,
      ctx,
      `${head(s, ctx)}<table class="ptable"><caption class="sr-only">${escapeHtml(s.heading || t.headings.pricing)}</caption><thead><tr><th scope="col">${escapeHtml(t.plan)}</th><th scope="col">${escapeHtml(t.price)}</th><th scope="col">${escapeHtml(t.includes)}</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  // A plan's button pays for it when the owner linked a payment page to the plan; otherwise it
  // leads to the contact section, and without one there is nowhere to lead.
  // The payment link's words are the integration's, not the plan's: only the plan's own are marked.
  const action = (p: PricingPlan, i: number) => {
    const pay = ctx.planLinks?.get(planKey(p.name));
    if (pay) {
      return `<a class="btn${p.recommended ? '' : ' btn-2'}" href="${escapeHtml(pay.href)}">${escapeHtml(pay.label)}<span class="sr-only">: ${escapeHtml(p.name)}</span></a>`;
    }
    return ctx.page.hasContact
      ? `<a class="btn${p.recommended ? '' : ' btn-2'}" href="#contact"${at(`plans.${i}.actionLabel`)}>${escapeHtml(p.actionLabel || t.getStarted)}<span class="sr-only">: ${escapeHtml(p.name)}</span></a>`
      : '';
  };
  const cards = s.plans
    .map(
      (p, i) =>
        `<li class="card plan${p.recommended ? ' rec' : ''}">${p.recommended ? badge : ''}<h3${at(`plans.${i}.name`)}>${escapeHtml(p.name)}</h3>${para(p.description, 'muted', at(`plans.${i}.description`))}<p><span class="amt">${escapeHtml(formatPrice(p.price, s.currency, lang, t))}</span> <span class="per">${escapeHtml(p.price === 0 ? '' : per)}</span></p>${checks(p.features, ctx, `plans.${i}.features`)}${action(p, i)}</li>`,
    )
    .join('');
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx, { center: true })}<ul class="grid plans">${cards}</ul>`,
  );
}

function faq(s: SectionOf<'faq'>, ctx: SectionContext): string {
  const { at } = ctx;
  const answer = (it: { answer: string }, i: number) =>
    para(it.answer, '', at(`items.${i}.answer`));
  if (s.layout === 'two-column') {
    return wrapSection(
      s,
      ctx,
      `${head(s, ctx)}<div class="faq2">${s.items.map((it, i) => `<div><h3${at(`items.${i}.question`)}>${escapeHtml(it.question)}</h3>${answer(it, i)}</div>`).join('')}</div>`,
    );
  }
  return wrapSection(
    s,
    ctx,
    `<div class="narrow center">${head(s, ctx, { center: true })}</div><div class="narrow center faq" data-accordion>${s.items
      .map(
        (it, i) =>
          `<details><summary${at(`items.${i}.question`)}>${escapeHtml(it.question)}</summary>${answer(it, i)}</details>`,
      )
      .join('')}</div>`,
  );
}

function team(s: SectionOf<'team'>, ctx: SectionContext): string {
  const { at } = ctx;
  const member = (m: { name: string; role: string; bio: string }, i: number, cls: string) =>
    `<li class="${cls}"><span class="av" aria-hidden="true">${escapeHtml(initials(m.name))}</span><div><h3${at(`members.${i}.name`)}>${escapeHtml(m.name)}</h3>${para(m.role, 'role', at(`members.${i}.role`))}${para(m.bio, 'muted', at(`members.${i}.bio`))}</div></li>`;
  const list =
    s.layout === 'list'
      ? `<ul class="team-list">${s.members.map((m, i) => member(m, i, 'member')).join('')}</ul>`
      : `<ul class="grid">${s.members.map((m, i) => member(m, i, 'card member')).join('')}</ul>`;
  return wrapSection(s, ctx, head(s, ctx) + list);
}

function stats(s: SectionOf<'stats'>, ctx: SectionContext): string {
  const cls = s.layout === 'cards' ? 'grid' : 'stats stats-row';
  const item = s.layout === 'cards' ? 'card stat' : 'stat';
  return wrapSection(
    s,
    ctx,
    `${head(s, ctx)}<ul class="${cls}">${s.items.map((it, i) => `<li class="${item}"><b${ctx.at(`items.${i}.value`)}>${escapeHtml(it.value)}</b><span${ctx.at(`items.${i}.label`)}>${escapeHtml(it.label)}</span></li>`).join('')}</ul>`,
  );
}

function cta(s: SectionOf<'cta'>, ctx: SectionContext): string {
  const h = visibleText(s.heading) ? s.heading.trim() : ctx.t.headings.cta;
  const text = `<h2 id="${s.id}-h"${ctx.at('heading')}>${escapeHtml(h)}</h2>${para(s.intro, 'lead', ctx.at('intro'))}`;
  const acts = actions(s, ctx);
  if (s.layout === 'split') {
    return wrapSection(s, ctx, `<div class="cta-split"><div>${text}</div>${acts}</div>`);
  }
  return wrapSection(s, ctx, `<div class="narrow center">${text}${acts}</div>`);
}

/** The opening hours table, shared by the hours section and the contact block. */
function hoursTable(ctx: SectionContext, caption: string): string {
  const { model, t, language } = ctx;
  const rows = DISPLAY_DAYS.map((day) => {
    const h = model.business.businessHours[day];
    return `<tr><th scope="row">${escapeHtml(t.days[day])}</th><td>${escapeHtml(hoursText(h, t, language))}</td></tr>`;
  }).join('');
  return `<table class="hours"><caption class="sr-only">${escapeHtml(caption)}</caption><tbody>${rows}</tbody></table>`;
}

/**
 * What the hours section and the contact block say about when to come: the week (one line when
 * open around the clock every day), then "by appointment" when the owner sees customers so.
 */
function hoursBody(ctx: SectionContext, week: () => string): string {
  const { model, t } = ctx;
  const given = model.business.hoursGiven;
  const times = !given ? '' : openAllWeek(model) ? para(t.open24Hours, 'hours-line') : week();
  return `${times}${model.business.byAppointment ? para(t.byAppointment, 'hours-line') : ''}`;
}

function hours(s: SectionOf<'hours'>, ctx: SectionContext): string {
  const { model, t, language } = ctx;
  const body = hoursBody(ctx, () =>
    s.layout === 'cards'
      ? `<ul class="hours-cards">${DISPLAY_DAYS.map((day) => `<li><b>${escapeHtml(t.days[day])}</b><span>${escapeHtml(hoursText(model.business.businessHours[day], t, language))}</span></li>`).join('')}</ul>`
      : hoursTable(ctx, s.heading || t.headings.hours),
  );
  return wrapSection(s, ctx, `${head(s, ctx)}${body}${para(s.note, 'muted', ctx.at('note'))}`);
}

/**
 * "Bristol, Bath, and Keynsham", joined the site language's way: Arabic joins with و, not Latin
 * commas. Hebrew writes "and" as a prefix; the hyphen ICU puts after it belongs only before a
 * word not in Hebrew letters ("קריות ונשר", "קריות ו-Nesher").
 */
export function listOfPlaces(places: readonly string[], language: string): string {
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(places);
  return language === 'he' ? list.replace(/ ו-(?=[\u05d0-\u05ea])/gu, ' ו') : list;
}

/** Postal address lines, skipping empty parts. */
export function addressLines(model: SiteModel): string[] {
  const a = model.business.contactDetails.address;
  const cityLine = [a.city, [a.state, a.zip].filter((x) => x.trim()).join(' ')]
    .filter((x) => x.trim())
    .join(', ');
  return [a.street, cityLine, a.country].filter((x) => x.trim() !== '');
}

/**
 * Where a contact section's form posts, when the owner named an endpoint that passes
 * `checkSafeUrl`: its action, and its origin in the page's CSP. Undefined posts to the site itself.
 *
 * @example formEndpointOf('https://x.test;script-src') // undefined
 */
export function formEndpointOf(formEndpoint: string): SafeUrl | undefined {
  const checked = formEndpoint.trim() === '' ? undefined : checkSafeUrl(formEndpoint.trim());
  return checked?.ok ? checked.value : undefined;
}

/** An http(s) link for the owner's website as they gave it ("marlimpio.org" too), or ''. */
function websiteHref(value: string): string {
  const v = value.trim();
  const url = /^https?:\/\//i.test(v)
    ? v
    : /^[\w-]+(?:\.[\w-]+)+(?:\/\S*)?$/.test(v)
      ? `https://${v}`
      : '';
  return url && safeHref(url) !== '#' ? url : '';
}

function contact(s: SectionOf<'contact'>, ctx: SectionContext): string {
  const { model, icons, t } = ctx;
  const c = model.business.contactDetails;
  const details: string[] = [];
  const lines = addressLines(model);
  const area = model.business.serviceArea;
  if (area.length > 0) {
    details.push(
      `<li><span class="ic">${icons.use('map-pin')}</span><div><b>${escapeHtml(t.areaServed)}</b>${escapeHtml(listOfPlaces(area, ctx.language))}</div></li>`,
    );
  }
  // A business that serves an area is visited only where it gave a street to visit.
  if (lines.length > 0 && (area.length === 0 || c.address.street.trim() !== '')) {
    details.push(
      `<li><span class="ic">${icons.use('map-pin')}</span><div><b>${escapeHtml(t.visit)}</b>${lines.map((l) => escapeHtml(l)).join('<br>')}</div></li>`,
    );
  }
  if (c.phone.trim()) {
    const tel = c.phone.replace(/[^\d+]/g, '');
    details.push(
      `<li><span class="ic">${icons.use('phone')}</span><div><b>${escapeHtml(t.call)}</b><a href="tel:${escapeHtml(tel)}">${phoneText(c.phone, ctx.rtl)}</a></div></li>`,
    );
  }
  if (c.email.trim()) {
    details.push(
      `<li><span class="ic">${icons.use('mail')}</span><div><b>${escapeHtml(t.email)}</b><a href="${escapeHtml(safeHref(`mailto:${c.email.trim()}`))}">${escapeHtml(c.email)}</a></div></li>`,
    );
  }
  // The owner's own website (another site they run): a plain http(s) link, shown without scheme.
  const website = websiteHref(c.website);
  if (website) {
    details.push(
      `<li><span class="ic">${icons.use('globe')}</span><div><b>${escapeHtml(t.website)}</b><a href="${escapeHtml(website)}" rel="noopener">${escapeHtml(website.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/$/, ''))}</a></div></li>`,
    );
  }
  // The form posts to the site's own hosting server (which mails the owner), or to the owner's
  // own endpoint when the model names a safe one. It always exists, so "send us a message" never lacks it.
  const action = formEndpointOf(s.formEndpoint)?.href ?? CONTACT_ACTION;
  const fid = `${s.id}-f`;
  const form =
    `<form class="form card" method="post" action="${escapeHtml(action)}" data-zform>` +
    `<div><label for="${fid}-n">${escapeHtml(t.formName)}</label><input id="${fid}-n" name="name" type="text" autocomplete="name" required></div>` +
    `<div><label for="${fid}-e">${escapeHtml(t.formEmail)}</label><input id="${fid}-e" name="email" type="email" autocomplete="email" required></div>` +
    `<div><label for="${fid}-s">${escapeHtml(t.formSubject)}</label><input id="${fid}-s" name="subject" type="text" required></div>` +
    `<div><label for="${fid}-m">${escapeHtml(t.formMessage)}</label><textarea id="${fid}-m" name="message" rows="5" required></textarea></div>` +
    formGuards(fid, t) +
    `<button class="btn" type="submit">${escapeHtml(t.formSend)}</button><p class="status" role="status" aria-live="polite"></p></form>`;
  // Hours appear once in the body: here only when no hours section shows them.
  const hoursBlock =
    s.showHours && showsHours(model) && !ctx.page.hasHoursSection
      ? `<div><h3>${escapeHtml(t.headings.hours)}</h3>${hoursBody(ctx, () => hoursTable(ctx, t.headings.hours))}</div>`
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
