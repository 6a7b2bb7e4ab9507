// How a business reaches its customers: the places it serves, whether it goes to them or works
// online, "by appointment", and how much notice orders need. Read from every message in all
// nine languages, whatever the wizard asked.
import type { Fact } from '@zappy/contract/requirements';
import { factFor } from './facts';
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
  /(?<![\p{L}])(?:mobile|we come to (?:you|your)|i come to (?:you|your)|come to your|we travel to|i travel to|we move around|visit your home|from your door|to your door|at your (?:home|door)|in your (?:home|own home)|voy a domicilio|a domicilio|vamos a tu casa|je me déplace|à domicile|chez vous|kommen? zu (?:ihnen|dir)|bei (?:ihnen|dir|euch) zu ?hause|hausbesuche?|mobiler?|vengo a domicilio|a casa vostra|a casa tua|a casa del cliente|vou a sua casa|ao domicílio|a domicílio|em sua casa|na sua casa|em casa d[oa]s? clientes?|vou até (?:si|você)|bij u thuis|bij je thuis|aan huis|mobiele)(?![\p{L}])|עד הבית|(?<!טלפון\s)נייד(?:ת|ים|ות)?(?![\u05D0-\u05EA])|מגיע(?:ה|ים|ות)? אליכם|متنقل|نأتي إلى منزلك|نأتي إليكم/iu;
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
  String.raw`(?:(?<![\p{L}])(?:cover(?:s|ing)?(?: all of)?|serving|we serve|across|around|(?:work|operate)s? in|trabajo en|trabajamos en|cubrimos|intervenons (?:à|sur)|unterwegs in|lavoro a|lavoriamo (?:a|in)|trabalho (?:no|na|em)|atendemos (?:no|na|em)|werken in|actief in)\s+)|(?<![\p{L}])(?:in|à|en|a|em|no|na|ao|nach|naar)\s+(?=${PLACE}${JOIN}${PLACE})|עובדים ב|نعمل في `,
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
  const places = [...placesAfter(text, AREA_TRIGGER), ...placesVisited(text)];
  return [...new Set(places)].slice(0, 30);
}

/** The places listed after each match of `trigger`, in Hebrew and Arabic to the clause's end. */
function placesAfter(text: string, trigger: RegExp): string[] {
  return [...text.matchAll(trigger)].flatMap((m) => {
    const rest = text.slice(m.index + m[0].length);
    return /[\u0590-\u06FF]/u.test(m[0]) ? rtlPlaces(rest) : latinPlaces(rest);
  });
}

/** The places the owner says they go to ("vengo a Torino, Moncalieri e Rivoli"). */
function placesVisited(text: string): string[] {
  return placesAfter(text, COMING);
}

/** Notice words and a duration in one sentence: "Cake orders need 48 hours notice". */
const NOTICE =
  /notice|in advance|ahead|before|need|take|necesitan|antelación|antecedência|anticipo|vorlauf|im voraus|vorher|zuvor|van tevoren|vooraf|à l['’]avance|avant|demandent|prima|antes|מראש|تحتاج|مسبق/iu;
const DURATION =
  /\d+\s*h(?![\p{L}])|(?:\d+|one|two|three|four|five|six|seven|eight|ten|twelve|dos|tres|deux|trois|zwei|drei|due|tre|dois|três|twee|drie)\s*(?:hours?|days?|weeks?|months?|horas|días|dias|semanas|meses|heures|jours|semaines|mois|stunden|tage|wochen|monate|ore|giorni|settimane|mesi|uur|dagen|weken|maanden)(?![\p{L}])|\d+\s*(?:שעות|ימים|שבועות|ساعة|أيام|أسابيع)/iu;

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
      return clause?.trim() ?? sentence;
    })
    .filter((sentence) => !/[$£€₪]|\d+\s*(?:€|eur|usd|gbp)/iu.test(sentence));
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
