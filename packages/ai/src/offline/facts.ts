import type {
  Fact,
  FactSource,
  Figure,
  OwnerPlan,
  Requirements,
} from '@zappy/contract/requirements';
import { SIZE_WORDS } from '@zappy/locales/multilingual';
import { CONNECTIVES, PER_WORDS, phrasesBefore } from './reading-words';

/** The owner's words from `start` to `end`, as a fact's source. */
function sourceOf(text: string, start: number, end: number): FactSource {
  return { text: text.slice(start, end), start, end };
}

/** A fact for the words `text.slice(start, end)`. */
function factAt(kind: Fact['kind'], value: string, text: string, start: number, end: number): Fact {
  return { kind, value: value.slice(0, 1000), source: sourceOf(text, start, end) };
}

/** A fact for the first place `words` occur in `text` (the whole text when they don't). */
export function factFor(kind: Fact['kind'], value: string, text: string, words = value): Fact {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  return at >= 0
    ? factAt(kind, value, text, at, at + words.length)
    : factAt(kind, value, text, 0, Math.min(text.length, 1000));
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------
// Prices and plans

// "1 200 €": French, and others, group thousands with a (no-break) space.
const AMOUNT =
  '\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?:,\\d{1,2})?(?=\\s?(?:€|EUR|euros?|CHF|francs?))|\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,2})?|\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
/** "$29", "€ 12,50", "12,50 €", "R$ 30", "30 reais", "50 ש״ח", "50 شيكل". */
const PRICE_RE = new RegExp(
  `(?<pre>(?:US\\$|C\\$|A\\$|R\\$|\\$|£|€|₪)\\s?|\\b(?:USD|EUR|GBP|ILS|CAD|AUD|CHF|BRL)\\s?)(?<a1>${AMOUNT})|(?<a2>${AMOUNT})\\s?(?<post>€|£|\\$|₪|(?:USD|EUR|GBP|ILS|CAD|AUD|CHF|BRL|euros?|dollars?|pounds?|d[oó]lares|francs?|reais|ש["״]ח|שקלים|שקל|شيكل|شواقل|دولار|يورو|ريال|درهم|جنيه|دينار)(?![\\p{L}]))`,
  'giu',
);

/** Whether a stretch of text names a price ("from £150", "35 €", "200 ريال"). */
export function namesAPrice(text: string): boolean {
  return new RegExp(PRICE_RE.source, 'iu').test(text);
}

const CURRENCIES: readonly [RegExp, string][] = [
  [/^(?:US\$|\$|USD|dollars?|d[oó]lares)$/i, 'USD'],
  [/^(?:C\$|CAD)$/i, 'CAD'],
  [/^(?:A\$|AUD)$/i, 'AUD'],
  [/^(?:£|GBP|pounds?)$/i, 'GBP'],
  [/^(?:€|EUR|euros?|يورو)$/iu, 'EUR'],
  [/^(?:₪|ILS|ש["״]ח|שקלים|שקל|شيكل|شواقل)$/iu, 'ILS'],
  [/^(?:R\$|BRL|reais)$/i, 'BRL'],
  [/^دولار$/u, 'USD'],
  [/^ريال$/u, 'SAR'],
  [/^درهم$/u, 'AED'],
  [/^جنيه$/u, 'EGP'],
  [/^دينار$/u, 'JOD'],
  [/^(?:CHF|francs?)$/i, 'CHF'],
  [/^MXN$/i, 'MXN'],
];

/** "$250 MXN": a currency code after the amount names the currency of a "$". */
const CODE_AFTER = /^\s?(USD|EUR|GBP|MXN|CAD|AUD|ARS|COP|CLP|CHF|ILS|NZD)(?![\p{L}])/u;

function currencyOf(token: string): string {
  return CURRENCIES.find(([re]) => re.test(token.trim()))?.[1] ?? 'USD';
}

/** "3,000.50" and "3.000,50" are both 3000.5; "29,99" is 29.99. */
function parseAmount(raw: string): number {
  if (/^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?$/u.test(raw))
    return Number(raw.replace(/[ \u00a0\u202f]/gu, '').replace(',', '.'));
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(raw)) return Number(raw.replace(/,/g, ''));
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(raw))
    return Number(raw.replace(/\./g, '').replace(',', '.'));
  return Number(raw.replace(',', '.'));
}

/**
 * A billing period after a price: "/month", "al mese", "por mês", "per maand", "p/m",
 * "all'anno", "por ano", "per jaar", "לחודש", "شهريا".
 */
const PERIOD_WORDS: readonly [RegExp, OwnerPlan['period']][] = [
  [
    /^\s*(?:(?:\/\s*|(?:a|an|per|each|every|al|por|par|pro|im|le|ao)\s+)?(?:mo|mth|months?|monthly|mes|mensual(?:es)?|mois|mensuel(?:le)?|monat(?:lich)?|mese|mensile|mensili|m[êe]s|mensal|mensais|maand|maandelijks)|p\/m)(?![\p{L}])|^\s*(?:ל?חודש|(?:في\s+ال|بال)?شهر|شهري(?:ا|اً)?)(?![\p{L}])/iu,
    'monthly',
  ],
  [
    /^\s*(?:(?:\/\s*|all['’]\s*|(?:a|an|per|each|every|al|por|pro|im|ao)\s+)?(?:yr|years?|yearly|annually|año|anual|année|annuel|jahr|jährlich|anno|annuale|annuo|ano|anuais|jaar|jaarlijks)|par an|p\/j)(?![\p{L}])|^\s*(?:ל?שנה|سنوي(?:ا|اً)?|(?:في\s+ال|بال)?سنة)(?![\p{L}])/iu,
    'yearly',
  ],
  [
    /^\s*(?:\/\s*|(?:a|an|per|each|every|a la|alla|por|par|pro)\s+)?(?:wk|weeks?|weekly|semana|semanal|semaine|woche|wöchentlich|settimana|settimanale|week|wekelijks)(?![\p{L}])/iu,
    'weekly',
  ],
];

/** "Half" before a unit: "per half uur", "la demi-heure", "por media hora", "pro halbe Stunde". */
const HALF = String.raw`(?:half|halve|halbe|media|meia|mezz['’]|mezza|demi-)\s*`;
/**
 * What a one-off price is for, in the owner's words: "per walk", "an hour", "por clase", "pro
 * Stunde", "a lezione", "la séance", "/session", "לשיעור", "للحصة". A noun with its own amount
 * after it is the next item ("2 € le croissant 3 €"), not a unit.
 */
const UNIT_RE = new RegExp(
  String.raw`^\s*((?:\/\s*|(?<![\p{L}])(?:${phrasesBefore(PER_WORDS)}))(?:${HALF})?[\p{L}][\p{L}'’-]{2,20})(?![\p{L}])(?!\s*(?:\d|\p{Sc}))`,
  'iu',
);
const UNIT_ALONE = new RegExp(`${UNIT_RE.source}\\s*$`, 'iu');

/** Whether a plan's feature says only what its price is for ("Per walk", "Por clase", "לשיעור"). */
export function isUnit(feature: string): boolean {
  return UNIT_ALONE.test(feature);
}

/** "per user per month": a seat price, billed by the period that follows. */
const PER_SEAT = /^\s*(?:\/\s*|per\s+|a\s+)(user|seat|member|person)(?![\p{L}])/iu;

const NOT_A_PLAN =
  /\b(?:over|under|above|below|more than|less than|minimum(?!\s+(?:charge|fee|price|booking))|raised|revenue|budget|donat\w*|worth|saved?|funding|salary|grants?)\b/i;
const GENERIC_NAME =
  /^(?:prices?|pricing|price list|it|they|we|we charge|costs?|plans?|tarifs?|precios?|preise?|rates?|only|just|and|from|starting|everything|all|prezz[oi]|tariffe|listino|pre[çc]os?|valores?|prijz(?:en)?|prijs|tarieven|solo|apenas|alleen|costa|custa|kost)$/iu;
/** "from €25": "a partire da", "a partir de", "vanaf", "da" (it), "מ-", "ابتداءً من". */
const FROM_WORDS =
  /(?<![\p{L}])(?:from|starting at|starts at|starting from|desde|a partir de|à partir de|dès|ab|a partire da|partendo da|da|vanaf|ابتداء(?:ً)? من|تبدأ من|החל מ-?)\s*$/iu;
const NAME_CONNECTORS =
  /\s*(?:(?<![\p{L}])(?:at|for|costs?|is|are|from|starting at|starts at|starting from|desde|a partir de|à partir de|dès|ab|à|por|pour|für|a|plan|tier|package|cuesta|coûte|kostet|a partire da|da|costa|custa|vanaf|voor|kost|per|è|é)|:|-|–|—|=|\()\s*$/iu;

/** Where the words before a price stop naming it: punctuation, "and" ("y", "et", "und", "e", "ed"). */
const NAME_BREAKS = [
  ',',
  '،',
  ';',
  '.',
  '!',
  '?',
  '\n',
  '(',
  ' and ',
  ' y ',
  ' et ',
  ' und ',
  ' or ',
  ' e ',
  ' ed ',
];

/**
 * Where the name of the last item before a price begins. "And" ends the previous item only when
 * that item had its own price ("Pro £29 and Team £99"); otherwise it is part of the name ("Man
 * and van from £45", "Wash and fold £1.50").
 */
const PRICED_THEN_AND =
  /\d\S*(?:\s+(?:ريال|درهم|دولار|جنيه|يورو|شيكل|שקלים|שקל|ש["״]ח|₪|€|\$))?\s+[וو](?=\p{L}{2})/gu;

function nameStart(before: string): number {
  return Math.max(
    0,
    afterLastPrice(before),
    ...NAME_BREAKS.map((b) => {
      const at = before.lastIndexOf(b);
      const isWord = /^\s\p{L}+\s$/u.test(b);
      // The previous item's price may end in its currency: "medianos 45 € y grandes 55 €".
      const pricedBefore = /\d\S*(?:\s*(?:\p{Sc}|[A-Z]{3}))?\s*$/u.test(before.slice(0, at));
      if (at < 0 || (isWord && !pricedBefore)) return 0;
      return at + b.length;
    }),
    // Arabic and Hebrew "and" joined to the next item after a price: "قص الشعر 40 ريال وحلاقة الذقن".
    ...[...before.matchAll(PRICED_THEN_AND)].map((m) => m.index + m[0].length),
    // Dutch "en", Portuguese "ou" before a capitalised name: "… per maand en Pro €20".
    ...[...before.matchAll(/\s(?:en|ou|of|o)\s+(?=\p{Lu})/gu)].map((m) => m.index + m[0].length),
  );
}

/**
 * Where the words after the last price in `before` start, past its period or unit ("€ 12 en
 * ontklitten € 30", "15 € pro Stunde und …"): an item's name never reaches back over another
 * item's price, however the owner joined them.
 */
function afterLastPrice(before: string): number {
  const last = [...before.matchAll(PRICE_RE)].pop();
  if (!last) return 0;
  const end = last.index + last[0].length;
  const rest = before.slice(end);
  const said =
    PERIOD_WORDS.map(([re]) => re.exec(rest)?.[0]).find((words) => words !== undefined) ??
    UNIT_RE.exec(rest)?.[0] ??
    '';
  return end + said.length;
}

/** A connective opening the words before a price ("ensuite", "then", "luego", "dann", "daarna"). */
const LEADING_CONNECTIVE = new RegExp(
  String.raw`^\s*(?:${[...CONNECTIVES].join('|')})(?![\p{L}])[\s,:]*`,
  'iu',
);

/** A price in the owner's words, with the unit after it: "30 € la demi-heure". */
function pricedWords(text: string, start: number): string | undefined {
  const words = /^[^,.;!?\n]{2,40}/u.exec(text.slice(start))?.[0].trim();
  return words && words.split(/\s+/).length <= 6 ? words : undefined;
}

/**
 * A free trial in the owner's words, kept as a free item: "Premier cours d'essai gratuit",
 * "Clase de prueba gratis", "Lezione di prova gratuita", "Aula experimental grátis", "Gratis
 * proefles", "Kostenlose Probestunde", "Free trial lesson".
 */
const FREE_TRIAL =
  /(?<![\p{L}])((?:[\p{L}'’-]+\s+){0,3}?(?:[\p{L}'’-]+\s+)?(?:d['’]essai|de prueba|di prova|experimental|trial|Probe\S*)(?:\s+[\p{L}'’-]+){0,2}?)\s+(?:gratuite?s?|gratis|gratuit[oa]s?|grátis|free|kostenlos|offerte?)(?![\p{L}])|(?<![\p{L}])(?:free|gratis|kostenlose?)\s+((?:trial|proef|Probe)[\p{L}]*(?:\s+(?:lesson|class|session|les|stunde))?)/giu;

function planName(before: string): { name?: string; isFrom: boolean } {
  // "Indian cooking classes for beginners, £55 per person": the item is the clause before the comma.
  const afterComma = /^(.*[^\s,]),\s*$/su.exec(before);
  if (afterComma?.[1] && !/\d/u.test(afterComma[1].slice(nameStart(afterComma[1]))))
    return planName(afterComma[1]);
  let segment = before.slice(nameStart(before));
  const isFrom = FROM_WORDS.test(segment);
  for (let i = 0; i < 4; i += 1) segment = segment.replace(NAME_CONNECTORS, '');
  // "ensuite 30 €", "then $40", "luego 20 €": a connective opens the clause, it names nothing.
  segment = segment.replace(LEADING_CONNECTIVE, '');
  if (segment.includes(':')) {
    const [head = '', tail = ''] = segment.split(/:(?=[^:]*$)/);
    segment = tail.trim() || head;
  }
  // An article comes before a noun: "Les van een uur" is Dutch "lesson of an hour", not "the".
  const name = segment
    .replace(
      /^\s*(?:the|a|an|our|el|la|le|les|der|die|das|un|une|una|ein|eine|il|lo|uno|o|os|um|uma|het|een|ons|onze)\s+(?!(?:van|of|for|de|di|da|du|del|von|für|pour|per|para|voor|met|with|con|com|avec|mit)\s)/iu,
      '',
    )
    .trim();
  // Up to six words: an item is often named with what it is for ("Full groom for small dogs").
  if (!name || GENERIC_NAME.test(name) || name.split(/\s+/).length > 6) return { isFrom };
  return { name: name.charAt(0).toLocaleUpperCase() + name.slice(1), isFrom };
}

/** "(£40 per session)", "(desde 30 €)": a price in brackets, after the item it prices. */
const OPEN_BRACKET =
  /\(\s*(?:(?:from|at|only|just|desde|a partir de|à partir de|dès|ab|nur|a partire da|da|solo|apenas|vanaf|slechts)\s*)?$/iu;

const SIZE = new Set(SIZE_WORDS);
const isSize = (word: string) => SIZE.has(word.toLocaleLowerCase());

/**
 * "Medium" after "Full groom for small dogs": a lone size word prices the previous item in
 * that size ("Full groom for medium dogs"); any other name stays as the owner wrote it.
 */
function sizedLike(name: string, previous: string | undefined): string {
  if (!previous || /\s/u.test(name) || !isSize(name)) return name;
  const words = previous.split(/\s+/u);
  // The last size word: it sizes the item's noun ("perros pequeños"); an earlier word that is a
  // size in another language ("corte", Italian "short") is the owner's own.
  const at = words.findLastIndex(isSize);
  if (at < 0) return name;
  const size = at === 0 ? name : name.toLocaleLowerCase();
  return [...words.slice(0, at), size, ...words.slice(at + 1)].join(' ');
}

/**
 * The owner's own item a price name ends with: "I offer one-to-one personal training" names
 * "One-to-one personal training", the service read from the same words.
 */
function ownItem(name: string, items: readonly string[]): string {
  const lower = name.toLocaleLowerCase();
  const item = items.find(
    (i) => lower.length > i.length && lower.endsWith(` ${i.toLocaleLowerCase()}`),
  );
  return item ?? name;
}

/** "prices on request", "prezzi su richiesta", "preços sob consulta", "prijzen op aanvraag", "מחיר לפי בקשה". */
const PRICES_ON_REQUEST =
  /\b(?:prices?|pricing|rates|quotes?)\s+(?:on|upon|by)\s+request|\bcontact us for (?:prices|pricing|a quote|rates)|\bcall for (?:prices|pricing|a quote)|\bprecios?\s+(?:a consultar|bajo (?:consulta|pedido))|\bprix sur (?:demande|devis)|\bsur devis\b|\bpreise? auf anfrage\b|\b(?:prezz[oi]|tariffe|preventiv[oi])\s+(?:solo\s+)?su richiesta|\b(?:pre[çc]os?|valores?|or[çc]amentos?)\s+(?:apenas\s+)?(?:sob consulta|mediante (?:pedido|consulta)|a combinar)|\b(?:prijz(?:en)?|prijs|tarieven|offerte)\s+op aanvraag|מחיר(?:ים)? (?:לפי|על פי) (?:בקשה|הצעת מחיר)|الأسعار عند الطلب|السعر عند الطلب/iu;

/** A free tier: "free plan", "piano gratuito", "plano grátis", "gratis abonnement". */
const FREE_PLAN =
  /\b(?:(?:a|an|the|our)\s+)?free\s+(?:tier|plan|version|account|forever plan)\b|\bfree forever\b|\bplan gratuito\b|\bversión gratuita\b|\b(?:plan|offre) gratuite?\b|\bkostenlose[rn]?\s+(?:Plan|Tarif|Version)\b|\b(?:piano|versione|account|abbonamento|plano|vers[ãa]o|conta)\s+(?:gratuit[oa]|gr[áa]tis)(?![\p{L}])|\bgratis\s+(?:abonnement|pakket|versie|account|plan)\b|\b(?:base|basic|basis|starter)\s+(?:gratuit[oa]|gr[áa]tis)(?![\p{L}])|\b(?:basis|gratis)(?:plan|pakket|versie|abonnement)\b|תוכנית חינמית|מסלול חינמי|خطة مجانية/giu;

/**
 * Prices and plans as the owner stated them: "free tier", "Pro at $29/month", "from £25 a
 * month", "Drop-in €15 per class"; and whether prices are on request. `items` are the services
 * read from the same text, whose words name the prices said after them.
 *
 * @example extractPlans('Free tier, Pro at $29/month').plans[1] // { name: 'Pro', price: 29, currency: 'USD', period: 'monthly', … }
 */
export function extractPlans(
  text: string,
  items: readonly string[] = [],
  places: readonly string[] = [],
): {
  plans: OwnerPlan[];
  facts: Fact[];
  pricesOnRequest: boolean;
} {
  const plans: OwnerPlan[] = [];
  const facts: Fact[] = [];
  const found: { at: number; plan: OwnerPlan; end: number }[] = [];
  for (const m of text.matchAll(PRICE_RE)) {
    const groups = m.groups ?? {};
    const raw = groups['a1'] ?? groups['a2'] ?? '';
    const price = parseAmount(raw);
    if (!Number.isFinite(price)) continue;
    const start = m.index;
    let end = start + m[0].length;
    const code = groups['pre'] ? CODE_AFTER.exec(text.slice(end, end + 8)) : null;
    if (code) end += code[0].length;
    const seat = PER_SEAT.exec(text.slice(end, end + 20));
    const seatPeriod = seat
      ? PERIOD_WORDS.find(([re]) => re.test(text.slice(end + seat[0].length, end + 40)))
      : undefined;
    if (seat && seatPeriod) end += seat[0].length;
    const after = text.slice(end, end + 30);
    const period = PERIOD_WORDS.find(([re]) => re.test(after));
    const unit = period ? undefined : UNIT_RE.exec(after);
    if (period) end += period[0].exec(after)?.[0].length ?? 0;
    else if (unit) end += unit[0].length;
    const before = text.slice(Math.max(0, start - 60), start);
    if (NOT_A_PLAN.test(before.split(/[,;.!?\n]/).pop() ?? '')) continue;
    const bracket = OPEN_BRACKET.exec(before);
    const lead = bracket ? before.slice(0, bracket.index) : before;
    const { name: named, isFrom } = planName(lead);
    // "… in Zwolle en Kampen, 30 euro per half uur": a place names no price; the one item does.
    const isPlace = places.some(
      (place) => place.toLocaleLowerCase() === named?.toLocaleLowerCase(),
    );
    const name = isPlace ? (items.length === 1 ? items[0] : undefined) : named;
    const previous = found[found.length - 1]?.plan.name;
    // No name but a connective before the price: the price is named by its own words and unit
    // ("ensuite 30 € la demi-heure" → "30 € la demi-heure").
    const ownWords = !name && LEADING_CONNECTIVE.test(lead.slice(nameStart(lead)).trim());
    const plan: OwnerPlan = {
      name: name
        ? sizedLike(ownItem(name, items), previous)
        : ((ownWords ? pricedWords(text, start) : undefined) ??
          (period ? titleOf(period[1]) : 'Price')),
      price,
      currency: code?.[1] ?? currencyOf(groups['pre'] ?? groups['post'] ?? ''),
      period: period?.[1] ?? 'one-time',
      isFrom,
      features: [
        ...(seat && seatPeriod ? [`Per ${(seat[1] ?? 'user').toLowerCase()}`] : []),
        // The owner's words name the unit in their language: "por clase", "pro Stunde".
        ...(unit?.[1] && !ownWords ? [capitalise(unit[1])] : []),
      ],
    };
    const nameAt = name ? text.lastIndexOf(name.slice(1), start) - 1 : start;
    found.push({ at: nameAt >= 0 && nameAt < start ? nameAt : start, plan, end });
  }
  const currency = found[0]?.plan.currency;
  for (const m of text.matchAll(FREE_TRIAL)) {
    const words = (m[1] ?? m[2] ?? '').trim();
    if (!words || found.some((f) => f.at <= m.index && m.index < f.end)) continue;
    const named = words.charAt(0).toLocaleUpperCase() + words.slice(1);
    found.push({
      at: m.index + m[0].indexOf(words),
      end: m.index + m[0].length,
      plan: {
        name: named,
        price: 0,
        currency: currency ?? 'USD',
        period: 'one-time',
        isFrom: false,
        features: [],
      },
    });
  }
  for (const m of text.matchAll(FREE_PLAN)) {
    if (found.some((f) => f.plan.price === 0)) break;
    found.push({
      at: m.index,
      end: m.index + m[0].length,
      plan: {
        name: 'Free',
        price: 0,
        currency: currency ?? 'USD',
        period: found[0]?.plan.period ?? 'monthly',
        isFrom: false,
        features: [],
      },
    });
  }
  found.sort((a, b) => a.at - b.at);
  for (const { at, end, plan } of found) {
    if (plans.some((p) => p.name === plan.name && p.price === plan.price)) continue;
    plans.push(plan);
    facts.push(factAt('price', describePlan(plan), text, at, end));
  }
  return { plans: plans.slice(0, 12), facts, pricesOnRequest: PRICES_ON_REQUEST.test(text) };
}

/** The owner's plans billed by a period (and free tiers): the pricing section's. */
export function recurringPlans(r: Requirements): OwnerPlan[] {
  return r.plans.filter((p) => p.period !== 'one-time');
}

/** The owner's one-off prices ("Full groom from £45"): shown on the services they price. */
export function itemPrices(r: Requirements): OwnerPlan[] {
  return r.plans.filter((p) => p.period === 'one-time');
}

function titleOf(period: OwnerPlan['period']): string {
  return { monthly: 'Monthly', yearly: 'Yearly', weekly: 'Weekly', 'one-time': 'Price' }[period];
}

/** "Pro: USD 29 monthly". */
function describePlan(plan: OwnerPlan): string {
  return `${plan.name}: ${plan.isFrom ? 'from ' : ''}${plan.currency} ${plan.price} ${plan.period}`;
}

// ---------------------------------------------------------------------------------------------
// Numbers, social handles, goals, what the product is

const NOT_A_FIGURE_LABEL =
  /^(?:am|pm|a\.m|p\.m|h|uhr|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|a|an|the|per|to|and|or|at|from|x|percent|st|nd|rd|th|mo|yr|of|in|on|for|by|with|until|till|-|–|años|ans|jahre?n?|horas|heures|stunden|días|jours|tage|de|et|y|und|bis|à)$/i;
const FIGURE_STOP =
  /^(?:and|in|across|since|every|a|an|to|for|of|at|on|with|from|who|that|which|each|per|around|over|y|et|und|en|de|à)$/i;

/**
 * Counts the owner gave about the business ("48 gardens", "3,000 volunteers"), never prices,
 * times, years, phone numbers or street numbers (`skip` holds the ranges already read).
 *
 * @example extractFigures('We planted 48 gardens with 3,000 volunteers', [])[0] // { value: '48', label: 'gardens' }
 */
export function extractFigures(
  text: string,
  skip: readonly [number, number][],
): { figures: Figure[]; facts: Fact[] } {
  const figures: Figure[] = [];
  const facts: Fact[] = [];
  const re =
    /(?<![\d$£€₪.,:/#-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\+)?\s+([\p{L}][\p{L}'-]*)(?:\s+([\p{L}][\p{L}'-]*))?/gu;
  for (const m of text.matchAll(re)) {
    const [whole, value = '', plus = '', first = '', second] = m;
    const start = m.index;
    const end = start + whole.length;
    if (skip.some(([a, b]) => start < b && end > a)) continue;
    if (/^(?:19|20)\d{2}$/.test(value) || NOT_A_FIGURE_LABEL.test(first)) continue;
    if (/^(?:\d{1,2})$/.test(value) && /^(?:am|pm|h|o'clock)/i.test(first)) continue;
    const secondIsNoun =
      second !== undefined && !FIGURE_STOP.test(second) && /s$/i.test(second) && !/s$/i.test(first);
    const label = secondIsNoun ? `${first} ${second}` : first;
    if (!/[\p{L}]{2,}/u.test(label) || COMMON_CAPITALS.test(first)) continue;
    const labelEnd = start + whole.indexOf(first) + label.length;
    figures.push({ value: `${value}${plus}`, label });
    facts.push(factAt('number', `${value}${plus} ${label}`, text, start, labelEnd));
  }
  return { figures: figures.slice(0, 12), facts };
}

const SOCIAL_RE =
  /(?<![\w.@])@[A-Za-z0-9_][A-Za-z0-9_.]{1,29}(?<!\.)|\b(?:https?:\/\/)?(?:www\.)?(?:instagram|facebook|tiktok|twitter|x|linkedin|youtube|threads|pinterest)\.com\/[\w.-]+/gi;

/** Social handles and profile addresses, as written. @example extractSocial('follow @lumenstudio') // ['@lumenstudio'] */
export function extractSocial(text: string): { handles: string[]; facts: Fact[] } {
  const handles: string[] = [];
  const facts: Fact[] = [];
  for (const m of text.matchAll(SOCIAL_RE)) {
    const handle = m[0].replace(/[.,]+$/, '');
    if (handles.includes(handle)) continue;
    handles.push(handle);
    facts.push(factAt('social', handle, text, m.index, m.index + handle.length));
  }
  return { handles: handles.slice(0, 10), facts };
}

const GOALS: readonly [RegExp, string][] = [
  [
    /\b(?:donat\w*|donaci\w*|dons?|spenden|fundrais\w*|donazion\w*|doa[çc](?:ão|ões)|doneren|donaties?)(?![\p{L}])/iu,
    'donations',
  ],
  [
    /\b(?:beta|sign[- ]?ups?|waitlist|wait list|early access|free trial|trials?|demo)\b/i,
    'signups',
  ],
  [
    /\b(?:book(?:ings?)?|appointments?|reserv\w*|schedul\w*|reservas?|citas?|rendez-vous|termin\w*|prenot\w*|appuntament\w*|agendamentos?|agendar|marca[çc](?:ão|ões)|afspra(?:ak|ken)|boeken|boeking(?:en)?)(?![\p{L}])/iu,
    'bookings',
  ],
  [
    /\b(?:orders?|ordering|pre-?orders?|delivery|takeaway|pedidos?|commandes?|bestell\w*|ordin(?:i|azioni|are)|asporto|consegna a domicilio|encomendas?|entregas? ao domicílio|bezorg\w*|afhalen)(?![\p{L}])/iu,
    'orders',
  ],
  [
    /\b(?:quotes?|estimates?|presupuestos?|devis|angebot|preventiv[oi]|or[çc]amentos?|offertes?)(?![\p{L}])/iu,
    'quotes',
  ],
  [
    /\b(?:sell online|buy online|shop online|online shop|online store|e-?commerce|negozio online|vendere online|loja (?:online|virtual)|vender online|webshop|webwinkel|online verkopen)\b/i,
    'sales',
  ],
  [
    /\b(?:volunteer\w*|voluntari\w*|bénévoles?|ehrenamt\w*|volontari\w*|vrijwillig\w*)\b/i,
    'volunteers',
  ],
];

/** What the site is for, in the order the owner's words suggest. @example extractGoals('get more bookings') // ['bookings'] */
export function extractGoals(text: string): { goals: string[]; facts: Fact[] } {
  const goals: string[] = [];
  const facts: Fact[] = [];
  for (const [re, goal] of GOALS) {
    const m = re.exec(text);
    if (!m) continue;
    goals.push(goal);
    facts.push(factAt('goal', goal, text, m.index, m.index + m[0].length));
  }
  return { goals, facts };
}

/** Articles that open the owner's product phrase: "a", "una", "uno", "um", "een", "un'". */
const PRODUCT_ARTICLE =
  "(?:(?:[Aa]n?|[Tt]he|[Uu]n[ao]?|[Uu]ne|[Ee]ine?|[Uu]ma?|[Ee]en)\\s+|[Uu]n['’])";
const PRODUCT_RE = new RegExp(
  `(?:^\\s*|(?:(?<![\\p{L}])(?:is|are|we(?:'re| are)|it'?s|i(?:'m| am) building|we(?:'re| are) building|we build|we make|we run|i run|building|es|somos|est|c'est|sommes|ist|sind|è|é|siamo|sono|zijn|wij zijn|we zijn)|[\\p{Lu}][\\p{L}\\d]*,)\\s+)(${PRODUCT_ARTICLE}[^.;!?\\n]{6,200})`,
  'gu',
);
const RELATIVE =
  /(?<![\p{L}])(?:that|which|who|where|helping|to help|for|so that|designed to|built to|que|qui|para|pour|das|der|die|welche[rsn]?|für|damit|mit der|mit dem|che|per|con cui|dat|voor|waarmee|om)(?![\p{L}])/iu;
const NOT_A_PRODUCT =
  /^(?:an?|the|un[ao]?|une|eine?|uma?|een|un['’])\s*(?:[\p{L}-]+\s+){0,3}(?:website|site|web ?site|landing page|web page|page|portfolio|sitio|página|webseite|homepage|sito|pagina|webpagina)(?![\p{L}])/iu;

/**
 * A whole sentence rather than a noun phrase ("A Fluxo é um aplicativo que…", where "A" is the
 * name's article): the product is the phrase after its verb, found by a later match.
 */
const SENTENCE = /\s(?:is|are|é|es|est|ist|è|zijn)\s+(?:an?|the|un[ao]?|une|eine?|uma?|een)\s/iu;

/**
 * What the product or service is, in the owner's words: a described noun phrase after "is",
 * "we are", "X, a …" ("a developer tool that turns production logs into searchable timelines").
 *
 * @example extractProduct('Loglens is a developer tool that turns logs into timelines.') // 'a developer tool that turns logs into timelines'
 */
export function extractProduct(text: string): { product: string; fact: Fact } | undefined {
  const re = new RegExp(PRODUCT_RE.source, 'gu');
  // A rejected phrase may hold the right one ("A landing page for Tallyflow, an invoicing
  // tool for …"), so each search starts one character after the last one began.
  for (let m = re.exec(text); m; m = re.exec(text)) {
    re.lastIndex = m.index + 1;
    const raw = m[1] ?? '';
    const phrase = raw
      .replace(
        /\s+(?:called|named|chiamat[oa]|chamad[oa]|genaamd)\s+(?:"[^"]*"|[\p{Lu}][\p{L}\d&'’-]*(?:\s+[\p{Lu}][\p{L}\d&'’-]*)*)/u,
        '',
      )
      .replace(
        /\s*,?\s+(?:and|but|e|ma|mas|en|maar)\s+(?:we|i|our|it|noi|nós|wij)(?![\p{L}]).*$/iu,
        '',
      )
      .replace(/[\s,:]+$/, '')
      .replace(/^(?:An?|The|Un[ao]?|Une|Eine?|Uma?|Een)(?![\p{L}])|^Un(?=['’])/u, (article) =>
        article.toLowerCase(),
      )
      .trim();
    if (NOT_A_PRODUCT.test(phrase) || !RELATIVE.test(phrase) || SENTENCE.test(phrase)) continue;
    const words = phrase.split(/\s+/).length;
    if (words < 4 || words > 30) continue;
    const start = m.index + m[0].length - raw.length;
    return { product: phrase, fact: factAt('product', phrase, text, start, start + raw.length) };
  }
  return undefined;
}

/** Words the owner capitalised mid-sentence (brands and proper nouns), to keep their case. */
export function extractBrandWords(text: string): { words: string[]; facts: Fact[] } {
  const words: string[] = [];
  const facts: Fact[] = [];
  const re = /(?<=[\p{Ll}\d,;:)]\s+)([\p{Lu}][\p{Ll}]+[\p{Lu}]?[\p{L}]*)/gu;
  for (const m of text.matchAll(re)) {
    const word = m[1] ?? '';
    if (COMMON_CAPITALS.test(word) || words.includes(word)) continue;
    words.push(word);
    facts.push(factAt('brand', word, text, m.index, m.index + word.length));
  }
  return { words: words.slice(0, 20), facts };
}

const COMMON_CAPITALS =
  /^(?:I|Mon(?:day)?|Tue(?:s|sday)?|Wed(?:nesday)?|Thu(?:rs|rsday)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?|January|February|March|April|June|July|August|September|October|November|December|Email|Call|Phone|Open|Closed|We|Our|The|Pricing|Prices|Price)$/;

/**
 * Lower-cases running text for use mid-sentence, keeping the case of the owner's brand words,
 * proper nouns and acronyms ("Invisalign", "HIIT").
 *
 * @example softLower('Invisalign Aligners', ['Invisalign']) // 'Invisalign aligners'
 */
export function softLower(value: string, keep: readonly string[]): string {
  return value.replace(/[\p{L}][\p{L}'’-]*/gu, (word) =>
    keep.includes(word) || /\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLocaleLowerCase(),
  );
}

/** The words whose case the copy keeps: brand facts, and the words of the name and city. */
export function keptWords(r: Requirements): string[] {
  return [
    ...r.facts.filter((f) => f.kind === 'brand').map((f) => f.value),
    ...(r.businessName ?? '').split(/\s+/),
    ...(r.contactDetails?.address.city ?? '').split(/\s+/),
  ].filter((w) => w !== '');
}

/** Splits the owner's product phrase into its article, head ("developer tool") and clause. */
function productParts(
  product: string,
): { article: string; head: string; link: string; clause: string } | undefined {
  const m =
    /^(un['’](?=\S)|(?:an?|the|une|un[ao]?|eine?|uma?|een)(?=\s))\s*(.+?)(?:,?\s+)(that|which|who|que|qui|das|der|die|for|para|pour|für|che|per|dat|voor)\s+(.+)$/iu.exec(
      product.trim(),
    );
  if (!m) return undefined;
  return {
    article: m[1] ?? '',
    head: m[2] ?? '',
    link: (m[3] ?? '').toLowerCase(),
    clause: (m[4] ?? '').replace(/[\s,]+$/, ''),
  };
}

const PARTICIPLES: Record<string, string> = {
  turns: 'turned',
  converts: 'converted',
  transforms: 'transformed',
  changes: 'changed',
};

/**
 * A short headline made only of the owner's product words: "a developer tool that turns
 * production logs into searchable timelines" gives "Production logs, turned into searchable
 * timelines"; "an invoicing app that helps freelancers get paid faster" gives "Helps freelancers
 * get paid faster"; a short phrase is used whole, without its article.
 *
 * @example productHeadline('a tool that turns logs into timelines') // 'Logs, turned into timelines'
 */
export function productHeadline(product: string): string {
  const parts = productParts(product);
  const whole = capitalise(
    product.trim().replace(/^(?:(?:an?|the|un[ao]?|une|eine?|uma?|een)\s+|un['’])/iu, ''),
  );
  if (!parts) return whole;
  const into = /^(turns|converts|transforms|changes)\s+(.+?)\s+into\s+(.+)$/i.exec(parts.clause);
  if (into && ['that', 'which'].includes(parts.link))
    return `${capitalise(into[2] ?? '')}, ${PARTICIPLES[(into[1] ?? '').toLowerCase()] ?? ''} into ${into[3] ?? ''}`;
  // A relative clause ("that helps…", "que ayuda…", "qui aide…", "che aiuta…") reads as a
  // headline; a Dutch or German one ("die … helpt") puts its verb last, so it does not.
  if (
    ['that', 'which', 'who', 'que', 'qui', 'che'].includes(parts.link) &&
    parts.clause.split(/\s+/).length >= 3
  )
    return capitalise(parts.clause);
  return whole;
}

/** The head noun of the owner's product phrase, without article ("developer tool"), or ''. */
export function productNoun(product: string | undefined): string {
  if (!product) return '';
  return productParts(product)?.head ?? '';
}

/** The article and head of the owner's product phrase: "a developer tool", or ''. */
export function productHead(product: string | undefined): string {
  const parts = product ? productParts(product) : undefined;
  if (!parts) return '';
  return /['’]$/.test(parts.article)
    ? `${parts.article}${parts.head}`
    : `${parts.article} ${parts.head}`;
}
