// The phrasebook's reading words (`@zappy/locales`, `reading.json`) as the offline reader uses
// them: every language at once, since an owner may answer in a language other than the one the
// wizard detected, and these words name no fact in any of them.
import { LOCALES } from '@zappy/locales/languages';
import { ignoringMarks, withoutMarks } from './marks';

const tables = Object.values(LOCALES).map((locale) => locale.reading);

const normalise = (text: string) =>
  withoutMarks(text)
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
/** Whether a word is a function word of any language ("para", "pour", "für", "with"). */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(normalise(word));
}

/** Finite verbs that open a list item ("we repair bikes, sell…"), every language. */
export const LEAD_VERBS: ReadonlySet<string> = new Set(tables.flatMap((t) => t.leadVerbs));

/** Whether a word is one of the lead verbs, in any case and with or without Arabic marks. */
export function isLeadVerb(word: string): boolean {
  return LEAD_VERBS.has(withoutMarks(word).toLocaleLowerCase());
}

const NOT_OFFER_VERBS: ReadonlySet<string> = new Set(
  tables.flatMap((t) => t.notOfferVerbs.map((verb) => verb.toLocaleLowerCase())),
);
/** Whether a verb after "we"/"I" says something other than what is offered ("are", "cover"). */
export function isNotOfferVerb(word: string): boolean {
  return NOT_OFFER_VERBS.has(word.toLocaleLowerCase().replace(/’/gu, "'"));
}

const PRODUCT_VERBS: ReadonlySet<string> = new Set(
  tables.flatMap((t) => t.productVerbs.map((verb) => verb.toLocaleLowerCase())),
);
/** Whether a verb's object alone names what is offered ("sell", "hacemos", "verkopen"). */
export function isProductVerb(word: string): boolean {
  return PRODUCT_VERBS.has(word.toLocaleLowerCase());
}

/** "Then", "ensuite", "luego": connectives, never the name of a plan or an item. */
export const CONNECTIVES: ReadonlySet<string> = new Set(tables.flatMap((t) => t.connectives));

/** Words between a price and what it is for ("per", "por", "a", "ל-"), every language. */
export const PER_WORDS: readonly string[] = tables.flatMap((t) => t.perWords);
/** How owners say they go to their customers, up to the places ("vou ao", "מגיעה אליכם ב-"). */
export const COMING_TO: readonly string[] = tables.flatMap((t) => t.comingTo);

/**
 * A table's phrases as one alternation for a regular expression, longest first: each followed by
 * a space, or joined to the next word when it is a prefix ("ב-", "لل-") or ends in an apostrophe
 * ("l'heure"); Arabic marks optional.
 *
 * @example new RegExp(`^(?:${phrasesBefore(['ל-'])})שיעור`, 'u').test('לשיעור') // true
 */
export function phrasesBefore(phrases: readonly string[]): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((phrase) =>
      phrase.endsWith('-')
        ? ignoringMarks(phrase.slice(0, -1))
        : /['’]$/u.test(phrase)
          ? ignoringMarks(phrase)
          : `${ignoringMarks(phrase)}\\s+`,
    )
    .join('|');
}

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
