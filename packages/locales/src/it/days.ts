import type { WeekDay } from '../types';

/** The days of the week, as the site's opening hours and the app's business details name them. */
export const days: Readonly<Record<WeekDay, string>> = {
  sunday: 'Domenica',
  monday: 'Lunedì',
  tuesday: 'Martedì',
  wednesday: 'Mercoledì',
  thursday: 'Giovedì',
  friday: 'Venerdì',
  saturday: 'Sabato',
};
