import type { WeekDay } from '../types';

/** The days of the week, as the site's opening hours and the app's business details name them. */
export const days: Readonly<Record<WeekDay, string>> = {
  sunday: 'Sonntag',
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
};
