import type { BusinessInfo } from '@zappy/contract/customization';

export type WeekDay = keyof BusinessInfo['businessHours'];

/** The week as the app lists opening hours, Monday first, each day with its name. */
export const WEEK_DAYS: readonly (readonly [WeekDay, string])[] = [
  ['monday', 'Monday'],
  ['tuesday', 'Tuesday'],
  ['wednesday', 'Wednesday'],
  ['thursday', 'Thursday'],
  ['friday', 'Friday'],
  ['saturday', 'Saturday'],
  ['sunday', 'Sunday'],
];
