import type { WeekDay } from '../types';

/** The days of the week, as the site's opening hours and the app's business details name them. */
export const days: Readonly<Record<WeekDay, string>> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};
