import { byLanguage } from '@zappy/locales/languages';
import { SectionSchema, type FaqItem, type SectionOf } from '@zappy/site-model/schema';
import { sitePhrases } from '../phrases/index';
import { FUNCTION_WORDS } from '../reading-words';
import {
  anyLanguage,
  findWord,
  fold,
  has,
  quotedSpans,
  sectionMentions,
  wordsRegex,
} from './match';
import {
  type Change,
  type Context,
  type Outcome,
  type Pending,
  type Reader,
  change,
  freeId,
  say,
  sectionOf,
} from './outcome';
import { TEXT_TARGETS } from './texts';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES, type CustomizeLanguage } from './words';

// FAQ entries: added, answered anew, reworded, moved and removed, asked for in any language. An
// entry is found by the words of its question (or its answer), its quoted question, or its
// place ("the last question"); when none or several fit, the owner is asked which one.

type Faq = SectionOf<'faq'>;
type Field = 'answer' | 'question';

const QUESTION_MARK = /[?？؟]/u;
const HEBREW = /[\u0590-\u05FF]/u;
const ARABIC = /[\u0600-\u06FF]/u;

// Words

const tokens = (text: string): string[] =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const everyLanguage = (words: (lang: CustomizeLanguage) => readonly string[]): string[] =>
  CUSTOMIZE_LANGUAGES.flatMap((lang) => [...words(lang)]).flatMap(tokens);

/** A word without the prefixes Hebrew and Arabic attach ("השאלה", "والجواب"). */
function stem(word: string): string {
  if (HEBREW.test(word)) return word.replace(/^[הולבמשכ]{1,2}(?=.{3})/u, '');
  if (ARABIC.test(word)) return word.replace(/^(?:وال|بال|فال|كال|لل|ال|و|ف|ب|ل)(?=.{3})/u, '');
  return word;
}

/** The words a request is made of (verbs, "question", "last", "about"): never an entry's topic. */
const COMMAND_STEMS: ReadonlySet<string> = new Set(
  everyLanguage((lang) => {
    const w = COMMAND_WORDS[lang];
    return [
      ...w.change,
      ...w.remove,
      ...w.add,
      ...w.move,
      ...w.first,
      ...w.last,
      ...w.up,
      ...w.down,
      ...w.before,
      ...w.after,
      ...w.to,
      ...w.and,
      ...w.pointer,
      ...w.question,
      ...w.answer,
      ...w.about,
      ...w.lastOne,
      ...w.sayThat,
      ...w.ordinals.flat(),
      ...(w.sections.faq ?? []),
    ];
  }).map(stem),
);

// The reading lists count contact labels ("contact", "phone") as function words, but here they
// name what an entry is about ("the contact question").
const TOPIC_TOKENS: ReadonlySet<string> = new Set(
  everyLanguage((lang) => {
    const w = COMMAND_WORDS[lang];
    return [...w.contact, ...w.email, ...w.phone, ...w.address, ...w.website, ...w.hours];
  }),
);
const FILLER: ReadonlySet<string> = new Set(
  [...FUNCTION_WORDS].flatMap(tokens).filter((word) => !TOPIC_TOKENS.has(word)),
);

const longEnough = (word: string) =>
  word.length >= 3 || ((HEBREW.test(word) || ARABIC.test(word)) && word.length >= 2);

/** The words of a text that say what it is about. */
const topicWords = (text: string): string[] =>
  tokens(text)
    .filter((word) => !FILLER.has(word) && longEnough(word))
    .map(stem);

/** The same word, or one form of the other ("park"/"parking", "contatti"/"contattarvi"). */
function alike(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let common = 0;
  while (common < short.length && short[common] === long[common]) common += 1;
  return common >= 3 && (common === short.length || common >= Math.max(5, 0.75 * short.length));
}

/** The text with its quoted parts blanked: the owner's words about the request, not its values. */
const unquoted = (text: string) =>
  quotedSpans(text).reduce(
    (rest, span) =>
      rest.slice(0, span.index) + ' '.repeat(span.end - span.index) + rest.slice(span.end),
    text,
  );

const sameText = (a: string, b: string) => tokens(a).join(' ') === tokens(b).join(' ');

// Finding the entry the owner means

/**
 * The entry a request names, or the ones it might: `missing` when its words fit none, `several`
 * when they name more than one ("the question on areas and the one on contact").
 */
type Found =
  | { index: number; by: 'quote' | 'words' | 'place' | 'only' }
  | { among: number[]; missing: boolean; several?: boolean };

/** Words of the question count double: owners name an entry by what it asks. */
function score(words: readonly string[], item: FaqItem): number {
  const question = topicWords(item.question);
  const answer = topicWords(item.answer);
  return words.reduce(
    (sum, word) =>
      sum + (question.some((w) => alike(word, w)) ? 2 : answer.some((w) => alike(word, w)) ? 1 : 0),
    0,
  );
}

/** "first", "second"…, every language's words for each place. */
const ORDINALS: readonly string[][] = COMMAND_WORDS.en.ordinals.map((_, i) =>
  CUSTOMIZE_LANGUAGES.flatMap((lang) => COMMAND_WORDS[lang].ordinals[i] ?? []),
);

/** "the first question", "the last FAQ", "question 2": an entry by its place. */
function ordinalIn(text: string, count: number): number | undefined {
  if (wordsRegex(anyLanguage('lastOne')).test(text)) return count - 1;
  for (let i = 0; i < Math.min(count, ORDINALS.length); i += 1) {
    if (wordsRegex(ORDINALS[i] ?? []).test(text)) return i;
  }
  const numbers = [...text.matchAll(/(?<![\p{N}.,:])\p{N}{1,2}(?![\p{N}.,:])/gu)];
  const only = numbers.length === 1 ? Number(numbers[0]?.[0]) : 0;
  return only >= 1 && only <= count ? only - 1 : undefined;
}

function findOne(items: readonly FaqItem[], reference: string): Found {
  const quotes = quotedSpans(reference);
  for (const quote of quotes) {
    const index = items.findIndex((item) => sameText(item.question, quote.inner));
    if (index >= 0) return { index, by: 'quote' };
  }
  const words = topicWords(reference).filter((word) => !COMMAND_STEMS.has(word));
  const scores = items.map((item) => score(words, item));
  const best = Math.max(0, ...scores);
  const top = scores.flatMap((s, i) => (s === best ? [i] : []));
  if (best > 0 && top.length === 1 && top[0] !== undefined) return { index: top[0], by: 'words' };
  if (best > 0) return { among: top, missing: false };
  const place = ordinalIn(reference, items.length);
  if (place !== undefined) return { index: place, by: 'place' };
  if (words.length === 0 && items.length === 1) return { index: 0, by: 'only' };
  return { among: items.map((_, i) => i), missing: words.length > 0 };
}

/**
 * The entry a request names, or several joined by "and" ("the question about gluten and the
 * one about delivery", "the first and the last"), each part naming one; a part that names none
 * makes the whole unclear.
 */
function findEntry(items: readonly FaqItem[], reference: string): Found {
  const parts = reference
    .split(wordsRegex(anyLanguage('and'), 'giu'))
    .filter((part) => topicWords(part).length > 0 || ordinalIn(part, items.length) !== undefined);
  if (parts.length < 2) return findOne(items, reference);
  const found = parts.map((part) => findOne(items, part));
  const named = [...new Set(found.flatMap((f) => ('index' in f ? [f.index] : [])))];
  const all = found.every((f) => 'index' in f);
  if (all && named.length > 1)
    return { among: named.sort((a, b) => a - b), missing: false, several: true };
  // Some parts name an entry and some none ("gluten and parking"): not one of them, alone.
  return all || named.length === 0
    ? findOne(items, reference)
    : { among: items.map((_, i) => i), missing: true };
}

function whichOne(ctx: Context, faq: Faq, found: { among: number[]; missing: boolean }): Outcome {
  const questions = found.among.flatMap((i) => faq.items[i]?.question ?? []);
  const which = ctx.t.faqWhich(questions);
  return say(found.missing ? `${ctx.t.noQuestion} ${which}` : which);
}

// The words of a new entry

const FUNCTION_WORDS_OF = byLanguage(
  (locale) => new Set(locale.reading.functionWords.flatMap(tokens)),
);

/** The language a question is written in, by its little words; the chat's when none tell. */
function languageOf(question: string, lang: CustomizeLanguage): CustomizeLanguage {
  if (HEBREW.test(question)) return 'he';
  if (ARABIC.test(question)) return 'ar';
  const words = tokens(question);
  const count = (l: CustomizeLanguage) => words.filter((w) => FUNCTION_WORDS_OF[l].has(w)).length;
  return CUSTOMIZE_LANGUAGES.reduce((best, l) => (count(l) > count(best) ? l : best), lang);
}

/** A question as the site shows it: capitalised, with its question mark in the language's form. */
function asQuestion(raw: string, chat: CustomizeLanguage): string {
  let question = raw
    .trim()
    .replace(/^[\s"'“”«»„‘’:\-–—]+|[\s"'“”«»„‘’,;:\-–—.!]+$/gu, '')
    .slice(0, 299);
  question = question.replace(
    /^(¿?)(\p{Ll})/u,
    (_, mark: string, letter: string) => `${mark}${letter.toLocaleUpperCase()}`,
  );
  const lang = languageOf(question, chat);
  if (!QUESTION_MARK.test(question.slice(-1))) {
    if (lang === 'ar') question = `${question}؟`;
    else if (lang === 'fr') question = `${question}\u00a0?`;
    else question = `${question}?`;
  }
  return lang === 'es' && !question.startsWith('¿') ? `¿${question}` : question;
}

/** An answer as the site shows it: the owner's words, without quotes or labels, capitalised. */
function asAnswer(raw: string): string {
  const spans = quotedSpans(raw);
  const whole = spans.length === 1 && spans[0];
  const outside = whole ? raw.slice(0, whole.index) + raw.slice(whole.end) : '';
  const text = whole && /^[\s.!,;:\-–—]*$/u.test(outside) ? whole.inner : raw;
  return text
    .trim()
    .replace(/^[\s"'“”«»„‘’:\-–—.,>→=]+|[\s"'“”«»„‘’]+$/gu, '')
    .replace(/^\p{Ll}/u, (letter) => letter.toLocaleUpperCase())
    .slice(0, 2000);
}

/** Where a word of the list stands followed by a colon ("Answer:", "A :"), if it does. */
function labelAt(
  text: string,
  words: readonly string[],
): { index: number; end: number } | undefined {
  for (const m of text.matchAll(wordsRegex(words, 'giu'))) {
    const colon = /^\s*[:：]\s*/u.exec(text.slice(m.index + m[0].length));
    if (colon) return { index: m.index, end: m.index + m[0].length + colon[0].length };
  }
  return undefined;
}

const QUESTION_LABELS = [...anyLanguage('question'), ...anyLanguage('questionLabel')];
const ANSWER_LABELS = [...anyLanguage('answer'), ...anyLanguage('answerLabel')];

/** "Q: … A: …", "Pregunta: … Respuesta: …": a written-out entry from the first word. */
function labelledStart(text: string): number | undefined {
  const label = labelAt(text, QUESTION_LABELS);
  return label && text.slice(0, label.index).trim() === '' ? label.end : undefined;
}

/** Whether a word only makes the request ("could", "please", "add", "question", "to"). */
const asksOnly = (word: string) => FILLER.has(word) || COMMAND_STEMS.has(stem(word));

/**
 * Where the entry's own words start: after "Q:", after the request's ":" or " - ", or after
 * its words when a question and its answer follow ("add faq do you deliver? yes", "Could you
 * add a question? Do you deliver? Yes").
 */
function bodyStart(text: string): number | undefined {
  const labelled = labelledStart(text);
  if (labelled !== undefined) return labelled;
  const separator = /[:：](?!\d)\s*|\s[-–—]+\s/u.exec(text);
  if (separator) return separator.index + separator[0].length;
  let start = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = fold(m[0]);
    if (!asksOnly(word)) break;
    if (COMMAND_STEMS.has(stem(word))) start = m.index + m[0].length;
  }
  const rest = text.slice(start).replace(/^[\s?？؟.!,]+/u, '');
  return start > 0 && /[?？؟]\s*\S/u.test(rest) ? text.length - rest.length : undefined;
}

type Written = { question?: string; answer?: string };

/** A question and answer written in a body: "Q? A", "Q — A", "Q answer: A", or "Q" alone. */
function splitBody(body: string, whole: boolean): Written {
  const label = labelAt(body, ANSWER_LABELS);
  if (label) return { question: body.slice(0, label.index), answer: body.slice(label.end) };
  const mark = QUESTION_MARK.exec(body);
  if (mark && body.slice(mark.index + 1).trim() !== '')
    return { question: body.slice(0, mark.index + 1), answer: body.slice(mark.index + 1) };
  const dash = /\s[-–—]+\s/u.exec(body);
  if (dash) return { question: body.slice(0, dash.index), answer: body.slice(dash.index) };
  // A whole message with no question mark may be anything: only a request names its question.
  return whole && !mark ? {} : { question: body };
}

/**
 * Entries written one after another ("Do you deliver? Yes. Do you bake cakes? To order."):
 * each sentence that ends in a question mark opens one, the sentences after it answer it. None
 * unless there are two or more, each answered.
 */
function severalInBody(body: string): Written[] {
  const entries: { question: string; answer: string }[] = [];
  for (const sentence of body.trim().split(/(?<=[.!?？؟])\s+/u)) {
    const last = entries[entries.length - 1];
    if (QUESTION_MARK.test(sentence.slice(-1))) entries.push({ question: sentence, answer: '' });
    else if (last) last.answer = `${last.answer} ${sentence}`.trim();
    else return [];
  }
  return entries.length > 1 && entries.every((entry) => entry.answer) ? entries : [];
}

/** The quoted question of a request ("add 'Do you deliver?' with the answer 'Yes'"). */
function quotedEntry(text: string): Written | undefined {
  const spans = quotedSpans(text);
  const first = spans[0];
  const asked =
    spans.find((span) => QUESTION_MARK.test(span.inner.slice(-1))) ??
    (first && has(text.slice(0, first.index), 'question') ? first : undefined);
  if (!asked) return undefined;
  const after = text.slice(asked.end);
  const answerAt = findWord(after, 'answer');
  const next = spans.find((span) => span.index >= asked.end);
  const colon = /[:：]\s/u.exec(after);
  const answer = answerAt
    ? after.slice(answerAt.end)
    : next
      ? next.inner
      : colon
        ? after.slice(colon.index + 1)
        : after;
  return { question: asked.inner, answer };
}

/**
 * The entry a request writes out, if it does, cleaned of the request around it. Words after
 * "a question about parking:" with no question mark are the topic's answer, not its question.
 */
function writtenEntry(ctx: Context, text: string, whole = false): Written {
  const start = whole ? (labelledStart(text) ?? 0) : bodyStart(text);
  const quoted = quotedEntry(text);
  const body = start === undefined ? {} : splitBody(text.slice(start), whole);
  const topicOnly = start !== undefined && !body.answer && has(text.slice(0, start), 'about');
  return cleaned(ctx, quoted ?? (topicOnly ? {} : body));
}

function cleaned(ctx: Context, written: Written): Written {
  const question = written.question ? asQuestion(written.question, ctx.lang) : '';
  const answer = written.answer ? asAnswer(written.answer) : '';
  return {
    ...(topicWords(question).length > 0 ? { question } : {}),
    ...(answer ? { answer } : {}),
  };
}

/** Every entry a request writes out: one, or several one after another. */
function writtenEntries(ctx: Context, text: string, whole = false): Written[] {
  const start = whole ? (labelledStart(text) ?? 0) : bodyStart(text);
  const several = start === undefined || quotedEntry(text) ? [] : severalInBody(text.slice(start));
  return several.length > 0
    ? several.map((entry) => cleaned(ctx, entry))
    : [writtenEntry(ctx, text, whole)];
}

function faqSection(ctx: Context): Faq {
  const label = sitePhrases(ctx.model.locale.language).navLabels.faq;
  return SectionSchema.parse({
    id: freeId(ctx.model, 'faq'),
    type: 'faq',
    navLabel: label,
    heading: label,
  }) as Faq;
}

const faqOf = (ctx: Context): Faq | undefined => {
  const section = sectionOf(ctx.model, 'faq');
  return section?.type === 'faq' ? section : undefined;
};

/** The question still waiting for its answer, kept whole in the chat's state. */
const waitingAnswer = (question: string): Pending => `faq:new:${question}`;

/** An answer quoted in a reply, without the full stop the reply's sentence adds. */
const shown = (answer: string) => answer.replace(/[.。]$/u, '');

/** The entries added; on a site without a FAQ, the section first, and the reply names each. */
function addEntries(ctx: Context, items: readonly FaqItem[]): Outcome {
  const changes: Change[] = items.map((item) => ({
    edits: [{ op: 'addFaqItem', ...item }],
    note: ctx.t.faqAdded(item.question, shown(item.answer)),
  }));
  if (faqOf(ctx)) return { changes, said: [] };
  const section = { op: 'addSection', section: faqSection(ctx) } as const;
  const started = { edits: [section], note: ctx.t.added(ctx.t.sectionNames.faq) };
  return { changes: [started, ...changes], said: [] };
}

/**
 * A written entry added, or the missing part asked for. A question the FAQ already asks gets
 * the new answer instead of a second copy.
 */
function addWritten(ctx: Context, written: Written): Outcome {
  if (!written.question) return say(ctx.t.faqNew, 'faq');
  const faq = faqOf(ctx);
  const asked = written.question;
  const existing = faq?.items.findIndex((item) => sameText(item.question, asked)) ?? -1;
  if (!written.answer) {
    const item = faq?.items[existing];
    return item
      ? askField(ctx, item, existing, 'answer')
      : say(ctx.t.faqAskAnswer(asked), waitingAnswer(asked));
  }
  if (faq && existing >= 0) return setField(ctx, faq, existing, 'answer', written.answer);
  return addEntries(ctx, [{ question: asked, answer: written.answer }]);
}

/** Several entries written out at once: each added, or its answer changed if it is there. */
function addSeveral(ctx: Context, entries: readonly Written[]): Outcome {
  const faq = faqOf(ctx);
  const items = entries.flatMap(({ question, answer }) =>
    question && answer ? [{ question, answer }] : [],
  );
  const at = (item: FaqItem) =>
    faq?.items.findIndex((old) => sameText(old.question, item.question)) ?? -1;
  const changed = items.flatMap((item) =>
    faq && at(item) >= 0 ? setField(ctx, faq, at(item), 'answer', item.answer).changes : [],
  );
  const fresh = items.filter((item) => at(item) < 0);
  const added = fresh.length > 0 ? addEntries(ctx, fresh).changes : [];
  return { changes: [...changed, ...added], said: [] };
}

// Changing an entry

/** Where the new wording starts, and whether only a "to" marks it (then the entry must be named). */
type Wording = { value: string; start: number; weak: boolean };

function newWording(ctx: Context, text: string, items: readonly FaqItem[]): Wording | undefined {
  const that = findWord(text, 'sayThat');
  if (that) return { value: text.slice(that.end), start: that.index, weak: false };
  const spans = quotedSpans(text);
  const inQuote = (i: number) => spans.some((span) => i > span.index && i < span.end);
  const colon = [...text.matchAll(/[:：](?=\s|$)/gu)].find((m) => !inQuote(m.index));
  if (colon) return { value: text.slice(colon.index + 1), start: colon.index, weak: false };
  const last = spans[spans.length - 1];
  if (spans.length >= 2 && last) return { value: last.inner, start: last.index, weak: false };
  const field = findWord(text, 'answer') ?? findWord(text, 'question');
  if (!field) return undefined;
  const markers = wordsRegex([...new Set([...COMMAND_WORDS[ctx.lang].to, 'to'])], 'giu');
  for (const m of text.slice(field.end).matchAll(markers)) {
    const start = field.end + m.index;
    const rest = text.slice(start + m[0].length);
    const namesEntry =
      has(rest, 'question') ||
      /[?？؟]\s*\S/u.test(rest) ||
      quotedSpans(rest).some((span) => items.some((item) => sameText(item.question, span.inner)));
    if (!namesEntry && rest.trim() !== '') return { value: rest, start, weak: true };
  }
  return undefined;
}

function setField(ctx: Context, faq: Faq, index: number, field: Field, value: string): Outcome {
  const item = faq.items[index];
  if (!item) return say(ctx.t.noQuestion);
  const path = `items.${index}.${field}`;
  const edit = { op: 'setSectionText', sectionId: faq.id, path, value } as const;
  return change(
    [edit],
    field === 'answer'
      ? ctx.t.faqAnswered(item.question, shown(value))
      : ctx.t.faqReworded(item.question, value),
  );
}

function askField(ctx: Context, item: FaqItem, index: number, field: Field): Outcome {
  const line =
    field === 'answer'
      ? ctx.t.faqAskNewAnswer(item.question)
      : ctx.t.faqAskNewQuestion(item.question);
  return say(line, `faq:${field}:${index}`);
}

function editEntry(ctx: Context, text: string): Outcome | undefined {
  const words = unquoted(text);
  const field: Field | undefined =
    has(words, 'answer') || has(words, 'sayThat')
      ? 'answer'
      : has(words, 'question')
        ? 'question'
        : undefined;
  if (!field) return undefined;
  const faq = faqOf(ctx);
  if (!faq || faq.items.length === 0) return say(ctx.t.noFaq, 'faq');
  const wording = newWording(ctx, text, faq.items);
  const found = findEntry(faq.items, wording ? text.slice(0, wording.start) : text);
  if (!('index' in found)) return whichOne(ctx, faq, found);
  const item = faq.items[found.index];
  if (!item) return undefined;
  // "to" also joins an entry's name ("the answer to the areas question"): unnamed, ask.
  if (!wording || (wording.weak && found.by === 'only'))
    return askField(ctx, item, found.index, field);
  const value = field === 'answer' ? asAnswer(wording.value) : asQuestion(wording.value, ctx.lang);
  if (!value) return askField(ctx, item, found.index, field);
  return setField(ctx, faq, found.index, field, value);
}

// Removing and moving an entry

function removeEntry(ctx: Context, text: string): Outcome {
  const faq = faqOf(ctx);
  if (!faq || faq.items.length === 0) return say(ctx.t.noFaq, 'faq');
  const found = findEntry(faq.items, text);
  // "Remove the question on areas and the one on contact": each, the last first so the
  // indexes of the others hold.
  const indexes = 'index' in found ? [found.index] : found.several ? found.among : [];
  if (indexes.length === 0 && !('index' in found)) return whichOne(ctx, faq, found);
  return {
    changes: [...indexes].reverse().map((index) => ({
      edits: [{ op: 'removeFaqItem', index }],
      note: ctx.t.faqRemoved(faq.items[index]?.question ?? ''),
    })),
    said: [],
  };
}

type PlaceKind = 'first' | 'last' | 'up' | 'down' | 'before' | 'after';
type Place = { kind: PlaceKind; index: number; end: number };

/** Where an entry should go: the request's last place word ("the first question to the end"). */
function placeIn(text: string): Place | undefined {
  const kinds: PlaceKind[] = ['first', 'last', 'up', 'down', 'before', 'after'];
  const found = kinds.flatMap((kind) =>
    [...text.matchAll(wordsRegex(anyLanguage(kind), 'giu'))].map((m) => ({
      kind,
      index: m.index,
      end: m.index + m[0].length,
    })),
  );
  // The last place named; of two that end together ("naar boven", "boven"), the longer.
  return found.sort((a, b) => b.end - a.end || a.index - b.index)[0];
}

function targetIndex(
  ctx: Context,
  faq: Faq,
  text: string,
  place: Place,
  from: number,
): number | Outcome {
  const count = faq.items.length;
  if (place.kind === 'first') return 0;
  if (place.kind === 'last') return count - 1;
  if (place.kind === 'up') return Math.max(0, from - 1);
  if (place.kind === 'down') return Math.min(count - 1, from + 1);
  const anchor = findEntry(faq.items, text.slice(place.end));
  if (!('index' in anchor)) return whichOne(ctx, faq, anchor);
  const at = anchor.index + (place.kind === 'after' ? 1 : 0);
  return at > from ? at - 1 : at;
}

function moveEntry(ctx: Context, text: string, place: Place): Outcome {
  const faq = faqOf(ctx);
  if (!faq || faq.items.length === 0) return say(ctx.t.noFaq, 'faq');
  const anchored = place.kind === 'before' || place.kind === 'after';
  const reference = anchored
    ? text.slice(0, place.index)
    : text.slice(0, place.index) + text.slice(place.end);
  const found = findEntry(faq.items, reference);
  if (!('index' in found)) return whichOne(ctx, faq, found);
  const question = faq.items[found.index]?.question ?? '';
  const to = targetIndex(ctx, faq, text, place, found.index);
  if (typeof to !== 'number') return to;
  if (to === found.index) return say(ctx.t.faqInPlace(question));
  return change(
    [{ op: 'moveFaqItem', index: found.index, toIndex: to }],
    ctx.t.faqMoved(question, to + 1, faq.items.length),
  );
}

// The request

const FAQ_WORDS = CUSTOMIZE_LANGUAGES.flatMap((lang) => COMMAND_WORDS[lang].sections.faq ?? []);
const FAQ_ABOUT = new RegExp(
  `${wordsRegex(FAQ_WORDS).source}\\s+${wordsRegex(anyLanguage('about')).source}`,
  'iu',
);

const firstAt = (indexes: (number | undefined)[]): number | undefined => {
  const found = indexes.filter((i): i is number => i !== undefined);
  return found.length > 0 ? Math.min(...found) : undefined;
};

/** Where the words first name the FAQ, an entry or an answer. */
const faqWordAt = (words: string) =>
  firstAt([
    findWord(words, 'question')?.index,
    findWord(words, 'answer')?.index,
    wordsRegex(FAQ_WORDS).exec(words)?.index,
  ]);

/** A text of the page named before the FAQ ("change the button to Ask a question"): not ours. */
const textNamedBefore = (words: string, faqAt: number) =>
  (firstAt(TEXT_TARGETS.map((key) => findWord(words, key)?.index)) ?? Infinity) < faqAt;

/**
 * One entry rather than the whole FAQ: "the question", "the answer", a quote, "the FAQ about
 * parking", "the last FAQ".
 */
function namesEntry(text: string): boolean {
  return (
    has(text, 'question') ||
    has(text, 'answer') ||
    quotedSpans(text).length > 0 ||
    FAQ_ABOUT.test(text) ||
    (sectionMentions(text).includes('faq') && ordinalIn(text, Infinity) !== undefined)
  );
}

/**
 * Whether the FAQ is what a written-out entry goes to: named before the entry's words ("Add to
 * the FAQ: Q? A", not "Add a plan: Premium — with a Q&A call"), or anywhere around a quoted one.
 */
function forTheFaq(text: string): boolean {
  const words = unquoted(text);
  if (quotedEntry(text)) return faqWordAt(words) !== undefined;
  const start = bodyStart(text);
  return start !== undefined && faqWordAt(words.slice(0, start)) !== undefined;
}

function readAdd(ctx: Context, text: string): Outcome | undefined {
  const [written = {}, ...more] = writtenEntries(ctx, text);
  if (more.length > 0) return forTheFaq(text) ? addSeveral(ctx, [written, ...more]) : undefined;
  if (written.question) return forTheFaq(text) ? addWritten(ctx, written) : undefined;
  // "I have a question, can you add a gallery?": another section is what is added.
  const unframed = text.replace(wordsRegex(anyLanguage('about'), 'giu'), ' ');
  const other = sectionMentions(unframed).some((type) => type !== 'faq');
  const newEntry = has(text, 'question') || FAQ_ABOUT.test(text);
  return newEntry && !other ? addWritten(ctx, written) : undefined;
}

/**
 * "Put in the FAQ: Q? A", "New FAQ: Q? A": an entry written out for the FAQ, with no text of
 * the page named ("change the headline to: Questions? Call us" is the headline's).
 */
function putEntry(ctx: Context, text: string): Outcome | undefined {
  if (!forTheFaq(text) || TEXT_TARGETS.some((key) => has(text, key))) return undefined;
  const written = writtenEntry(ctx, text);
  return written.question && written.answer ? addWritten(ctx, written) : undefined;
}

type Verb = 'add' | 'remove' | 'change' | 'move';

/** The verbs of the request's first command word ("put" both changes and moves). */
function firstVerbs(words: string): Verb[] {
  const verbs: Verb[] = ['add', 'remove', 'change', 'move'];
  const at = verbs.map((verb) => ({ verb, index: findWord(words, verb)?.index ?? Infinity }));
  const first = Math.min(...at.map((a) => a.index));
  return first === Infinity ? [] : at.filter((a) => a.index === first).map((a) => a.verb);
}

export const readFaq: Reader = (ctx, text) => {
  if (labelledStart(text) !== undefined) return addWritten(ctx, writtenEntry(ctx, text));
  const words = unquoted(text);
  const faqAt = faqWordAt(words);
  if (faqAt === undefined || textNamedBefore(words, faqAt)) return undefined;
  const verbs = firstVerbs(words);
  if (verbs.includes('remove')) return namesEntry(text) ? removeEntry(ctx, text) : undefined;
  if (verbs.includes('add')) return readAdd(ctx, text);
  const place = placeIn(words);
  if (verbs.includes('move') && place && !has(words, 'answer') && !has(words, 'sayThat')) {
    const rest = text.slice(0, place.index) + text.slice(place.end);
    return namesEntry(rest) ? moveEntry(ctx, text, place) : undefined;
  }
  // "Move the question…" with no place the words name: nothing to reword.
  if (verbs.includes('move') && !verbs.includes('change')) return undefined;
  if (verbs.length > 0 || has(words, 'sayThat')) {
    // With no entry to edit yet, "put a question in the FAQ: Q? A" can only add one ("put"
    // both changes and moves; "change the answer to …" still asks which entry).
    const putting = verbs.includes('move') && verbs.includes('change');
    return putting && (faqOf(ctx)?.items.length ?? 0) === 0
      ? (putEntry(ctx, text) ?? editEntry(ctx, text))
      : (editEntry(ctx, text) ?? putEntry(ctx, text));
  }
  // No command word: an entry written out, or an answer's new words when they are clear
  // ("answer" alone may be the owner's verb: "can you answer me this: …").
  const put = putEntry(ctx, text);
  const edit = put ?? (has(words, 'answer') ? editEntry(ctx, text) : undefined);
  return edit && edit.changes.length > 0 ? edit : undefined;
};

/**
 * Where the owner's own words for an entry start, in a message that writes one ("Add a
 * question: Do you take cards? Yes, use the reader"), or the whole message when it answers
 * what the chat asked: a comma there joins the answer's words, it splits no request.
 */
export function entryWordsFrom(ctx: Context, message: string): number | undefined {
  if (readPendingFaq(ctx, message)) return 0;
  const words = unquoted(message);
  const faqAt = labelledStart(message) === undefined ? faqWordAt(words) : 0;
  if (faqAt === undefined || !readFaq(ctx, message)?.changes.length) return undefined;
  const mark = /[?？؟]|[:：](?!\d)/u.exec(words.slice(faqAt));
  return mark ? faqAt + mark.index : undefined;
}

// The answer to a question the chat asked

/** A message that opens with a command word: a new request rather than the answer asked for. */
const opensRequest = (text: string) =>
  (['add', 'remove', 'change', 'move', 'undo'] as const).some(
    (verb) => findWord(text.trimStart(), verb)?.index === 0,
  );

/**
 * The message read as what the chat asked for: a question and its answer (after "add a
 * question" or the menu's FAQ), the answer of a new question, or an entry's new wording.
 */
export function readPendingFaq(ctx: Context, text: string): Outcome | undefined {
  const topic = ctx.topic;
  if (!topic || (topic !== 'faq' && !topic.startsWith('faq:')) || opensRequest(text))
    return undefined;
  if (topic === 'faq') {
    const written = writtenEntry(ctx, text, true);
    return written.question ? addWritten(ctx, written) : undefined;
  }
  const [, kind = '', rest = ''] = /^faq:(\w+):(.*)$/su.exec(topic) ?? [];
  const answer = asAnswer(text);
  if (kind === 'new') return answer ? addEntries(ctx, [{ question: rest, answer }]) : undefined;
  const faq = faqOf(ctx);
  const field: Field = kind === 'question' ? 'question' : 'answer';
  const value = field === 'answer' ? answer : asQuestion(text, ctx.lang);
  if (!faq || !value || !/^\d+$/u.test(rest)) return undefined;
  return setField(ctx, faq, Number(rest), field, value);
}
