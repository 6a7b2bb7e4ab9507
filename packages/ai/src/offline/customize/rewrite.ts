import { LOCALES } from '@zappy/locales/languages';
import { languageOf, type Language } from '@zappy/locales/names';
import type { SiteModel } from '@zappy/site-model/schema';
import { softLower } from '../facts';
import { sitePhrases } from '../phrases/index';
import { COMMAND_WORDS } from './words';

// Rewrites of a site's text with no language model: shorter, longer, friendlier or more formal,
// built only from what the text and the site already say, in the site's language. A rewrite
// that would lose the text's sense, or mix two registers, is not made: the chat asks instead.

export type RewriteKind = 'shorter' | 'longer' | 'friendlier' | 'formal';

/** The language a site's texts are written in. */
export const siteLanguage = (model: SiteModel): Language =>
  languageOf(model.locale.language) ?? 'en';

const normal = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/[’`]/gu, "'");

/** Whether two texts say the same, ignoring case and accents. */
export const sameText = (a: string, b: string): boolean => normal(a.trim()) === normal(b.trim());

/** Whether a text holds a phrase, ignoring case and accents. */
const mentions = (text: string, phrase: string): boolean =>
  phrase.trim() !== '' && normal(text).includes(normal(phrase.trim()));

const FUNCTION_WORDS = new Map<Language, ReadonlySet<string>>();

function functionWords(language: Language): ReadonlySet<string> {
  const cached = FUNCTION_WORDS.get(language);
  if (cached) return cached;
  const words = new Set(LOCALES[language].reading.functionWords.map(normal));
  FUNCTION_WORDS.set(language, words);
  return words;
}

/** The words of a text, without the punctuation around them. */
const wordsOf = (text: string): string[] =>
  text
    .split(/\s+/u)
    .map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter(Boolean);

const END = /[.!?؟]$/u;
const bare = (text: string) => text.trim().replace(/[.!?؟]+$/u, '');

// Shorter

/** What a shorter wording may keep or offer instead: the name, and the hero's other words. */
export type ShorterFacts = {
  language: Language;
  name: string;
  /** Places a text may end on ("… in Austin"): the city and the areas served. */
  places: readonly string[];
  /** Whole wordings already on the site to offer when no cut fits (the name, the eyebrow). */
  alternatives: readonly string[];
};

export type Shorter = { wording?: string | undefined; options: string[] };

/**
 * The first half of a text of several sentences: whole sentences, so it reads as written.
 */
function sentenceCut(text: string): string | undefined {
  const sentences = text.trim().split(/(?<=[.!?؟])\s+/u);
  if (sentences.length < 2) return undefined;
  return sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ');
}

/** Whether a word is "and" in the language ("y", "und"; Hebrew and Arabic join it: "ועוגות"). */
function isAnd(word: string, language: Language): boolean {
  const and = COMMAND_WORDS[language].and;
  return and.some((a) => normal(a) === normal(word)) || /^[וو]\p{L}{2,}/u.test(word);
}

/** A head with the text's final stop and no comma or dash left hanging. */
const withStop = (head: string, text: string) =>
  `${head.trim().replace(/[\s,،;:–—-]+$/u, '')}${END.exec(text.trim())?.[0] ?? ''}`;

/**
 * The heads of a one-sentence text before a clause boundary (":", a dash, ";", or a comma), with
 * the text's final stop. A comma that lists ("Bristol, Bath and Keynsham": "and" after it) is no
 * boundary, and a head before a comma must be three words or more ("Breathe, move, rest").
 */
function clauseCuts(text: string, language: Language): string[] {
  const body = bare(text);
  const heads: string[] = [];
  for (const m of body.matchAll(/\s*(?:[:;]|\s[-–—])\s+|\s*[,،]\s+/gu)) {
    const head = body.slice(0, m.index);
    const tail = wordsOf(body.slice(m.index + m[0].length));
    const list = /[,،]/u.test(m[0]) && tail.some((word) => isAnd(word, language));
    const short = /[,،]/u.test(m[0]) && wordsOf(head).length < 3;
    if (!list && !short) heads.push(withStop(head, text));
  }
  return heads;
}

/**
 * The text without the place it ends on ("Breathe, move, rest in Austin" → "Breathe, move,
 * rest"; Hebrew "… בתל אביב", the preposition joined to the name); never the last of a list
 * ("… Dos Hermanas y Mairena").
 */
function placeCut(text: string, places: readonly string[], language: Language): string | undefined {
  const body = bare(text);
  for (const place of places.filter(Boolean)) {
    if (!normal(body).endsWith(normal(place))) continue;
    const before = body.slice(0, body.length - place.length);
    const glued = /(?:^|\s)[בלب]$/u.exec(before);
    const words = before.trim().split(/\s+/u);
    const last = words.at(-1) ?? '';
    const preposition = functionWords(language).has(normal(last)) && !isAnd(last, language);
    const head = glued
      ? before.slice(0, glued.index)
      : preposition
        ? words.slice(0, -1).join(' ')
        : '';
    if (head.trim()) return withStop(head, text);
  }
  return undefined;
}

/** A wording that can stand for the text: shorter, a complete phrase, the name kept. */
function fits(cut: string, text: string, facts: ShorterFacts): boolean {
  const words = wordsOf(cut);
  const last = words.at(-1);
  return (
    last !== undefined &&
    cut.length < text.trim().length &&
    !functionWords(facts.language).has(normal(last)) &&
    (!mentions(text, facts.name) || mentions(cut, facts.name))
  );
}

/** A cut that keeps enough to publish without asking: three words or more, or the name. */
const strong = (cut: string, facts: ShorterFacts) =>
  wordsOf(cut).length >= 3 || normal(bare(cut)) === normal(facts.name);

/**
 * A shorter wording of a text: a cut at a natural boundary (whole sentences, a clause, the
 * place it ends on) that keeps the name and reads complete; else up to three wordings to offer
 * (weaker cuts, the name, the eyebrow), each shorter and complete; never a text cut mid-phrase.
 *
 * @example shorterWording('Breathe, move, rest in Austin', facts).wording // 'Breathe, move, rest'
 */
export function shorterWording(text: string, facts: ShorterFacts): Shorter {
  const single = sentenceCut(text) === undefined;
  const cuts = [
    sentenceCut(text),
    ...(single ? clauseCuts(text, facts.language) : []),
    placeCut(text, facts.places, facts.language),
  ].filter((cut): cut is string => cut !== undefined && fits(cut, text, facts));
  const wording = cuts.find((cut) => strong(cut, facts));
  if (wording) return { wording, options: [] };
  const seen = new Set<string>([normal(text)]);
  // A one-word cut ("Based" of "Based in Portland") is rarely a phrase; the name always is.
  const offered = [
    ...cuts.filter((cut) => wordsOf(cut).length >= 2),
    ...facts.alternatives.filter((a) => fits(a, text, facts)),
  ];
  const options = offered.filter(
    (option) => option.length <= 200 && !seen.has(normal(option)) && seen.add(normal(option)),
  );
  return { options: options.slice(0, 3) };
}

// Longer

/** What a longer wording may add: the city and the services, both already on the site. */
export type LongerFacts = { language: Language; city: string; services: readonly string[] };

/**
 * A longer wording: the text with one fact the site holds and the text does not say — the
 * city, else up to two services — as a phrase after a heading, or a sentence after sentences.
 *
 * @example longerWording('Fresh bread', facts) // 'Fresh bread in Portland'
 */
export function longerWording(text: string, facts: LongerFacts): string | undefined {
  const copy = sitePhrases(facts.language);
  const phrases = LOCALES[facts.language].customize.rewrite;
  const city = facts.city && !mentions(text, facts.city) ? facts.city : undefined;
  const missing = facts.services
    .filter((s) => s.trim() !== '' && !mentions(text, s))
    .slice(0, 2)
    .map((s) => (copy.capitalisesNouns ? s : softLower(s, [])));
  const offer = missing.length > 0 ? copy.list(missing) : undefined;
  const trimmed = text.trim();
  // A question ("How do I book?") takes no sentence after it.
  if (/[?؟]$/u.test(trimmed)) return undefined;
  if (END.test(trimmed)) {
    if (city) return `${trimmed} ${phrases.citySentence(city)}`;
    return offer ? `${trimmed} ${phrases.offerSentence(offer)}` : undefined;
  }
  if (city) return `${trimmed}${copy.inCity(city)}`;
  // A heading that has its colon already ("Name: at home in Cologne") takes no second one.
  return offer && !trimmed.includes(':') ? phrases.withOffer(trimmed, offer) : undefined;
}

// Register

type Swap = { from: string; to: string; initial: boolean; exact: boolean };

const hasCapital = (word: string) => /\p{Lu}/u.test(word);
const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/** A sentence starts here: the text's start, or after a stop, a colon or an opening mark. */
const atSentenceStart = (text: string, index: number) =>
  /(?:^|[.!?؟:;–—…¿¡"“«(]\s*)$/u.test(text.slice(0, index).trimEnd());

function swapsOf(pairs: readonly (readonly string[])[], nounCase: boolean): Swap[] {
  return pairs.flatMap(([rawFrom, to]) => {
    if (!rawFrom || to === undefined) return [];
    const from = rawFrom.replace(/^\^/u, '');
    // A word with capitals ("Sie") keeps its case; so does every word of a language that
    // capitalises nouns ("folge", never the noun "Folge"), but at a sentence's start.
    return [{ from, to, initial: rawFrom.startsWith('^'), exact: hasCapital(from) || nounCase }];
  });
}

const escape = (word: string) =>
  word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+');

/** Whether a match is the swap's word: its case where it keeps one, its place where it needs one. */
function matches(swap: Swap, found: string, start: boolean): boolean {
  if (swap.initial && !start) return false;
  if (!swap.exact) return true;
  const same = found.replace(/\s+/gu, ' ');
  return same === swap.from || (start && same === capitalise(swap.from));
}

/** One pattern for every swap's words, longest phrase first, whole words only. */
function swapPattern(sorted: readonly Swap[]): RegExp {
  const words = sorted.map((s) => escape(s.from)).join('|') || '(?!)';
  return new RegExp(`(?<![\\p{L}\\p{N}'’])(?:${words})(?![\\p{L}\\p{N}])`, 'giu');
}

/** The swap a match of the pattern is, if its case and place fit. */
function swapAt(sorted: readonly Swap[], text: string, found: string, index: number) {
  const start = atSentenceStart(text, index);
  const said = found.replace(/\s+/gu, ' ').toLocaleLowerCase();
  const swap = sorted.find((s) => s.from.toLocaleLowerCase() === said && matches(s, found, start));
  return swap ? { swap, start } : undefined;
}

const longestFirst = (swaps: readonly Swap[]) =>
  [...swaps].sort((a, b) => b.from.length - a.from.length);

/** Every swap applied once, left to right, longest phrase first. */
function applySwaps(text: string, swaps: readonly Swap[]): string {
  if (swaps.length === 0) return text;
  const sorted = longestFirst(swaps);
  return text.replace(swapPattern(sorted), (found: string, index: number) => {
    const at = swapAt(sorted, text, found, index);
    if (!at) return found;
    return at.start && /\p{Lu}/u.test(found.charAt(0)) ? capitalise(at.swap.to) : at.swap.to;
  });
}

/**
 * Whether a text still holds a word of the register it leaves: one of its words, or a word with
 * one of its endings that is not neutral.
 */
function keepsRegister(
  text: string,
  words: readonly Swap[],
  endings: readonly string[],
  neutral: readonly string[],
): boolean {
  const sorted = longestFirst(words);
  const found = [...text.matchAll(swapPattern(sorted))];
  if (found.some((m) => swapAt(sorted, text, m[0], m.index) !== undefined)) return true;
  const neutralWords = new Set(neutral.map((w) => w.toLocaleLowerCase()));
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => !neutralWords.has(word) && endings.some((end) => word.endsWith(end)));
}

/**
 * The text in the other register: first the phrasebook's own pair (the services heading "What
 * we do" / "Services"), else the language's word swaps (tú/usted, tu/vous, du/Sie). Nothing when
 * nothing changes or a word of the old register stays (a text that would mix both).
 *
 * @example registerWording('Aquí para ayudarte', 'formal', 'es') // 'Aquí para ayudarle'
 */
export function registerWording(
  text: string,
  to: 'friendlier' | 'formal',
  language: Language,
): string | undefined {
  const copy = sitePhrases(language);
  const pairs: [string, string][] = [
    [copy.services.heading(true), copy.services.heading(false)],
    [copy.hero.servicesAction(true), copy.hero.servicesAction(false)],
  ];
  const whole = pairs.find((pair) => pair[to === 'formal' ? 0 : 1] === text.trim());
  if (whole && whole[0] !== whole[1]) return whole[to === 'formal' ? 1 : 0];
  const table = LOCALES[language].customize.rewrite.register;
  const nounCase = copy.capitalisesNouns;
  const swaps = swapsOf(to === 'formal' ? table.formal : table.friendly, nounCase);
  const marks = to === 'formal' ? table.informal : table.polite;
  const words = marks.filter((m) => !m.startsWith('*')).map((word) => [word, '']);
  const endings = marks.filter((m) => m.startsWith('*')).map((m) => m.slice(1));
  const swapped = applySwaps(text, swaps);
  if (swapped === text) return undefined;
  const leaving = [...swapsOf(words, nounCase), ...swaps.filter((s) => !s.initial)];
  return keepsRegister(swapped, leaving, endings, table.neutral) ? undefined : swapped;
}
