/** The wall-clock fields of an instant in a time zone. */
function partsIn(timeZone: string, instant: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(timeZone: string, instant: Date): number {
  const p = partsIn(timeZone, instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the current calendar month began in a time zone ("This Month" on the dashboard
 * means the viewer's month, not the server's).
 *
 * @example
 * startOfMonthIn('Asia/Jerusalem', new Date('2026-03-01T00:30:00+02:00')).toISOString();
 * // '2026-02-28T22:00:00.000Z'
 */
export function startOfMonthIn(timeZone: string, now: Date): Date {
  const { year, month } = partsIn(timeZone, now);
  const midnightAsUtc = Date.UTC(year, month - 1, 1);
  // Two passes settle the offset even when the month starts near a DST change.
  let guess = midnightAsUtc - offsetAt(timeZone, new Date(midnightAsUtc));
  guess = midnightAsUtc - offsetAt(timeZone, new Date(guess));
  return new Date(guess);
}
