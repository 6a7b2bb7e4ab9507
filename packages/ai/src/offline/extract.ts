import type { Fact, Figure, OwnerPlan } from '@zappy/contract/requirements';
import type { BusinessHours, SiteStyle } from '@zappy/site-model/schema';
import { matchIndustries } from '../knowledge/industries';
import { findColor } from '../palettes';
import { readHours } from './hours';
import { readReach, type Reach } from './reach';
import { detectLanguage, extractSiteLanguage, type DetectedLanguage } from './language';
import { isNonAnswer } from './reading-words';
import { AUDIENCE_NOUNS, extractServices, titleCase } from './services';
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
  const reach = readReach(text, place.city !== undefined || address.city !== undefined);
  // A notice is a lead time, not a service ("à commander 24 heures à l'avance").
  const services = extractServices(text, name).filter(
    (service) =>
      !(name && service.toLowerCase().includes(name.toLowerCase())) &&
      !reach.leadTimes.some((notice) => notice.toLowerCase() === service.toLowerCase()),
  );
  const places = [...reach.serviceArea, place.city, address.city].filter((p) => p !== undefined);
  const priced = extractPlans(text, services, places);
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
    reach,
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
