// How a business reaches its customers: the places it serves, whether it goes to them or works
// online, "by appointment", and how much notice orders need. Read from every message in all
// nine languages, whatever the wizard asked.
import type { Fact } from '@zappy/contract/requirements';
import { factFor } from './facts';
import { HEBREW_CITIES } from './place-words';
import { COMING_TO, phrasesBefore } from './reading-words';

export type Reach = {
  serviceArea: string[];
  serviceMode?: 'mobile' | 'online';
  byAppointment: boolean;
  leadTimes: string[];
  facts: Fact[];
};

/**
 * Going to the customer: "we come to you", "à domicile", "a domicilio", "bei Ihnen zu Hause",
 * "bij u thuis", "עד הבית", "ניידת" (but "טלפון נייד" is a mobile phone). A letter may not
 * precede (`\b` is ASCII-only and misses "à").
 */
const MOBILE =
  /(?<![\p{L}])(?:mobile|we come to (?:you|your)|i come to (?:you|your)|come to your|we travel to|i travel to|we move around|visit your home|from your door|to your door|at your (?:home|door)|in your (?:home|own home)|voy a domicilio|a domicilio|vamos a tu casa|je me déplace|à domicile|chez vous|kommen? zu (?:ihnen|dir)|bei (?:ihnen|dir|euch) zu ?hause|hausbesuche?|mobiler?|vengo a domicilio|a casa vostra|a casa tua|a casa del cliente|vou a sua casa|ao domicílio|a domicílio|em sua casa|na sua casa|em casa d[oa]s? clientes?|vou até (?:si|você)|em domicílio|atendimento domiciliar|bij u thuis|bij je thuis|aan huis|mobiele|ophaalservice|(?:ik|wij|we) haal\p{L}*\s+(?:\p{L}+\s+){1,2}op)(?![\p{L}])|עד הבית|בבית ה(?:לקוח|תלמיד)\p{L}*|(?<!טלפון\s)נייד(?:ת|ים|ות)?(?![\u05D0-\u05EA])|מגיע(?:ה|ים|ות)? אליכם|متنقل|نأتي إلى منزلك|نأتي إليكم/iu;
/** Serving remotely: "online", "fully remote", "via video", "en ligne", "אונליין". */
const ONLINE =
  /\b(?:online|fully remote|remotely|via video|en ligne|on-line)(?![\p{L}])|אונליין|عبر الإنترنت|أونلاين|اونلاين|عن بُ?عد/iu;
/**
 * "By appointment" in every language the reader knows, with the "only" before it ("uniquement
 * sur rendez-vous", "solo con cita previa", "nur mit Termin"), so the words are the fact's.
 */
const APPOINTMENT =
  /(?<![\p{L}])(?:(?:only|strictly|uniquement|seulement|exclusivement|solo|sólo|solamente|únicamente|exclusivamente|nur|ausschließlich|soltanto|unicamente|só|apenas|alleen|enkel|uitsluitend)\s+)?(?:by appointment(?: only)?|appointments? only|sur rendez-vous|avec rendez-vous|con cita(?: previa)?|(?:mediante|previa) cita|nach (?:termin)?vereinbarung|mit termin|(?:nach|mit) terminabsprache|su appuntamento|previo appuntamento|(?:com|mediante|por) (?:marcação|agendamento)(?: prévi[oa])?|com hora marcada|op afspraak|na afspraak)(?![\p{L}])|(?:רק\s+)?בתיאום מראש|(?:فقط\s+)?بموعد مسبق/iu;

/** One place: capitalised words ("Ellesmere Port", "Saint-Herblain", "Hay-on-Wye"). */
const PLACE = String.raw`\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?`;
const JOIN = String.raw`\s*(?:,|\band\b|\by\b|\bet\b|\bund\b|\be\b|\ben\b|&)\s*(?:(?:em|no|na|in|a|à)\s+)?`;
const PLACES = String.raw`${PLACE}(?:${JOIN}${PLACE})*`;
const LATIN_LIST = new RegExp(String.raw`^(?:(?:em|no|na|in|a|à)\s+)?(${PLACES})`, 'u');

/**
 * Words that open a list of places served ("covering", "we cover", "trabajo en", "unterwegs
 * in"), or "in" before two places or more ("in Edinburgh and Leith").
 */
const AREA_TRIGGER = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:cover(?:s|ing)?(?: all of)?|serving|we serve|across|around|(?:work|operate)s? in|trabajo en|trabajamos en|cubrimos|intervenons (?:à|sur)|unterwegs in|lavoro a|lavoriamo (?:a|in)|trabalho (?:no|na|em)|atendemos (?:no|na|em)|werken in|actief in)\s+)|(?<![\p{L}])(?:in|à|en|a|em|no|na|nos|nas|ao|aos|nach|naar|nei|dans)\s+(?:(?:the\s+)?(?:bairros|barrios|quartiers|quartieri|wijken|neighbou?rhoods|towns|villages|cidades|ciudades|villes|città|steden|Orten)\s+(?:(?:de|of|di)\s+)?)?(?=${PLACE}${JOIN}${PLACE})|עובדים ב|نعمل في `,
  'giu',
);
/**
 * The owner going to the customers, up to the places ("Vou ao Porto, Gaia e Matosinhos", "Ich
 * komme zu Ihnen nach Köln", "אני מגיעה אליכם בחיפה", "نأتي إليكم في دبي"), in every language.
 */
const COMING = new RegExp(`(?<![\\p{L}])(?:${phrasesBefore(COMING_TO)})`, 'giu');

/** Hebrew and Arabic lists: words up to the sentence's end, "and" written as a prefix (ו, و). */
function rtlPlaces(rest: string): string[] {
  const clause = rest.split(/[.!?؟\n]/u)[0] ?? '';
  return clause
    .split(/[,،]\s*|\s+(?=[וو])/u)
    .map((part) => part.trim().replace(/^[וو](?=\S{2})/u, ''))
    .filter((part) => part.length >= 2 && part.split(/\s+/).length <= 3);
}

function latinPlaces(rest: string): string[] {
  const list = LATIN_LIST.exec(rest)?.[1] ?? '';
  return list
    .split(new RegExp(JOIN, 'u'))
    .map((place) => place.trim())
    .filter((place) => place.length >= 2);
}

/**
 * The places a business serves when the owner lists them after "covering", "we cover",
 * "serving", "trabajo en", "unterwegs in" and their kind: every town, in the owner's words.
 *
 * @example extractServiceArea('I cover Bristol, Bath and Keynsham') // ['Bristol', 'Bath', 'Keynsham']
 */
export function extractServiceArea(text: string): string[] {
  const places = [
    ...placesAfter(text, AREA_TRIGGER),
    ...placesVisited(text),
    ...hebrewCitiesListed(text),
  ];
  return [...new Set(places)].slice(0, 30);
}

/** The places listed after each match of `trigger`, in Hebrew and Arabic to the clause's end. */
function placesAfter(text: string, trigger: RegExp): string[] {
  return [...text.matchAll(trigger)].flatMap((m) => {
    const rest = text.slice(m.index + m[0].length);
    if (/[\u0590-\u06FF]/u.test(m[0])) return rtlPlaces(rest);
    const places = latinPlaces(rest);
    // A bare "in" serves places only before two of them: with the trigger's `i` flag its
    // look-ahead also took lower case ("Sou a Inês e a minha escola").
    return IN_ALONE.test(m[0]) && places.length < 2 ? [] : places;
  });
}

/** The trigger that is only "in" (and its kin) before places. */
const IN_ALONE = /^(?:in|à|en|a|em|no|na|nos|nas|ao|aos|nach|naar|nei|dans)\s/iu;

/**
 * Known Hebrew cities listed each with its "in" prefix ("בתל אביב וברמת גן", "בחיפה, בנשר
 * ובטירה"): two or more are the places served.
 */
const HEBREW_CITY_LIST = (() => {
  const city = `(?:${HEBREW_CITIES.join('|')})`;
  return new RegExp(`ב(${city})((?:\\s*,\\s*ב${city})*\\s+וב${city})`, 'gu');
})();

function hebrewCitiesListed(text: string): string[] {
  return [...text.matchAll(HEBREW_CITY_LIST)].flatMap((m) =>
    `${m[1] ?? ''}${m[2] ?? ''}`
      .split(/\s*,\s*ב|\s+וב/u)
      .map((place) => place.trim())
      .filter((place) => place !== ''),
  );
}

/** The places the owner says they go to ("vengo a Torino, Moncalieri e Rivoli"). */
function placesVisited(text: string): string[] {
  return placesAfter(text, COMING);
}

/** Notice words and a duration in one sentence: "Cake orders need 48 hours notice". */
const NOTICE =
  /notice|in advance|ahead|before|need|take|necesitan|antelación|antecedência|anticipo|preavviso|preaviso|préavis|aviso prévio|vorlauf|im voraus|vorher|zuvor|van tevoren|vooraf|à l['’]avance|avant|demandent|prima|antes|מראש|לפני|تحتاج|مسبق|قبل/iu;
const DURATION =
  /\d+\s*h(?![\p{L}])|(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve|dos|tres|deux|trois|zwei|drei|due|tre|dois|três|twee|drie)\s*(?:hours?|days?|weeks?|months?|horas|días|dias|semanas|meses|heures|jours|semaines|mois|stunden|tage|wochen|monate|ore|giorni|settimane|mesi|uur|dagen|weken|maanden)(?![\p{L}])|\d+\s*(?:שעות|ימים|שבועות|ساعة|أيام|أسابيع)|(?<![\p{L}])(?:יומיים|שבועיים|יממה|يومين|أسبوعين|ساعتين|يوم واحد)(?![\p{L}])/iu;

/**
 * A notice ending an item: "… e torte gelato su ordinazione con 3 giorni di preavviso", "… and
 * cakes with 48 hours notice". The lead-time reader takes it; the item is what comes before.
 */
export const NOTICE_TAIL =
  /\s+(?:(?:su ordinazione|on order|por encargo|sur commande|auf Bestellung|op bestelling|por encomenda)\s+)?(?:con|with|avec|mit|met|com|needs?|necesitan?)\s+\d.*$/iu;

/**
 * Each stretch that says how much notice orders need, as the owner wrote it: the clause with the
 * duration when it has the notice words too ("…, da ordinare con 48 ore di anticipo"), else the
 * sentence.
 */
export function extractLeadTimes(text: string): string[] {
  return text
    .split(/(?<=[.!?؟])\s+|\n/u)
    .map((sentence) => sentence.trim().replace(/[.!]+$/u, ''))
    .filter((sentence) => NOTICE.test(sentence) && DURATION.test(sentence))
    .map((sentence) => {
      const clause = sentence
        .split(/[,:;،]\s*/u)
        .find((part) => DURATION.test(part) && NOTICE.test(part));
      return withoutListedItems(clause?.trim() ?? sentence);
    })
    .filter((sentence) => !/[$£€₪]|\d+\s*(?:€|eur|usd|gbp)/iu.test(sentence));
}

/**
 * A notice after a list keeps only its own words: "granite siciliane e torte gelato su ordinazione
 * con 3 giorni di preavviso" → "su ordinazione con 3 giorni di preavviso". Without a list before
 * it the words stay whole ("Catering for events with 2 weeks notice").
 */
function withoutListedItems(clause: string): string {
  const tail = NOTICE_TAIL.exec(clause);
  if (!tail) return clause;
  const before = clause.slice(0, tail.index);
  return /,|\s(?:and|e|ed|y|et|und|en)\s/iu.test(before) ? tail[0].trim() : clause;
}

/** Delivery words: what is brought to the door ("we deliver to your door") is not a visit. */
const DELIVERY =
  /(?:deliver\p{L}*|delivery|livr\p{L}+|entrega\p{L}*|reparto|consegn\p{L}+|liefer\p{L}*|bezorg\p{L}*|משלוח\p{L}*|توصيل)\s+(?:\S+\s+){0,2}$/iu;

/** The business goes to its customers: a mobile word not about deliveries. */
function goesToCustomers(text: string): boolean {
  return [...text.matchAll(new RegExp(MOBILE.source, 'giu'))].some(
    (m) => !DELIVERY.test(text.slice(Math.max(0, m.index - 40), m.index)),
  );
}

/**
 * Reads how the business reaches its customers from one message.
 *
 * @example readReach('Mobile dog grooming: I cover Bristol, Bath and Keynsham').serviceMode // 'mobile'
 */
export function readReach(text: string, hasPlace: boolean): Reach {
  const serviceArea = extractServiceArea(text);
  const leadTimes = extractLeadTimes(text);
  const serviceMode =
    goesToCustomers(text) || placesVisited(text).length > 0
      ? 'mobile'
      : ONLINE.test(text) && !hasPlace && serviceArea.length === 0
        ? 'online'
        : undefined;
  const appointment = APPOINTMENT.exec(text)?.[0];
  const facts = [
    ...serviceArea.map((place) => factFor('area', place, text, place)),
    ...leadTimes.map((sentence) => factFor('lead-time', sentence, text, sentence)),
    // "By appointment" is how the owner takes bookings: its words are the bookings goal's.
    ...(appointment ? [factFor('goal', 'bookings', text, appointment)] : []),
  ];
  return { serviceArea, serviceMode, byAppointment: appointment !== undefined, leadTimes, facts };
}
