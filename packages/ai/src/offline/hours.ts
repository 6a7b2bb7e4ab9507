// Opening hours in the owner's words, read into a week table or, when a table cannot hold them,
// a note in canonical English words (the phrasebooks word it in the site's language).
import type { BusinessHours, WeekDay } from '@zappy/site-model/schema';
import { WEEK_DAYS } from '@zappy/site-model/constants';

/**
 * Day names and abbreviations, Sunday first: English, Spanish, French, German, Italian
 * ("lunedì", "gio"), Portuguese ("segunda-feira", "qua"), Dutch ("maandag", "za"), Hebrew
 * ("ראשון", "א׳") and Arabic ("الأحد"). Short forms only count inside an hours pattern.
 */
const DAY_TOKENS: readonly [RegExp, number][] = [
  [
    /^(?:sun(?:day)?s?|dom(?:ingo|enica)?|dim(?:anche)?|so(?:nntag)?|zo(?:ndag)?|ב?ראשון|א['׳]|(?:ال)?[أا]حد)$/iu,
    0,
  ],
  [
    /^(?:mon(?:day)?s?|lun(?:es|di|ed[ìi])?|mo(?:ntag)?|ma(?:andag)?|seg(?:unda)?|ב?שני|ב['׳]|(?:ال)?[إا]?ثنين)$/iu,
    1,
  ],
  [
    /^(?:tue(?:s(?:day)?)?s?|mar(?:tes|di|ted[ìi])?|di(?:enstag|nsdag)?|ter(?:[çc]a)?|ב?שלישי|ג['׳]|(?:ال)?ثلاثاء)$/iu,
    2,
  ],
  [
    /^(?:wed(?:nesday)?s?|mi[ée](?:rcoles)?|mer(?:credi|coled[ìi])?|mi(?:ttwoch)?|wo(?:ensdag)?|qua(?:rta)?|ב?רביעי|ד['׳]|(?:ال)?[أا]ربعاء)$/iu,
    3,
  ],
  [
    /^(?:thu(?:r(?:s(?:day)?)?)?s?|jue(?:ves)?|jeu(?:di)?|do(?:nnerstag|nderdag)?|gio(?:ved[ìi])?|qui(?:nta)?|ב?חמישי|ה['׳]|(?:ال)?خميس)$/iu,
    4,
  ],
  [
    /^(?:fri(?:day)?s?|vie(?:rnes)?|ven(?:dredi|erd[ìi])?|fr(?:eitag)?|vr(?:ijdag)?|sex(?:ta)?|ב?שישי|ו['׳]|(?:ال)?جمعة)$/iu,
    5,
  ],
  [
    /^(?:sat(?:urday)?s?|s[áa]b(?:ado|ato)?|sam(?:edi)?|sa(?:mstag)?|za(?:terdag)?|ב?שבת|(?:ال)?سبت)$/iu,
    6,
  ],
];

function dayIndex(token: string): number | undefined {
  const clean = token
    .trim()
    .replace(/\.$/, '')
    .replace(/^(?:יום|ימים|يوم|أيام)\s+/u, '')
    .replace(/-feira$/i, '');
  return DAY_TOKENS.find(([re]) => re.test(clean) || re.test(clean.replace(/s$/i, '')))?.[1];
}

/** A Latin-script day word ("mon", "Tuesday", "lunedì", "segunda-feira", "za"). */
const DAY_WORD =
  '(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mi[ée]|mer|jue|jeu|vie|ven|s[áa]b|sam|dom|dim|mo|di|mi|do|fr|sa|so|gio|seg|ter|qua|qui|sex|ma|wo|vr|za|zo)[a-zàáçéèìíóòú]*(?:-feira)?\\.?';
/** A Hebrew or Arabic day ("ראשון", "יום א׳", "א'", "الأحد"). */
const RTL_DAY =
  "(?:(?:יום|ימים)\\s+|ב)?(?:ראשון|שני|שלישי|רביעי|חמישי|שישי|שבת|[אבגדהו]['׳])|(?:يوم\\s+)?(?:ال)?(?:[أا]حد|[إا]?ثنين|ثلاثاء|[أا]ربعاء|خميس|جمعة|سبت)";
/** Words that join two days or two times: "-", "to", "a", "al", "alle", "às", "tot", "t/m", "עד", "إلى". */
const TO = '(?:-|–|to|through|thru|till|until|t\\/m|tot en met|tot|bis|alla|alle|al|às|as|à|au|a)';
const DAY_SPAN = `(weekdays|weekends|daily|every day|7 days(?: a week)?|todos los días|tous les jours|täglich|tutti i giorni|ogni giorno|todos os dias|diariamente|dagelijks|elke dag|alle dagen|${DAY_WORD})(?:\\s*${TO}\\s*(${DAY_WORD}))?`;
/** "9", "9:30", "9am", "9h30", "18 Uhr", "ore 18", "18 uur". */
const TIME =
  '(?:ore\\s+)?(\\d{1,2})(?:[:.h](\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.|h)?(?:\\s*(?:uhr|uur)(?![\\p{L}]))?';
const DAY_PREFIX = '(?:(?:de|du|von|from|le|los|el|dal|dalla|da|van)\\s+)?';
/** What comes between the days and the first time: "from", "de", "dalle", "das", "van". */
const TIME_PREFIX = "(?:(?:from|de|von|of|dalle|das|van)\\s+|dall['’])?";
/** @example 'dal lunedì al venerdì dalle 9 alle 18', 'de segunda a sexta das 9h às 18h', 'ma t/m vr 9:00-18:00' */
const HOURS_RE = new RegExp(
  `\\b${DAY_PREFIX}${DAY_SPAN}\\s*,?\\s*:?\\s*${TIME_PREFIX}${TIME}\\s*${TO}\\s*${TIME}`,
  'giu',
);
/** @example 'א׳-ה׳ 9:00-18:00', 'ראשון עד חמישי 9-18', 'من الأحد إلى الخميس 9:00-17:00' */
const RTL_HOURS_RE = new RegExp(
  `(?:من\\s+)?(${RTL_DAY})(?:\\s*(?:-|–|עד|إلى|الى|حتى)\\s*(${RTL_DAY}))?\\s*,?\\s*:?\\s*(?:מ-?|من\\s+|بين\\s+)?${TIME}\\s*(?:-|–|עד|إلى|الى|حتى)\\s*${TIME}`,
  'gu',
);
const OPEN_FROM_RE = new RegExp(
  `\\b${DAY_PREFIX}${DAY_SPAN}\\s*,?\\s*(?:from|starting at|desde las?|dès|à partir de|ab|dalle|a partire dalle|das|a partir das|vanaf)\\s+${TIME}(?!\\s*${TO}\\s*\\d)`,
  'giu',
);
/** "24/7", "open 24 hours", "24 hour locksmith", "urgencias 24 horas" ("24 hours' notice" is a lead time). */
export const ALL_DAY =
  /\b(?:24\/7|24 ?h ?\/ ?24|open (?:24 hours|24h|around the clock|day and night)|24[- ]hour(?!s)|(?:abierto|abre|abrimos|urgencias|servicio) (?:las )?24 horas|ouvert 24 ?h(?:eures|\/24)?|rund um die uhr|24 stunden geöffnet|apert[oi] 24 (?:ore|h)|24 ore su 24|(?:abert[oa]s?|urgências) 24 horas|24 uur (?:per dag|geopend)|dag en nacht geopend)(?![\p{L}\d])|(?:פתוח(?:ים)?|שירות) 24 שעות|(?:مفتوح|خدمة) 24 ساعة/iu;
const SEVEN_DAYS =
  /\bopen (?:7 days a week|seven days a week|every day|daily)\b|\babierto todos los días|\bouvert tous les jours|\btäglich geöffnet|\bapert[oi] (?:tutti i giorni|7 giorni su 7|ogni giorno)|\babert[oa]s? (?:todos os dias|7 dias por semana)|\b(?:elke dag|dagelijks|7 dagen per week) (?:open|geopend)|\bopen (?:elke dag|7 dagen per week)|פתוח(?:ים)? כל (?:יום|השבוע)|مفتوح (?:يوميا|يومياً|كل يوم)/iu;

function toTime(
  hour: number,
  minutes: string | undefined,
  suffix: string | undefined,
): [number, string] {
  let h = hour;
  const s = (suffix ?? '').toLowerCase();
  if (s.startsWith('p') && h < 12) h += 12;
  if (s.startsWith('a') && h === 12) h = 0;
  return [h, minutes ?? '00'];
}

const fmt = (h: number, m: string) => `${String(Math.min(h, 23)).padStart(2, '0')}:${m}`;

function spanDays(from: string, to: string | undefined): number[] {
  const lowered = from.toLowerCase();
  if (lowered === 'weekdays') return [1, 2, 3, 4, 5];
  if (lowered === 'weekends') return [0, 6];
  if (
    /daily|every day|7 days|todos|tous|täglich|tutti|ogni|diariamente|dagelijks|elke|alle dagen/.test(
      lowered,
    )
  )
    return [0, 1, 2, 3, 4, 5, 6];
  const a = dayIndex(from);
  const b = to ? dayIndex(to) : a;
  if (a === undefined || b === undefined) return [];
  const indexes: number[] = [];
  for (let i = a; ; i = (i + 1) % 7) {
    indexes.push(i);
    if (i === b || indexes.length >= 7) break;
  }
  return indexes;
}

/** The days in the canonical words of an hours note, Sunday first. */
export const DAY_LABELS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** "Tuesday to Sunday", "Every day", "Monday". */
function daysText(indexes: readonly number[]): string {
  if (indexes.length === 7) return 'Every day';
  const first = DAY_LABELS[indexes[0] ?? 0] ?? '';
  const last = DAY_LABELS[indexes[indexes.length - 1] ?? 0] ?? '';
  return indexes.length === 1 ? first : `${first} to ${last}`;
}

/** "and" between days: "sábados e domingos", "za en zo". */
const DAY_AND = '(?:\\s*(?:,|and|&|y|et|und|ed|e|en)\\s*)?';
/** @example 'closed Sundays', 'chiuso la domenica', 'fechado aos domingos', 'gesloten op zondag' */
const CLOSED_RE = new RegExp(
  `\\b(?:closed|cerrado|fermé|geschlossen|ruhetag|chius[oia]|fechad[oa]s?|gesloten)\\s+(?:on\\s+|los\\s+|le\\s+|les\\s+|am\\s+|la\\s+|il\\s+|aos?\\s+|às\\s+|op\\s+|de\\s+)?((?:${DAY_WORD}${DAY_AND})+)`,
  'giu',
);
/** @example 'Sunday closed', 'domenica chiuso', 'zondag gesloten'; Italian "ma chiuso" ("but closed") is not Monday. */
const CLOSED_AFTER_RE = new RegExp(
  `\\b(?!ma\\s)((?:${DAY_WORD}${DAY_AND})+)\\s+(?:closed|cerrado|fermé|geschlossen|chius[oia]|fechad[oa]s?|gesloten)(?![\\p{L}])`,
  'giu',
);
/** @example 'סגור בשבת', 'שבת סגור', 'مغلق يوم الجمعة', 'الجمعة مغلق' */
const RTL_CLOSED_RE = new RegExp(
  `(?:סגור(?:ים)?|مغلق(?:ة)?)\\s+(?:ב)?((?:${RTL_DAY})(?:\\s*(?:,|ו|و)\\s*(?:${RTL_DAY}))*)|((?:${RTL_DAY})(?:\\s*(?:,|ו|و)\\s*(?:${RTL_DAY}))*)\\s*:?\\s*(?:סגור(?:ים)?|مغلق(?:ة)?)`,
  'gu',
);

/**
 * Reads opening hours like "Mon-Fri 8-6", "Sat 9am-1pm", "daily 7am-3pm", "de lunes a viernes
 * de 9 a 18h", "24/7", "closed Sundays". Days not mentioned are closed once any range is found.
 * Hours the week table cannot hold ("Tuesday to Sunday from 7am": no closing time; "7 days a
 * week" without times) come back as a `note` in plain words instead, never as made-up times.
 *
 * @example readHours('Open Mon-Fri 8-6, Sat 9-1').hours?.monday // { closed: false, open: '08:00', close: '18:00' }
 */
export function readHours(text: string): { hours?: BusinessHours; note?: string; words?: string } {
  const days: Partial<Record<WeekDay, { closed: boolean; open: string; close: string }>> = {};
  let found = false;
  let words: string | undefined;
  for (const m of [...text.matchAll(HOURS_RE), ...text.matchAll(RTL_HOURS_RE)]) {
    const [whole, from = '', to, h1 = '9', m1, s1, h2 = '5', m2, s2] = m;
    const indexes = spanDays(from, to);
    if (indexes.length === 0) continue;
    const [openStart, openM] = toTime(Number(h1), m1, s1);
    let openH = openStart;
    let [closeH, closeM] = toTime(Number(h2), m2, s2);
    // "8-6" means 8 am to 6 pm: a closing hour before the opening one is in the afternoon.
    if (!s2 && closeH <= openH && closeH < 12) closeH += 12;
    if (!s1 && s2?.toLowerCase().startsWith('p') && openH + 12 < closeH && openH < 7) openH += 12;
    if (openH > 23) openH = 23;
    if (closeH > 23) [closeH, closeM] = [23, '59'];
    for (const i of indexes) {
      const day = WEEK_DAYS[i];
      if (day) days[day] = { closed: false, open: fmt(openH, openM), close: fmt(closeH, closeM) };
    }
    words ??= whole.trim();
    found = true;
  }
  if (!found && ALL_DAY.test(text)) {
    for (const day of WEEK_DAYS) days[day] = { closed: false, open: '00:00', close: '23:59' };
    words = ALL_DAY.exec(text)?.[0];
    found = true;
  }
  for (const re of [CLOSED_RE, CLOSED_AFTER_RE, RTL_CLOSED_RE]) {
    for (const m of text.matchAll(re)) {
      // One token a word: "and", "y", "e", "en" between the days are not days.
      const tokens = (m[1] ?? m[2] ?? '').split(/[\s,&]+/u).flatMap((t) => {
        // "ושבת", "والسبت": a joined "and".
        const joined = /^[וو](?=\S{2,})/u.test(t) && dayIndex(t) === undefined;
        return joined ? [t.slice(1)] : [t];
      });
      for (const token of tokens) {
        const i = dayIndex(token);
        const day = i === undefined ? undefined : WEEK_DAYS[i];
        if (day && (found || days[day] === undefined)) {
          days[day] = { closed: true, open: '09:00', close: '17:00' };
          words ??= m[0];
        }
      }
    }
  }
  if (found) {
    const hours = {} as BusinessHours;
    for (const day of WEEK_DAYS)
      hours[day] = days[day] ?? { closed: true, open: '09:00', close: '17:00' };
    return words ? { hours, words } : { hours };
  }
  const from = OPEN_FROM_RE.exec(text);
  if (from) {
    const [whole, start = '', end, h1 = '9', m1, s1] = from;
    const [h, m] = toTime(Number(h1), m1, s1);
    const indexes = spanDays(start, end);
    if (indexes.length > 0)
      return { note: `${daysText(indexes)} from ${fmt(h, m)}`, words: whole.trim() };
  }
  const seven = SEVEN_DAYS.exec(text);
  if (seven) return { note: 'Every day', words: seven[0] };
  return {};
}

/** The week table of {@link readHours}, when the owner's words give one. */
export function extractHours(text: string): BusinessHours | undefined {
  return readHours(text).hours;
}
