import { WEEK_DAYS } from '@zappy/site-model/constants';
import type { BusinessHoursPatch, BusinessInfoPatch } from '@zappy/site-model/patch';
import type { DayHours, WeekDay } from '@zappy/site-model/schema';
import { anyLanguage, has, wordsRegex } from './match';
import { type Context, type Outcome, change, say } from './outcome';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES, type CustomizeLanguage } from './words';

// Opening hours in the customization chat. A request names days ("Saturdays", "Mon–Fri",
// "weekdays", "los sábados") and says something of each: new hours ("9 to 1", "de 9 a 13"),
// only the opening or the closing time, or closed. Only the named days change, and the reply
// names each one with its new hours. Around the clock, by appointment and "remove the hours"
// are read here too. Anything the site cannot do (a change that waits for a date) or that
// would need an invented time (the closing time of a day that was closed) is asked back.

/** A time as written: "9", "7:30", "1pm", "18h30", "13 Uhr". */
type Time = { hour: number; minutes: string; suffix: string };

/** What a request says of some days. */
type Setting =
  | { kind: 'range'; open: Time; close: Time }
  | { kind: 'open'; time: Time }
  | { kind: 'close'; time: Time }
  | { kind: 'closed' }
  /** "We now open on Sundays": open again, times not said. */
  | { kind: 'reopen' };

type Span = { index: number; end: number };
type DayGroup = Span & { days: number[]; settings: Setting[] };
type Marker = Span & { setting: Setting };

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

/** Arabic-Indic and Persian digits as ASCII ones, so "٩" reads as 9. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (d) =>
    String((d.codePointAt(0) ?? 0) & 0xf),
  );
}

/** The text with the spans blanked out (same length, so indexes still hold). */
function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const { index, end } of spans)
    out = out.slice(0, index) + ' '.repeat(end - index) + out.slice(end);
  return out;
}

function matches(text: string, re: RegExp): (Span & { match: RegExpMatchArray })[] {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...text.matchAll(global)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    match: m,
  }));
}

/** Emails, links and phone numbers: their digits are never times. */
const NOT_TIMES =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+|(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d(?:[\s.-]?\d){6,}/gu;

/** Two hours joined by a dash ("9-12 14-18"): a run of digits like that is hours, not a phone. */
export const HOURS_LIKE = /(?<!\d)\d{1,2}\s*[-–]\s*\d{1,2}(?!\d)/u;

const notTimes = (text: string) =>
  matches(text, NOT_TIMES).filter(({ match }) => !HOURS_LIKE.test(match[0]));

// Days

type DayToken = Span & { days: number[]; short: boolean };

/**
 * Every day word of every language, with the days it means; short names ("ma", "di", "do")
 * only in the owner's language, since in others they are common words.
 */
function dayWords(owner: CustomizeLanguage): { re: RegExp; days: number[]; short: boolean }[] {
  return CUSTOMIZE_LANGUAGES.flatMap((lang) => {
    const words = COMMAND_WORDS[lang];
    const work = [...words.workWeek];
    const entry = (list: readonly string[], days: number[], short = false) => ({
      re: wordsRegex(list),
      days,
      short,
    });
    return [
      ...words.days.map((list, i) => entry(list, [i])),
      ...(lang === owner ? words.daysShort.map((list, i) => entry(list, [i], true)) : []),
      entry(words.weekdays, work),
      entry(
        words.weekend,
        ALL_WEEK.filter((d) => !work.includes(d)),
      ),
      entry(words.everyDay, ALL_WEEK),
    ];
  });
}

/** The day words in the text, in order; of two overlapping, the longer. */
function dayTokens(text: string, lang: CustomizeLanguage): DayToken[] {
  const found = dayWords(lang)
    .flatMap(({ re, days, short }) =>
      matches(text, re).map(({ index, end }) => ({ index, end, days, short })),
    )
    .sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: DayToken[] = [];
  for (const token of found) {
    const last = kept[kept.length - 1];
    if (!last || token.index >= last.end) kept.push(token);
  }
  return kept;
}

/** The days from one to another, around the week's end ("Saturday to Monday"). */
function daysFrom(first: number, last: number): number[] {
  const out = [first];
  for (let d = first; d !== last && out.length < 7;) {
    d = (d + 1) % 7;
    out.push(d);
  }
  return out;
}

const DAY_PREFIXES = /^(?:יום|ימי|يوم|أيام)$/u;

/**
 * What joins two day words: a range ("Mon–Fri", "de lunes a viernes"), a list ("Saturdays and
 * Sundays", "los sábados y los domingos") or nothing (other words or a time between them).
 * Articles and prepositions ("los", "le", "am", "ביום") may stand around the joining word.
 */
function joinOf(gap: string): 'range' | 'list' | 'apart' {
  if (/\d/.test(gap)) return 'apart';
  const and = anyLanguage('and');
  const through = anyLanguage('through');
  const isList = wordsRegex(and).test(gap) || /[,&+]/.test(gap) || gap.trim() === '';
  const isRange = !isList && (wordsRegex(through).test(gap) || /[-–—]/.test(gap));
  const rest = gap
    .replace(wordsRegex(and, 'giu'), ' ')
    .replace(wordsRegex(through, 'giu'), ' ')
    .replace(/[\s,&+\-–—/.:]+/gu, ' ')
    .trim();
  const small = rest === '' || rest.split(' ').every((w) => w.length <= 3 || DAY_PREFIXES.test(w));
  if (!small) return 'apart';
  return isRange ? 'range' : 'list';
}

/** A short day name alone counts only before a time ("sáb 9-13"): else "mar", "do" are words. */
const standsAlone = (group: DayGroup, tokens: number, text: string) =>
  tokens > 1 || /^[\s.:]*\d/u.test(text.slice(group.end));

/** The days a request names, joined into groups ("Mon–Fri", "Saturdays and Sundays"). */
function dayGroups(text: string, lang: CustomizeLanguage): DayGroup[] {
  const groups: { group: DayGroup; tokens: number; short: boolean }[] = [];
  let previous: DayToken | undefined;
  for (const token of dayTokens(text, lang)) {
    const last = groups[groups.length - 1];
    const gap = previous ? text.slice(previous.end, token.index) : '';
    // "Mo–Fr", "lun, mar": a short name joins another day only with a mark between them.
    const bare = (token.short || previous?.short) && gap.trim() === '';
    const join = last && previous && !bare ? joinOf(gap) : 'apart';
    if (last && previous && join !== 'apart') {
      const [from] = previous.days.slice(-1);
      const [to] = token.days;
      const joined =
        join === 'range' && from !== undefined && to !== undefined
          ? daysFrom(from, to)
          : token.days;
      last.group.days = [...new Set([...last.group.days, ...joined])];
      last.group.end = token.end;
      last.tokens += 1;
    } else {
      const group = { index: token.index, end: token.end, days: [...token.days], settings: [] };
      groups.push({ group, tokens: 1, short: token.short });
    }
    previous = token;
  }
  return groups
    .filter(({ group, tokens, short }) => !short || standsAlone(group, tokens, text))
    .map(({ group }) => group);
}

// Times

/** "9", "7:30", "7.30", "18h30", "9am", "1 p.m.", "13 Uhr", "13 uur". */
const TIME =
  '(?<![\\d:.,/])(\\d{1,2})(?:[:.h](\\d{2}))?\\s*(a\\.?m\\.?|p\\.?m\\.?|h|uhr|uur)?(?![\\p{L}\\d])';

function timeOf(hour?: string, minutes?: string, suffix?: string): Time | undefined {
  const h = Number(hour);
  if (!hour || h > 24 || Number(minutes ?? 0) > 59) return undefined;
  return { hour: h, minutes: minutes ?? '00', suffix: (suffix ?? '').toLowerCase() };
}

function rangeRegex(): RegExp {
  const through = wordsRegex(anyLanguage('through')).source;
  return new RegExp(`${TIME}\\s*(?:[-–—]|${through})\\s*${TIME}`, 'giu');
}

/** The hour a time means on a 24-hour clock, from its "am"/"pm". */
function clockHour(time: Time): number {
  if (time.suffix.startsWith('p') && time.hour < 12) return time.hour + 12;
  if (time.suffix.startsWith('a') && time.hour === 12) return 0;
  return time.hour;
}

/** Whether a time says itself which half of the day it is ("1pm", "13", "18h"). */
const explicit = (time: Time) => time.suffix !== '' || time.hour === 0 || time.hour > 12;

const hhmm = (hour: number, minutes: string) =>
  hour >= 24 ? '23:59' : `${String(hour).padStart(2, '0')}:${minutes}`;

/**
 * "9 to 1" is 09:00–13:00: a closing hour before the opening one is in the afternoon. Undefined
 * for "2 to 10", which could be either half of the day.
 */
function rangeHours(open: Time, close: Time): { open: string; close: string } | undefined {
  let from = clockHour(open);
  let to = clockHour(close);
  if (!close.suffix && to <= from && to < 12) to += 12;
  if (!open.suffix && close.suffix.startsWith('p') && from + 12 < to && from < 7) from += 12;
  if (!explicit(open) && !explicit(close) && from > 0 && from < 5) return undefined;
  return { open: hhmm(from, open.minutes), close: hhmm(to, close.minutes) };
}

const minutesOf = (hhmmText: string) => {
  const [h = 0, m = 0] = hhmmText.split(':').map(Number);
  return h * 60 + m;
};

/** A time alone ("we close at 8"): of 8:00 and 20:00, the one nearer the day's current time. */
function nearTo(time: Time, current: string): string {
  if (explicit(time)) return hhmm(clockHour(time), time.minutes);
  const morning = hhmm(time.hour, time.minutes);
  const evening = hhmm(time.hour + 12, time.minutes);
  const gap = (t: string) => Math.abs(minutesOf(t) - minutesOf(current));
  return gap(evening) < gap(morning) ? evening : morning;
}

// What the request says of the days

/** "9 to 1", "de 9 a 13", "9h à 13h", "9–13 Uhr", "מ-9 עד 13". */
function rangeMarkers(text: string): Marker[] {
  return matches(text, rangeRegex()).flatMap(({ index, end, match }) => {
    const open = timeOf(match[1], match[2], match[3]);
    const close = timeOf(match[4], match[5], match[6]);
    return open && close ? [{ index, end, setting: { kind: 'range', open, close } }] : [];
  });
}

type Role = Span & { role: 'open' | 'close' | 'remove' };

/**
 * The "open" and "close" words ("we open", "chiudiamo", "until"), in order; "remove" too when
 * the request is about the hours ("remove Saturday from the hours").
 */
function roleWords(text: string): Role[] {
  const of = (role: Role['role']) =>
    matches(text, wordsRegex(anyLanguage(role))).map(({ index, end }) => ({ index, end, role }));
  const remove = has(text, 'hours') ? of('remove') : [];
  return [...of('open'), ...of('close'), ...remove].sort(
    (a, b) => a.index - b.index || b.end - a.end,
  );
}

/** A time said after an "open" or "close" word ("we close at 8pm", "ab 9 Uhr"). */
function timeMarkers(text: string, roles: readonly Role[], used: Set<Role>): Marker[] {
  const found: Marker[] = [];
  for (const { index, end, match } of matches(text, new RegExp(TIME, 'giu'))) {
    const time = timeOf(match[1], match[2], match[3]);
    const role = roles.filter((r) => r.end <= index).pop();
    if (!time || !role || role.role === 'remove' || used.has(role)) continue;
    used.add(role);
    found.push({ index, end, setting: { kind: role.role, time } });
  }
  return found;
}

/**
 * An "open", "close" or "remove" word right before a day, with no time of its own: "cerramos
 * los lunes", "on ferme le lundi" close the day; "we now open on Sundays" opens it again.
 */
function dayWordMarkers(text: string, roles: readonly Role[], days: readonly DayGroup[]) {
  return roles.flatMap((role): Marker[] => {
    const next = days.find((d) => d.index >= role.end);
    if (!next || joinOf(text.slice(role.end, next.index)) === 'apart') return [];
    const kind = role.role === 'open' ? 'reopen' : 'closed';
    return [{ index: role.index, end: role.end, setting: { kind } }];
  });
}

/**
 * What a request says, each at its place: time ranges, times said after "open" or "close"
 * words, "closed" words, and "open"/"close" words said of a day without a time.
 */
function markers(text: string, days: readonly DayGroup[]): Marker[] {
  const ranges = rangeMarkers(text);
  const closed = matches(text, wordsRegex(anyLanguage('closed'))).map(({ index, end }): Marker => ({
    index,
    end,
    setting: { kind: 'closed' },
  }));
  // "7 days a week" is days, not a time.
  const rest = blank(text, [...ranges, ...closed, ...days]);
  const roles = roleWords(rest);
  const used = new Set<Role>();
  const times = timeMarkers(rest, roles, used);
  const free = roles.filter((role) => !used.has(role));
  return [...ranges, ...closed, ...times, ...dayWordMarkers(rest, free, days)].sort(
    (a, b) => a.index - b.index,
  );
}

const CLASHES: Record<Setting['kind'], readonly Setting['kind'][]> = {
  range: ['range', 'open', 'close', 'closed'],
  open: ['range', 'open', 'closed'],
  close: ['range', 'close', 'closed'],
  closed: ['range', 'open', 'close', 'closed', 'reopen'],
  reopen: ['closed', 'reopen'],
};

const takes = (group: DayGroup, setting: Setting) =>
  !group.settings.some((s) => CLASHES[setting.kind].includes(s.kind));

/**
 * Each setting goes to the days it is said of: the group just before it when that group has
 * no such setting yet ("Saturdays 9 to 1"), else the next group ("closed on Mondays", "we open
 * at 10 on Sundays"). Returns the settings no group could take ("9-12 14-18": a second range).
 */
function assign(groups: DayGroup[], found: readonly Marker[]): Setting[] {
  let current: DayGroup | undefined;
  let pending: Setting[] = [];
  const events = [
    ...groups.map((group) => ({ index: group.index, group })),
    ...found.map((marker) => ({ index: marker.index, marker })),
  ].sort((a, b) => a.index - b.index);
  for (const event of events) {
    if ('group' in event) {
      current = event.group;
      for (const setting of pending) if (takes(current, setting)) current.settings.push(setting);
      pending = [];
    } else if (current && takes(current, event.marker.setting))
      current.settings.push(event.marker.setting);
    else pending.push(event.marker.setting);
  }
  return pending.filter((setting) => setting.kind !== 'reopen');
}

// From settings to the week

type DayPatch = NonNullable<BusinessHoursPatch[WeekDay]>;
type DayChange = { day: WeekDay; patch: DayPatch };

/**
 * A day's new hours; 'ask' when they would need a time nobody gave (the closing time of a day
 * that was closed) or could be either half of the day; null when nothing changes.
 */
function dayChange(
  ctx: Context,
  day: WeekDay,
  settings: readonly Setting[],
): DayChange | 'ask' | null {
  const current: DayHours = ctx.model.business.businessHours[day];
  const shown = ctx.model.business.hoursGiven && !current.closed;
  const of = <K extends Setting['kind']>(kind: K) =>
    settings.find((s): s is Extract<Setting, { kind: K }> => s.kind === kind);
  if (of('closed')) return { day, patch: { closed: true } };
  const range = of('range');
  const open = of('open');
  const close = of('close');
  const both = range
    ? rangeHours(range.open, range.close)
    : open && close && rangeHours(open.time, close.time);
  if (range || (open && close)) return both ? { day, patch: { closed: false, ...both } } : 'ask';
  if (!open && !close) return shown ? null : 'ask';
  if (!shown) return 'ask';
  const patch = open
    ? { closed: false, open: nearTo(open.time, current.open) }
    : { closed: false, close: nearTo((close as { time: Time }).time, current.close) };
  const after = { ...current, ...patch };
  return minutesOf(after.close) > minutesOf(after.open) ? { day, patch } : 'ask';
}

/** The week as the owner counts it: from Monday, or from Sunday where the work week starts then. */
function weekOf(ctx: Context): WeekDay[] {
  const start = COMMAND_WORDS[ctx.lang].workWeek[0] ?? 1;
  return [...WEEK_DAYS.slice(start), ...WEEK_DAYS.slice(0, start)];
}

/** Whether a day's new hours are the ones the site shows already. */
function isSame(ctx: Context, day: WeekDay, patch: DayPatch): boolean {
  const now: DayHours = ctx.model.business.businessHours[day];
  const after = { ...now, ...patch };
  return now.closed
    ? after.closed
    : !after.closed && after.open === now.open && after.close === now.close;
}

/** The days' names for a reply: one day, a run of days ("Monday to Friday"), or a list. */
function daysLabel(ctx: Context, days: readonly WeekDay[]): string {
  const week = weekOf(ctx);
  const sorted = week.filter((day) => days.includes(day));
  const first = sorted[0] ?? 'monday';
  const last = sorted[sorted.length - 1] ?? first;
  const run = week.indexOf(last) - week.indexOf(first) === sorted.length - 1;
  if (sorted.length === 1) return ctx.t.days[first];
  if (run && sorted.length > 2) return ctx.t.dayRange(ctx.t.days[first], ctx.t.days[last]);
  return sorted.map((day) => ctx.t.days[day]).join(', ');
}

/** "Saturday: 09:00–13:00", "Monday to Friday: 08:00–17:00", "Sunday: closed". */
function weekNotes(ctx: Context, week: BusinessHoursPatch): string[] {
  const order = weekOf(ctx);
  const shown = order
    .filter((day) => week[day])
    .map((day) => {
      const hours = { ...ctx.model.business.businessHours[day], ...week[day] };
      return { day, text: hours.closed ? '' : `${hours.open}–${hours.close}` };
    });
  const runs: { days: WeekDay[]; text: string }[] = [];
  for (const { day, text } of shown) {
    const run = runs[runs.length - 1];
    const follows =
      run && order.indexOf(day) === order.indexOf(run.days[run.days.length - 1] ?? day) + 1;
    if (run && follows && run.text === text) run.days.push(day);
    else runs.push({ days: [day], text });
  }
  return runs.map(({ days, text }) =>
    text ? ctx.t.dayHours(daysLabel(ctx, days), text) : ctx.t.dayClosed(daysLabel(ctx, days)),
  );
}

/**
 * The week a request gives, as changes, or the question it leaves: a day whose hours would need
 * a time nobody gave, a day named with nothing said of it beside days with new hours ("Saturday
 * 9-1 and Sunday"), or something said of no day (a second range: hours the week cannot hold).
 */
function weekOutcome(ctx: Context, groups: readonly DayGroup[], left: number): Outcome | undefined {
  const changes: DayChange[] = [];
  const said = groups.filter((g) => g.settings.length > 0);
  if (said.length === 0) return undefined;
  const unclear: WeekDay[] = [];
  const dayOf = (index: number) => WEEK_DAYS[index];
  if (said.length < groups.length || left > 0) {
    const vague = left > 0 ? groups : groups.filter((g) => g.settings.length === 0);
    unclear.push(...vague.flatMap((g) => g.days.map(dayOf)).filter((d) => d !== undefined));
  }
  for (const group of said) {
    for (const index of group.days) {
      const day = WEEK_DAYS[index];
      if (!day) continue;
      const found = dayChange(ctx, day, group.settings);
      if (found === 'ask') unclear.push(day);
      else if (found) changes.push(found);
    }
  }
  // On a site that showed no hours, one day's hours ("Saturdays 9 to 1") are not yet a week.
  const first = !ctx.model.business.hoursGiven;
  const opened = changes.filter((c) => c.patch.closed === false).length;
  if (first && (unclear.length > 0 || changes.length < 2 || opened === 0))
    return say(ctx.t.askWeek);
  if (unclear.length > 0) return say(ctx.t.askDayHours(daysLabel(ctx, unclear)));
  const week: BusinessHoursPatch = {};
  // On a site that showed no hours, the week the owner gives is the whole week.
  if (first) for (const day of WEEK_DAYS) week[day] = { closed: true };
  for (const { day, patch } of changes) week[day] = patch;
  const notes = weekNotes(ctx, week);
  if (!first && changes.every(({ day, patch }) => isSame(ctx, day, patch)))
    return say(ctx.t.unchanged(notes.join('; ')));
  return {
    changes: [
      {
        edits: [{ op: 'updateBusinessInfo', patch: { businessHours: week } }],
        note: notes.join('; '),
      },
    ],
    said: [],
  };
}

// Around the clock, by appointment, no hours

/**
 * "Open 24/7", "abrimos 24 horas": every day, or the days named ("24 hours on Fridays") on a
 * site that shows its week already.
 */
function allDayOutcome(ctx: Context, groups: readonly DayGroup[]): Outcome {
  const named = groups.flatMap((g) => g.days);
  const days = named.length > 0 && named.length < 7 ? [...new Set(named)].sort() : ALL_WEEK;
  if (days.length < 7 && !ctx.model.business.hoursGiven) return say(ctx.t.askWeek);
  const week: BusinessHoursPatch = {};
  for (const index of days) {
    const day = WEEK_DAYS[index];
    if (day) week[day] = { closed: false, open: '00:00', close: '23:59' };
  }
  const note = days.length === 7 ? ctx.t.openAllDay : weekNotes(ctx, week).join('; ');
  return change([{ op: 'updateBusinessInfo', patch: { businessHours: week } }], note);
}

/** By appointment, alongside the hours or, "only", instead of them. */
function appointmentOutcome(ctx: Context, only: boolean): Outcome {
  const patch: BusinessInfoPatch = only
    ? { byAppointment: true, hoursGiven: false }
    : { byAppointment: true };
  return change(
    [{ op: 'updateBusinessInfo', patch }],
    only ? ctx.t.appointmentOnly : ctx.t.appointmentToo,
  );
}

function removeOutcome(ctx: Context): Outcome {
  if (!ctx.model.business.hoursGiven) return say(ctx.t.noHours);
  return change([{ op: 'updateBusinessInfo', patch: { hoursGiven: false } }], ctx.t.hoursRemoved);
}

/** A change meant for later: a month, "next week", "Christmas", a full date. */
export function isDated(text: string): boolean {
  return has(text, 'dated') || /(?<!\d)\d{1,2}[./]\d{1,2}[./]\d{2,4}(?!\d)/u.test(text);
}

/** Outcomes of one request, together. */
function merged(outcomes: readonly (Outcome | undefined)[]): Outcome | undefined {
  const found = outcomes.filter((o): o is Outcome => o !== undefined);
  if (found.length === 0) return undefined;
  return { changes: found.flatMap((o) => o.changes), said: found.flatMap((o) => o.said) };
}

/**
 * Opening hours asked for in a request: the named days' new hours (or closed), around the
 * clock, by appointment, or no hours on the site; a question when a time is missing or the
 * change would wait for a date. Undefined when the request is about something else.
 *
 * @example readOpeningHours(ctx, 'Saturdays now 9 to 1') // Saturday 09:00–13:00
 */
export function readOpeningHours(ctx: Context, request: string): Outcome | undefined {
  const text = westernDigits(request);
  const allDay = matches(text, wordsRegex(anyLanguage('allDay')));
  const clean = blank(text, [...notTimes(text), ...allDay]);
  const groups = dayGroups(clean, ctx.lang);
  // "24 hours' notice" is a lead time: around the clock needs an opening or a day besides.
  const opening = has(clean, 'open') || has(clean, 'hours') || groups.length > 0;
  let week: Outcome | undefined;
  if (allDay.length > 0 && opening) week = allDayOutcome(ctx, groups);
  else if (groups.length > 0) {
    const left = assign(groups, markers(clean, groups));
    week = weekOutcome(ctx, groups, left.length);
  }
  const appointment = has(text, 'appointment')
    ? appointmentOutcome(ctx, has(text, 'only') && groups.length === 0)
    : undefined;
  const removed =
    groups.length === 0 &&
    !appointment &&
    has(text, 'remove') &&
    has(text, 'hours') &&
    !has(text, 'section')
      ? removeOutcome(ctx)
      : undefined;
  const out = merged([week, appointment, removed]);
  const timed = out ? out.changes.length > 0 : has(text, 'closed') || has(text, 'open');
  return timed && isDated(text) ? say(ctx.t.askDated) : out;
}
