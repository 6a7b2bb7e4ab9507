// What a visitor sent through a site's contact or newsletter form, checked and cleaned. Pure: no
// request, no database.

export type LeadKind = 'contact' | 'newsletter';

export interface LeadFields {
  kind: LeadKind;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type FormCheck =
  { ok: true; lead: LeadFields; spam: boolean } | { ok: false; error: string };

export const LIMITS = { name: 200, email: 254, subject: 300, message: 5000 } as const;

export const FORM_MESSAGES = {
  name: 'Please enter your name',
  nameTooLong: `Your name can be at most ${LIMITS.name} characters`,
  email: 'Please enter a valid email address',
  subject: 'Please enter a subject',
  subjectTooLong: `The subject can be at most ${LIMITS.subject} characters`,
  message: 'Please enter a message',
  messageTooLong: `The message can be at most ${LIMITS.message} characters`,
} as const;

// C0 and C1 controls, DEL, lone surrogates and noncharacters; the message keeps \n (and \r\n
// becomes \n), every other field loses all line breaks and tabs too.
/* eslint-disable no-control-regex */
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/g;
const CONTROLS_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]/g;
/* eslint-enable no-control-regex */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// One @, no spaces or angle brackets, a dot in the domain: what a mail server can answer.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/**
 * A single-line field as stored: control characters removed, whitespace trimmed.
 *
 * @example cleanLine('  Ann\u0000 ') // 'Ann'
 */
export function cleanLine(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(LONE_SURROGATES, '').replace(CONTROLS, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * A multi-line field: line breaks kept (as \n), other control characters removed, trimmed.
 *
 * @example cleanText('Hi\r\nthere\u0007') // 'Hi\nthere'
 */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(LONE_SURROGATES, '')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS_BUT_NEWLINE, '')
    .trim();
}

/** Whether an address looks deliverable (and fits a mail header). */
export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.email && EMAIL.test(email);
}

// Counted in code points, as a person counts characters.
const length = (text: string) => text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '_').length;

function checkEmail(fields: Record<string, unknown>): string | { error: string } {
  const email = cleanLine(fields.email);
  return isValidEmail(email) ? email : { error: FORM_MESSAGES.email };
}

/** The honeypot: a field people never see, so anything in it was typed by a bot. */
const isSpam = (fields: Record<string, unknown>) => cleanLine(fields.website) !== '';

/**
 * The contact form's fields (`name`, `email`, `subject`, `message`, honeypot `website`).
 *
 * @example checkContactForm({ name: 'Ann', email: 'a@b.co', subject: 'Hi', message: 'Hello' })
 */
export function checkContactForm(fields: Record<string, unknown>): FormCheck {
  const name = cleanLine(fields.name);
  if (!name) return { ok: false, error: FORM_MESSAGES.name };
  if (length(name) > LIMITS.name) return { ok: false, error: FORM_MESSAGES.nameTooLong };
  const email = checkEmail(fields);
  if (typeof email !== 'string') return { ok: false, ...email };
  const subject = cleanLine(fields.subject);
  if (!subject) return { ok: false, error: FORM_MESSAGES.subject };
  if (length(subject) > LIMITS.subject) return { ok: false, error: FORM_MESSAGES.subjectTooLong };
  const message = cleanText(fields.message);
  if (!message) return { ok: false, error: FORM_MESSAGES.message };
  if (length(message) > LIMITS.message) return { ok: false, error: FORM_MESSAGES.messageTooLong };
  return {
    ok: true,
    lead: { kind: 'contact', name, email, subject, message },
    spam: isSpam(fields),
  };
}

/** The newsletter sign-up: an email address (and the honeypot). */
export function checkNewsletterForm(fields: Record<string, unknown>): FormCheck {
  const email = checkEmail(fields);
  if (typeof email !== 'string') return { ok: false, ...email };
  return {
    ok: true,
    lead: { kind: 'newsletter', name: '', email, subject: '', message: '' },
    spam: isSpam(fields),
  };
}
