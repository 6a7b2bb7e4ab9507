import type { SiteEdit } from '@zappy/site-model/patch';
import { SectionSchema, type SectionOf } from '@zappy/site-model/schema';
import { sitePhrases } from '../phrases/index';
import { LEAD_VERBS } from '../reading-words';
import { anyLanguage, fold, has, valueAfter, wordsRegex } from './match';
import { type Context, type Outcome, type Reader, change, freeId, say, sectionOf } from './outcome';

// Service cards and "the prices": rename, reprice, describe, remove or add a card, and take
// every price off the site. A card is found by its title in the request; a request that names
// no card this reader can act on is left to the pricing-plan and section readers.

type Card = SectionOf<'services'>['items'][number];
type Found = { index: number; card: Card; start: number; end: number };

/** Where a card's title is in the request: as written (with Hebrew and Arabic prefixes), or plainly. */
function titleAt(text: string, title: string): { start: number; end: number } | undefined {
  if (title.trim().length < 2) return undefined;
  // "Nail trims are £14": the title in the plural is the same card.
  const forms = /\p{Ll}$/u.test(title) ? [title, `${title}s`, `${title}es`] : [title];
  const exact = wordsRegex(forms).exec(text);
  if (exact) return { start: exact.index, end: exact.index + exact[0].length };
  // NFD keeps each base letter where it was once the marks are gone, so offsets hold.
  const loose = wordsRegex(forms.map(fold)).exec(fold(text).normalize('NFC'));
  return loose ? { start: loose.index, end: loose.index + loose[0].length } : undefined;
}

/** The cards a request names, longest title first; a title inside a longer one is not counted. */
function cardsNamed(ctx: Context, text: string): Found[] {
  const section = sectionOf(ctx.model, 'services');
  if (section?.type !== 'services') return [];
  const found = section.items
    .map((card, index) => ({ card, index, at: titleAt(text, card.title) }))
    .filter((f): f is { card: Card; index: number; at: { start: number; end: number } } => !!f.at)
    .map(({ card, index, at }) => ({ card, index, ...at }))
    .sort((a, b) => b.end - b.start - (a.end - a.start));
  return found.filter(
    (f, i) => !found.slice(0, i).some((longer) => f.start >= longer.start && f.end <= longer.end),
  );
}

/** A plan of the pricing section the request names, so plan requests stay with their reader. */
function namesPlan(ctx: Context, text: string): boolean {
  const pricing = sectionOf(ctx.model, 'pricing');
  return pricing?.type === 'pricing' && pricing.plans.some((p) => titleAt(text, p.name));
}

const AMOUNT = /(\d+(?:[.,]\d{1,2})?)/u;

/** A price as the owner typed it: "£35", "30 €", "€ 14", "50 ₪", "50 درهم". */
const MONEY =
  /(?:\p{Sc}\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s?(?:\p{Sc}|eur(?:os?)?\b|dollars?\b|pounds?\b|درهم|ريال|دينار|جنيه|ש["״]?ח))/iu;

/**
 * The card's new price: its old price with the amount swapped ("£45" → "£50", "$20 per class" →
 * "$22 per class"), so the site keeps one way of writing prices; the owner's own writing when
 * the card had none; nothing when the request has no amount.
 */
function newPrice(old: string, text: string): string | undefined {
  const typed = MONEY.exec(text)?.[0];
  const amount = AMOUNT.exec(typed ?? text)?.[1];
  if (!amount) return undefined;
  if (AMOUNT.test(old)) return old.replace(AMOUNT, () => amount);
  return typed;
}

function setCard(section: string, index: number, field: 'title' | 'text' | 'price', value: string) {
  return {
    op: 'setSectionText',
    sectionId: section,
    path: `items.${index}.${field}`,
    value,
  } as const;
}

/** What to do with one named card: remove it or its price, rename it, reprice or describe it. */
function editCard(ctx: Context, text: string, found: Found, sectionId: string): Outcome {
  const { t, lang } = ctx;
  const { card, index } = found;
  // The title's own words are no command ("Drop-in" is no "drop", "Price list" no "price").
  const said =
    text.slice(0, found.start) + ' '.repeat(found.end - found.start) + text.slice(found.end);
  const aboutPrice = has(said, 'price');
  if (has(said, 'remove') || has(said, 'noLonger')) {
    return aboutPrice
      ? change([setCard(sectionId, index, 'price', '')], t.servicePriceRemoved(card.title))
      : change([{ op: 'removeServiceItem', index }], t.serviceRemoved(card.title));
  }
  const after = text.slice(found.end).replace(/^["”»’'\s]+/u, '');
  const value = valueAfter(text, text.length - after.length, lang);
  if (value && has(said, 'text'))
    return change([setCard(sectionId, index, 'text', value)], t.serviceText(card.title, value));
  // An amount inside new wording ("about 15 minutes") is no price; a value that is only an
  // amount ("to £35", "passe à 15 €") is one.
  const wording =
    value !== undefined &&
    value
      .replace(MONEY, '')
      .replace(wordsRegex(anyLanguage('change'), 'giu'), '')
      .replace(/[\d.,\s]/gu, '').length > 3;
  const outside = (part: string) => (wording && value ? part.replace(value, ' ') : part);
  const price =
    newPrice(card.price, outside(after)) ?? newPrice(card.price, text.slice(0, found.start));
  if (price !== undefined)
    return change([setCard(sectionId, index, 'price', price)], t.servicePrice(card.title, price));
  // A new name is asked for by name, or is short; a sentence may be its name or its
  // description ("make prenatal yoga say …"), so the owner is asked which.
  const short = value !== undefined && value.split(/\s+/u).length <= 4;
  if (value && (has(said, 'rename') || (short && has(said, 'change'))))
    return change([setCard(sectionId, index, 'title', value)], t.serviceRenamed(card.title, value));
  return say(t.serviceWhat(card.title));
}

/** "Remove the prices": every card's price and the pricing section, the cards themselves kept. */
function removePrices(ctx: Context): Outcome {
  const edits: SiteEdit[] = [];
  const services = sectionOf(ctx.model, 'services');
  if (services?.type === 'services')
    services.items.forEach((card, index) => {
      if (card.price !== '') edits.push(setCard(services.id, index, 'price', ''));
    });
  const pricing = sectionOf(ctx.model, 'pricing');
  if (pricing) edits.push({ op: 'removeSection', sectionId: pricing.id });
  if (edits.length === 0) return say(ctx.t.noPrices);
  return change(edits, ctx.t.pricesRemoved);
}

const SERVICE_WORDS = () => wordsRegex(anyLanguage('service'));

/** The words that name a new card ("called", "llamado", "namens"…): a marker, never the name. */
const CALLED = [
  'called',
  'named',
  'llamado',
  'llamada',
  'appelé',
  'appelée',
  'namens',
  'genannt',
  'chiamato',
  'chiamata',
  'chamado',
  'chamada',
  'genaamd',
  'בשם',
  'باسم',
  'اسمها',
  'اسمه',
];

/**
 * Words around a new card's name that are not part of it: articles, "to (the)", "for" before
 * its price, the particles of separable verbs ("hinzu", "toe"). Only trimmed at the edges, so
 * "Baño para gatos" keeps its "para".
 */
const EDGE_WORDS = [
  'a',
  'an',
  'the',
  'new',
  'un',
  'una',
  'une',
  'el',
  'la',
  'le',
  'les',
  'los',
  'las',
  'il',
  'lo',
  'i',
  'gli',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'einen',
  'o',
  'os',
  'um',
  'uma',
  'een',
  'het',
  'de',
  'nuevo',
  'nouveau',
  'nouvelle',
  'neue',
  'neuen',
  'nuovo',
  'novo',
  'nieuwe',
  'for',
  'at',
  'por',
  'pour',
  'à',
  'für',
  'per',
  'voor',
  'hinzu',
  'toe',
  'bij',
  'now',
  'also',
  'ahora',
  'también',
  'aussi',
  'auch',
  'anche',
  'também',
  'ook',
  'بسعر',
  'ب',
  'ב',
  'עם',
  ...CALLED,
];

function withoutEdgeWords(raw: string): string {
  const edge = new Set(
    [...EDGE_WORDS, ...anyLanguage('to'), ...anyLanguage('newly')].map((w) =>
      w.toLocaleLowerCase(),
    ),
  );
  const words = raw.trim().split(' ');
  while (words.length > 0 && edge.has(words[0]?.toLocaleLowerCase() ?? '')) words.shift();
  while (words.length > 0 && edge.has(words.at(-1)?.toLocaleLowerCase() ?? '')) words.pop();
  return words.join(' ');
}

const QUOTED_NAME = /["“„«‘]\s?([^"”“»’]{2,80}?)\s?["”“»’]/u;

/**
 * The new card a request adds: its name quoted, after a colon, after the service word ("add
 * the service Yoga for kids"), or between "add" and the service word ("add teeth cleaning to
 * the services"); its price as typed, wherever it is.
 */
function newCard(text: string, after?: number): { title: string; price: string } | undefined {
  const price = MONEY.exec(text)?.[0] ?? '';
  // The amount becomes spaces, so every offset into the request still holds.
  const priced = price ? text.replace(price, ' '.repeat(price.length)) : text;
  const word = SERVICE_WORDS().exec(priced);
  const verb = wordsRegex(anyLanguage('add')).exec(priced);
  const colon = priced.indexOf(':');
  const candidates = [
    after === undefined ? undefined : priced.slice(after),
    QUOTED_NAME.exec(priced)?.[1],
    colon >= 0 ? priced.slice(colon + 1) : undefined,
    word ? priced.slice(word.index + word[0].length) : undefined,
    verb && word && word.index > verb.index
      ? priced.slice(verb.index + verb[0].length, word.index)
      : undefined,
  ];
  for (const raw of candidates) {
    if (!raw) continue;
    const title = withoutEdgeWords(
      raw
        .replace(/["“”«»„'’]/gu, '')
        .replace(/[-–—(),.!?]+/gu, ' ')
        .replace(/\s+/gu, ' '),
    );
    if (title.length >= 2)
      return { title: title.charAt(0).toLocaleUpperCase() + title.slice(1), price };
  }
  return undefined;
}

/**
 * "We now also offer flea treatment for £20": a lead verb ("offer", "hacemos", "proposons")
 * with a word that makes it new; where the offer starts. Never with a negation ("ya no
 * hacemos"), which removes.
 */
function newOffer(text: string): number | undefined {
  if (!has(text, 'newly') || has(text, 'noLonger')) return undefined;
  const verb = wordsRegex([...LEAD_VERBS]).exec(text);
  return verb ? verb.index + verb[0].length : undefined;
}

function addCard(ctx: Context, text: string, after?: number): Outcome | undefined {
  const card = newCard(text, after);
  if (!card) return say(ctx.t.serviceAsk);
  const note = ctx.t.serviceAdded(card.title);
  const section = sectionOf(ctx.model, 'services');
  if (section) return change([{ op: 'addServiceItem', item: card }], note);
  // No services section yet: the card brings one, named in the site's language.
  const label = sitePhrases(ctx.model.locale.language).navLabels.services;
  const created = SectionSchema.parse({
    id: freeId(ctx.model, 'services'),
    type: 'services',
    navLabel: label,
    heading: label,
    items: [card],
  });
  return change([{ op: 'addSection', section: created }], note);
}

/** Whether a request is about a whole section ("add a services section"): the section reader's. */
const aboutSection = (text: string) => wordsRegex(anyLanguage('section')).test(text);

/** The texts of a section ("the services heading"), which the text reader takes. */
const OTHER_TEXTS = ['button', 'subheading', 'headline', 'heading'] as const;

export const readServices: Reader = (ctx, text) => {
  if (aboutSection(text) || OTHER_TEXTS.some((key) => has(text, key))) return undefined;
  const named = cardsNamed(ctx, text);
  const services = sectionOf(ctx.model, 'services');
  const removing = has(text, 'remove') || has(text, 'noLonger');
  if (
    named.length === 0 &&
    removing &&
    has(text, 'price') &&
    !namesPlan(ctx, text) &&
    !has(text, 'plan')
  )
    return removePrices(ctx);
  if (named.length > 0 && services && !namesPlan(ctx, text)) {
    if (removing && !has(text, 'price') && named.length > 1)
      return change(
        named
          .map((f) => f.index)
          .sort((a, b) => b - a)
          .map((index): SiteEdit => ({ op: 'removeServiceItem', index })),
        named.map((f) => ctx.t.serviceRemoved(f.card.title)).join('; '),
      );
    const [first] = named;
    if (named.length > 1 || !first) return say(ctx.t.serviceWhich(named.map((f) => f.card.title)));
    return editCard(ctx, text, first, services.id);
  }
  if (has(text, 'plan')) return undefined;
  // "Change the grooming price" names no card exactly: which priced card is meant?
  const priced = services?.type === 'services' ? services.items.filter((c) => c.price) : [];
  if (named.length === 0 && has(text, 'change') && has(text, 'price') && priced.length > 0)
    return namesPlan(ctx, text) ? undefined : say(ctx.t.serviceWhich(priced.map((c) => c.title)));
  if (has(text, 'add') && SERVICE_WORDS().test(text)) return addCard(ctx, text);
  const offer = named.length === 0 ? newOffer(text) : undefined;
  return offer === undefined ? undefined : addCard(ctx, text, offer);
};
