import { byLanguage } from '@zappy/locales/languages';
import type { Topic } from '@zappy/locales/types';

/** What the options menu offers, in its order; the chosen value is the next turn's message. */
export const TOPICS = [
  'colors',
  'style',
  'headline',
  'sections',
  'prices',
  'contact',
  'images',
  'faq',
] as const satisfies readonly Topic[];

/** The customization chat's words by language. */
export const CUSTOMIZE_REPLIES = byLanguage((locale) => locale.customize.replies);
