import type {
  FidelityFact,
  FidelityPlace,
  FidelityReport,
  LeftOutReason,
  OmittedSection,
} from '@zappy/contract/fidelity';
import type { OwnerPlan, Requirements } from '@zappy/contract/requirements';
import { WEEK_DAYS } from '@zappy/site-model/constants';
import {
  SECTION_TYPES,
  type BusinessHours,
  type SectionType,
  type SiteModel,
} from '@zappy/site-model/schema';
import { isUnit } from './offline/facts';
import { industryOf } from './offline/slots';
import { localHoursNote } from './offline/phrases/hours-note';
import { sitePhrases } from './offline/phrases/index';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The words a visitor reads in a piece of HTML: no scripts, styles or tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&([a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase().replace(/\s+/g, ' ');

interface Chunk {
  place: FidelityPlace;
  /** Visible text, folded (case and spaces); `raw` keeps the case. */
  text: string;
  raw: string;
}

/**
 * The visible text of each section the page renders, in page order. A section the renderer
 * left out (no content) has no element with its id, so it is not on the site.
 */
function sectionChunks(model: SiteModel, html: string): Chunk[] {
  const starts = [...html.matchAll(/<section id="([a-z][a-z0-9-]*)"/g)].map((m) => ({
    id: m[1] ?? '',
    at: m.index,
  }));
  const mainEnd = html.indexOf('</main>');
  const chunks: Chunk[] = [];
  for (const section of model.sections) {
    let piece: string | undefined;
    if (section.type === 'footer') {
      piece = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0];
    } else {
      const i = starts.findIndex((s) => s.id === section.id);
      const start = starts[i];
      if (start) {
        const next = starts[i + 1]?.at ?? (mainEnd > start.at ? mainEnd : html.length);
        piece = html.slice(start.at, next);
      }
    }
    if (piece === undefined) continue;
    const raw = visibleText(piece);
    chunks.push({ place: { id: section.id, type: section.type }, text: fold(raw), raw });
  }
  return chunks;
}

function fact(kind: FidelityFact['kind'], value: string, places: FidelityPlace[]): FidelityFact {
  return {
    kind,
    value: value.slice(0, 1000),
    shown: places.length > 0,
    places: places.slice(0, 20),
  };
}

function leftOut(
  kind: FidelityFact['kind'],
  value: string,
  places: FidelityPlace[],
  reason: LeftOutReason,
): FidelityFact {
  const result = fact(kind, value, places);
  return result.shown ? result : { ...result, reason };
}

const placesWith = (chunks: readonly Chunk[], test: (chunk: Chunk) => boolean) =>
  chunks.filter(test).map((c) => c.place);

const PERIODS: Record<OwnerPlan['period'], string> = {
  monthly: ' a month',
  yearly: ' a year',
  weekly: ' a week',
  'one-time': '',
};

/** "Pro: USD 29 a month", "Full groom: from GBP 45", "Free". */
function planText(plan: OwnerPlan): string {
  if (plan.price === 0) return plan.name === 'Free' ? 'Free' : `${plan.name}: free`;
  const per = plan.features.find(isUnit);
  const unit = per ? ` ${per.charAt(0).toLocaleLowerCase()}${per.slice(1)}` : '';
  return `${plan.name}: ${plan.isFrom ? 'from ' : ''}${plan.currency} ${plan.price}${PERIODS[plan.period]}${unit}`;
}

/** The week as people read it, Monday first (the model keys it Sunday first). */
const DAYS = [...WEEK_DAYS.slice(1), ...WEEK_DAYS.slice(0, 1)];

/** "Monday to Friday 08:00-18:00, Saturday 09:00-13:00". */
function hoursText(hours: BusinessHours): string {
  const runs: { from: string; to: string; times: string }[] = [];
  for (const day of DAYS) {
    const h = hours[day];
    if (h.closed) continue;
    const times = `${h.open}-${h.close}`;
    const last = runs[runs.length - 1];
    const previous = DAYS[DAYS.indexOf(day) - 1];
    if (last && last.times === times && previous === last.to) last.to = day;
    else runs.push({ from: day, to: day, times });
  }
  const cap = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);
  return runs
    .map((r) => `${cap(r.from)}${r.to === r.from ? '' : ` to ${cap(r.to)}`} ${r.times}`)
    .join(', ');
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The owner's plans and prices: where each one is, or why it is not. */
function priceFacts(r: Requirements, model: SiteModel, chunks: readonly Chunk[]): FidelityFact[] {
  const rendered = new Set(chunks.map((c) => c.place.id));
  const sections = model.sections.filter((s) => rendered.has(s.id));
  const facts = r.plans.map((plan) => {
    const places: FidelityPlace[] = [];
    for (const section of sections) {
      const isThere =
        (section.type === 'pricing' &&
          section.plans.some((p) => p.name === plan.name && p.price === plan.price)) ||
        (section.type === 'services' &&
          section.items.some((item) => item.price !== '' && fold(item.title) === fold(plan.name)));
      if (isThere) places.push({ id: section.id, type: section.type });
    }
    const pricing = sections.find((s) => s.type === 'pricing');
    const reason: LeftOutReason =
      pricing?.type === 'pricing' && pricing.currency !== plan.currency
        ? 'other-currency'
        : 'not-placed';
    return leftOut('price', planText(plan), places, reason);
  });
  if (r.pricesOnRequest && r.plans.length === 0) {
    const places = sections
      .filter((s) => s.type === 'pricing' && s.pricesOnRequest)
      .map((s) => ({ id: s.id, type: s.type }));
    facts.push(leftOut('prices-on-request', 'Prices on request', places, 'not-placed'));
  }
  return facts;
}

function hoursFacts(r: Requirements, model: SiteModel, chunks: readonly Chunk[]): FidelityFact[] {
  const facts: FidelityFact[] = [];
  if (r.businessHours) {
    const hasHoursSection = chunks.some((c) => c.place.type === 'hours');
    const places = model.business.hoursGiven
      ? chunks
          .filter((c) => {
            if (c.place.type === 'hours') return true;
            const section = model.sections.find((s) => s.id === c.place.id);
            return section?.type === 'contact' && section.showHours && !hasHoursSection;
          })
          .map((c) => c.place)
      : [];
    facts.push(leftOut('hours', hoursText(r.businessHours), places, 'not-placed'));
  }
  if (r.hoursNote) {
    // The site words the note in its own language.
    const note = fold(localHoursNote(r.hoursNote, sitePhrases(model.locale.language)));
    facts.push(
      leftOut(
        'hours-note',
        r.hoursNote,
        placesWith(chunks, (c) => c.text.includes(note)),
        'hours-incomplete',
      ),
    );
  }
  return facts;
}

function addressFact(r: Requirements, chunks: readonly Chunk[]): FidelityFact[] {
  const address = r.contactDetails?.address;
  const parts = address
    ? [address.street, address.city, address.state, address.zip, address.country]
        .map((p) => p.trim())
        .filter((p) => p !== '')
    : [];
  if (parts.length === 0) return [];
  const folded = parts.map(fold);
  return [
    leftOut(
      'address',
      parts.join(', '),
      placesWith(chunks, (c) => folded.every((p) => c.text.includes(p))),
      'not-placed',
    ),
  ];
}

/** Facts whose words are on the page as given (case aside). */
function wordFacts(r: Requirements, chunks: readonly Chunk[], html: string): FidelityFact[] {
  const said = (kind: FidelityFact['kind'], value: string | undefined): FidelityFact[] => {
    const words = value?.trim();
    if (!words) return [];
    const folded = fold(words);
    return [
      leftOut(
        kind,
        words,
        placesWith(chunks, (c) => c.text.includes(folded)),
        'not-placed',
      ),
    ];
  };
  const contact = r.contactDetails;
  const phone = contact?.phone.trim() ?? '';
  const website = contact?.website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
  // Highlights with a number ("Since 2015") are written into sentences; the number is the fact.
  const highlight = (h: string): FidelityFact => {
    const number = /\d[\d,.]*/.exec(h)?.[0];
    const folded = fold(h);
    return leftOut(
      'highlight',
      h,
      placesWith(chunks, (c) => c.text.includes(folded) || (!!number && c.text.includes(number))),
      'not-placed',
    );
  };
  const kept = new Set(
    [...(r.businessName ?? '').split(/\s+/), ...(contact?.address.city ?? '').split(/\s+/)].map(
      fold,
    ),
  );
  const brands = [
    ...new Set(r.facts.filter((f) => f.kind === 'brand').map((f) => f.value.trim())),
  ].filter((word) => word !== '' && !kept.has(fold(word)));
  return [
    ...said('name', r.businessName),
    ...said('product', r.product),
    ...r.specialties.flatMap((s) => said('service', s)),
    ...(phone
      ? [
          leftOut(
            'phone',
            phone,
            placesWith(chunks, (c) => digits(c.text).includes(digits(phone))),
            'not-placed',
          ),
        ]
      : []),
    ...said('email', contact?.email),
    ...(website
      ? [
          leftOut(
            'website',
            website,
            placesWith(chunks, (c) => c.text.includes(fold(website))),
            // The renderer gives the owner's address to search engines (JSON-LD `sameAs`).
            html.includes(`"sameAs"`) && fold(html).includes(fold(website))
              ? 'search-data-only'
              : 'not-placed',
          ),
        ]
      : []),
    ...r.socialHandles.flatMap((h) => said('social', h)),
    ...r.figures.map((f) =>
      leftOut(
        'number',
        `${f.value} ${f.label}`,
        placesWith(chunks, (c) => c.text.includes(fold(f.value)) && c.text.includes(fold(f.label))),
        'not-placed',
      ),
    ),
    ...r.highlights.map(highlight),
    // Brand words are about case: a word the page uses must be written as the owner did. One
    // the page never uses (a capitalised German noun, a neighbourhood) is not a fact it left out.
    ...brands
      .filter((word) => chunks.some((c) => c.text.includes(fold(word))))
      .map((word) =>
        leftOut(
          'brand',
          word,
          placesWith(chunks, (c) => c.raw.includes(word)),
          'not-placed',
        ),
      ),
  ];
}

const isSectionType = (value: string): value is SectionType =>
  (SECTION_TYPES as readonly string[]).includes(value);

/** The sections the business would usually have that the page left out for lack of facts. */
function omittedSections(r: Requirements, chunks: readonly Chunk[]): OmittedSection[] {
  const chosen = r.sections.filter(isSectionType);
  const usual = new Set<SectionType>(chosen.length > 0 ? chosen : industryOf(r).sections);
  const onPage = new Set(chunks.map((c) => c.place.type));
  const omitted: OmittedSection[] = [];
  const omit = (type: SectionType, reason: OmittedSection['reason']) => {
    if (usual.has(type) && !onPage.has(type)) omitted.push({ type, reason });
  };
  omit('pricing', r.plans.length > 0 ? 'prices-on-services' : 'no-prices');
  omit('hours', r.hoursNote && !r.businessHours ? 'hours-incomplete' : 'no-hours');
  omit('stats', 'no-numbers');
  omit('testimonials', 'never-invented');
  omit('team', 'never-invented');
  return omitted;
}

/**
 * What a generation did with the owner's facts: each fact the owner gave (name, product,
 * services, prices, hours, address, phone, email, website, handles, numbers, highlights, brand
 * words) with the sections whose visible text states it, or why it is not on the page; and the
 * sections the business would usually have that were left out for lack of facts. Pure: reads
 * the requirements, the model and the rendered `index.html`.
 *
 * @example
 * const report = buildFidelityReport(site.requirements, site.model, html);
 * report.facts.find((f) => f.kind === 'email') // { kind: 'email', value: 'hi@x.dev', shown: true, places: [{ id: 'contact', type: 'contact' }] }
 * report.omittedSections // [{ type: 'pricing', reason: 'no-prices' }]
 */
export function buildFidelityReport(
  r: Requirements,
  model: SiteModel,
  html: string,
): FidelityReport {
  const chunks = sectionChunks(model, html);
  return {
    facts: [
      ...wordFacts(r, chunks, html),
      ...priceFacts(r, model, chunks),
      ...hoursFacts(r, model, chunks),
      ...addressFact(r, chunks),
    ].slice(0, 300),
    omittedSections: omittedSections(r, chunks),
  };
}
