import type { NotUsedItem, NotUsedResolution } from '@zappy/contract/brief';
import type { Requirements } from '@zappy/contract/requirements';
import type { WizardChatMessage } from '@zappy/contract/wizard';
import { byLanguage } from '@zappy/locales/languages';

// Function words in the nine languages (articles, pronouns, prepositions, auxiliaries, the lead
// verbs "we do/offer/are open/call", contact labels) and connectives ("ensuite", "then"): the
// phrasebook's `reading` words. A clause whose uncovered words are only these (or one- and
// two-letter words) is not listed, nor a non-answer ("Pas de préférence"), which holds no fact.
const READING = Object.values(byLanguage((locale) => locale.reading));
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  READING.flatMap((words) => [...words.functionWords, ...words.connectives]),
);
const NON_ANSWERS: ReadonlySet<string> = new Set(READING.flatMap((words) => words.nonAnswers));

// Sentence ends, clause marks and list commas: each piece can be kept or dropped on its own.
const CLAUSE_BREAK = /[.!?;:\n,،。]+/gu;

function hasContent(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*|\p{N}+/gu) ?? [];
  if (NON_ANSWERS.has(words.join(' ').replace(/’/gu, "'"))) return false;
  return words.some(
    (word) =>
      /\p{N}/u.test(word) || (word.length > 2 && !FUNCTION_WORDS.has(word.replace(/’/gu, "'"))),
  );
}

/** Marks every occurrence of `needle` in `text` (case-insensitive) as covered. */
function cover(covered: boolean[], text: string, needle: string) {
  const target = needle.trim().toLowerCase();
  if (target.length < 2) return;
  const haystack = text.toLowerCase();
  for (let at = haystack.indexOf(target); at !== -1; at = haystack.indexOf(target, at + 1)) {
    covered.fill(true, at, at + target.length);
  }
}

/** The owner's words the brief holds: every fact's source and value, and the listed fields. */
function heldWords(requirements: Requirements): string[] {
  return [
    ...requirements.facts.flatMap((fact) => [fact.source.text, fact.value]),
    ...requirements.specialties,
    ...requirements.highlights,
    ...requirements.plans.map((plan) => plan.name),
    requirements.businessName ?? '',
    requirements.hoursNote ?? '',
    requirements.callToAction ?? '',
  ];
}

/** The clauses of `text` as [start, end) ranges, split at sentence and list marks. */
function clauses(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    ranges.push([start, match.index]);
    start = match.index + match[0].length;
  }
  ranges.push([start, text.length]);
  return ranges;
}

/** The uncovered part of a clause, trimmed to its first and last uncovered letter. */
function uncoveredSpan(
  text: string,
  covered: boolean[],
  [from, to]: [number, number],
): [number, number] | null {
  let start = from;
  let end = to;
  const isSkippable = (at: number) => covered[at] || /[\s\p{P}]/u.test(text[at] ?? '');
  while (start < end && isSkippable(start)) start++;
  while (end > start && isSkippable(end - 1)) end--;
  return start < end ? [start, end] : null;
}

/**
 * Everything the owner typed that no field of the brief holds, clause by clause: their messages
 * minus the words the facts came from, the words the fields hold, and the items already resolved.
 * Options picked from a widget are not typed words and are skipped.
 */
export function notUsedItems(
  messages: readonly WizardChatMessage[],
  requirements: Requirements,
  resolutions: readonly NotUsedResolution[],
): NotUsedItem[] {
  const held = heldWords(requirements);
  return messages
    .filter((message) => message.type === 'user' && !message.isChoice)
    .flatMap((message) => {
      const text = message.content;
      const covered = new Array<boolean>(text.length).fill(false);
      for (const words of held) cover(covered, text, words);
      for (const resolution of resolutions) {
        if (resolution.messageId === message.id) {
          covered.fill(true, resolution.start, resolution.end);
        }
      }
      return clauses(text).flatMap((clause) => {
        const span = uncoveredSpan(text, covered, clause);
        if (!span) return [];
        const uncovered = text
          .slice(span[0], span[1])
          .split('')
          .map((char, at) => (covered[span[0] + at] ? ' ' : char))
          .join('');
        if (!hasContent(uncovered)) return [];
        const words = text.slice(span[0], span[1]);
        return [{ messageId: message.id, start: span[0], end: span[1], text: words }];
      });
    });
}
