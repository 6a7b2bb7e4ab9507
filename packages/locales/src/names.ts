/**
 * Every language Zappy writes whole sites in, with its own name (what the wizard's language
 * choice shows), in the order the wizard offers them. Kept apart from the words so the web app
 * can list the languages without loading every phrasebook.
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  he: 'עברית',
  ar: 'العربية',
} as const;

/** A language's BCP 47 primary subtag: "en", "es", … */
export type Language = keyof typeof LANGUAGE_NAMES;

/** The languages, in order (a non-empty tuple, as `z.enum` takes). */
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as [Language, ...Language[]];

/**
 * The language a BCP 47 tag names by its primary subtag ("pt-BR" → "pt"), if Zappy has its words.
 *
 * @example languageOf('es-MX') // 'es'
 */
export function languageOf(tag: string): Language | undefined {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return Object.hasOwn(LANGUAGE_NAMES, primary) ? (primary as Language) : undefined;
}

/**
 * The direction a language is written in: Hebrew and Arabic right to left, the others left to
 * right (the `dir` of what speaks it).
 *
 * @example directionOf('ar') // 'rtl'
 */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'he' || language === 'ar' ? 'rtl' : 'ltr';
}
