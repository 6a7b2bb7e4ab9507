import { WEEK_DAYS } from '@zappy/site-model/constants';
import type { BusinessHoursPatch } from '@zappy/site-model/patch';
import { extractAddress, extractEmail, extractPhone, extractWebsite } from '../extract';
import { readHours } from '../hours';
import { findWord, has, valueAfter, wordsRegex } from './match';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES } from './words';
import { type Context, type Outcome, type Reader, change } from './outcome';

// Contact details and opening hours: updateBusinessInfo edits, or the business editor widget.

function daysIn(text: string): number[] {
  const days: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const words = CUSTOMIZE_LANGUAGES.flatMap((l) => COMMAND_WORDS[l].days[i] ?? []);
    if (wordsRegex(words).test(text)) days.push(i);
  }
  return days;
}

/** "at 8", "8:30", "8am", "20h" after the word at `from`. */
function timeAfter(text: string, from: number): string | undefined {
  const m = /(\d{1,2})(?:[:.h](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.|h|uhr)?/iu.exec(text.slice(from));
  if (!m?.[1]) return undefined;
  let hour = Number(m[1]);
  if (/^p/i.test(m[3] ?? '') && hour < 12) hour += 12;
  if (hour > 23) return undefined;
  return `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`;
}

function hoursPatch(text: string): BusinessHoursPatch | undefined {
  const patch: BusinessHoursPatch = {};
  const week = readHours(text).hours;
  if (week) {
    for (const day of WEEK_DAYS) if (!week[day].closed) patch[day] = week[day];
  }
  const days = daysIn(text);
  const closed = findWord(text, 'closed');
  const open = findWord(text, 'open');
  const close = findWord(text, 'close');
  for (const i of days) {
    const day = WEEK_DAYS[i];
    if (!day || patch[day]) continue;
    if (closed && !open) patch[day] = { closed: true };
    else {
      const opens = open ? timeAfter(text, open.end) : undefined;
      const closes = close ? timeAfter(text, close.end) : undefined;
      if (opens || closes)
        patch[day] = {
          closed: false,
          ...(opens ? { open: opens } : {}),
          ...(closes ? { close: closes } : {}),
        };
    }
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}

function addressIn(ctx: Context, text: string): Record<string, string> | undefined {
  const at = findWord(text, 'address');
  if (!at) return undefined;
  const found = Object.fromEntries(Object.entries(extractAddress(text)).filter(([, v]) => v));
  if (Object.keys(found).length > 0) return found;
  const city = valueAfter(text, at.end, ctx.lang);
  return city && city.length <= 60 && !/\d{3}/.test(city) ? { city } : undefined;
}

/** The business_editor widget with what the site says now. */
export function businessEditor(ctx: Context): Outcome {
  const b = ctx.model.business;
  return {
    changes: [],
    said: [],
    widget: {
      type: 'business_editor',
      question: ctx.t.businessQuestion,
      extractedBusinessInfo: {
        companyName: b.companyName,
        contactDetails: b.contactDetails,
        businessHours: b.businessHours,
      },
    },
  };
}

export const readContact: Reader = (ctx, text) => {
  const email = extractEmail(text);
  const website = extractWebsite(text);
  const phone = extractPhone(text);
  const address = addressIn(ctx, text);
  const mentionsHours = has(text, 'hours') || daysIn(text).length > 0;
  const hours = mentionsHours ? hoursPatch(text) : undefined;
  const contact = {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(website ? { website } : {}),
    ...(address ? { address } : {}),
  };
  const out: Outcome = { changes: [], said: [] };
  if (Object.keys(contact).length > 0)
    out.changes.push({
      edits: [{ op: 'updateBusinessInfo', patch: { contactDetails: contact } }],
      note: ctx.t.contact,
    });
  if (hours)
    out.changes.push({
      edits: [{ op: 'updateBusinessInfo', patch: { businessHours: hours } }],
      note: ctx.t.hours,
    });
  if (out.changes.length > 0) return out;
  const asked = ['contact', 'email', 'phone', 'website', 'address', 'hours'] as const;
  return asked.some((k) => has(text, k)) || ctx.topic === 'contact'
    ? businessEditor(ctx)
    : undefined;
};

/**
 * The business's own name or its tagline, given after "to", a colon or in quotes ("rename the
 * business to Crumb & Co", "change the slogan to Real bread"). The server then says the new
 * name wherever the copy said the old one.
 */
export const readIdentity: Reader = (ctx, text) => {
  const tagline = findWord(text, 'tagline');
  const target = tagline ?? findWord(text, 'businessName');
  if (!target || !(has(text, 'change') || has(text, 'rename'))) return undefined;
  const value = valueAfter(text, target.end, ctx.lang);
  if (!value) return undefined;
  return change(
    [{ op: 'updateBusinessInfo', patch: tagline ? { tagline: value } : { companyName: value } }],
    ctx.t.text(tagline ? ctx.t.tagline : ctx.t.businessName, value),
  );
};
