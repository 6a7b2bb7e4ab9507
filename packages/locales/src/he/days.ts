import type { WeekDay } from '../types';

/** The days of the week, as the site's opening hours and the app's business details name them. */
export const days: Readonly<Record<WeekDay, string>> = {
  sunday: 'יום ראשון',
  monday: 'יום שני',
  tuesday: 'יום שלישי',
  wednesday: 'יום רביעי',
  thursday: 'יום חמישי',
  friday: 'יום שישי',
  saturday: 'שבת',
};
