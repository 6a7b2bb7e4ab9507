import { app as en } from './en/app';
import { languageOf, type Language } from './names';
import type { AppWords } from './types';

/** English, the words shown until the owner's language has loaded (and for any other tag). */
export const ENGLISH_APP_WORDS: AppWords = en;

/**
 * One language's app words, each in its own dynamic import: the web app ships English with its
 * pages and fetches one small chunk for another language, never all nine up front.
 */
function importAppWords(language: Exclude<Language, 'en'>): Promise<{ app: AppWords }> {
  switch (language) {
    case 'es':
      return import('./es/app');
    case 'fr':
      return import('./fr/app');
    case 'de':
      return import('./de/app');
    case 'it':
      return import('./it/app');
    case 'pt':
      return import('./pt/app');
    case 'nl':
      return import('./nl/app');
    case 'he':
      return import('./he/app');
    case 'ar':
      return import('./ar/app');
  }
}

/**
 * The app's words for a BCP 47 tag, English when Zappy has no words for it.
 *
 * @example (await loadAppWords('es-MX')).brief.title // 'Tu resumen'
 */
export async function loadAppWords(tag: string | undefined): Promise<AppWords> {
  const language = languageOf(tag ?? 'en') ?? 'en';
  return language === 'en' ? en : (await importAppWords(language)).app;
}
