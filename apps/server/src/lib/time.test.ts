import { describe, expect, it } from 'vitest';
import { startOfMonthIn } from './time';

describe('startOfMonthIn', () => {
  it.each([
    ['UTC', '2026-03-15T12:00:00Z', '2026-03-01T00:00:00.000Z'],
    ['UTC', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00.000Z'],
    ['UTC', '2026-02-28T23:59:59Z', '2026-02-01T00:00:00.000Z'],
    // Already March in Jerusalem (UTC+2) while it is still February in UTC.
    ['Asia/Jerusalem', '2026-02-28T22:30:00Z', '2026-02-28T22:00:00.000Z'],
    // Still December in New York (UTC-5) while it is January in UTC.
    ['America/New_York', '2027-01-01T03:00:00Z', '2026-12-01T05:00:00.000Z'],
    // A month that starts in summer time (UTC+1 in London).
    ['Europe/London', '2026-06-10T10:00:00Z', '2026-05-31T23:00:00.000Z'],
    ['Pacific/Auckland', '2026-01-01T00:00:00Z', '2025-12-31T11:00:00.000Z'],
  ])('in %s at %s the month began at %s', (zone, now, expected) => {
    expect(startOfMonthIn(zone, new Date(now)).toISOString()).toBe(expected);
  });
});
