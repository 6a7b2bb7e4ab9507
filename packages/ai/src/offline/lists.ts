// Lists of services written without "we offer": a sentence that is only a list ("Boiler repairs,
// leaks and blocked drains."), a list after a colon ("Kanzlei Weber in Köln: Arbeitsrecht,
// Familienrecht und Mietrecht"), and "the best X in Y" (a signature dish), in nine languages.
import { namesAPrice } from './facts';
import { ALL_DAY } from './hours';
import { NOTICE_TAIL } from './reach';
import { detectLanguage } from './language';
import { isNotOfferVerb } from './reading-words';
import { isPreposition } from './verbs';

/** "And" in every language; Dutch "en" only in Dutch, where it is not "in" ("… en marlimpio.org"). */
const andWords = (dutch: boolean) => `and|y|et|und|e|ed|${dutch ? 'en|' : ''}o`;
/** Where a list's items meet: a comma or "and". */
const andOf = (dutch: boolean) => String.raw`(?:,|\s(?:${andWords(dutch)})\s|\s[וو](?=\p{L}{2}))`;

/** A clause of two items or more joined by "and" (or three by commas), with no digits. */
function isList(clause: string, dutch: boolean): boolean {
  const and = andOf(dutch);
  const parts = clause.split(new RegExp(and, 'u')).map((part) => part.trim());
  const hasAnd = new RegExp(String.raw`\s(?:${andWords(dutch)})\s|\s[וو]\p{L}`, 'u').test(clause);
  return (
    new RegExp(String.raw`^[^\d]+${and}[^\d]+$`, 'u').test(clause) &&
    parts.length >= (hasAnd ? 2 : 3) &&
    parts.every((part) => part.length > 0 && part.split(/\s+/).length <= 6)
  );
}

/**
 * A clause that says who does what ("we ship across the UK", "soy fontanero", "Palestra Olimpo a
 * Napoli"): a pronoun or copula, or a place after a preposition, is not an item of a list.
 */
const WHO =
  /(?:^|\s)(?:i|we|you|our|my|is|are|nous|je|vous|est|wir|ich|ist|soy|somos|me|mi|es|sono|siamo|è|sou|somos|eu|é|wij|ik|zijn|אני|אנחנו|הוא|היא|שמי|שמו|שמה|שמנו|נקרא|נקראת|קוראים|أنا|نحن|هو|هي|اسمه|اسمها|اسمي|يسمى|تسمى)(?=\s|$)/iu;
/** A place after a preposition; no `i` flag, with which \p{Lu} matches lower case too ("aus eigener"). */
const WHERE = /\s(?:in|at|a|à|en|em|no|na|te|aus|im)\s+\p{Lu}/u;
/**
 * A verb and its preposition ("Trabajamos con empresas", "Open for breakfast"): a clause about
 * whom the business works with or when it opens, not an item.
 */
const VERB_PHRASE = {
  test: (item: string) => {
    const [verb = '', next = ''] = item.trim().split(/\s+/u);
    return isNotOfferVerb(verb) && isPreposition(next);
  },
};
const NOT_AN_ITEM = {
  test: (item: string) => WHO.test(item) || WHERE.test(item) || VERB_PHRASE.test(item),
};

/** Whether a clause is a list of things: two items or more, none saying who does what or where. */
export function readsAsList(clause: string, dutch: boolean): boolean {
  const items = clause.split(new RegExp(andOf(dutch), 'u'));
  return isList(clause, dutch) && !items.some((item) => NOT_AN_ITEM.test(item));
}

/**
 * A sentence (or what follows its colon) less its priced parts, which the price reader takes ("Self
 * assessment tax returns from £150, bookkeeping and payroll" → "bookkeeping and payroll").
 */
function withoutPricedParts(sentence: string): string {
  return sentence
    .split(/,\s*/u)
    .filter((part) => !namesAPrice(part))
    .join(', ');
}

/** "… en Zaragoza": a place after "en", which only Dutch reads as "and". */
const PLACE_AFTER_EN = /\sen\s+\p{Lu}/u;

/**
 * The comma parts of a clause up to the first one with a digit, which keeps its words before a
 * notice; the whole clause if the first has a digit otherwise.
 */
function beforeNumbers(clause: string): string {
  const parts = clause.split(/,\s*/u);
  const end = parts.findIndex((part) => /\d/u.test(part));
  if (end < 0) return clause;
  const kept = (parts[end] ?? '').replace(NOTICE_TAIL, '');
  // "da ordinare con 48 ore di anticipo" is all notice: "to order" names no item.
  const isItem = !/\d/u.test(kept) && !/^(?:da|to|à|a|para|per|zu|om|te)\s/iu.test(kept);
  const upTo = isItem ? [...parts.slice(0, end), kept] : parts.slice(0, end);
  return upTo.length > 0 ? upTo.join(', ') : clause;
}

/**
 * The clauses of a text that are lists: whole sentences, or what follows a colon. `isHandled`
 * says a sentence another reader already takes apart (a "we offer" list, a service area).
 */
function listedClauses(text: string, isHandled: (sentence: string) => boolean): string[] {
  const clauses: string[] = [];
  const dutch = detectLanguage(text) === 'nl';
  for (const sentence of text.split(/(?<=[.!?؟])\s+|\n/u)) {
    // "Pronto intervento 24 ore su 24, riparazione perdite…": the hours are no part of an item.
    const body = sentence
      .trim()
      .replace(/[.!?؟]+$/u, '')
      .replace(new RegExp(ALL_DAY.source, 'giu'), '')
      .replace(/\s+(?=[,،])/gu, '');
    const colon = body.lastIndexOf(':');
    // After a colon the list ends where a part with a number begins (a notice, a price, hours):
    // "…: gelato, granite e torte su ordinazione, da ordinare con 48 ore di anticipo".
    const clause =
      colon >= 0
        ? beforeNumbers(withoutPricedParts(body.slice(colon + 1).trim()))
        : beforeNumbers(withoutPricedParts(body));
    if (!readsAsList(clause, dutch)) continue;
    // "Academia de inglés Speak Up en Zaragoza": "en" before a place is "in" outside Dutch.
    if (!dutch && PLACE_AFTER_EN.test(clause)) continue;
    // A sentence with a colon is a heading and its list; one without must be nothing but a list.
    if (colon >= 0 || (clause.split(/\s+/).length <= 12 && !isHandled(body))) clauses.push(clause);
  }
  return clauses;
}

/**
 * A list right after the business's name and a comma or dash ("Atelier Vélo Mistral, réparation de
 * vélos, vente de vélos électriques et location à Marseille"): read as the name's list, like one
 * after a colon, less the place that ends it.
 */
export function listAfterName(text: string, name: string): string[] {
  const dutch = detectLanguage(text) === 'nl';
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const after = new RegExp(String.raw`${escaped}\s*[,–—-]\s+([^.;!?\n]+)`, 'u').exec(text)?.[1];
  const clause = after && thingsListed(after, dutch);
  return clause ? [clause] : [];
}

/**
 * A clause that lists things, less the place it ends with ("… et location à Marseille"), or
 * `undefined` when it is no such list.
 */
export function thingsListed(clause: string, dutch: boolean): string | undefined {
  const things = clause.replace(TRAILING_PLACE, '').trim();
  return things && readsAsList(things, dutch) ? things : undefined;
}

/** A place ending a clause ("… et location à Marseille", "… in Leeds"). */
const TRAILING_PLACE =
  /\s+(?:in|at|a|à|en|em|no|na|te|aus|im)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*$/u;

const BEST =
  /(?:\bthe best|\bl[ao]s? mejor(?:es)?|\ble meilleur|\bla meilleure|\bles meilleur(?:e)?s|\bil migliore|\bla migliore|\bi migliori|\ble migliori|\bo melhor|\ba melhor|\bos melhores|\bas melhores|\bde beste|\bhet beste|\bdie besten?|\bdas beste|\bden besten|أفضل)\s+([^.,;!?\n]+)/giu;
/** Where the dish ends and its place begins: "in Austin", "de la ville", "della città", "في بيروت". */
const BEST_PLACE =
  /\s+(?:(?:in|of|de|di|da|do|della|del|dei|van|in der|im|aus)\s+(?:the\s+|la\s+|l['’]|de\s+)?(?:\p{Lu}|ville|city|town|città|cidade|stad|stadt|zona|quartier|barrio)|في\s).*$/u;

/** "The best birria tacos in Austin" → "birria tacos"; in every language the reader knows. */
function bestOf(text: string): string[] {
  return [...text.matchAll(BEST)]
    .map((m) => (m[1] ?? '').replace(BEST_PLACE, '').trim())
    .filter((dish) => dish.length >= 3 && dish.split(/\s+/).length <= 6);
}

/** Hebrew and Arabic "we bake", "we make", "we offer" (a `\b` cannot start them). */
const RTL_TRIGGER =
  /(?:אופים|מכינים|מציעים|נותנים|מייצרים|בונים|מוכרים|מתקנים|מספקים|نخبز|نقدم|نصنع|نبيع|نصلح|نوفر)\s+([^.!?؟\n]+)/gu;

/**
 * Stretches of a message that list what the business offers although no "we offer" introduces
 * them; `extractServices` splits and cleans them like the lists it finds itself.
 *
 * @example listsOf('Kanzlei Weber: Arbeitsrecht, Familienrecht und Mietrecht.', () => false) // ['Arbeitsrecht, Familienrecht und Mietrecht']
 */
export function listsOf(text: string, isHandled: (sentence: string) => boolean): string[] {
  const rtl = [...text.matchAll(RTL_TRIGGER)].map((m) => m[1] ?? '');
  const handled = (sentence: string) =>
    isHandled(sentence) || new RegExp(RTL_TRIGGER).test(sentence);
  return [...listedClauses(text, handled), ...bestOf(text), ...rtl];
}
