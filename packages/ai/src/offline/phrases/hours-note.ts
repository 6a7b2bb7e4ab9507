import { DAY_LABELS } from '../hours';
import type { SitePhrases } from '@zappy/locales/types';

/** A weekday's name in a language, from Intl (0 = Sunday): "martes", "Dienstag", "יום שלישי". */
function dayName(index: number, language: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + index),
  );
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The reader's hours note ("Tuesday to Sunday from 07:00", "Every day") in the site's language;
 * a note in other words (the owner's or a model's) is kept as given.
 *
 * @example localHoursNote('Tuesday to Sunday from 07:00', es) // 'De martes a domingo desde las 07:00'
 */
export function localHoursNote(note: string, t: SitePhrases): string {
  const days = `(${DAY_LABELS.join('|')}|Every day)`;
  const m = new RegExp(
    `^${days}(?: to (${DAY_LABELS.join('|')}))?(?: from (\\d{2}:\\d{2}))?$`,
  ).exec(note);
  if (!m?.[1]) return note;
  const name = (day: string) => dayName(DAY_LABELS.indexOf(day), t.language);
  const span =
    m[1] === 'Every day'
      ? t.hours.everyDay
      : m[2]
        ? t.hours.dayRange(name(m[1]), name(m[2]))
        : name(m[1]);
  return capitalise(m[3] ? t.hours.openFrom(span, m[3]) : span);
}
