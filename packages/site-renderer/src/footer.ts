import type { SiteModel, WeekDay } from '@zappy/site-model/schema';
import { renderBrandLink } from './brand-mark';
import type { EditMarks } from './edit-paths';
import { escapeHtml, safeHref } from './escape';
import type { Messages } from '@zappy/locales/types';
import {
  addressLines,
  DISPLAY_DAYS,
  hoursText,
  openAllWeek,
  phoneText,
  showsHours,
} from './sections';

/** What the page around the footer already says, in which language and direction. */
export type FooterContext = {
  t: Messages;
  language: string;
  rtl: boolean;
  /** Targets the main navigation links to; the footer does not list them again. */
  mainHrefs: ReadonlySet<string>;
  year?: number;
  /** Footer columns the integrations add (social profiles, share links). */
  extra: string;
  /** Marks the footer section's texts with their paths (the owner's pick page only). */
  marks: EditMarks;
  /**
   * The footer section's links as stored, before the page left out those to absent sections: a
   * link's path is its place among these.
   */
  storedLinks: readonly object[];
};

/**
 * Opening hours as a compact summary: consecutive days with the same hours share one line
 * ("Mon–Fri 09:00 – 17:00"); closed days are left out. A week open around the clock is one
 * line ("Open 24 hours"); "By appointment" follows the hours, or stands alone without them.
 */
function hoursSummary(model: SiteModel, t: Messages, language: string): string[] {
  const appointment = model.business.byAppointment ? [t.byAppointment] : [];
  if (!model.business.hoursGiven) return appointment;
  if (openAllWeek(model)) return [t.open24Hours, ...appointment];
  return [...weekSummary(model, t, language), ...appointment];
}

function weekSummary(model: SiteModel, t: Messages, language: string): string[] {
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

/**
 * The credits a photo service's terms ask for, one line: "Photos: Jane Doe, Ali Kaya / Pexels",
 * each name linking to the photographer's page and the service to its own; '' when the site
 * shows no provider's photo.
 *
 * @example photoCredits(model, t) // '<p class="credits">Photos: <a href="https://www.pexels.com/@jane" rel="noopener">Jane Doe</a> / <a …>Pexels</a></p>'
 */
export function photoCredits(model: SiteModel, t: Messages): string {
  const providers = new Map<string, { url: string; people: Map<string, string> }>();
  for (const { source, credit } of model.images) {
    if (source !== 'provider' || !credit || credit.name.trim() === '') continue;
    const entry = providers.get(credit.provider) ?? { url: credit.providerUrl, people: new Map() };
    entry.people.set(credit.name.trim(), credit.url);
    providers.set(credit.provider, entry);
  }
  if (providers.size === 0) return '';
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(safeHref(href))}" rel="noopener">${escapeHtml(label)}</a>`;
  const groups = [...providers].map(
    ([provider, { url, people }]) =>
      `${[...people].map(([name, href]) => link(href, name)).join(', ')} / ${link(url, provider)}`,
  );
  return `<p class="credits">${escapeHtml(t.photoCredits)}: ${groups.join('; ')}</p>`;
}

/**
 * The page's footer: the brand and note, contact details, the opening hours summary, the footer's
 * own links (those the menu lacks), the integrations' columns and the copyright line. A
 * `simple` footer shows the brand, links and copyright only.
 */
export function renderFooter(model: SiteModel, ctx: FooterContext): string {
  const { t } = ctx;
  const { at } = ctx.marks;
  const f = model.sections.find((s) => s.type === 'footer');
  const b = model.business;
  const c = b.contactDetails;
  const ownNote = f?.type === 'footer' && f.note.trim() !== '';
  const note = ownNote ? f.note : b.tagline;
  const noteMark = ownNote ? at('note') : '';
  // Each link once on the page: the footer lists only its own links not already in the menu.
  const seen = new Set(ctx.mainHrefs);
  const links = (f?.type === 'footer' ? f.links : []).flatMap((l) => {
    const href = safeHref(l.href);
    if (l.label.trim() === '' || seen.has(href)) return [];
    seen.add(href);
    return [{ ...l, path: `links.${ctx.storedLinks.indexOf(l)}.label` }];
  });
  const linkList = links
    .map(
      (l) =>
        `<li><a href="${escapeHtml(safeHref(l.href))}"${at(l.path)}>${escapeHtml(l.label)}</a></li>`,
    )
    .join('');
  // On the pick page the footer names its section, as a section's id does.
  const marked = f ? ctx.marks.section(f.id) : '';
  const nav = (inner: string) => `<nav aria-label="${escapeHtml(t.footerNav)}">${inner}</nav>`;
  const legal = `<div class="legal"><p>© ${ctx.year ? `${ctx.year} ` : ''}${escapeHtml(b.companyName)}</p>${b.tagline.trim() && note !== b.tagline ? `<p>${escapeHtml(b.tagline)}</p>` : ''}${photoCredits(model, t)}</div>`;
  const brand = renderBrandLink(b.companyName);
  if (f?.type === 'footer' && f.layout === 'simple') {
    return `<footer class="ftr"${marked}><div class="wrap"><div class="ftr-simple">${brand}${linkList ? nav(`<ul>${linkList}</ul>`) : ''}</div>${ctx.extra ? `<div class="ftr-cols">${ctx.extra}</div>` : ''}${legal}</div></footer>`;
  }
  const contact: string[] = [];
  const lines = addressLines(model);
  if (lines.length > 0) contact.push(`<li>${lines.map((l) => escapeHtml(l)).join('<br>')}</li>`);
  if (c.phone.trim())
    contact.push(
      `<li><a href="tel:${escapeHtml(c.phone.replace(/[^\d+]/g, ''))}">${phoneText(c.phone, ctx.rtl)}</a></li>`,
    );
  if (c.email.trim())
    contact.push(
      `<li><a href="${escapeHtml(safeHref(`mailto:${c.email.trim()}`))}">${escapeHtml(c.email)}</a></li>`,
    );
  const hours = showsHours(model)
    ? hoursSummary(model, t, ctx.language)
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')
    : '';
  return (
    `<footer class="ftr"${marked}><div class="wrap"><div class="ftr-cols">` +
    `<div>${brand}${note.trim() ? `<p class="muted"${noteMark}>${escapeHtml(note)}</p>` : ''}</div>` +
    (contact.length > 0
      ? `<div><h2>${escapeHtml(t.footerContact)}</h2><ul>${contact.join('')}</ul></div>`
      : '') +
    (hours ? `<div><h2>${escapeHtml(t.footerHours)}</h2><ul>${hours}</ul></div>` : '') +
    (linkList ? nav(`<h2>${escapeHtml(t.footerExplore)}</h2><ul>${linkList}</ul>`) : '') +
    ctx.extra +
    `</div>${legal}</div></footer>`
  );
}
