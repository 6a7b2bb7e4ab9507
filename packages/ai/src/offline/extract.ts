import type { Fact, Figure, OwnerPlan } from '@zappy/contract/requirements';
import type { BusinessHours, SiteStyle } from '@zappy/site-model/schema';
import { matchIndustries } from '../knowledge/industries';
import { findColor } from '../palettes';
import { readHours } from './hours';
import { listsOf } from './lists';
import { extractServiceArea, readReach, type Reach } from './reach';
import { detectLanguage, extractSiteLanguage, type DetectedLanguage } from './language';
import { ignoringMarks } from './marks';
import { isLeadVerb, isNonAnswer, LEAD_VERBS } from './reading-words';
import { extractName, placeAfterName } from './names';
import {
  CITY_WORD,
  HEBREW_CITIES,
  HEBREW_STREETS,
  NOT_A_PLACE_ACRONYM,
  NOT_PLACES,
} from './place-words';
import {
  extractBrandWords,
  extractFigures,
  extractGoals,
  extractPlans,
  extractProduct,
  extractSocial,
  factFor,
} from './facts';

/** Everything the offline engine could read from one message. Absent means "not said". */
export type Extracted = {
  businessName?: string;
  industryKey?: string;
  city?: string;
  state?: string;
  street?: string;
  zip?: string;
  country?: string;
  email?: string;
  phone?: string;
  website?: string;
  services: string[];
  audience?: string;
  callToAction?: string;
  style?: SiteStyle;
  tone?: string;
  priceLevel?: number;
  brandColor?: string;
  /** The owner mentioned brand colours without naming one. */
  mentionsBrandColors: boolean;
  hours?: BusinessHours;
  /** Hours the week table cannot hold ("Tuesday to Sunday from 07:00", "Open 24 hours"). */
  hoursNote?: string;
  highlights: string[];
  /** What the product or service is, in the owner's words. */
  product?: string;
  plans: OwnerPlan[];
  pricesOnRequest: boolean;
  figures: Figure[];
  socialHandles: string[];
  goals: string[];
  /** Where the business goes to its customers, how, "by appointment", and order notice. */
  reach: Reach;
  /** Every fact above, with the words it came from. */
  facts: Fact[];
  language: DetectedLanguage;
  /** The language the owner asked the site to be written in ("the website in Spanish"). */
  siteLanguage?: string;
  /** "Just generate it", "that's all". */
  wantsToFinish: boolean;
  /** "Skip", "not sure", "you choose": take the default for the pending question. */
  wantsDefault: boolean;
};

// ---------------------------------------------------------------------------------------------
// Places and contact details

/** "a Milano", "no Porto", "na Baixa": prepositions that are English words too, read only in Italian or Portuguese. */
const PLACE_WORDS_IT_PT: Partial<Record<DetectedLanguage, string>> = {
  it: '|a|ad|vicino a|nel centro di',
  pt: '|na|no|perto de',
};

/**
 * Finds a city after "in", "based in", "located in", "serving" (or "en", "à", "em", "te", and in
 * Italian or Portuguese "a", "no", "na"), or a known Hebrew city name; "Austin, TX" also gives
 * the state.
 *
 * @example extractPlace('A florist in Austin, TX') // { city: 'Austin', state: 'TX' }
 * @example extractPlace('Una pizzeria a Napoli') // { city: 'Napoli' }
 */
export function extractPlace(text: string): { city?: string; state?: string } {
  // The owner's words: "בחיפה" gives "חיפה", not a transliteration.
  for (const city of HEBREW_CITIES) if (text.includes(city)) return { city };
  // Arabic "… في عمّان." : one word after "in" that ends the clause.
  // "في جدة اسمه …": or before "its name is".
  const arabic = /(?:^|\s)في\s+([\u0600-\u06FF]{3,20})(?=\s*[.،,؛!]|\s*$|\s+اسم)/u.exec(text);
  if (arabic?.[1]) return { city: arabic[1] };
  const extra = PLACE_WORDS_IT_PT[detectLanguage(text)] ?? '';
  const re = new RegExp(
    `(?<![\\p{L}])(?:in|based in|located in|serving|covering|across|throughout|all over|around|near|out of|from|en|à|au|bei|aus|em|te|uit|gevestigd in${extra})\\s+(?:the\\s+(?=\\p{Lu}))?(${CITY_WORD}(?:[\\s-](?:${CITY_WORD}|de|del|la|le|am|upon|on|sur)(?=[\\s-]\\p{Lu}|$|[^\\p{L}]))*)`,
    'gu',
  );
  for (const match of text.matchAll(re)) {
    const candidate = (match[1] ?? '').replace(/[.’']+$/u, '').trim();
    const first = candidate.split(/[\s-]/)[0] ?? '';
    if (!candidate || NOT_PLACES.test(first) || candidate.length > 40) continue;
    if (new RegExp(`^${NOT_A_PLACE_ACRONYM}`, 'u').test(candidate)) continue;
    // Stop a run that swallowed the next sentence's words: keep at most three words.
    const city = candidate.split(/\s+/).slice(0, 3).join(' ');
    const state = /^,\s*([A-Z]{2})\b/.exec(text.slice(match.index + match[0].length))?.[1];
    return state ? { city, state } : { city };
  }
  return {};
}

/** @example extractEmail('write to hi@x.com') // 'hi@x.com' */
export function extractEmail(text: string): string | undefined {
  return /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text)?.[0].replace(/\.$/, '').toLowerCase();
}

/** At least 7 digits, with spaces, dashes, dots or brackets. @example extractPhone('call 555-010-2030') // '555-010-2030' */
export function extractPhone(text: string): string | undefined {
  const withoutEmails = text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
  for (const match of withoutEmails.matchAll(
    // One separator between digit groups, so a price and the sentence after it ("£65. 07700
    // 900777") are not one number; never the digits of an amount.
    /(?<![\d£$€₪]\s?)(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d(?:[\s.-]?\d){6,}/g,
  )) {
    const value = match[0].trim();
    const digits = value.replace(/\D/g, '').length;
    if (digits >= 7 && digits <= 15 && !/^\d{4}\s*-\s*\d{4}$/.test(value)) return value;
  }
  return undefined;
}

/** @example extractWebsite('see www.bloom.com') // 'https://www.bloom.com' */
export function extractWebsite(text: string): string | undefined {
  const withoutEmails = text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
  const found =
    /\bhttps?:\/\/[^\s,;)]+/i.exec(withoutEmails)?.[0] ??
    /\bwww\.[^\s,;)]+/i.exec(withoutEmails)?.[0] ??
    /\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|io|co|dev|app|shop|store|studio|biz|info|co\.uk|de|fr|es|co\.il|il)\b(?:\/[^\s,;)]*)?/i.exec(
      withoutEmails,
    )?.[0];
  if (!found) return undefined;
  const clean = found.replace(/[.,!?]+$/, '');
  return /^https?:\/\//i.test(clean) ? clean : `https://${clean}`;
}

/** Italian and Portuguese street words that open an address, capitalised as in one. */
const STREET_WORDS =
  'Via|Viale|Vicolo|Piazza|Piazzale|Corso|Largo|Lungomare|Borgo|Rua|Travessa|Praça|Alameda|Estrada|Calçada|Avenida';
/** The small words inside a street's name ("Rua das Flores", "Via della Spiga"). */
const STREET_SMALL = 'di|del|della|dello|dei|degli|delle|da|do|das|dos|de|la|le|il|lo';

const STREET_PATTERNS: readonly RegExp[] = [
  /\b\d{1,5}[A-Za-z]?\s+(?:[\p{Lu}][\p{L}.'-]*\s+){1,3}(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Dr\.?|Way|Place|Pl\.?|Square|Sq\.?|Court|Ct\.?|Row|Parkway|Pkwy\.?|Terrace|Highway|Hwy\.?)(?![\p{L}])/u,
  // French: the number first, the street's name up to a comma, a postcode or "à" and the town.
  /\b\d{1,4}(?:\s*bis)?,?\s+(?:rue|avenue|boulevard|bd|place|chemin|allée|quai|impasse)\s+[^,.\n]{2,40}?(?=,|\.|\n|$|\s+\d{5}|\s+à\s+\p{Lu})/iu,
  /\b(?:[Cc]alle|C\/|[Aa]venida|Avda\.?|[Pp]laza|[Pp]aseo|[Cc]arrer|[Cc]amino|[Rr]onda)\s+[^,\d\n]{2,40}?,?\s*\d{1,4}[A-Za-z]?\b/u,
  /\b[\p{Lu}][\p{L}-]*(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm|ufer)\s+\d{1,4}[a-z]?\b/u,
  // Italian and Portuguese: the street word, a capitalised name, its number ("Via Saragozza 12",
  // "Rua das Flores 25"); capitals and a number not of a time ("Via WhatsApp 24/7" is no street).
  new RegExp(
    String.raw`(?<![\p{L}])(?:${STREET_WORDS})\s+(?:(?:${STREET_SMALL})\s+|(?:dell|dall|d)['’])*\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:${STREET_SMALL})\s+)*\p{Lu}[\p{L}'’.-]*)*,?\s+\d{1,4}[A-Za-z]?(?![\d/:.,]\d|[\d/:])`,
    'u',
  ),
  // The same in lower case, as owners write them ("via Roma 10 a Bologna"), where the address
  // ends the clause or a town follows: "lezioni via Zoom 2 volte a settimana" is no street.
  new RegExp(
    String.raw`(?<![\p{L}])(?:${STREET_WORDS.toLowerCase()})\s+(?:(?:${STREET_SMALL})\s+|(?:dell|dall|d)['’])*\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:${STREET_SMALL})\s+)*\p{Lu}[\p{L}'’.-]*)*,?\s+\d{1,4}[A-Za-z]?(?=\s*(?:[,.;]|$)|\s+(?:a|ad|in|em|no|na)\s+\p{Lu}|\s+\d{4,5}(?!\d))`,
    'u',
  ),
  // Dutch: "Kerkstraat 5", "Prinsengracht 263".
  /(?<![\p{L}])\p{Lu}[\p{L}-]*(?:straat|weg|laan|plein|gracht|kade|dijk|singel|steeg|dreef|markt)\s+\d{1,4}[a-z]?(?![\p{L}\d])/u,
  // Hebrew and Arabic: the street word, up to three words of its name, the number ("רחוב הרצל
  // 10" after its ב, "شارع الملك فيصل 5").
  new RegExp(
    String.raw`(?<=^|\s|ב)(?:${HEBREW_STREETS})\s+[\u05D0-\u05EA"'׳״-]+(?:\s+[\u05D0-\u05EA"'׳״-]+){0,2}\s+\d{1,4}(?!\d)`,
    'u',
  ),
  /(?<![\u0600-\u06FF])(?:شارع|طريق|ميدان|دوار|جادة)\s+[\u0600-\u06FF]+(?:\s+[\u0600-\u06FF]+){0,2}\s+\d{1,4}(?!\d)/u,
];

/** A street address like "14 Mill Street", "12 rue de la Paix", "Calle Mayor 5", "Hauptstraße 3". */
export function extractStreet(text: string): string | undefined {
  for (const re of STREET_PATTERNS) {
    const found = re.exec(text)?.[0];
    if (found) return found.trim();
  }
  return undefined;
}

const COUNTRIES: Record<string, string> = {
  usa: 'USA',
  'u.s.a.': 'USA',
  'united states': 'United States',
  us: 'USA',
  uk: 'United Kingdom',
  'united kingdom': 'United Kingdom',
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  ireland: 'Ireland',
  canada: 'Canada',
  australia: 'Australia',
  'new zealand': 'New Zealand',
  spain: 'Spain',
  españa: 'España',
  mexico: 'Mexico',
  méxico: 'México',
  argentina: 'Argentina',
  colombia: 'Colombia',
  chile: 'Chile',
  france: 'France',
  belgique: 'Belgique',
  belgium: 'Belgium',
  germany: 'Germany',
  deutschland: 'Deutschland',
  austria: 'Austria',
  österreich: 'Österreich',
  switzerland: 'Switzerland',
  schweiz: 'Schweiz',
  suisse: 'Suisse',
  italy: 'Italy',
  italia: 'Italia',
  portugal: 'Portugal',
  brazil: 'Brazil',
  brasil: 'Brasil',
  netherlands: 'Netherlands',
  'the netherlands': 'The Netherlands',
  nederland: 'Nederland',
  holland: 'Holland',
  belgië: 'België',
  belgie: 'België',
  israel: 'Israel',
};

const COUNTRY_RE = new RegExp(
  `(?:,\\s*|\\b(?:in|en|à|au|in der|em|no(?=\\s+brasil))\\s+)(${Object.keys(COUNTRIES)
    .sort((a, b) => b.length - a.length)
    .map((c) => c.replace(/\./g, '\\.'))
    .join('|')})(?![\\p{L}])`,
  'iu',
);

/**
 * A full postal address: the street, then "City, ST 78701" (or "City ST 78701"), "78701 City"
 * or a UK postcode, and a country when named.
 *
 * @example extractAddress('42 Oak Street, Austin, TX 78701') // { street: '42 Oak Street', city: 'Austin', state: 'TX', zip: '78701' }
 */
export function extractAddress(text: string): {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
} {
  const out: { street?: string; city?: string; state?: string; zip?: string; country?: string } =
    {};
  const street = extractStreet(text);
  if (street) out.street = street;
  const after = street ? text.slice(text.indexOf(street) + street.length) : '';
  const us = new RegExp(
    `^\\s*,?\\s*(?:(?:Suite|Ste\\.?|Unit|Apt\\.?|#)\\s*[\\w-]+,?\\s*)?(${CITY_WORD}(?:\\s+${CITY_WORD}){0,2})(?:,\\s*|\\s+(?=[A-Z]{2}\\s+\\d{5}))([A-Z]{2})(?:\\s+(\\d{5}(?:-\\d{4})?))?\\b`,
    'u',
  ).exec(after);
  const european = new RegExp(
    `\\b(\\d{5}|\\d{4})\\s+(${CITY_WORD}(?:[\\s-]${CITY_WORD}){0,2})`,
    'u',
  ).exec(street ? after : text);
  const uk = new RegExp(
    `^\\s*,?\\s*(${CITY_WORD}(?:\\s+${CITY_WORD}){0,2}),?\\s+([A-Z]{1,2}\\d[A-Z\\d]?\\s*\\d[A-Z]{2})\\b`,
    'u',
  ).exec(after);
  if (us) {
    out.city = us[1];
    out.state = us[2];
    if (us[3]) out.zip = us[3];
  } else if (uk) {
    out.city = uk[1];
    out.zip = uk[2];
  } else if (european && (street || /\d{5}/.test(european[1] ?? ''))) {
    out.zip = european[1];
    out.city = european[2];
  } else if (street) {
    // "Rua Augusta 20, Lisboa", "calle Mayor 8 de Valencia": the town after the street.
    const city = new RegExp(
      `^\\s*(?:,|\\s(?:de|in|en|à|a|em|no|na|te))\\s*(${CITY_WORD}(?:\\s+${CITY_WORD}){0,2})`,
      'u',
    ).exec(after);
    if (city?.[1] && !NOT_PLACES.test(city[1])) out.city = city[1];
  }
  const country = COUNTRY_RE.exec(text)?.[1];
  if (country && (country.toLowerCase() !== 'us' || /\bUS\b/.test(text)))
    out.country = COUNTRIES[country.toLowerCase()] ?? country;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Services, audience, intent

const SERVICE_TRIGGER =
  /\b(?:we\s+|i\s+)?(?:offer(?:s|ing)?|provid(?:e|es|ing)|speciali[sz](?:e|es|ing)\s+in|specialty is|specialities are|specialties are|focus(?:es|ing)?\s+on|sell(?:s|ing)?|bake[sd]?|baking|teach(?:es|ing)?|making|make[s]?|(?<=(?:we|i)\s+(?:also\s+)?)(?:do|repair|run(?!\s+(?:a|an|the|our|my|out|late|on|from)\s))|serving(?=\s+\p{Ll})|does|repairs|install(?:s)?|backt|backen|machen|bakt|bakken|repareren|faisons|fabriquons|including|such as|(?:give[s]?|giving|donne|donnons|damos|doy|imparto|impartimos|diamo|dou|geef|geven|gebe|geben)(?=\s+(?:\S+\s+){0,3}?(?:lessons?|classes|cours|clases|lezioni|aulas|lessen|les|unterricht|kurse|nachhilfe|tutoring)(?![\p{L}]))|services?(?:\s+are|\s+include|:)|products?:|menu:|ofrecemos|vendemos|hacemos|especializad[oa]s?\s+en|especialidad(?:es)?:?|nous proposons|proposons|proposant|spécialisée?s?\s+(?:en|dans)|wir bieten|bieten|spezialisiert auf|offriamo|proponiamo|vendiamo|facciamo|prepariamo|specializzat[oaie]\s+(?:in|nella|nel)|oferecemos|fazemos|vendemos|especializad[oa]s?\s+em|wij bieden|we bieden|verkopen|maken|gespecialiseerd in|מתמחה ב|מציעים)\s+([^.;!?\n]+)/giu;

const SERVICE_CUT =
  /\s+(?:at|near|for|to|so|around|across|covering|via|because|since|located|based|para|pour|für|from|with a|with an|and we|and i|y somos|et nous|und wir|per|perché|nel|nella|porque|desde|voor|omdat|sinds|e siamo|e somos|en wij|en we)\s.*$|\s+à\s+(?:domicile|partir|distance|emporter|la maison|votre|vos|notre|nos)(?![\p{L}]).*$|,?\s+(?:open|opening|closed|hours|daily|abiert[oa]s?|ouverts?|geöffnet|apert[oi]|chius[oi]|abert[oa]s?|fechad[oa]s?|geopend|gesloten|dagelijks|tutti i giorni|todos os dias)(?![\p{L}]).*$/iu;
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
    String.raw`\s*(?:,|،|\/|;|\+|&|\band\b|\bor\b|\by\b|\be\b|\bed\b|${dutch ? String.raw`\ben\b|` : ''}\bet\b|\bund\b|\bplus\b|\bas well as\b)\s*|\s+[וو](?=\p{L}{2})`,
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
  'kids|children|adults|families|teens|beginners|seniors|businesses|companies|firms|all ages|niños|niñas|adultos|familias|empresas|jóvenes|mayores|principiantes|todas las edades|enfants|adultes|familles|entreprises|débutants|ados|adolescents|tous âges|kinder|erwachsene|familien|firmen|anfänger|jugendliche|bambini|adulti|famiglie|aziende|principianti|ragazzi|tutte le età|crianças|famílias|iniciantes|todas as idades|kinderen|volwassenen|gezinnen|bedrijven|jongeren|alle leeftijden'; // prettier-ignore
/**
 * "Clases para niños, adultos y preparación de exámenes": who the item is for is an aside, and
 * the list goes on after it ("cerámica para niños y cumpleaños" is two items). A "for" that names
 * no audience ends the list as before (`SERVICE_CUT`).
 */
const AUDIENCE_ASIDE = new RegExp(
  String.raw`\s+(?:for|para|pour|für|per|voor)\s+(?:(?:the|los|las|les|die|i|le|os|as|de|small|pequeñas|petites|kleine|piccole|pequenas)\s+)?(?:${AUDIENCE_WORDS})(?:\s*(?:,|\by\b|\be\b|\bet\b|\bund\b|\band\b|\ben\b|&)\s*(?:${AUDIENCE_WORDS})(?![\p{L}]))*(?![\p{L}])`,
  'giu',
);

/** "(£40 per session)", or a bracket the sentence never closes. */
const BRACKETED = /\s*\([^()]*(?:\)|$)/gu;

/** A list item that states opening hours ("Sat 8-6", "9am-5pm") is not a service. */
const HOURS_LIKE =
  /\b(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mié|mer|jeu|ven|sam|dim|mo|di|mi|do|fr|sa|so|gio|sab|dom|seg|ter|qua|qui|sex|ma|wo|vr|za|zo)[a-zàáçéèìíóòú]*(?:-feira)?\.?\s*\d|\d{1,2}(?::\d{2})?\s*(?:am|pm|h|uur)\b|^\d{1,2}(?::\d{2})?\s*[-–]\s*\d{1,2}|^(?:dalle|das|van)\s+\d/iu;

function titleCase(value: string): string {
  return value.charAt(0).toLocaleUpperCase() + value.slice(1);
}

/** Subject pronouns a list item may repeat before its verb ("… et on sert du café"). */
const ITEM_PRONOUNS = new Set(['on', 'we', 'nous', 'wij', 'wir', 'noi', 'nós', 'nosotros']);

/**
 * The finite verb an item opens with, with the pronoun before it if the item repeats one
 * ("verkopen" in "verkopen tweedehands fietsen", "on sert" in "on sert du café"), if any.
 */
const leadVerbOf = (item: string) => {
  const words = item.trim().split(/\s+/);
  const pronoun = ITEM_PRONOUNS.has(words[0]?.toLocaleLowerCase() ?? '') ? 1 : 0;
  return isLeadVerb(words[pronoun] ?? '') && words.length > pronoun + 1
    ? words.slice(0, pronoun + 1).join(' ')
    : undefined;
};

/**
 * A list opened by a lead verb at a sentence's start or after "we"/"I" ("Reparamos bicicletas,
 * vendemos…", "Nous réparons des vélos, vendons…"): what follows the verb.
 */
const LEAD_VERB_LIST = new RegExp(
  String.raw`(?:^|[.!?;:]\s+|(?<![\p{L}])(?:we|i|wij|ik|nous|on|je|wir|ich|noi|io|nós|eu|nosotros|nosotras|yo|אנחנו|אני|نحن|أنا)\s+)(?:${[...LEAD_VERBS].map(ignoringMarks).join('|')})\s+([^.;!?\n]+)`,
  'giu',
);

/**
 * "Wij repareren fietsen, verkopen tweedehands fietsen en doen onderhoudsbeurten": items that
 * share the subject each open with their own verb, the first one's taken by the list's opening
 * ("repareren"). A service is named by what is done or sold, so when every item after the
 * first opens with a verb, each item's verb is dropped ("fietsen", "tweedehands fietsen",
 * "onderhoudsbeurten"): the names stay the owner's words and read alike. An item keeps its verb
 * when the noun alone would name another item too ("repair bikes, sell bikes").
 */
function withoutLeadVerbs(parts: readonly string[]): string[] {
  const rest = parts.slice(1).filter((part) => part.trim() !== '');
  if (rest.length === 0 || !rest.every((part) => leadVerbOf(part) !== undefined))
    // An item that repeats the subject is its own clause: its object is the service.
    return parts.map((part) => {
      const lead = leadVerbOf(part);
      return lead?.includes(' ') ? part.trim().slice(lead.length).trim() : part;
    });
  const bare = parts.map((part) => {
    const verb = leadVerbOf(part);
    return verb ? part.trim().slice(verb.length).trim() : part.trim();
  });
  const key = (value: string) => value.toLocaleLowerCase();
  return bare.map((item, at) =>
    bare.filter((other) => key(other) === key(item)).length > 1 ? (parts[at] ?? item) : item,
  );
}

/**
 * Services after "we offer", "specializing in", "selling" (and Spanish, French, German, Italian,
 * Portuguese, Dutch and Hebrew forms), split on commas and "and" ("e", "ed", "en").
 *
 * @example extractServices('Offriamo pizza al taglio, focacce e dolci a Milano') // ['Pizza al taglio', 'Focacce', 'Dolci']
 *
 * @example extractServices('We offer sourdough, croissants and wedding cakes.') // ['Sourdough', 'Croissants', 'Wedding cakes']
 */
export function extractServices(text: string): string[] {
  const out: string[] = [];
  const language = detectLanguage(text);
  const dutch = language === 'nl';
  // "a Milano", "em Lisboa": read only in those languages ("coaching, a Premium plan" is English).
  const placeCut = language !== 'en';
  // A sentence a "we offer" list or a service area already reads is not read again as a list.
  const isHandled = (sentence: string) =>
    new RegExp(SERVICE_TRIGGER).test(sentence) ||
    new RegExp(LEAD_VERB_LIST).test(sentence) ||
    extractServiceArea(sentence).length > 0;
  const starts = [
    ...[...text.matchAll(LEAD_VERB_LIST)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(SERVICE_TRIGGER)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(AMENITY_WITH)].map((m) => m[1] ?? ''),
    ...listsOf(text, isHandled),
  ];
  for (const start of starts) {
    // An aside in brackets ("(£40 per session)") is about the item before it, not one of them.
    let list = start.replace(BRACKETED, '').replace(AUDIENCE_ASIDE, '').replace(SERVICE_CUT, '');
    list = list.replace(placeCut ? SERVICE_PLACE_CUT : SERVICE_PLACE_END, '');
    list = list.replace(SERVICE_IN_CUT, '');
    if (!dutch) list = list.replace(SERVICE_EN_CUT, '');
    const parts = itemsOf(list, language);
    for (const part of withoutLeadVerbs(parts)) {
      const item = part
        .replace(
          /^(?:the|a|an|our|some|also|los|las|el|la|les|des|le|du|die|der|das|unsere?|il|lo|gli|i|l['’]|os|as|o|het|de|onze|ook|zelf|selbst|anche|também)\s*(?<=\s|['’])/iu,
          '',
        )
        .replace(/^(?:the|a|an|our)\s+/i, '')
        // Dutch separable verbs: "wij bieden knippen en kleuren aan".
        .replace(/\s+aan$/iu, '')
        .replace(/[\s"'“”.!]+$/u, '')
        .trim();
      const words = item.split(/\s+/).length;
      if (
        item.length >= 3 &&
        item.length <= 60 &&
        words <= 6 &&
        !HOURS_LIKE.test(item) &&
        !/^(?:it|them|things|stuff|more|everything|services?|products?|people|you|we)$/i.test(item)
      ) {
        const value = titleCase(item);
        if (!out.some((s) => s.toLowerCase() === value.toLowerCase())) out.push(value);
      }
    }
  }
  return out.slice(0, 12);
}

const AUDIENCE_NOUNS =
  'families|professionals|parents|moms|mums|dads|students|kids|children|teens|couples|businesses|companies|teams|owners|startups|founders|seniors|retirees|athletes|runners|beginners|travell?ers|tourists|women|men|dog owners|pet owners|brides|locals|homeowners|landlords|developers|designers|freelancers|creators|artists|musicians|patients|clients|customers|shoppers|people|entrepreneurs|agencies|restaurants|cafés|cafes|schools|nonprofits|investors|buyers|sellers|gamers|foodies|commuters';

/** "for busy professionals", "aimed at young families". @example extractAudience('Yoga for busy parents') // 'Busy parents' */
export function extractAudience(text: string): string | undefined {
  const re = new RegExp(
    `\\b(?:for|aimed at|targeting|target audience(?: is)?:?|customers are|clients are|serving|serve)\\s+((?:[\\w'-]+\\s+){0,3}?(?:${AUDIENCE_NOUNS}))\\b`,
    'i',
  );
  const m = re.exec(text);
  return m?.[1] ? titleCase(m[1].replace(/^(?:the|all|our)\s+/i, '').trim()) : undefined;
}

const CTA_INTENTS: readonly [RegExp, RegExp, string][] = [
  [
    /\b(?:book(?:ings?)?|appointments?|reserv\w*|schedul\w*|reservas?|citas?|rendez-vous|termin\w*|prenot\w*|appuntament\w*|agendamentos?|agendar|marca[çc](?:ão|ões)|afspra(?:ak|ken)|boeken|boeking(?:en)?)(?![\p{L}])/iu,
    /book|reserve|appointment/i,
    'Book an appointment',
  ],
  [
    /\b(?:order(?:s|ing)? online|online orders?|pre-?orders?|delivery|takeaway|pedidos?|commandes?|bestell\w*|ordin(?:i|azioni|are) online|asporto|consegna a domicilio|encomendas?|entregas? ao domicílio|online bestellen|bezorg\w*|afhalen)(?![\p{L}])/iu,
    /order/i,
    'Order online',
  ],
  [
    /\b(?:quotes?|estimates?|presupuestos?|devis|angebot|preventiv[oi]|or[çc]amentos?|offertes?)(?![\p{L}])/iu,
    /quote/i,
    'Request a quote',
  ],
  [
    /\b(?:donat\w*|donaci\w*|dons|spenden|donazion\w*|doa[çc](?:ão|ões)|doneren|donaties?)(?![\p{L}])/iu,
    /donate/i,
    'Donate',
  ],
  [/\b(?:beta|early access)\b/i, /beta|early access/i, 'Join the beta'],
  [/\b(?:waitlist|wait list)\b/i, /waitlist/i, 'Join the waitlist'],
  [/\b(?:free trial|trials?)\b/i, /trial/i, 'Start free trial'],
  [/\b(?:demo)\b/i, /demo/i, 'Book a demo'],
  [/\b(?:sign[- ]?ups?)\b/i, /sign/i, 'Sign up'],
  [
    /\b(?:sell online|buy online|shop online|online shop|online store|e-?commerce|negozio online|vendere online|loja (?:online|virtual)|vender online|webshop|webwinkel|online verkopen)\b/i,
    /shop/i,
    'Shop now',
  ],
  [
    /\b(?:call us|phone calls?|calls|chiamateci|telefonateci|ligue-nos|liga-nos|bel ons)\b/i,
    /call/i,
    'Call us',
  ],
];

/**
 * The call to action the owner's words point to, in the industry's phrasing when it has one.
 *
 * @example extractCallToAction('people should book online', ['Book a table']) // 'Book a table'
 */
export function extractCallToAction(
  text: string,
  industryCtas: readonly string[] = [],
): string | undefined {
  for (const [intent, phrasing, fallback] of CTA_INTENTS) {
    if (intent.test(text)) return industryCtas.find((cta) => phrasing.test(cta)) ?? fallback;
  }
  return undefined;
}

const STYLE_WORDS: readonly [RegExp, SiteStyle][] = [
  [
    /\b(?:elegant|luxur\w*|classy|sophisticated|refined|upscale|high-end|elegante|élégant|edel)\b/i,
    'elegant',
  ],
  [
    /\b(?:playful|fun|colou?rful|whimsical|cheerful|quirky|bright|divertid\w*|ludique|verspielt)\b/i,
    'playful',
  ],
  [/\b(?:bold|striking|loud|edgy|punchy|strong|audaz|audacieux|kräftig)\b/i, 'bold'],
  [/\b(?:minimal\w*|simple|clean|understated|minimalista|minimaliste|schlicht)\b/i, 'minimal'],
  [
    /\b(?:corporate|professional|business-like|trustworthy|serious|corporativ\w*|professionnel|seriös)\b/i,
    'corporate',
  ],
  [/\b(?:modern|contemporary|sleek|fresh|moderno|moderne)\b/i, 'modern'],
];

/** @example extractStyle('something elegant and calm') // 'elegant' */
export function extractStyle(text: string): SiteStyle | undefined {
  return STYLE_WORDS.find(([re]) => re.test(text))?.[1];
}

const HIGHLIGHT_WORDS =
  /\b(family[- ]owned|family[- ]run|award[- ]winning|certified|licensed and insured|fully insured|organic|vegan|gluten[- ]free|eco[- ]friendly|sustainable|woman[- ]owned|women[- ]owned|veteran[- ]owned|locally owned|independent|24\/7|same[- ]day|hand-?made|handcrafted|small[- ]batch|wood[- ]fired|zero[- ]waste|dog[- ]friendly|wheelchair accessible)\b/gi;

/**
 * Highlights that are not part of a service's name: "same-day bouquets" is a service, not a
 * same-day business; "vegan cakes" does not make the bakery vegan.
 */
function traitsBeside(highlights: readonly string[], services: readonly string[]): string[] {
  const key = (value: string) => value.toLowerCase().replace(/[\s-]+/g, ' ');
  return highlights.filter((h) => !services.some((s) => key(s).includes(key(h))));
}

/**
 * "since 2009" and its forms: "desde", "depuis", "seit", "dal", "sinds", "opgericht in",
 * "fondata nel", "fundada em", "מאז", "منذ".
 */
const SINCE_RE =
  /(?:\b(?:since|est\.?|established(?: in)?|founded(?: in)?|desde|depuis|seit|dal|sin dal|fin dal|fondat[oaie] nel|fundad[oa]s? em|opgericht in|sinds|actief sinds)|מאז|משנת|منذ(?: عام)?)\s+((?:19|20)\d{2})\b/iu;

/**
 * Facts worth quoting: "since 2009", "20 years of experience", "family-owned".
 *
 * @example extractHighlights('Opgericht in 2012, 10 jaar ervaring') // ['Since 2012', '10 years of experience']
 */
export function extractHighlights(text: string): string[] {
  const out: string[] = [];
  const since = SINCE_RE.exec(text);
  if (since?.[1]) out.push(`Since ${since[1]}`);
  const years =
    /\b(\d{1,3})\+?\s+(?:years?|años|ans|jahre?n?|anni|anos|jaar)(?:\s+of)?\s+(?:experience|in business|de experiencia|d'expérience|erfahrung|di esperienza|de experiência|ervaring|werkervaring)/iu.exec(
      text,
    );
  if (years?.[1]) out.push(`${years[1]} years of experience`);
  for (const m of text.matchAll(HIGHLIGHT_WORDS)) {
    const value = titleCase((m[1] ?? '').toLowerCase().replace(/\s+/g, ' '));
    if (value && !out.includes(value)) out.push(value);
  }
  return out.slice(0, 8);
}

const FINISH =
  /\b(?:just generate|generate (?:it|the site|the website|my (?:web)?site)|that'?s (?:all|it|everything|enough)|go ahead|skip (?:the )?rest|build it|make it now|create it|i'?m done|done|ready|looks good|that is all)\b/i;
const DEFAULT_ANSWER =
  /^(?:skip|pass|next|no|nope|none|n\/a|not sure|unsure|don'?t know|dunno|no idea|no preference|whatever|any|anything|default|you (?:choose|decide|pick)|your choice|up to you|doesn'?t matter|surprise me|no sé|je ne sais pas|weiß nicht|egal)\b/i;

/**
 * Reads every fact a message gives.
 *
 * @example extract('"Golden Crumb", a bakery in Portland. hello@goldencrumb.com').city // 'Portland'
 */
export function extract(text: string, industryCtas: readonly string[] = []): Extracted {
  // "Pas de préférence", "egal", "—": a non-answer gives no name, service or fact at all.
  if (text.trim() !== '' && isNonAnswer(text))
    return { ...extract(''), language: detectLanguage(text), wantsDefault: true };
  const industry = matchIndustries(text)[0]?.industry;
  const place = extractPlace(text);
  const address = extractAddress(text);
  const color = findColor(text);
  const lowered = text.toLowerCase();
  const name = extractName(text);
  // The business's own name is not one of its services ("I run Spice Route Cooking Classes").
  const services = extractServices(text).filter(
    (service) => !name || !service.toLowerCase().includes(name.toLowerCase()),
  );
  const priced = extractPlans(text, services);
  const social = extractSocial(text);
  const goals = extractGoals(text);
  const brands = extractBrandWords(text);
  const hours = readHours(text);
  const product = extractProduct(text);
  const result: Extracted = {
    services,
    highlights: traitsBeside(extractHighlights(text), services),
    language: detectLanguage(text),
    mentionsBrandColors: /\b(?:brand|logo)\s+colou?rs?\b|\bour colou?rs?\b/i.test(text),
    wantsToFinish: FINISH.test(text),
    wantsDefault: DEFAULT_ANSWER.test(text.trim()),
    plans: priced.plans,
    pricesOnRequest: priced.pricesOnRequest,
    figures: [],
    socialHandles: social.handles,
    goals: goals.goals,
    reach: readReach(text, place.city !== undefined || address.city !== undefined),
    facts: [],
  };
  const set = <K extends keyof Extracted>(key: K, value: Extracted[K] | undefined) => {
    if (value !== undefined) result[key] = value;
  };
  set('businessName', name);
  set('industryKey', industry?.key);
  set('city', address.city ?? place.city ?? placeAfterName(text));
  set('state', address.state ?? place.state);
  set('street', address.street);
  set('zip', address.zip);
  set('country', address.country);
  set('email', extractEmail(text));
  set('phone', extractPhone(text));
  set('website', extractWebsite(text));
  set('audience', extractAudience(text));
  set('callToAction', extractCallToAction(text, industry?.ctas ?? industryCtas));
  set('style', extractStyle(text));
  // Colour words count only when the owner talks about colour ("Golden Crumb" is not gold).
  if (
    /#[0-9a-f]{3,6}\b/i.test(text) ||
    /colou?r|palette|shade|tone|couleur|farbe|צבע/i.test(text) ||
    text.trim().split(/\s+/).length <= 3
  ) {
    set('brandColor', color);
  }
  set('hours', hours.hours);
  set('hoursNote', hours.note);
  set('product', product?.product);
  set('siteLanguage', extractSiteLanguage(text));
  if (/\b(?:luxury|premium|high-end|exclusive|upscale)\b/.test(lowered)) result.priceLevel = 5;
  else if (/\b(?:affordable|cheap|budget|low-cost|inexpensive)\b/.test(lowered))
    result.priceLevel = 2;
  if (/\b(?:friendly|warm|casual|relaxed|fun)\b/.test(lowered)) result.tone = 'friendly';
  else if (/\b(?:formal|professional|serious|authoritative)\b/.test(lowered))
    result.tone = 'professional';
  const reachFacts = result.reach.facts;
  // A place's words are an address or an area, not a brand; "by appointment" holds the bookings goal.
  const within = (f: Fact, kinds: readonly Fact['kind'][]) =>
    [...reachFacts, ...result.facts].some(
      (g) =>
        kinds.includes(g.kind) &&
        g !== f &&
        g.source.start <= f.source.start &&
        f.source.end <= g.source.end,
    );
  const facts = factsOf(text, result, { priced, social, goals, brands, hours, product });
  result.facts = facts;
  const kept = facts.filter(
    (f) =>
      !(f.kind === 'brand' && within(f, ['address', 'area', 'goal', 'lead-time'])) &&
      !(f.kind === 'goal' && f.value === 'bookings' && within(f, ['goal'])),
  );
  // Counts: never the digits of a price, a time, a phone number, an address, a year or a notice.
  const figures = extractFigures(
    text,
    [...kept, ...reachFacts]
      .filter((f) => /\d/.test(f.source.text) && f.kind !== 'product')
      .map((f) => [f.source.start, f.source.end]),
  );
  result.figures = figures.figures;
  result.facts = [...kept, ...reachFacts, ...figures.facts].slice(0, 200);
  return result;
}

/** Every fact of a reading, each pointing at the words it came from. */
function factsOf(
  text: string,
  ex: Extracted,
  read: {
    priced: ReturnType<typeof extractPlans>;
    social: ReturnType<typeof extractSocial>;
    goals: ReturnType<typeof extractGoals>;
    brands: ReturnType<typeof extractBrandWords>;
    hours: ReturnType<typeof readHours>;
    product: ReturnType<typeof extractProduct>;
  },
): Fact[] {
  const facts: Fact[] = [];
  const add = (kind: Fact['kind'], value: string | undefined, words = value) => {
    if (value && words && text.toLowerCase().includes(words.toLowerCase()))
      facts.push(factFor(kind, value, text, words));
  };
  add('name', ex.businessName);
  if (read.product) facts.push(read.product.fact);
  for (const service of ex.services) add('service', service);
  facts.push(...read.priced.facts);
  if (read.hours.words) add('hours', read.hours.note ?? read.hours.words, read.hours.words);
  add('address', ex.street);
  for (const part of [ex.city, ex.state, ex.zip, ex.country]) add('address', part);
  add('phone', ex.phone);
  add('email', ex.email);
  add('website', ex.website, ex.website?.replace(/^https?:\/\//, ''));
  facts.push(...read.social.facts, ...read.goals.facts, ...read.brands.facts);
  const since = SINCE_RE.exec(text);
  if (since?.[1]) facts.push(factFor('year', since[1], text, since[0]));
  return facts;
}
