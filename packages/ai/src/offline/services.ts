// What the business offers, read from lists in the owner's words: after "we offer" and its kin in
// nine languages, after a lead verb ("Reparamos bicis, vendemos…"), after "with" (amenities), and
// the lists \`lists.ts\` finds without a trigger.
import { detectLanguage, type DetectedLanguage } from './language';
import { listAfterName, listsOf, thingsListed } from './lists';
import { ignoringMarks } from './marks';
import { NOT_A_PLACE_ACRONYM } from './place-words';
import { extractServiceArea } from './reach';

import { isLeadVerb, isProductVerb, LEAD_VERBS } from './reading-words';
import {
  actionName,
  afterNameVerb,
  continuesWithVerb,
  isPreposition,
  isSubject,
  isVerbAfterSubject,
  isWeVerb,
  verbLedLists,
  verbLists,
} from './verbs';
const SERVICE_TRIGGER =
  /\b(?:we\s+|i\s+)?(?:offer(?:s|ing)?|provid(?:e|es|ing)|speciali[sz](?:e|es|ing)\s+in|specialty is|specialities are|specialties are|focus(?:es|ing)?\s+on|sell(?:s|ing)?|bake[sd]?|baking|teach(?:es|ing)?|making|make[s]?|(?<=(?:we|i)\s+(?:also\s+)?)(?:do|repair|run(?!\s+(?:a|an|the|our|my|out|late|on|from)\s))|serving(?=\s+\p{Ll})|does|repairs|install(?:s)?|backt|backen|machen|bakt|bakken|repareren|faisons|fabriquons|including|such as|(?:give[s]?|giving|donne|donnons|damos|doy|imparto|impartimos|diamo|dou|geef|geven|gebe|geben)(?=\s+(?:\S+\s+){0,3}?(?:lessons?|classes|cours|clases|lezioni|aulas|lessen|les|unterricht|kurse|nachhilfe|tutoring)(?![\p{L}]))|services?(?:\s+are|\s+include|:)|products?:|menu:|ofrecemos|vendemos|hacemos|especializad[oa]s?\s+en|especialidad(?:es)?:?|nous proposons|proposons|proposant|spécialisée?s?\s+(?:en|dans)|wir bieten|bieten|spezialisiert auf|offriamo|proponiamo|vendiamo|facciamo|prepariamo|specializzat[oaie]\s+(?:in|nella|nel)|oferecemos|fazemos|vendemos|especializad[oa]s?\s+em|wij bieden|we bieden|verkopen|maken|gespecialiseerd in|מתמחה ב|מציעים)\s+([^.;!?\n]+)/giu;

const SERVICE_CUT =
  /\s+(?:at|near|to|so|around|across|covering|via|because|since|located|based|from|with a|with an|and we|and i|y somos|et nous|und wir|perché|nel|nella|porque|desde|omdat|sinds|e siamo|e somos|en wij|en we)\s.*$|\s+à\s+(?:domicile|partir|distance|emporter|la maison|votre|vos|notre|nos)(?![\p{L}]).*$|\s+(?:aan huis|bij (?:u|je|jou) thuis|a domicilio|a domicílio|ao domicílio|zu hause)(?![\p{L}]).*$|,?\s+(?:open|opening|closed|hours|daily|abiert[oa]s?|ouverts?|geöffnet|apert[oi]|chius[oi]|abert[oa]s?|fechad[oa]s?|geopend|gesloten|dagelijks|tutti i giorni|todos os dias)(?![\p{L}]).*$/iu;
const FOR = /\s+(?:for|para|pour|für|per|voor)\s/iu;
/**
 * What an item is for ends the list when it ends the sentence ("cours de piano pour débutants à
 * Lyon") or names people ("massages for couples, families and kids"); followed by more items it
 * is part of its own item ("composizioni per matrimoni, bouquet da sposa e piante").
 */
function withoutWhatFor(list: string): string {
  const found = FOR.exec(list);
  if (!found) return list;
  const rest = list.slice(found.index + found[0].length);
  return /[,،]/u.test(rest) && !AUDIENCE_ITEM.test(rest) ? list : list.slice(0, found.index);
}
/**
 * "in"/"en" before a place, a web address or a determiner ends a list ("… in Boston", "… en
 * marlimpio.org", "… en nuestro local", "… in the city centre"); before a bare noun it is part
 * of an item: "clases en grupo", "cours en groupe", "lezioni in gruppo". Dutch "en" ("and")
 * joins a list and is not read here. No `i` flag: with it, \p{Lu} matches lower case too.
 */
const SERVICE_IN_CUT = new RegExp(
  String.raw`\s+in\s+(?=(?!${NOT_A_PLACE_ACRONYM})\p{Lu}|(?:the|our|my|your|a|an|all|every|town|downtown|il|lo|la|l['’]|nostr[oa]|tutt[oa]|centro|citt[àa])(?![\p{L}])|[\w-]+\.\p{L}{2}).*$`,
  'u',
);
const SERVICE_EN_CUT =
  /\s+en\s+(?=\p{Lu}|(?:el|la|los|las|le|les|l['’]|nuestr[oa]s?|notre|nos|mi|mis|su|sus|toda|todo|tout|toute|centro|ville|línea|ligne)(?![\p{L}])|[\w-]+\.\p{L}{2}).*$/u;
/** Where a list splits into items: Dutch "en" is "and"; elsewhere it is "in" ("clases en grupo"). */
const itemBreaks = (dutch: boolean) =>
  new RegExp(
    // A joining word stands alone: the "e" of "e-bike" or "e-mail" joins nothing.
    String.raw`\s*(?:,|،|\/|;|\+|&|(?<![\p{L}\p{N}-])(?:and|or|y|e|ed|${dutch ? 'en|' : ''}et|und|plus|as well as)(?![\p{L}\p{N}-]))\s*|\s+[וو](?=\p{L}{2})`,
    'iu',
  );
/**
 * A list's items. After the last comma only the first "and" joins the list: the rest belong to
 * the last item ("consultas, vacinas e banho e tosa"). In English "and" inside an item before
 * the last comma is part of its name too: "fish and chips, crab sandwiches and lobster" is three
 * items, not four.
 */
function itemsOf(list: string, language: DetectedLanguage): string[] {
  const breaks = itemBreaks(language === 'nl');
  if (!/[,،]/u.test(list)) return list.split(breaks);
  const commas = list.split(/\s*[,،]\s*/u);
  const last = commas.pop() ?? '';
  const head = language === 'en' ? commas : commas.flatMap((part) => part.split(breaks));
  const join = breaks.exec(last);
  return join
    ? [...head, last.slice(0, join.index), last.slice(join.index + join[0].length)]
    : [...head, last];
}

/** "… a Milano", "… em Lisboa", "… no Porto": a place after the list (a capital letter follows). */
const SERVICE_PLACE_CUT = /\s+(?:a|à|ad|em|no|na|nei|te)\s+\p{Lu}.*$/u;
/** The same at the very end of a list, read in any language ("… e meditazione a Bologna"). */
const SERVICE_PLACE_END =
  /\s+(?:a|ad|em|no|na|nei|te)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*$/u;

/**
 * What a place has: "…, with a sauna and free weights", "in Hay-on-Wye with a reading room and a
 * café", "…, con sauna y piscina", "…, עם סאונה". Read after a comma, a place or "24 hours"; a
 * capital after "with" is a name ("lessons with Maria"), which the name reader takes; a capital
 * opening the sentence is no place ("Solo con cita previa"), and an appointment is how bookings
 * are taken, not what the place has. A number is a notice or a figure ("con 48 horas de
 * antelación", "con 10 anni di esperienza").
 */
const AMENITY_WITH =
  /(?:[,،]|(?<=[^\s.!?:]\s+\p{Lu}[\p{L}'’-]*|24\s*\p{L}+))\s*(?:with|con|com|avec|mit|met|עם|مع)\s+(?:(?:a|an|un|une|una|uma|um|een|ein|eine|einer|einem)\s+)?(?!\p{Lu}|\d|(?:cita|rendez-vous|termin|appuntamento|marcação|hora marcada|afspraak|appointment)|[\p{L}\s]{0,6}(?:best|melhor|mejor|meilleur|miglior|beste|أفضل))(?![^.;!?\n]*\s\p{Lu})([^.;!?\n]+)/gu;

/** Who an item is for, in every language the reader reads ("niños", "adultes", "Kinder"). */
const AUDIENCE_WORDS =
  'private clients|households|particulieren|zakelijke klanten|particuliers|professionnels|particulares|privati|Privatkunden|kids|children|adults|families|teens|beginners|seniors|businesses|companies|firms|all ages|niños|niñas|adultos|familias|empresas|jóvenes|mayores|principiantes|todas las edades|enfants|adultes|familles|entreprises|débutants|ados|adolescents|tous âges|kinder|erwachsene|familien|firmen|anfänger|jugendliche|bambini|adulti|famiglie|aziende|principianti|ragazzi|tutte le età|crianças|famílias|iniciantes|todas as idades|kinderen|volwassenen|gezinnen|bedrijven|jongeren|alle leeftijden'; // prettier-ignore
/**
 * "Clases para niños, adultos y preparación de exámenes": who the item is for is an aside, and
 * the list goes on after it ("cerámica para niños y cumpleaños" is two items). A "for" that names
 * no audience ends the list as before (`SERVICE_CUT`).
 */
const AUDIENCE_ASIDE = new RegExp(
  String.raw`\s+(?:for|para|pour|für|per|voor|bij|chez)\s+(?:(?:the|los|las|les|die|i|le|os|as|de|small|pequeñas|petites|kleine|piccole|pequenas)\s+)?(?:${AUDIENCE_WORDS})(?:\s*(?:,|\by\b|\be\b|\bet\b|\bund\b|\band\b|\ben\b|&)\s*(?:${AUDIENCE_WORDS})(?![\p{L}]))*(?![\p{L}])`,
  'giu',
);

/** "(£40 per session)", or a bracket the sentence never closes. */
const BRACKETED = /\s*\([^()]*(?:\)|$)/gu;

/** A list item that is an amount ("35 euro", "vanaf 60 euro"): the price reader's, no service. */
const PRICE_ONLY =
  /^(?:(?:from|vanaf|desde|dès|ab|da|a partir de|à partir de|a partire da)\s+)?[\d\p{Sc}]/iu;

/** A list item that states opening hours ("Sat 8-6", "9am-5pm") is not a service. */
const HOURS_LIKE =
  /\b(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mié|mer|jeu|ven|sam|dim|mo|di|mi|do|fr|sa|so|gio|sab|dom|seg|ter|qua|qui|sex|ma|wo|vr|za|zo)[a-zàáçéèìíóòú]*(?:-feira)?\.?\s*\d|\d{1,2}(?::\d{2})?\s*(?:am|pm|h|uur)\b|^\d{1,2}(?::\d{2})?\s*[-–]\s*\d{1,2}|^(?:dalle|das|van)\s+\d/iu;

/** The first letter in capitals, the rest as written. */
export function titleCase(value: string): string {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

/**
 * The finite verb an item opens with, with the pronoun before it if the item repeats one
 * ("verkopen" in "verkopen tweedehands fietsen", "on sert" in "on sert du café", "je fabrique"
 * in "je fabrique des tables"), if any. After a repeated pronoun any verb opens the item.
 */
const leadVerbOf = (item: string, language: DetectedLanguage) => {
  const words = item.trim().split(/\s+/);
  const pronoun = isSubject(words[0] ?? '', language) ? 1 : 0;
  const verb = words[pronoun] ?? '';
  const isVerb = pronoun ? isVerbAfterSubject(verb) : isLeadVerb(verb) || isWeVerb(verb, language);
  return isVerb && words.length > pronoun + 1 ? words.slice(0, pronoun + 1).join(' ') : undefined;
};

/**
 * A list opened by a lead verb at a sentence's start or after "we"/"I" ("Reparamos bicicletas,
 * vendemos…", "Nous réparons des vélos, vendons…"): what follows the verb.
 */
const LEAD_VERB_LIST = new RegExp(
  String.raw`(?:^|[.!?;:]\s+|(?<![\p{L}])(?:we|i|wij|ik|nous|on|je|wir|ich|noi|io|nós|eu|nosotros|nosotras|yo|אנחנו|אני|نحن|أنا)\s+)(${[...LEAD_VERBS].map(ignoringMarks).join('|')})\s+([^.;!?\n]+)`,
  'giu',
);

/**
 * "Wij repareren fietsen, verkopen tweedehands fietsen en doen onderhoudsbeurten": items that
 * share the subject each open with their own verb, the first one's taken by the list's opening
 * ("repareren"). A service is named by what is done or sold, so when items after the first
 * open with a verb, each item's verb is dropped ("fietsen", "tweedehands fietsen",
 * "onderhoudsbeurten"), and the verbs come back as action names where they name one
 * ({@link withTheirVerbs}): the names stay the owner's words and read alike. An item keeps its verb
 * when the noun alone would name another item too ("repair bikes, sell bikes").
 */
function withoutLeadVerbs(parts: readonly string[], language: DetectedLanguage): string[] {
  const rest = parts.slice(1).filter((part) => part.trim() !== '');
  if (rest.length === 0 || rest.every((part) => leadVerbOf(part, language) === undefined))
    // An item that repeats the subject is its own clause: its object is the service.
    return parts.map((part) => {
      const lead = leadVerbOf(part, language);
      return lead?.includes(' ') ? part.trim().slice(lead.length).trim() : part;
    });
  const bare = parts.map((part) => {
    const verb = leadVerbOf(part, language);
    return verb ? part.trim().slice(verb.length).trim() : part.trim();
  });
  const key = (value: string) => value.toLocaleLowerCase();
  return bare.map((item, at) =>
    bare.filter((other) => key(other) === key(item)).length > 1 ? (parts[at] ?? item) : item,
  );
}

const ARTICLE =
  /^(?:the|a|an|our|some|also|los|las|el|la|les|des|le|du|die|der|das|unsere?|il|lo|gli|i|l['’]|os|as|o|het|de|onze|ook|zelf|selbst|anche|também)\s*(?<=\s|['’])/iu;
/** An item less the articles before it, two at most ("de la charcuterie" → "charcuterie"). */
const withoutArticles = (item: string) => item.replace(ARTICLE, '').replace(ARTICLE, '');

/** People a business serves, in English: "for busy professionals", "aimed at young families". */
export const AUDIENCE_NOUNS =
  'families|professionals|parents|moms|mums|dads|students|kids|children|teens|couples|businesses|companies|teams|owners|startups|founders|seniors|retirees|athletes|runners|beginners|travell?ers|tourists|women|men|dog owners|pet owners|brides|locals|homeowners|landlords|developers|designers|freelancers|creators|artists|musicians|patients|clients|customers|shoppers|people|entrepreneurs|agencies|restaurants|cafés|cafes|schools|nonprofits|investors|buyers|sellers|gamers|foodies|commuters';

/** Who the items of a "for" list may not be: an audience is not a service ("for kids and adults"). */
const AUDIENCE_ITEM = new RegExp(
  String.raw`(?<![\p{L}])(?:${AUDIENCE_WORDS}|${AUDIENCE_NOUNS}|students|you|your|everyone|all)(?![\p{L}])`,
  'iu',
);
/**
 * "A physiotherapy practice for sports injuries, back pain and dry needling", "voor
 * sportblessures, rugklachten en dry needling": what a kind of business is for, when it is a
 * list of things rather than of people, and names no number.
 */
function forLists(text: string, dutch: boolean): string[] {
  return [
    ...text.matchAll(/(?<![\p{L}])(?:for|voor|pour|para|für)\s+([^.;!?\n\d()]+?)(?=[.;!?\n]|$)/giu),
  ]
    .map((m) => (AUDIENCE_ITEM.test(m[1] ?? '') ? undefined : thingsListed(m[1] ?? '', dutch)))
    .filter((list) => list !== undefined);
}

/**
 * A list up to the clause that follows it: "queijos, enchidos e compotas e vendemos no mercado"
 * ends before "e vendemos", "haircuts and make wedding cakes" before "and make".
 */
function untilNextClause(list: string, language: DetectedLanguage): string {
  for (const m of list.matchAll(/\s(?:and|en|und|et|e|ed|y)\s+(\p{Ll}[\p{L}'’-]*)\s*(\S*)/gu)) {
    if (continuesWithVerb(m[1] ?? '', m[2] ?? '', language)) return list.slice(0, m.index);
  }
  return list;
}

/** A list's parts, cut where the list ends (a clause, a place, what it is for, the hours). */
function partsOf(start: string, language: DetectedLanguage): string[] {
  const dutch = language === 'nl';
  const list = untilNextClause(start, language);
  // "vendemos no mercado", "we sell at markets": a verb with no object lists nothing.
  if (isPreposition(/^\S+/u.exec(list.trim())?.[0] ?? '')) return [];
  // An aside in brackets ("(£40 per session)") is about the item before it, not one of them.
  let cut = withoutWhatFor(
    list.replace(BRACKETED, '').replace(AUDIENCE_ASIDE, '').replace(SERVICE_CUT, ''),
  );
  // "a Milano", "em Lisboa": read only in those languages ("coaching, a Premium plan" is English).
  cut = cut.replace(language !== 'en' ? SERVICE_PLACE_CUT : SERVICE_PLACE_END, '');
  cut = cut.replace(SERVICE_IN_CUT, '');
  if (!dutch) cut = cut.replace(SERVICE_EN_CUT, '');
  return itemsOf(cut, language);
}

/** A part as a service's words, or undefined when it names none (an amount, the hours, "it"). */
function cleanItem(part: string): string | undefined {
  const item = withoutArticles(part)
    .replace(/^(?:the|a|an|our)\s+/i, '')
    // Dutch separable verbs: "wij bieden knippen en kleuren aan".
    .replace(/\s+aan$/iu, '')
    // "an end-of-tenancy cleaning company": the service is the cleaning, not the company.
    .replace(/(?<=\p{L}{3,}\s+\p{L}{3,})\s+(?:company|business|firm|service)$/iu, '')
    .replace(/[\s"'“”.!]+$/u, '')
    .trim();
  const words = item.split(/\s+/).length;
  return item.length >= 3 &&
    item.length <= 60 &&
    words <= 6 &&
    !HOURS_LIKE.test(item) &&
    !PRICE_ONLY.test(item) &&
    // "Ik haal honden op": a Dutch separable verb's particle ends a clause about what is done,
    // which names no service ("Honden op"); the words stay under "Not used yet".
    !/\s(?:op|af|uit|mee|terug|langs)$/iu.test(item) &&
    !/^(?:it|them|things|stuff|more|everything|services?|products?|people|you|we)$/i.test(item)
    ? item
    : undefined;
}

/**
 * Services named with what is done to them, where the verb is part of the service: "Reparamos
 * fugas, desentupimos canos e instalamos esquentadores" names "Reparar fugas", "Desentupir canos"
 * and "Instalar esquentadores", not "leaks" and "pipes". A verb whose object is what is sold or
 * made ("vendemos", "we bake") leaves the object alone; a verb no form can be made of keeps the
 * object alone too.
 */
function withTheirVerbs(
  services: readonly string[],
  text: string,
  language: DetectedLanguage,
): string[] {
  const named = new Map<string, string>();
  const lists = [
    ...[...text.matchAll(LEAD_VERB_LIST)].map((m) => ({ verb: m[1] ?? '', list: m[2] ?? '' })),
    ...verbLists(text, language),
  ];
  for (const { verb, list } of lists) {
    const parts = partsOf(list, language).filter((part) => part.trim() !== '');
    const leads = parts.map((part, at) => (at === 0 ? undefined : leadVerbOf(part, language)));
    // A verb shared by several objects ("bauen Küchen, Einbauschränke und Treppen") names none
    // of them: the objects are the services. Each object with its own verb is an action, and
    // an object after one shares its verb ("We wassen ramen, reinigen dakgoten en
    // zonnepanelen": the panels are cleaned too).
    if (parts.length > 1 && leads.slice(1).every((lead) => lead === undefined)) continue;
    let shared = verb;
    parts.forEach((part, at) => {
      const lead = leads[at];
      if (lead) shared = lead.split(/\s+/u).at(-1) ?? shared;
      const itemVerb = shared;
      const words = (lead ? part.trim().slice(lead.length) : part).trim();
      const object = cleanItem(words);
      if (!itemVerb || !object || isProductVerb(itemVerb)) return;
      // French keeps its article: "Réparer des vélos".
      const said = language === 'fr' ? words.replace(/[\s"'“”.!]+$/u, '') : object;
      const name = actionName(itemVerb, said, language);
      if (name) named.set(object.toLocaleLowerCase(), titleCase(name));
    });
  }
  const out: string[] = [];
  for (const service of services) {
    const value = named.get(service.toLocaleLowerCase()) ?? service;
    if (!out.some((s) => s.toLocaleLowerCase() === value.toLocaleLowerCase())) out.push(value);
  }
  return out;
}

/**
 * "Buffets pour mariages, cocktails…" read again after its "pour" gives "Mariages": what an item
 * is for is not an item of its own.
 */
function withoutWhatItemsAreFor(services: readonly string[]): string[] {
  const lower = services.map((s) => s.toLocaleLowerCase());
  return services.filter((_, at) =>
    lower.every(
      (other, o) =>
        o === at ||
        !new RegExp(`\\s(?:for|pour|para|für|per|voor)\\s+${escaped(lower[at] ?? '')}$`, 'u').test(
          other,
        ),
    ),
  );
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Services after "we offer", "specializing in", "selling" (and Spanish, French, German, Italian,
 * Portuguese, Dutch and Hebrew forms), split on commas and "and" ("e", "ed", "en").
 *
 * @example extractServices('Offriamo pizza al taglio, focacce e dolci a Milano') // ['Pizza al taglio', 'Focacce', 'Dolci']
 *
 * @example extractServices('We offer sourdough, croissants and wedding cakes.') // ['Sourdough', 'Croissants', 'Wedding cakes']
 */
export function extractServices(text: string, name?: string): string[] {
  const out: string[] = [];
  const language = detectLanguage(text);
  const dutch = language === 'nl';
  // A sentence a "we offer" list or a service area already reads is not read again as a list.
  const isHandled = (sentence: string) =>
    new RegExp(SERVICE_TRIGGER).test(sentence) ||
    new RegExp(LEAD_VERB_LIST).test(sentence) ||
    verbLedLists(sentence, language).length > 0 ||
    extractServiceArea(sentence).length > 0;
  const starts = [
    ...[...text.matchAll(LEAD_VERB_LIST)].map((m) => m[2] ?? ''),
    ...[...text.matchAll(SERVICE_TRIGGER)].map((m) => m[1] ?? ''),
    ...verbLedLists(text, language),
    ...(name ? [...afterNameVerb(text, name, language), ...listAfterName(text, name)] : []),
    ...forLists(text, dutch),
    ...[...text.matchAll(AMENITY_WITH)].map((m) => m[1] ?? ''),
    ...listsOf(text, isHandled),
  ];
  for (const start of starts) {
    for (const part of withoutLeadVerbs(partsOf(start, language), language)) {
      const item = cleanItem(part);
      if (item === undefined) continue;
      const value = titleCase(item);
      if (!out.some((s) => s.toLowerCase() === value.toLowerCase())) out.push(value);
    }
  }
  return withTheirVerbs(withoutWhatItemsAreFor(out), text, language).slice(0, 12);
}
