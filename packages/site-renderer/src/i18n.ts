// The renderer's choice of words: which language's words a site gets, its text direction, and
// how a message's placeholders are filled. The words themselves live in @zappy/locales.
import { byLanguage } from '@zappy/locales/languages';
import { LANGUAGES, languageOf, type Language } from '@zappy/locales/names';
import type { Messages } from '@zappy/locales/types';

/** Languages with a full set of interface words. Others fall back to English. */
export const UI_LANGUAGES = LANGUAGES;
export type UiLanguage = Language;

/** Every language's interface words. */
export const MESSAGES = byLanguage((locale) => locale.site);

/** Primary subtags written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'dv', 'ug', 'ckb']);

function primarySubtag(language: string): string {
  return language.split('-')[0]?.toLowerCase() ?? '';
}

/**
 * The interface words for a BCP 47 tag, by its primary subtag; English for other languages.
 *
 * @example messagesFor('es-MX').closed // 'Cerrado'
 */
export function messagesFor(language: string): Messages {
  return MESSAGES[languageOf(language) ?? 'en'];
}

/**
 * The text direction of a language: right to left for Hebrew, Arabic and other RTL scripts
 * whatever the model says, so a Hebrew site never renders left to right by mistake.
 *
 * @example textDirection('he', 'ltr') // 'rtl'
 */
export function textDirection(language: string, given: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(primarySubtag(language)) ? 'rtl' : given;
}

/**
 * Fills `{key}` placeholders of a message.
 *
 * @example fill('{name} illustration', { name: 'Crumb' }) // 'Crumb illustration'
 */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
