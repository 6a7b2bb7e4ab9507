import type { SectionType } from '@zappy/site-model/schema';
import { imageWidget, sectionImages } from './content';
import { anyLanguage, has, sectionMentions, withoutQuotes, wordsRegex } from './match';
import { type Context, type Outcome, type Reader, sectionOf } from './outcome';
import { TEXT_TARGETS } from './texts';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES, type CustomizeLanguage } from './words';

// A photo to search for (decision 040): "a photo of sourdough loaves for the hero", "une photo
// de croissants", "ein Foto von Brot": the words to search a photo service with, and the images
// of the site the chosen photo may replace. The search itself is the server's: the Brain does
// no I/O, so its answer is the image widget with the words, and the server fills in the photos.

/** Most characters of searched words: what a photo service reads of a query. */
const MAX_QUERY_LENGTH = 100;

/**
 * The letters Hebrew and Arabic write onto a noun ("and", "in", "for", "the"), as the command
 * words' own matcher reads them (`match.ts`): a marker may carry them.
 */
const ATTACHED: Partial<Record<CustomizeLanguage, string>> = {
  he: '[הולבמשכ]{0,3}',
  ar: '(?:و|ف|ب|ل|ك|ال|وال|بال|فال|لل)?',
};

/** Typed apostrophes and quotes that stand for "'" in elisions ("photo d’huîtres", "un’immagine"). */
const APOSTROPHE = /[’‘`´]/g;

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a marker is written together with the subject: "photo d'", "صورة ل", "ل-". */
const attaches = (phrase: string): boolean =>
  /['\-ـ]$/u.test(phrase) || (phrase.split(/\s+/).at(-1)?.length ?? 0) === 1;

const markerCache = new Map<CustomizeLanguage, RegExp>();

/** One language's photo markers, longest first; group 1 holds the letters written onto one. */
function markerRegex(lang: CustomizeLanguage): RegExp {
  const cached = markerCache.get(lang);
  if (cached) return cached;
  const phrases = [...COMMAND_WORDS[lang].photoOf].sort((a, b) => b.length - a.length);
  const alternatives = phrases.map(
    (phrase) =>
      `${escape(phrase).replace(/\s+/g, '\\s+')}${attaches(phrase) ? '' : '(?![\\p{L}\\p{N}])'}`,
  );
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(${ATTACHED[lang] ?? ''})(?:${alternatives.join('|') || '(?!)'})`,
    'giu',
  );
  markerCache.set(lang, re);
  return re;
}

/** Where a photo's subject is introduced, in one language. */
interface Marker {
  lang: CustomizeLanguage;
  index: number;
  end: number;
  /** The letters written onto it (Hebrew, Arabic): "ה", "ال", "ب". */
  attached: string;
  /** A construct ("תמונת", "صورة"): the photo word alone, its subject right after it. */
  construct: boolean;
}

/** Every photo marker of a text in any language, in the order they come, longest first. */
function markers(text: string): Marker[] {
  const found: Marker[] = [];
  for (const lang of CUSTOMIZE_LANGUAGES) {
    for (const m of text.matchAll(markerRegex(lang))) {
      const attached = m[1] ?? '';
      found.push({
        lang,
        index: m.index,
        end: m.index + m[0].length,
        attached,
        construct: !/\s/u.test(m[0].slice(attached.length).trim()),
      });
    }
  }
  return found.sort((a, b) => a.index - b.index || b.end - a.end);
}

const tokens = (text: string): string[] =>
  text
    .toLocaleLowerCase()
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''))
    .filter(Boolean);

const inList = (word: string, list: readonly string[]) => list.includes(word);

type PhotoKey = 'photoThe' | 'photoA' | 'photoFor';

/** A list's words in the languages a marker may be of ("foto de": Spanish and Portuguese). */
const wordsOf = (langs: readonly CustomizeLanguage[], key: PhotoKey): string[] =>
  langs.flatMap((lang) => COMMAND_WORDS[lang][key]);

/** Words that name a place a photo goes: any section, the hero's other names, an image. */
const slotWords = (): readonly string[] => [
  ...CUSTOMIZE_LANGUAGES.flatMap((l) => Object.values(COMMAND_WORDS[l].sections).flat()),
  ...anyLanguage('heroImage'),
];

/**
 * Whether the photo a marker introduces is one the site already shows ("the photo of the team",
 * "das Foto von unserem Team", "התמונה של", "صورة الفريق"): a definite word just before it
 * (up to two words back, an indefinite one or a place named stopping the look), its article
 * written onto it, or, for a construct, onto its subject.
 */
function isDefinite(marker: Marker, before: string, rest: string): boolean {
  const words = COMMAND_WORDS[marker.lang];
  const written = words.photoThe.filter((word) => word.length <= 2);
  if (marker.attached && written.some((article) => marker.attached.endsWith(article))) return true;
  if (marker.construct) {
    const next = tokens(rest)[0] ?? '';
    if (written.some((article) => next.startsWith(article))) return true;
  }
  const places = wordsRegex(slotWords());
  for (const word of tokens(before).slice(-2).reverse()) {
    if (inList(word, words.photoThe)) return true;
    if (inList(word, words.photoA) || places.test(word)) return false;
  }
  return false;
}

/**
 * Where the subject ends: at a place the photo is for ("for the hero", "para a capa",
 * "בגלריה"), from the first "for" of the marker's language that only articles separate from
 * the place; else at the end of the sentence. A place with no "for" before it is part of the
 * subject ("our team at work").
 */
function subjectEnd(rest: string, langs: readonly CustomizeLanguage[]): number {
  const stop = /[.!?;\n]/u.exec(rest)?.index ?? rest.length;
  const places = new RegExp(wordsRegex(slotWords()).source, 'giu');
  const preposition = new RegExp(wordsRegex(wordsOf(langs, 'photoFor')).source, 'giu');
  const between = [
    ...wordsOf(langs, 'photoThe'),
    ...wordsOf(langs, 'photoA'),
    ...wordsOf(langs, 'photoFor'),
  ];
  for (const place of rest.slice(0, stop).matchAll(places)) {
    // Hebrew and Arabic write "in" and "for" onto the place: "בגלריה", "للغلاف".
    if (/^[בלכلبك]/u.test(place[0]) && /[\u0590-\u06FF]/u.test(place[0])) return place.index;
    const lead = rest.slice(0, place.index);
    const near = lead
      .split(/(?<=\s)/u)
      .slice(-4)
      .join('');
    const from = lead.length - near.length;
    const first = [...near.matchAll(preposition)].find((m) =>
      tokens(near.slice(m.index)).every((word) => inList(word, between)),
    );
    if (first) return from + first.index;
  }
  return stop;
}

/**
 * The words to search for, as the owner wrote them: without quotes, the stop at the end, polite
 * words, and the articles before them ("a dog being groomed" searches "dog being groomed").
 */
function cleanQuery(subject: string, langs: readonly CustomizeLanguage[]): string | undefined {
  const determiners = [...wordsOf(langs, 'photoThe'), ...wordsOf(langs, 'photoA')];
  const please = wordsRegex(anyLanguage('please'));
  let query = subject
    .replace(/["“”„«»]/gu, ' ')
    .replace(new RegExp(`(?:[\\s,]*${please.source})+[\\s,.!]*$`, 'iu'), '')
    .replace(/[\s,.:;!?'-]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
  for (let n = 0; n < 2; n += 1) {
    const [first = '', ...others] = query.split(' ');
    const lead = first.toLocaleLowerCase();
    if (others.length === 0 || !inList(lead, determiners)) break;
    query = others.join(' ');
  }
  if (!/\p{L}/u.test(query)) return undefined;
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const cut = query.slice(0, MAX_QUERY_LENGTH);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length);
}

/** Whether searched words only name a place of the site ("a photo of the team"): no search. */
function namesOnlyPlaces(query: string, langs: readonly CustomizeLanguage[]): boolean {
  const determiners = [...wordsOf(langs, 'photoThe'), ...wordsOf(langs, 'photoA')];
  const left = query
    .replace(new RegExp(wordsRegex(slotWords()).source, 'giu'), ' ')
    .replace(new RegExp(wordsRegex(anyLanguage('image')).source, 'giu'), ' ');
  return tokens(left).every((word) => inList(word, determiners));
}

/** A photo search a request asks for: its words, and the rest of it, which may name a place. */
export function photoRequest(text: string): { query: string; places: string } | undefined {
  const plain = text.replace(APOSTROPHE, "'");
  // Quoted words are the owner's own ("change the headline to 'A photo of bread'"), never markers.
  const unquoted = withoutQuotes(plain);
  const searching = has(plain, 'photoFind');
  const found = markers(unquoted);
  for (const [at, marker] of found.entries()) {
    // Languages share markers ("foto de"): the first of a span reads it for all of them, and it
    // is definite when it is in any ("a foto de" is Portuguese for "the photo of").
    if (found[at - 1]?.index === marker.index && found[at - 1]?.end === marker.end) continue;
    const same = found.filter((m) => m.index === marker.index && m.end === marker.end);
    const langs = same.map((m) => m.lang);
    const before = plain.slice(0, marker.index);
    const rest = plain.slice(marker.end);
    if (TEXT_TARGETS.some((key) => has(before, key))) continue;
    if (!searching && same.some((m) => isDefinite(m, before, rest))) continue;
    const end = subjectEnd(rest, langs);
    const query = cleanQuery(rest.slice(0, end), langs);
    if (!query || namesOnlyPlaces(query, langs)) continue;
    return { query, places: `${before} ${rest.slice(end)}` };
  }
  return undefined;
}

/** The images the words name ("for the gallery", "the hero image", "la portada"), in page order. */
function namedImages(ctx: Context, places: string): string[] {
  const types: SectionType[] = [
    ...(has(places, 'heroImage') ? (['hero'] as const) : []),
    ...sectionMentions(places),
  ];
  const named = new Set(
    types.flatMap((type) => {
      const section = sectionOf(ctx.model, type);
      return section ? sectionImages(section) : [];
    }),
  );
  return ctx.model.images.map((image) => image.id).filter((id) => named.has(id));
}

/**
 * The image widget for a photo search: the images the photo may replace (those named, else the
 * one pointed at, else the site's only image, else all of them for the owner to choose from:
 * never one guessed), the words, and the question saying what was searched.
 */
export function photoSearchOutcome(ctx: Context, query: string, slots: readonly string[]): Outcome {
  const pointed = ctx.subject?.imageSlot;
  const only = ctx.model.images.length === 1 ? ctx.model.images[0]?.id : undefined;
  const chosen = slots.length > 0 ? slots : pointed ? [pointed] : only ? [only] : undefined;
  const out = imageWidget(ctx, chosen);
  if (!out.widget) return out;
  const pickImage = (out.widget.images?.length ?? 0) !== 1;
  return {
    ...out,
    widget: {
      ...out.widget,
      question: ctx.t.photoSearch.found(query, pickImage),
      photoSearch: { query, photos: [] },
    },
  };
}

/**
 * "Find a photo of croissants for the gallery", "use a picture of a dog being groomed for the
 * hero", "una foto de pan de masa madre para la portada": a photo of something, asked for in any
 * of the nine languages, is a search. "The photo is too dark" or "the photo of the team is
 * blurry" is not: they are about a photo the site shows.
 */
export const readPhotoSearch: Reader = (ctx, text) => {
  const request = photoRequest(text);
  if (!request) return undefined;
  return photoSearchOutcome(ctx, request.query, namedImages(ctx, request.places));
};

/** The images a slot or section the LLM named stands for: the slot itself, or its section's. */
export function imagesOf(ctx: Context, slot: string | null): string[] {
  if (!slot) return [];
  if (ctx.model.images.some((image) => image.id === slot || image.dataSlot === slot)) return [slot];
  const section = ctx.model.sections.find((s) => s.id === slot || s.type === slot);
  return section ? sectionImages(section) : [];
}
