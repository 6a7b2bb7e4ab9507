import { describe, expect, it } from 'vitest';
import {
  checkContactForm,
  checkNewsletterForm,
  cleanLine,
  cleanText,
  FORM_MESSAGES,
  isValidEmail,
} from './contact-form';

const valid = { name: 'Ann Baker', email: 'ann@example.com', subject: 'Hello', message: 'Hi!' };

describe('contact form', () => {
  it('accepts a filled-in form, trimmed', () => {
    expect(
      checkContactForm({
        name: '  Ann Baker ',
        email: ' ann@example.com',
        subject: ' Hello ',
        message: '\n Hi!\n ',
        website: '',
      }),
    ).toEqual({ ok: true, spam: false, lead: { kind: 'contact', ...valid } });
  });

  it('strips control characters, keeping the message’s line breaks', () => {
    const check = checkContactForm({
      ...valid,
      name: 'Ann\u0000 \u0007Baker\u202e',
      subject: 'Line\r\nbreak\tinjected\u0085',
      message: 'one\r\ntwo\rthree\u0000\u001b[31m\tfour',
    });
    expect(check.ok && check.lead).toMatchObject({
      name: 'Ann Baker\u202e',
      subject: 'Line break injected',
      message: 'one\ntwo\nthree[31mfour',
    });
    expect(cleanLine('a\nb')).toBe('a b');
    expect(cleanText('\uD800x')).toBe('x');
    expect(cleanLine(42)).toBe('');
  });

  it('says which field is missing or too long', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: '  ' }, FORM_MESSAGES.name],
      [{ ...valid, name: undefined }, FORM_MESSAGES.name],
      [{ ...valid, name: 'n'.repeat(201) }, FORM_MESSAGES.nameTooLong],
      [{ ...valid, email: 'not-an-email' }, FORM_MESSAGES.email],
      [{ ...valid, email: 'a@b' }, FORM_MESSAGES.email],
      [{ ...valid, email: 'a b@example.com' }, FORM_MESSAGES.email],
      [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, FORM_MESSAGES.email],
      [{ ...valid, email: 'x@example.com\r\nBcc: y@example.com' }, FORM_MESSAGES.email],
      [{ ...valid, subject: '' }, FORM_MESSAGES.subject],
      [{ ...valid, subject: 's'.repeat(301) }, FORM_MESSAGES.subjectTooLong],
      [{ ...valid, message: '\n\n' }, FORM_MESSAGES.message],
      [{ ...valid, message: 'm'.repeat(5001) }, FORM_MESSAGES.messageTooLong],
    ];
    for (const [fields, error] of cases) {
      expect(checkContactForm(fields), error).toEqual({ ok: false, error });
    }
    // Limits count characters, not UTF-16 units.
    expect(checkContactForm({ ...valid, name: '😀'.repeat(200) }).ok).toBe(true);
    expect(checkContactForm({ ...valid, message: 'm'.repeat(5000) }).ok).toBe(true);
  });

  it('marks a filled honeypot as spam', () => {
    expect(checkContactForm({ ...valid, website: 'http://spam.example' })).toMatchObject({
      ok: true,
      spam: true,
    });
    expect(checkContactForm({ ...valid, website: '   ' })).toMatchObject({ spam: false });
  });

  it('takes only an email address for the newsletter', () => {
    expect(checkNewsletterForm({ email: 'ann@example.com', name: 'ignored' })).toEqual({
      ok: true,
      spam: false,
      lead: { kind: 'newsletter', name: '', email: 'ann@example.com', subject: '', message: '' },
    });
    expect(checkNewsletterForm({ email: 'nope' })).toEqual({
      ok: false,
      error: FORM_MESSAGES.email,
    });
    expect(checkNewsletterForm({ email: 'a@example.com', website: 'x' })).toMatchObject({
      spam: true,
    });
  });

  it('knows an email address', () => {
    for (const good of ['a@example.com', 'first.last+tag@sub.example.co.uk', 'ünï@exämple.de']) {
      expect(isValidEmail(good), good).toBe(true);
    }
    for (const bad of [
      '',
      '@example.com',
      'a@',
      'a@@example.com',
      'a@example',
      '<a@example.com>',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});
