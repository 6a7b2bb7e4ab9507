import { ar } from './ar/locale';
import { de } from './de/locale';
import { en } from './en/locale';
import { es } from './es/locale';
import { fr } from './fr/locale';
import { he } from './he/locale';
import { it } from './it/locale';
import { nl } from './nl/locale';
import { pt } from './pt/locale';
import { LANGUAGES, type Language } from './names';
import type { Locale } from './types';

/**
 * Every language's words. Adding a language is its folder (each file typed by `types.ts`, so a
 * missing word is a compile error), its name in `names.ts` and its entry here; the type refuses
 * a language left out of either.
 *
 * @example LOCALES.es.site.closed // 'Cerrado'
 */
export const LOCALES = { en, es, fr, de, it, pt, nl, he, ar } satisfies Record<Language, Locale>;

/**
 * One concern of every language, keyed by language.
 *
 * @example byLanguage((locale) => locale.site).es.closed // 'Cerrado'
 */
export function byLanguage<T>(concern: (locale: Locale) => T): Readonly<Record<Language, T>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, concern(LOCALES[language])]),
  ) as Record<Language, T>;
}
