// The phrasebook's reading words (`@zappy/locales`, `reading.json`) as the offline reader uses
// them: every language at once, since an owner may answer in a language other than the one the
// wizard detected, and these words name no fact in any of them.
import { LOCALES } from '@zappy/locales/languages';

const tables = Object.values(LOCALES).map((locale) => locale.reading);

const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[’`]/gu, "'")
    .replace(/[^\p{L}\p{N}'/\s-]+/gu, ' ')
    .replace(/(?:^|\s)-+(?=\s|$)/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();

const NON_ANSWERS = new Set(tables.flatMap((t) => t.nonAnswers.map(normalise)));
/** Articles, pronouns, prepositions and the like, every language: they name nothing. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  tables.flatMap((t) => t.functionWords.map(normalise)),
);
/** Finite verbs that open a list item ("we repair bikes, sell…"), every language. */
export const LEAD_VERBS: ReadonlySet<string> = new Set(tables.flatMap((t) => t.leadVerbs));
/** "Then", "ensuite", "luego": connectives, never the name of a plan or an item. */
export const CONNECTIVES: ReadonlySet<string> = new Set(tables.flatMap((t) => t.connectives));

/**
 * A whole answer that means "skip" or "you choose": "Pas de préférence", "Geen voorkeur",
 * "egal", "I don't know", "—" (no word at all). A part that is only function words ("no
 * preference, thanks") does not make it an answer.
 *
 * @example isNonAnswer('Nessuna preferenza') // true
 * @example isNonAnswer('Pasta fresca') // false
 */
export function isNonAnswer(text: string): boolean {
  const parts = text
    .split(/[,.;:!?¡¿()\n،؟]+|\s[-–—]\s/u)
    .map(normalise)
    .filter((part) => part !== '');
  if (parts.length === 0) return text.trim() !== '';
  const skips = parts.filter((part) => NON_ANSWERS.has(part));
  const filler = (part: string) => part.split(' ').every((word) => FUNCTION_WORDS.has(word));
  return skips.length > 0 && parts.every((part) => NON_ANSWERS.has(part) || filler(part));
}
