import type { BusinessInfo } from '@zappy/contract/customization';

export type WeekDay = keyof BusinessInfo['businessHours'];

/** The week as the app lists opening hours, Monday first; each language names the days. */
export const WEEK_DAYS: readonly WeekDay[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
