import type { SectionType } from '@zappy/site-model/schema';
import { detectLanguage } from '../language';
import type { CommandWords } from '@zappy/locales/types';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES, type CustomizeLanguage } from './words';

// Word matching for the customization readers: whole words in any script, Hebrew and Arabic
// words with their attached prefixes ("והכותרת", "بالعنوان").

type WordList = readonly string[];
type ListKey = {
  [K in keyof CommandWords]: CommandWords[K] extends WordList ? K : never;
}[keyof CommandWords];

/** Lower case without accents or other marks: how an owner may retype a word ("Demelage"). */
export const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word's pattern without its end; Hebrew and Arabic words with their attached prefixes. */
function wordPattern(word: string): string {
  const body = escape(word).replace(/\s+/g, '\\s+');
  if (/[\u0590-\u05FF]/.test(word)) return `(?:[הולבמש]{0,2})${body}`;
  if (/[\u0600-\u06FF]/.test(word)) return `(?:و|ف|ب|ل|ال|وال|بال|لل)?${body}`;
  return body;
}

const cache = new Map<string, RegExp>();

/**
 * One regex for a list of words, longest first, whole words only. A word ends where no letter or
 * digit follows, or at its own hyphen ("ל-"). The end is written once after the alternation, not
 * once per word: V8 compiles every `\p{L}` class anew, and a hundred of them took 100 ms a list.
 */
export function wordsRegex(words: WordList, flags = 'iu'): RegExp {
  const key = `${flags}|${words.join('|')}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const patterns = [...words].sort((a, b) => b.length - a.length).map(wordPattern);
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${patterns.join('|') || '(?!)'})(?:(?<=-)|(?![\\p{L}\\p{N}]))`,
    flags,
  );
  cache.set(key, re);
  return re;
}

/** A concept's words in every language. */
export function anyLanguage(key: ListKey): WordList {
  return CUSTOMIZE_LANGUAGES.flatMap((l) => COMMAND_WORDS[l][key]);
}

/** Where a concept's first word is in the text, in any language. */
export function findWord(text: string, key: ListKey): { index: number; end: number } | undefined {
  const m = wordsRegex(anyLanguage(key)).exec(text);
  return m ? { index: m.index, end: m.index + m[0].length } : undefined;
}

export const has = (text: string, key: ListKey): boolean => findWord(text, key) !== undefined;

/** The section types a text names, in the order it names them. */
export function sectionMentions(text: string): SectionType[] {
  const found: { type: SectionType; index: number }[] = [];
  for (const lang of CUSTOMIZE_LANGUAGES) {
    for (const [type, words] of Object.entries(COMMAND_WORDS[lang].sections) as [
      SectionType,
      WordList,
    ][]) {
      const m = wordsRegex(words).exec(text);
      if (m) found.push({ type, index: m.index });
    }
  }
  found.sort((a, b) => a.index - b.index);
  return [...new Set(found.map((f) => f.type))];
}

// Addresses end before a space, a quote or a closing bracket; a sentence's stop is not theirs.
export const WEB_ADDRESS = /https?:\/\/[^\s<>"'`«»“”]+/iu;
export const EMAIL_ADDRESS = /[^\s@<>"'`«»“”:]+@[^\s@<>"'`«»“”]+\.[^\s@<>"'`«»“”.,;:!?)]+/u;
export const ANCHOR = /(?<![\p{L}\p{N}/])#([a-z][a-z0-9-]{0,63})(?![\p{L}\p{N}-])/u;

/** A request with the addresses it writes out blanked: "#services" is a place, not a section named. */
export const withoutAddresses = (text: string): string =>
  [WEB_ADDRESS, EMAIL_ADDRESS, ANCHOR].reduce(
    (said, address) => said.replace(new RegExp(address.source, 'giu'), (m) => ' '.repeat(m.length)),
    text,
  );

const QUOTED =
  /(?:"([^"]{1,400})"|“([^”]{1,400})”|„([^“”]{1,400})[“”]|«\s?([^»]{1,400}?)\s?»|‘([^’]{1,400})’|(?<![\p{L}])'([^']{1,400})'(?![\p{L}]))/u;

/** A text with its quoted parts blanked out (same length): the owner's own words are not commands. */
export function withoutQuotes(text: string): string {
  return text.replace(new RegExp(QUOTED.source, 'gu'), (quoted) => ' '.repeat(quoted.length));
}

/** The markers before a new value: "to" in the reply language and in English. */
export const toMarkers = (lang: CustomizeLanguage): readonly string[] => [
  ...new Set([...COMMAND_WORDS[lang].to, 'to']),
];

/**
 * Where the new words of a request start after `from`: a quote, a colon, or else a marker ("to";
 * "to say" reads as one). `own` says whether they read as the owner's wording rather than more
 * of the request: quoted, or starting with a capital ("to Warmer days" and not "to something
 * warmer"; scripts without case count as wording).
 */
export function valueSpan(
  text: string,
  from: number,
  markers: readonly string[],
): { at: number; value: string; quoted: boolean; own: boolean } | undefined {
  const rest = text.slice(from);
  const quoted = QUOTED.exec(rest);
  if (quoted) {
    const value = quoted.slice(1).find(Boolean) ?? '';
    return { at: from + quoted.index, value, quoted: true, own: true };
  }
  const colon = /:\s*(?=\S)/u.exec(rest);
  const marker = colon ? undefined : wordsRegex(markers).exec(rest);
  const found = colon ?? marker;
  if (!found) return undefined;
  let end = found.index + found[0].length;
  const again = new RegExp(`^\\s*(?:${wordsRegex(markers).source})`, 'iu');
  for (let next = again.exec(rest.slice(end)); marker && next; next = again.exec(rest.slice(end)))
    end += next[0].length;
  const value = rest.slice(end);
  return { at: from + found.index, value, quoted: false, own: !/^\s*\p{Ll}/u.test(value) };
}

/** The quoted parts of a text ("…", “…”, „…“, «…», '…'): where each starts and ends, and its words. */
export function quotedSpans(text: string): { index: number; end: number; inner: string }[] {
  return [...text.matchAll(new RegExp(QUOTED.source, 'gu'))].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    inner: (m.slice(1).find(Boolean) ?? '').trim(),
  }));
}

/**
 * The new value a request gives: quoted, or after ":", or after a marker ("to" in the reply
 * language or English, unless other markers are given).
 */
export function valueAfter(
  text: string,
  from: number,
  lang: CustomizeLanguage,
  markers: readonly string[] = toMarkers(lang),
): string | undefined {
  const span = valueSpan(text, from, markers);
  return span ? clean(span.value) : undefined;
}

/** The value without its quotes and final stop; none when no letter or digit is left ("?"). */
function clean(value: string): string | undefined {
  const trimmed = value
    .trim()
    .replace(/^["“„«‘']+|["”“»’']+$/gu, '')
    .replace(/[.!]+$/u, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(trimmed) ? trimmed.slice(0, 300) : undefined;
}

// Concepts that tell a command's language; prepositions and articles are left out because
// languages share them.
const TELLING: readonly ListKey[] = [
  'change',
  'link',
  'translate',
  'remove',
  'add',
  'move',
  'headline',
  'subheading',
  'button',
  'text',
  'image',
  'photoOf',
  'photoFind',
  'describe',
  'contact',
  'phone',
  'address',
  'hours',
  'closed',
  'appointment',
  'price',
  'plan',
  'colour',
  'font',
  'question',
  'shorter',
  'longer',
  'undo',
];

function languageScore(text: string, words: CommandWords): number {
  const lists: WordList[] = [
    ...TELLING.map((k) => words[k]),
    ...Object.values(words.sections),
    ...Object.values(words.styles),
    ...Object.values(words.colours),
    ...Object.values(words.moves),
    ...Object.values(words.fontStacks),
    words.look,
    words.more,
    words.vague,
    ...words.days,
  ];
  return lists.filter((list) => list.length > 0 && wordsRegex(list).test(text)).length;
}

/**
 * The language to answer in: the script, then the command words the owner used, then the
 * language detector, then `fallback` (the conversation's or the site's language).
 *
 * @example replyLanguage('cambia el título a Pan', 'en') // 'es'
 */
export function replyLanguage(said: string, fallback: CustomizeLanguage): CustomizeLanguage {
  // An address is no word of any language ("#services", "https://…/contact").
  const text = withoutAddresses(said);
  if (/[\u0590-\u05FF]/.test(text)) return 'he';
  if (/[\u0600-\u06FF]/.test(text)) return 'ar';
  const detected = detectLanguage(text);
  let best: CustomizeLanguage = fallback;
  let bestScore = 0;
  for (const lang of CUSTOMIZE_LANGUAGES) {
    const score = languageScore(text, COMMAND_WORDS[lang]) + (detected === lang ? 0.5 : 0);
    if (score > bestScore || (score === bestScore && lang === fallback)) {
      best = lang;
      bestScore = score;
    }
  }
  return bestScore >= 1 ? best : fallback;
}

/** A supported language for a BCP 47 tag, else English. */
export function customizeLanguage(tag: string | undefined): CustomizeLanguage {
  const base = (tag ?? 'en').split('-')[0]?.toLowerCase() ?? 'en';
  return (CUSTOMIZE_LANGUAGES as readonly string[]).includes(base)
    ? (base as CustomizeLanguage)
    : 'en';
}

let splitter: RegExp | undefined;

/** Where one request ends and the next begins: built once, its word lists are long. */
function requestSplitter(): RegExp {
  if (splitter) return splitter;
  const verbs = wordsRegex([
    ...anyLanguage('change'),
    ...anyLanguage('remove'),
    ...anyLanguage('add'),
    ...anyLanguage('move'),
  ]).source;
  const joins = wordsRegex(anyLanguage('and')).source;
  splitter = new RegExp(
    `\\s*[;\\n]\\s*|(?:\\s*[,.]\\s*(?:${joins})?\\s*|\\s+(?:${joins})\\s+|\\s+(?=[וو]))(?=${verbs})`,
    'giu',
  );
  return splitter;
}

/**
 * One message cut into requests: at ";" and new lines, and at "and"/","/"." when a command
 * verb follows ("make it green and change the headline to X"), never inside quotes. From
 * `wordsFrom` on, the owner's own words run (a FAQ answer: "Yes, use the form"): a bare comma
 * there cuts nothing.
 */
export function splitRequests(message: string, wordsFrom = Infinity): string[] {
  const quoted = [...message.matchAll(new RegExp(QUOTED.source, 'gu'))].map(
    (m) => [m.index, m.index + m[0].length] as const,
  );
  const parts: string[] = [];
  let start = 0;
  for (const m of message.matchAll(requestSplitter())) {
    if (quoted.some(([a, b]) => m.index > a && m.index < b)) continue;
    if (m.index > wordsFrom && /^\s*,\s*$/u.test(m[0])) continue;
    parts.push(message.slice(start, m.index));
    start = m.index + m[0].length;
  }
  parts.push(message.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}
