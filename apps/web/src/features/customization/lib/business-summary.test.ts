import { describe, expect, it } from 'vitest';
import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { summarizeBusinessInfo } from './business-summary';

const open = (from: string, to: string) => ({ closed: false, open: from, close: to });
const english = ENGLISH_APP_WORDS.widgets.businessEditor;

describe('summarizeBusinessInfo', () => {
  it('merges equal neighbouring days and leaves out days it cannot read', () => {
    const summary = summarizeBusinessInfo(
      {
        businessHours: {
          monday: open('09:00', '17:00'),
          tuesday: open('09:00', '17:00'),
          wednesday: open('10:00', '17:00'),
          thursday: { closed: 'no' },
          friday: open('09:00', '17:00'),
          saturday: { closed: true },
          sunday: { closed: true },
        },
      },
      english,
    );
    expect(summary.hours).toEqual([
      'Monday–Tuesday 09:00–17:00',
      'Wednesday 10:00–17:00',
      'Friday 09:00–17:00',
      'Saturday–Sunday closed',
    ]);
  });

  it('reads nothing but strings, so a malformed widget shows blanks rather than breaking', () => {
    expect(
      summarizeBusinessInfo(
        { companyName: 42, contactDetails: { email: null, address: 'x' } },
        english,
      ),
    ).toEqual({ companyName: '', email: '', phone: '', website: '', address: '', hours: [] });
    expect(summarizeBusinessInfo(undefined, english).companyName).toBe('');
  });

  it('names the days, and a closed one, in the site’s language', async () => {
    const german = (await loadAppWords('de')).widgets.businessEditor;
    const summary = summarizeBusinessInfo(
      {
        businessHours: {
          monday: open('09:00', '17:00'),
          tuesday: open('09:00', '17:00'),
          sunday: { closed: true },
        },
      },
      german,
    );
    expect(summary.hours).toEqual(['Montag–Dienstag 09:00–17:00', 'Sonntag geschlossen']);
  });
});
