import type { WeekDay } from '../types';

/** The days of the week, as the site's opening hours and the app's business details name them. */
export const days: Readonly<Record<WeekDay, string>> = {
  sunday: 'Domingo',
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
};
