import { CREATIVE_INDUSTRIES } from './industries-creative';
import { FOOD_INDUSTRIES } from './industries-food';
import { HEALTH_INDUSTRIES } from './industries-health';
import { PROFESSIONAL_INDUSTRIES } from './industries-professional';
import { TRADES_INDUSTRIES } from './industries-trades';
import { UNFILED_TRADES } from './industries-unfiled';
import { withoutMarks } from '../offline/marks';
import type { Industry } from './types';

/**
 * The curated industries of the offline engine (35 of them).
 *
 * @example INDUSTRIES.find((i) => i.key === 'bakery')?.ctas[0] // 'Order for pickup'
 */
export const INDUSTRIES: readonly Industry[] = [
  ...FOOD_INDUSTRIES,
  ...PROFESSIONAL_INDUSTRIES,
  ...HEALTH_INDUSTRIES,
  ...TRADES_INDUSTRIES,
  ...CREATIVE_INDUSTRIES,
];

/** Used when nothing matches: neutral, still filled from what the owner said. */
export const GENERAL_INDUSTRY: Industry = {
  key: 'general',
  label: 'Local business',
  noun: 'business',
  keywords: [],
  schemaType: 'LocalBusiness',
  motifs: ['store', 'handshake', 'speech', 'lightbulb', 'heart', 'calendar'],
  local: true,
  sections: ['hero', 'services', 'features', 'about', 'faq', 'contact', 'footer'],
  services: [
    ['Consultations', 'A first conversation to understand what you need', 'handshake'],
    ['Custom work', 'Made to fit your situation', 'wrench'],
    ['Ongoing support', 'We stay with you after the job is done', 'heart'],
  ],
  audiences: ['Local customers', 'Small businesses', 'Families', 'Professionals'],
  ctas: ['Get in touch', 'Request a quote', 'Call us'],
  colors: [
    ['Classic blue', '#1d4e89', '#f2a541'],
    ['Evergreen', '#1f5f4a', '#e07a5f'],
  ],
  headlines: ['{specialty}{inCity}', 'Welcome to {name}', 'Here to help{inCity}'],
  imagery: 'geometric shapes',
};

/** Finds an industry by key, falling back to the general one. @example getIndustry('law').noun // 'law firm' */
export function getIndustry(key: string | undefined): Industry {
  return INDUSTRIES.find((industry) => industry.key === key) ?? GENERAL_INDUSTRY;
}

const LATIN = /^[\p{Script=Latin}0-9 &'-]+$/u;
const ARABIC_SHORT = /^[\u0600-\u06FF]{1,3}$/u;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// What may follow a keyword inside one word: an inflection or a suffix that makes another form
// of the same word ("bakeries", "Bäckereien", "fotografo" → "fotografia", "plumb" → "plumbing"),
// at most two suffixes and an inflection. Anything else makes another word: "cabin" is not
// "cabinet", "Hunde" not "hundert", "bread" not "breadth", "tutor" not "tutorial".
const SUFFIXES = [
  // English, French, Spanish and Portuguese, Italian, German and Dutch
  'er or ist ian ant ent ic ical ics al ing ion ation ance ancy ence ency ment ure ry ery y ie ue hy ism',
  'eur euse ier ière ien ienne iste ique erie ement é ée',
  'ero era eiro eira ista ico ica ía ería aria ria ción ção ções ión ado ada agem em idade ismo mo ura ão ões',
  'aio io iere isti ia eria zione zioni ione ioni ità ato ata essa aggio tore trice',
  'ei erei in innen ung isch ik eut euta eute ij erij',
].flatMap((line) => line.split(' '));
const INFLECTIONS = 's es ies e en n r rs i a o as os x d ed'.split(' ');
// A compound whose first part is the keyword ("Fahrradladen", "fietsenwinkel", "Hundeschule"):
// a joining letter or two, then a word of three letters or more ("pianoles") that is not a suffix
// of the first
// ("Vereinbarung" is no club).
const JOINS = 's en e n er es'.split(' ');
const NOT_A_HEAD =
  'bar baar lich lijk haft heit heid keit schaft schap sam zaam ig ung ling chen tje nis ness less ship ful ly'.split(
    ' ',
  );

const alternatives = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).join('|');
const ENDING = new RegExp(
  `^(?:${alternatives(SUFFIXES)}){0,2}(?:${alternatives(INFLECTIONS)})?$`,
  'u',
);
const COMPOUND = new RegExp(
  `^(?:${alternatives(JOINS)})?(?!${alternatives(NOT_A_HEAD)})\\p{L}{3,}$`,
  'u',
);

/** Whether `rest` after `word` inside one word leaves it the same word, or a compound of it. */
function continuesWord(word: string, rest: string, weak: boolean): boolean {
  if (rest === '') return true;
  const lower = rest.toLowerCase();
  // "counsel" → "counselling", "jewel" → "jewellery": the last letter may double.
  const undoubled = lower.startsWith(word.slice(-1).toLowerCase()) ? lower.slice(1) : lower;
  if (ENDING.test(lower) || ENDING.test(undoubled)) return true;
  return !weak && COMPOUND.test(lower);
}

/** Where a keyword is found in a text: its start and end. */
type Found = { index: number; end: number };
type Finder = (text: string) => Found | undefined;

const firstMatch =
  (re: RegExp): Finder =>
  (text) => {
    const found = re.exec(text);
    return found ? { index: found.index, end: found.index + found[0].length } : undefined;
  };

// Short Latin-script words must match a whole word ("bar" not "barber", "bicicletaria"),
// longer ones a whole word with its endings ("photograph" matches "photography", "café" not
// "bicafé"), and a strong keyword the first part of a compound too; other scripts match
// anywhere, because Hebrew and Arabic attach prefixes (ה, ב, ל, ال) to the word.
// A compound's head (`-trimsalon`) matches inside a word too: Dutch and German write the kind
// of business last in one word ("hondentrimsalon", "Landbäckerei", "Kinderzahnarzt").
function wordFinder(word: string, weak = false): Finder {
  if (word.startsWith('-')) return firstMatch(new RegExp(escapeRegExp(word.slice(1)), 'iu'));
  const body = escapeRegExp(word);
  // A short Arabic word ends where the word does ("سبا", a spa, is not the start of "سباك").
  if (ARABIC_SHORT.test(word)) return firstMatch(new RegExp(`${body}(?:ة|ات)?(?![\\p{L}])`, 'u'));
  if (!LATIN.test(word)) return firstMatch(new RegExp(body, 'iu'));
  if (word.length < 5)
    return firstMatch(new RegExp(`(?<![\\p{L}\\d])${body}(?:s|es)?(?![\\p{L}\\d])`, 'iu'));
  const re = new RegExp(`(?<![\\p{L}\\d])${body}(\\p{L}*)`, 'giu');
  return (text) => {
    for (const found of text.matchAll(re)) {
      if (continuesWord(word, found[1] ?? '', weak))
        return { index: found.index, end: found.index + found[0].length };
    }
    return undefined;
  };
}

/** `needle`: what a text holds, lower-cased, wherever the keyword can be found in it. */
type Pattern = { find: Finder; needle: string; weight: number; weak: boolean };
function patternOf(raw: string): Pattern {
  const weak = raw.startsWith('~');
  const keyword = (weak ? raw.slice(1) : raw).trim();
  return {
    find: wordFinder(keyword, weak),
    needle: keyword.replace(/^-/u, '').toLowerCase(),
    weak,
    weight: weak ? 0.4 : keyword.includes(' ') ? 1.5 : 1,
  };
}

type Matcher = { key: string; patterns: Pattern[] };

/** The tally key of trades the knowledge base has no industry for. */
const UNFILED = '';

const MATCHERS: Matcher[] = [
  ...INDUSTRIES.map(({ key, keywords }) => ({ key, patterns: keywords.map(patternOf) })),
  { key: UNFILED, patterns: UNFILED_TRADES.map(patternOf) },
];

/** Industries that take over another trade's keyword when what it is done to is named. */
const TAKEOVERS = [
  ...INDUSTRIES.flatMap(({ key, takesOver }) =>
    takesOver
      ? [{ key, words: takesOver.words.map((word) => wordFinder(word)), trades: takesOver.trades }]
      : [],
  ),
  // "Salon de tatouage", "phone repair shop", "traduttrice freelance": a trade with no industry
  // of its own takes the general word for a place or a way of working beside it.
  {
    key: UNFILED,
    words: UNFILED_TRADES.map((word) => wordFinder(word)),
    trades: ['salon', 'ecommerce', 'boutique', 'marketing-agency', 'consulting', 'auto'],
  },
];

/** How far from a trade word its object may stand: "salon pour les petits chiens". */
const WORDS_AFTER = 4;
const WORDS_BEFORE = 2;

/**
 * The phrase around a keyword found at `start`..`end`: a few words either side, never past a
 * clause break, so "hair salon, and we walk dogs" stays a salon.
 */
function phraseAround(text: string, start: number, end: number): string {
  const before =
    text
      .slice(0, start)
      .split(/[,.;:!?()\n]/u)
      .pop() ?? '';
  const after = text.slice(end).split(/[,.;:!?()\n]/u)[0] ?? '';
  const word = /^\p{L}*/u.exec(after)?.[0] ?? '';
  const words = (part: string) => part.split(/\s+/u).filter(Boolean);
  return [
    ...words(before).slice(-WORDS_BEFORE),
    text.slice(start, end) + word,
    ...words(after.slice(word.length)).slice(0, WORDS_AFTER),
  ].join(' ');
}

/** The industry that takes a keyword of `trade` over in this phrase, if one does. */
function takenOverBy(trade: string, phrase: string): string | undefined {
  return TAKEOVERS.find(
    (t) => t.trades.includes(trade) && t.words.some((find) => find(phrase) !== undefined),
  )?.key;
}

/** One scored industry guess. */
export type IndustryMatch = { industry: Industry; score: number; position: number };

/** However many weak hints an industry gets, together they weigh less than one keyword. */
const MAX_HINTS = 0.9;

type Tally = { keywords: number; hints: number; position: number };

/**
 * Ranks industries by the keywords found in a text; the earliest mention breaks ties. Weak hints
 * ("dashboard", "automation") count below one keyword, so a data consultant who builds
 * dashboards is a consultancy, not a software product. A trade word qualified by what it is done
 * to counts for the industry that does it to that ("peluquería canina" is pet care). A trade
 * the knowledge base has no industry for (a hardware shop, a deli), named first or most, gives
 * no industry at all rather than one guessed from its goods.
 *
 * @example matchIndustries('A small sourdough bakery')[0]?.industry.key // 'bakery'
 */
export function matchIndustries(description: string): IndustryMatch[] {
  // "مخبّز" is "مخبز": Arabic marks are optional in writing.
  const text = withoutMarks(description);
  const tallies = new Map<string, Tally>();
  const count = (key: string, { weight, weak }: Pattern, position: number) => {
    const tally = tallies.get(key) ?? { keywords: 0, hints: 0, position: Infinity };
    if (weak) tally.hints += weight;
    else tally.keywords += weight;
    tally.position = Math.min(tally.position, position);
    tallies.set(key, tally);
  };
  // Most keywords are nowhere in a text: a plain search rules them out before a pattern runs.
  const lowered = text.toLowerCase();
  for (const { key, patterns } of MATCHERS) {
    for (const pattern of patterns) {
      if (!lowered.includes(pattern.needle)) continue;
      const found = pattern.find(text);
      if (!found) continue;
      const owner = takenOverBy(key, phraseAround(text, found.index, found.end));
      count(owner ?? key, pattern, found.index);
    }
  }
  const scoreOf = ({ keywords, hints }: Tally) => keywords + Math.min(hints, MAX_HINTS);
  const out: IndustryMatch[] = [];
  for (const industry of INDUSTRIES) {
    const tally = tallies.get(industry.key);
    if (tally) out.push({ industry, score: scoreOf(tally), position: tally.position });
  }
  out.sort((a, b) => b.score - a.score || a.position - b.position);
  // A trade with no industry of its own, named first or most, leaves the kind to the owner.
  const unfiled = tallies.get(UNFILED);
  const top = out[0];
  if (
    unfiled &&
    top &&
    (scoreOf(unfiled) > top.score ||
      // At one place the longer phrase is the trade: "oficina de costura" over "oficina".
      (scoreOf(unfiled) === top.score && unfiled.position <= top.position))
  )
    return [];
  return out;
}

/**
 * The industry for a stored key or a free-text description ("pottery classes").
 *
 * @example resolveIndustry('we cut hair').key // 'salon'
 */
export function resolveIndustry(keyOrText: string | undefined): Industry {
  if (!keyOrText) return GENERAL_INDUSTRY;
  return (
    INDUSTRIES.find((industry) => industry.key === keyOrText) ??
    matchIndustries(keyOrText)[0]?.industry ??
    GENERAL_INDUSTRY
  );
}
