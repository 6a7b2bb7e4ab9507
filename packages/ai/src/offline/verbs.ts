// What the business does, told by where a verb stands rather than by a word list: an owner
// writes any verb ("we service bikes", "ik geef…", "alquilamos…", "wir sind … und bauen…"), and
// a reader that knows only the common ones drops the rest of what they said. A verb is known by
// its subject and, where the language marks it, its ending; the verbs that say something other
// than what is offered ("we are", "we cover", "abrimos") are the phrasebook's `notOfferVerbs`.
import type { DetectedLanguage } from './language';
import { isLeadVerb, isNotOfferVerb } from './reading-words';

type Person = 'we' | 'i' | 'one';

/** Subject pronouns, each in the languages where it is one ("on" is French, "i" English). */
const SUBJECTS: Readonly<Record<string, { person: Person; languages: DetectedLanguage[] }>> = {
  we: { person: 'we', languages: ['en', 'nl'] },
  i: { person: 'i', languages: ['en'] },
  wij: { person: 'we', languages: ['nl'] },
  ik: { person: 'i', languages: ['nl'] },
  wir: { person: 'we', languages: ['de'] },
  ich: { person: 'i', languages: ['de'] },
  nous: { person: 'we', languages: ['fr'] },
  on: { person: 'one', languages: ['fr'] },
  je: { person: 'i', languages: ['fr'] },
  nosotros: { person: 'we', languages: ['es'] },
  nosotras: { person: 'we', languages: ['es'] },
  yo: { person: 'i', languages: ['es'] },
  nós: { person: 'we', languages: ['pt'] },
  eu: { person: 'i', languages: ['pt'] },
  noi: { person: 'we', languages: ['it'] },
  io: { person: 'i', languages: ['it'] },
};

/**
 * How a present-tense verb ends for each person, where the language marks it: Dutch and German
 * "we" verbs end in -en, French "nous" verbs in -ons, Spanish and Portuguese in -amos/-emos/-imos,
 * Italian in -iamo; English past tenses tell a story, not an offer. A person with no ending here
 * takes any lower-case word.
 */
const ENDINGS: Partial<Record<DetectedLanguage, Partial<Record<Person, RegExp>>>> = {
  en: { we: /^(?!.*ed$)/u, i: /^(?!.*ed$)/u, one: /[^s]s$/u },
  nl: { we: /en$/u, i: /^(?!.*en$)/u, one: /t$/u },
  de: { we: /en$/u, i: /e$/u, one: /t$/u },
  // "-ons" but not the nouns that end so ("créations", "leçons", "maisons", "boissons").
  fr: { we: /^(?!.*(?:tions|sions|çons|[^f]aisons|boissons)$).*ons$/u },
  es: { we: /(?:amos|emos|imos)$/u, i: /o$/u, one: /[ae]$/u },
  pt: { we: /(?:amos|emos|imos)$/u, i: /o$/u, one: /[ae]$/u },
  it: { we: /iamo$/u, i: /o$/u, one: /[ae]$/u },
};

/** Languages whose "we" verb needs no pronoun ("Alquilamos bicis…"): its ending says who. */
const PRO_DROP: readonly DetectedLanguage[] = ['es', 'pt', 'it'];

/** Words that may stand between the subject and its verb ("we also…", "wir … auch"). */
const BETWEEN =
  /^(?:also|mainly|mostly|just|only|now|ook|vooral|nu|auch|hauptsächlich|jetzt|aussi|surtout|principalement|también|principalmente|ahora|também|sobretudo|agora|anche|soprattutto|ora)$/iu;

/**
 * After the verb, a preposition means the verb takes no list ("we work in Leeds", "on travaille
 * avec…", "trabajamos con…"): what follows is where or with whom, not what is offered.
 */
const PREPOSITION =
  /^(?:to|in|at|on|for|with|from|by|into|near|around|across|a|à|au|aux|en|dans|sur|chez|pour|avec|par|para|por|con|em|no|na|nos|nas|com|nel|nella|per|da|dal|dalla|aan|op|om|met|voor|bij|naar|uit|zu|mit|für|bei|nach|im|am|auf|aus|von|vom|zum|zur)$/iu;

/** Whether a word is a preposition of any language the reader reads ("with", "con", "avec"). */
export function isPreposition(word: string): boolean {
  return PREPOSITION.test(word);
}

/** Whether `word` is a verb of `person` in `language` that may open what the business offers. */
function isOfferVerb(word: string, person: Person, language: DetectedLanguage): boolean {
  if (!/^\p{Ll}[\p{Ll}'’-]+$/u.test(word) || isNotOfferVerb(word)) return false;
  // English "uses", "covers", "goes": the verb the phrasebook lists, with its -s.
  if (
    language === 'en' &&
    /s$/u.test(word) &&
    [1, 2].some((n) => isNotOfferVerb(word.slice(0, -n)))
  )
    return false;
  const ending = ENDINGS[language]?.[person];
  return ending ? ending.test(word) : true;
}

/** Whether what follows a verb can be what it offers: no number, place, name or preposition first. */
function takesAList(rest: string, language: DetectedLanguage): boolean {
  const first = /^[^\s,]+/u.exec(rest)?.[0] ?? '';
  if (first === '' || /\d/u.test(first) || PREPOSITION.test(first)) return false;
  // German writes every noun in capitals; elsewhere a capital after the verb is a place or a name.
  return language === 'de' || !/^\p{Lu}/u.test(first);
}

/**
 * The "we" form of a verb in a language that marks it, for the items of a list whose first item
 * opened with a verb ("…, alquilamos bicis eléctricas", "…, vendons des vélos"); `undefined` for
 * a language whose ending could be a noun's too (Dutch and German plurals end in -en as well).
 */
export function isWeVerb(word: string, language: DetectedLanguage): boolean {
  if (!['fr', 'es', 'pt', 'it'].includes(language)) return false;
  return isOfferVerb(word.toLocaleLowerCase(), 'we', language);
}

/**
 * Whether a list item opens with a subject pronoun ("… et on sert du café", "… et je fabrique des
 * tables"): English "I" only in capitals (Italian "i" is "the"), French "on" outside English.
 */
export function isSubject(word: string, language: DetectedLanguage): boolean {
  const lower = word.toLocaleLowerCase();
  if (lower === 'i') return word === 'I';
  if (lower === 'on') return language !== 'en';
  return SUBJECTS[lower] !== undefined;
}

/** Whether the word after a subject pronoun is a verb that can say what is offered. */
export function isVerbAfterSubject(word: string): boolean {
  return /^\p{Ll}[\p{Ll}'’-]+$/u.test(word) && !isNotOfferVerb(word);
}

/** A sentence's words, each with where it starts and ends. */
function wordsOf(sentence: string): Word[] {
  return [...sentence.matchAll(/[\p{L}'’-]+/gu)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

type Word = { word: string; start: number; end: number };
/** Where a verb may stand and whose it is. */
type Opening = { verbAt: number; person: Person };

/** A subject pronoun at `at`: its verb follows, perhaps after "also" ("we also fit…"). */
function afterSubject(words: readonly Word[], at: number, language: DetectedLanguage) {
  const subject = SUBJECTS[words[at]?.word.toLocaleLowerCase() ?? ''];
  if (!subject?.languages.includes(language)) return undefined;
  const verbAt = BETWEEN.test(words[at + 1]?.word ?? '') ? at + 2 : at + 1;
  return { verbAt, person: subject.person };
}

/** "And" in the languages the reader reads. */
const AND = /^(?:and|en|und|et|e|ed|y)$/u;
/** Articles and determiners a French verb takes ("… et vendons des accessoires"). */
const FRENCH_DETERMINER = /^(?:des|du|de|la|le|les|l'|l’|un|une|nos|vos|leurs?)$/iu;

/**
 * Whether `word`, after "and", is a verb that goes on with the sentence's subject ("… und bauen
 * Küchen", "… e vendemos no mercado", "… and make wedding cakes"): a verb the word lists hold, or
 * one whose ending says so where no noun ends that way: German lower-case "-en" (nouns take
 * capitals), Spanish and Portuguese "-amos/-emos/-imos", Italian "-iamo", French "-ons" before
 * an article ("boissons chaudes" is a drink). A Dutch "-en" is as often a plural noun.
 */
export function continuesWithVerb(word: string, next: string, language: DetectedLanguage): boolean {
  if (isLeadVerb(word)) return true;
  if (!['de', 'es', 'pt', 'it', 'fr'].includes(language) || !isOfferVerb(word, 'we', language))
    return false;
  return language !== 'fr' || FRENCH_DETERMINER.test(next);
}

/** A verb after "and" that opens a clause of its own: where a list before it ends. */
function afterAnd(words: readonly Word[], at: number, language: DetectedLanguage) {
  const word = words[at]?.word ?? '';
  if (!AND.test(words[at - 1]?.word ?? '') || word !== word.toLocaleLowerCase()) return undefined;
  return continuesWithVerb(word, words[at + 1]?.word ?? '', language)
    ? { verbAt: at, person: 'we' as const }
    : undefined;
}

/** Nouns that end like a "we" verb ("Ramos de novia", bridal bouquets). */
const NOUNS_ENDING_LIKE_VERBS = new Set([
  'ramos',
  'gramos',
  'tramos',
  'primos',
  'racimos',
  'reclamos',
]);
/** "de" after a clause's first word makes it a noun: "Ramos de novia", "Tramos de escalera". */
const OF = /^(?:de|di|da|do|del|della|dos|das|dei|degli)$/iu;

/** A Spanish, Portuguese or Italian "we" verb opening a clause, where no pronoun is needed. */
function opensClause(
  sentence: string,
  words: readonly Word[],
  at: number,
  language: DetectedLanguage,
) {
  const word = words[at]?.word.toLocaleLowerCase() ?? '';
  if (!PRO_DROP.includes(language) || NOUNS_ENDING_LIKE_VERBS.has(word)) return undefined;
  if (OF.test(words[at + 1]?.word ?? '')) return undefined;
  // Only a verb's ending opens a clause: "…, jardinería y mantenimiento" goes on with the list.
  if (!isLeadVerb(word) && !ENDINGS[language]?.we?.test(word)) return undefined;
  const gap = sentence.slice(words[at - 1]?.end ?? 0, words[at]?.start ?? 0);
  return at === 0 || /[,:]/u.test(gap) ? { verbAt: at, person: 'we' as const } : undefined;
}

/** The verb an opening names, when it is one that can open what the business offers. */
function offerVerbOf(words: readonly Word[], opening: Opening, language: DetectedLanguage) {
  const verb = words[opening.verbAt];
  if (!verb) return undefined;
  const lower = verb.word.toLocaleLowerCase();
  // A clause's first word is in capitals; after a subject a capital is a noun or a name.
  const capitalOk = opening.verbAt === 0 || PRO_DROP.includes(language);
  if (lower !== verb.word && !capitalOk) return undefined;
  if (!isLeadVerb(lower) && !isOfferVerb(lower, opening.person, language)) return undefined;
  return verb;
}

/**
 * What follows each verb a list opens with, whether a word list holds the verb or not: after a subject ("we service bikes, fit…", "ik geef gitaarles…",
 * "j'organise des mariages…"), after "and" when the sentence's subject goes on ("Wir sind eine
 * Tischlerei und bauen Küchen…"), and a Spanish, Portuguese or Italian "we" verb opening a clause
 * ("Alquilamos bicis…").
 *
 * @example verbLists('We service bikes and sell helmets.', 'en')[0] // { verb: 'service', list: 'bikes and sell helmets' }
 */
export function verbLists(
  text: string,
  language: DetectedLanguage,
): { verb: string; list: string }[] {
  const lists: { verb: string; list: string }[] = [];
  for (const raw of text.split(/[.!?;؟\n]+/u)) {
    // "j'organise" is "je organise": the subject and its verb as two words.
    const sentence = raw.replace(/(?<![\p{L}])j['’](?=\p{L})/giu, 'je ');
    const words = wordsOf(sentence);
    // Each opening ends the list before it: "queijos, enchidos e compotas | e vendemos no mercado".
    const openings = words.flatMap((_, at) => {
      const opening =
        afterSubject(words, at, language) ??
        afterAnd(words, at, language) ??
        opensClause(sentence, words, at, language);
      return opening ? [{ opening, from: words[at]?.start ?? 0 }] : [];
    });
    openings.forEach(({ opening }, index) => {
      const verb = offerVerbOf(words, opening, language);
      const end = openings[index + 1]?.from ?? sentence.length;
      const rest = verb
        ? sentence
            .slice(verb.end, end)
            .replace(/\s+\S+\s*$/u, (tail) => (AND.test(tail.trim()) ? '' : tail))
            .trim()
        : '';
      if (verb && takesAList(rest, language)) lists.push({ verb: verb.word, list: rest });
    });
  }
  return lists;
}

/** What follows each verb a list opens with (`verbLists`), without the verb. */
export function verbLedLists(text: string, language: DetectedLanguage): string[] {
  return verbLists(text, language).map(({ list }) => list);
}

/** French "-ons" verbs that are not of the "-er" kind ("finissons", "entretenons", "peignons"). */
const NOT_ER_VERB = /(?:issons|enons|uisons|gnons|ttons|dons|vons|sons)$/u;
const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A service named with its verb, the way the language names an action: the infinitive first in
 * English, Spanish, Portuguese and French ("Service bikes", "Reparar fugas", "Réparer des vélos"),
 * last in Dutch and German ("Fietsen repareren", "Küchen bauen"); Italian keeps the owner's "we"
 * form ("Ripariamo biciclette"). Undefined where no such form can be told from how it was written.
 */
export function actionName(
  verb: string,
  object: string,
  language: DetectedLanguage,
): string | undefined {
  const v = verb.toLocaleLowerCase();
  switch (language) {
    case 'en':
      return /s$/u.test(v) ? undefined : `${capital(v)} ${object}`;
    case 'es':
    case 'pt': {
      const infinitive = v.replace(/amos$/u, 'ar').replace(/emos$/u, 'er').replace(/imos$/u, 'ir');
      return infinitive === v ? undefined : `${capital(infinitive)} ${object}`;
    }
    case 'fr': {
      if (!v.endsWith('ons') || NOT_ER_VERB.test(v)) return undefined;
      const infinitive = v
        .replace(/geons$/u, 'ger')
        .replace(/çons$/u, 'cer')
        .replace(/ons$/u, 'er');
      return `${capital(infinitive)} ${object}`;
    }
    case 'it':
      // Italian "-iamo" may be "-are", "-ere" or "-ire": the owner's own form reads as written.
      return v.endsWith('iamo') ? `${capital(v)} ${object}` : undefined;
    case 'nl':
      return v.endsWith('en') ? `${capital(object)} ${v}` : undefined;
    case 'de':
      if (v.endsWith('en')) return `${object} ${v}`;
      return v.endsWith('e') ? `${object} ${v}n` : undefined;
    default:
      return undefined;
  }
}

/** A place right after a name ("… a Firenze", "… in Leiden"): the verb comes after it. */
const PLACE_AFTER =
  /^\s+(?:in|at|a|à|em|en|no|na|te|aus|im|de)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?/u;

/**
 * What follows a verb right after the business's name ("Ferramenta Rossi a Firenze vende
 * utensili, vernici…", "Golden Crumb bakes…"): the name is the subject, so a verb of the third
 * person (its ending, where the language marks it) opens what the business offers.
 */
export function afterNameVerb(text: string, name: string, language: DetectedLanguage): string[] {
  const lists: string[] = [];
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    let rest = text.slice(at + name.length).split(/[.!?;؟\n]/u)[0] ?? '';
    rest = rest.replace(PLACE_AFTER, '');
    const verb = /^\s+(\p{Ll}[\p{L}'’-]+)\s+/u.exec(rest);
    const word = verb?.[1] ?? '';
    if (!verb || (!isLeadVerb(word) && !isOfferVerb(word, 'one', language))) continue;
    const list = rest.slice(verb[0].length).trim();
    if (takesAList(list, language)) lists.push(list);
  }
  return lists;
}
