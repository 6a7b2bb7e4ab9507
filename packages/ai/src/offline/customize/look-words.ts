import type { ColourMove, CommandWords, FontStack, FontTarget } from '@zappy/locales/types';
import { SITE_STYLES } from '@zappy/site-model/constants';
import type { SiteStyle } from '@zappy/site-model/schema';
import { mix } from '@zappy/site-renderer/contrast';
import { COLOR_WORDS, findColor, NAMED_COLOURS } from '../../palettes';
import { wordsRegex } from './match';
import type { Context } from './outcome';
import { COMMAND_WORDS, type CustomizeLanguage } from './words';

// What a request says about the look: colours, moves of the colours, styles, fonts, and whether
// it asks for a look change at all. Look words are read in the owner's language and in English
// (design words travel: "más clean"), never in the others: French "sobre" (sober) is Spanish
// "about", and a word of another language must not restyle a site. Hex codes and the colour
// names palettes.ts knows are read as they are.

/** A word of the request: where it is, and what it stands for. */
export type Hit<T> = { at: number; end: number; value: T; word: string };

/** A colour the owner named: its hex, the accent a name brings ("sunset"), the owner's words. */
export type Colour = { hex: string; accent?: string | undefined; word: string; named: boolean };

/** What a request says about the look. */
export type Look = {
  colours: Colour[];
  moves: ColourMove[];
  styles: SiteStyle[];
  /** A font request: the stack it names (none when it names none) and what it is for. */
  font?: { stack?: FontStack | undefined; target: FontTarget } | undefined;
  vague: boolean;
  /** "colours", "palette"; "style", "design": the look named as the thing to change. */
  colourNoun: boolean;
  lookNoun: boolean;
  /** A word that can only be about the look: a colour, style or font noun, or "contrast". */
  noun: boolean;
  /** Every look word found, for telling how much of the request they make up. */
  spans: Hit<unknown>[];
};

type WordKey = {
  [K in keyof CommandWords]: CommandWords[K] extends readonly string[] ? K : never;
}[keyof CommandWords];
type TableKey = 'moves' | 'styles' | 'fontStacks' | 'colours';

/** The languages look words are read in. */
const languagesOf = (ctx: Context): CustomizeLanguage[] => [...new Set([ctx.lang, 'en' as const])];

const wordsOf = (ctx: Context, key: WordKey): readonly string[] =>
  languagesOf(ctx).flatMap((lang) => COMMAND_WORDS[lang][key]);

function tableOf<K extends string>(ctx: Context, key: TableKey): [K, readonly string[]][] {
  return languagesOf(ctx).flatMap(
    (lang) => Object.entries(COMMAND_WORDS[lang][key]) as [K, readonly string[]][],
  );
}

/** Every place a table's words occur. */
function hits<T>(text: string, table: readonly (readonly [T, readonly string[]])[]): Hit<T>[] {
  const found: Hit<T>[] = [];
  for (const [value, words] of table) {
    if (words.length === 0) continue;
    for (const m of text.matchAll(wordsRegex(words, 'giu'))) {
      found.push({ at: m.index, end: m.index + m[0].length, value, word: m[0] });
    }
  }
  return found;
}

const overlaps = (a: Hit<unknown>, b: Hit<unknown>) => a.at < b.end && b.at < a.end;

/** The hits that no longer hit overlaps, nor an earlier reading ("less contrast" over "contrast"). */
function longest<T>(found: readonly Hit<T>[], taken: readonly Hit<unknown>[] = []): Hit<T>[] {
  const kept: Hit<T>[] = [];
  for (const hit of [...found].sort((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at)) {
    if (![...taken, ...kept].some((k) => overlaps(k, hit))) kept.push(hit);
  }
  return kept.sort((a, b) => a.at - b.at);
}

const has = (ctx: Context, text: string, key: WordKey) => wordsRegex(wordsOf(ctx, key)).test(text);
const unique = <T>(values: readonly T[]) => [...new Set(values)];

// ---------------------------------------------------------------------------------------------
// Colours

/** A colour word or code as the owner wrote it. */
function plainColour(m: RegExpMatchArray & { index: number }, hex: string): Hit<Colour> {
  const word = m[0];
  return { at: m.index, end: m.index + word.length, value: { hex, word, named: false }, word };
}

function colourHits(ctx: Context, text: string): Hit<Colour>[] {
  const found: Hit<Colour>[] = [];
  for (const m of text.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-f])/giu)) {
    const hex = findColor(m[0]);
    if (hex) found.push(plainColour(m, hex));
  }
  for (const [re, hex] of COLOR_WORDS) {
    for (const m of text.matchAll(new RegExp(re.source, 'giu'))) found.push(plainColour(m, hex));
  }
  for (const hit of hits(text, tableOf<string>(ctx, 'colours'))) {
    const [hex, accent] = NAMED_COLOURS[hit.value] ?? [findColor(hit.value)];
    const named = hit.value in NAMED_COLOURS;
    if (hex) found.push({ ...hit, value: { hex, accent, word: hit.word, named } });
  }
  return longest(found);
}

const GAP = /^[\s-]*$/u;

/** "forest green", "verde bosque": colour words side by side name one colour, the more specific. */
function joinShades(text: string, found: readonly Hit<Colour>[]): Hit<Colour>[] {
  const joined: Hit<Colour>[] = [];
  for (const hit of found) {
    const prev = joined.at(-1);
    if (!prev || !GAP.test(text.slice(prev.end, hit.at))) {
      joined.push(hit);
      continue;
    }
    const word = text.slice(prev.at, hit.end);
    const value = hit.value.named && !prev.value.named ? hit.value : prev.value;
    joined[joined.length - 1] = { at: prev.at, end: hit.end, value: { ...value, word }, word };
  }
  return joined;
}

/** "dark blue", "azul claro": a word beside the colour darkens or lightens it. */
function shade(ctx: Context, text: string, hit: Hit<Colour>): Hit<Colour> {
  for (const [key, towards] of [
    ['dark', '#000000'],
    ['light', '#ffffff'],
  ] as const) {
    const word = wordsRegex(wordsOf(ctx, key)).source;
    const before = new RegExp(`(?:${word})[\\s-]*$`, 'iu').exec(text.slice(0, hit.at));
    const after = new RegExp(`^[\\s-]*(?:${word})`, 'iu').exec(text.slice(hit.end));
    if (!before && !after) continue;
    const at = before ? hit.at - before[0].length : hit.at;
    const end = after ? hit.end + after[0].length : hit.end;
    const words = text.slice(at, end);
    return {
      at,
      end,
      word: words,
      value: { ...hit.value, hex: mix(hit.value.hex, towards, 0.35), word: words },
    };
  }
  return hit;
}

/** "the grey text is hard to read": a colour beside a text it describes is not asked for. */
function describesText(ctx: Context, text: string, hit: Hit<Colour>): boolean {
  const element = wordsRegex([
    ...wordsOf(ctx, 'bodyText'),
    ...wordsOf(ctx, 'headings'),
    ...wordsOf(ctx, 'button'),
  ]).source;
  return (
    new RegExp(`^\\s+(?:${element})`, 'iu').test(text.slice(hit.end)) ||
    new RegExp(`(?:${element})\\s+$`, 'iu').test(text.slice(0, hit.at))
  );
}

function colours(ctx: Context, text: string): Hit<Colour>[] {
  return joinShades(text, colourHits(ctx, text))
    .map((hit) => shade(ctx, text, hit))
    .filter((hit) => !describesText(ctx, text, hit));
}

// ---------------------------------------------------------------------------------------------
// Fonts

/** The font a mood asks for: "a more modern font" is sans-serif, "a classic one" serif. */
const MOOD_FONTS: Readonly<Record<SiteStyle, FontStack>> = {
  modern: 'sans',
  elegant: 'serif',
  playful: 'rounded',
  bold: 'sans',
  minimal: 'sans',
  corporate: 'sans',
};

function fontTarget(ctx: Context, text: string): FontTarget {
  const headings = has(ctx, text, 'headings');
  const body = has(ctx, text, 'bodyText');
  if (headings && !body) return 'headings';
  if (body && !headings) return 'body';
  return 'all';
}

// ---------------------------------------------------------------------------------------------
// Reading

const styleTable = (ctx: Context): [SiteStyle, readonly string[]][] => [
  ...SITE_STYLES.map((s) => [s, [s]] as [SiteStyle, readonly string[]]),
  ...tableOf<SiteStyle>(ctx, 'styles'),
];

/** The look words of a request (quoted text already left out). */
export function readLookWords(ctx: Context, text: string): Look {
  const colourHits = colours(ctx, text);
  const moveHits = longest(hits(text, tableOf<ColourMove>(ctx, 'moves')), colourHits);
  const stackHits = longest(hits(text, tableOf<FontStack>(ctx, 'fontStacks')), [
    ...colourHits,
    ...moveHits,
  ]);
  const fontNoun = has(ctx, text, 'font');
  const colourNoun = has(ctx, text, 'colour');
  const taken = [...colourHits, ...stackHits];
  // In a font request the moves and moods describe the font ("a lighter font", "a modern one").
  const isFont = fontNoun || stackHits.length > 0;
  const moods = longest(hits(text, styleTable(ctx)), isFont ? taken : [...taken, ...moveHits]);
  const vague = longest(hits(text, [[true, wordsOf(ctx, 'vague')]]), [
    ...taken,
    ...moveHits,
    ...moods,
  ]);
  const nouns = hits(text, [
    [true, [...wordsOf(ctx, 'colour'), ...wordsOf(ctx, 'look'), ...wordsOf(ctx, 'font')]],
  ]);
  const more = hits(text, [[true, wordsOf(ctx, 'more')]]);
  const moves = isFont && !colourNoun ? [] : moveHits.map((h) => h.value);
  const stack = stackHits[0]?.value ?? (moods[0] ? MOOD_FONTS[moods[0].value] : undefined);
  return {
    colours: colourHits.map((h) => h.value),
    moves: unique(moves),
    styles: isFont ? [] : unique(moods.map((h) => h.value)),
    font: isFont ? { stack, target: fontTarget(ctx, text) } : undefined,
    vague: vague.length > 0,
    colourNoun,
    lookNoun: has(ctx, text, 'look'),
    noun: nouns.length > 0 || stackHits.length > 0 || moves.includes('contrast'),
    spans: [...colourHits, ...moveHits, ...stackHits, ...moods, ...vague, ...nouns, ...more],
  };
}

/** Whether a look reading holds anything at all. */
const saysLook = (look: Look): boolean =>
  look.colours.length > 0 ||
  look.moves.length > 0 ||
  look.styles.length > 0 ||
  look.font !== undefined ||
  look.vague ||
  look.colourNoun ||
  look.lookNoun;

// ---------------------------------------------------------------------------------------------
// Does the request ask for a look change?

/** Words about other parts of the site: a look word among them is about them, not the look. */
const SUBJECTS: readonly WordKey[] = [
  'subheading',
  'image',
  'contact',
  'email',
  'phone',
  'address',
  'hours',
  'price',
  'plan',
  'question',
  'answer',
  'businessName',
  'tagline',
];
/** Texts whose look is the site's look: "the text is hard to read", "serif headings". */
const ELEMENTS: readonly WordKey[] = ['headline', 'heading', 'text', 'button'];

function mentionsOther(ctx: Context, text: string, keys: readonly WordKey[]): boolean {
  const sections = languagesOf(ctx).flatMap((lang) =>
    Object.values(COMMAND_WORDS[lang].sections).flat(),
  );
  const days = languagesOf(ctx).flatMap((lang) => COMMAND_WORDS[lang].days.flat());
  return keys.some((key) => has(ctx, text, key)) || wordsRegex([...sections, ...days]).test(text);
}

/** A request longer than this, with no look noun, is about something else. */
const MAX_WORDS = 12;
/** "terracotta and sand", "use navy": look words with at most this many others. */
const BARE_WORDS = 2;

function wordsOutside(
  text: string,
  spans: readonly Hit<unknown>[],
): { all: number; outside: number } {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu)];
  const outside = words.filter((w) => !spans.some((s) => w.index >= s.at && w.index < s.end));
  return { all: words.length, outside: outside.length };
}

const pendingLook = (ctx: Context) => ctx.topic === 'colors' || ctx.topic === 'style';

/**
 * Whether a request asks for a look change: its look words must be the request, not words inside
 * a sentence about another part of the site. A look noun ("colours", "font", "style") says so,
 * as does the menu's colours or style question before; otherwise the request names no text
 * either, is short, and is put as a request ("make it…", "more…", "the site…") or is little but
 * look words ("terracotta and sand").
 */
export function asksForLook(ctx: Context, text: string, look: Look): boolean {
  if (!saysLook(look) || mentionsOther(ctx, text, SUBJECTS)) return false;
  if (look.noun) return true;
  if (mentionsOther(ctx, text, ELEMENTS)) return false;
  if (pendingLook(ctx)) return true;
  const { all, outside } = wordsOutside(text, look.spans);
  if (all > MAX_WORDS) return false;
  const put =
    has(ctx, text, 'more') ||
    has(ctx, text, 'site') ||
    (has(ctx, text, 'change') && has(ctx, text, 'pointer'));
  return put || outside <= BARE_WORDS;
}

/** Whether a look request goes before the other readers: it asks for one, and gives no new wording (after a colon). */
export const looksFirst = (ctx: Context, text: string, look: Look): boolean =>
  !text.includes(':') && asksForLook(ctx, text, look);
