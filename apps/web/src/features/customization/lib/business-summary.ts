import type { AppWords } from '@zappy/locales/types';
import { WEEK_DAYS } from '../../../lib/week-days';

/** The day names and the word for a closed day, in the site's language. */
type HoursWords = Pick<AppWords['widgets']['businessEditor'], 'days' | 'closed'>;

/**
 * What the business-details widget shows, read from the widget's `extractedBusinessInfo`. The
 * widget schema keeps that field loose (a record), so every value is checked before use and a
 * missing one is simply left out.
 */
export interface BusinessSummary {
  companyName: string;
  email: string;
  phone: string;
  website: string;
  /** Street, city, state, zip and country, as one line. */
  address: string;
  /** Opening hours with equal neighbouring days merged: "Monday–Friday 09:00–17:00". */
  hours: string[];
}

const ADDRESS_PARTS = ['street', 'city', 'state', 'zip', 'country'] as const;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function dayHours(value: unknown, closed: string): string | null {
  const day = asRecord(value);
  if (day.closed === true) return closed;
  const open = asText(day.open);
  const close = asText(day.close);
  return open && close ? `${open}–${close}` : null;
}

function summarizeHours(value: unknown, words: HoursWords): string[] {
  const week = asRecord(value);
  const runs: { first: string; last: string; hours: string }[] = [];
  let previous: string | null = null;
  for (const key of WEEK_DAYS) {
    const name = words.days[key];
    const hours = dayHours(week[key], words.closed);
    const last = runs[runs.length - 1];
    if (hours !== null && last && hours === previous) last.last = name;
    else if (hours !== null) runs.push({ first: name, last: name, hours });
    previous = hours;
  }
  return runs.map(({ first, last, hours }) =>
    first === last ? `${first} ${hours}` : `${first}–${last} ${hours}`,
  );
}

export function summarizeBusinessInfo(
  info: Record<string, unknown> | undefined,
  words: HoursWords,
): BusinessSummary {
  const root = asRecord(info);
  const contact = asRecord(root.contactDetails);
  const address = asRecord(contact.address);
  return {
    companyName: asText(root.companyName),
    email: asText(contact.email),
    phone: asText(contact.phone),
    website: asText(contact.website),
    address: ADDRESS_PARTS.map((part) => asText(address[part]))
      .filter((part) => part !== '')
      .join(', '),
    hours: summarizeHours(root.businessHours, words),
  };
}
