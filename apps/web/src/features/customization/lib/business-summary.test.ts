import { describe, expect, it } from 'vitest';
import { summarizeBusinessInfo } from './business-summary';

const open = (from: string, to: string) => ({ closed: false, open: from, close: to });

describe('summarizeBusinessInfo', () => {
  it('merges equal neighbouring days and leaves out days it cannot read', () => {
    const summary = summarizeBusinessInfo({
      businessHours: {
        monday: open('09:00', '17:00'),
        tuesday: open('09:00', '17:00'),
        wednesday: open('10:00', '17:00'),
        thursday: { closed: 'no' },
        friday: open('09:00', '17:00'),
        saturday: { closed: true },
        sunday: { closed: true },
      },
    });
    expect(summary.hours).toEqual([
      'Monday–Tuesday 09:00–17:00',
      'Wednesday 10:00–17:00',
      'Friday 09:00–17:00',
      'Saturday–Sunday closed',
    ]);
  });

  it('reads nothing but strings, so a malformed widget shows blanks rather than breaking', () => {
    expect(
      summarizeBusinessInfo({ companyName: 42, contactDetails: { email: null, address: 'x' } }),
    ).toEqual({ companyName: '', email: '', phone: '', website: '', address: '', hours: [] });
    expect(summarizeBusinessInfo(undefined).companyName).toBe('');
  });
});
