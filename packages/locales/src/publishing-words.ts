import { publishing as en } from './en/publishing';
import { languageOf, type Language } from './names';
import type { PublishingWords } from './types';

/** English, the words shown until the site's language has loaded (and for any other tag). */
export const ENGLISH_PUBLISHING_WORDS: PublishingWords = en;

/**
 * One language's publishing words, each in its own dynamic import: the Publishing section,
 * itself loaded lazily, fetches one small chunk for the site's language.
 */
function importPublishingWords(
  language: Exclude<Language, 'en'>,
): Promise<{ publishing: PublishingWords }> {
  switch (language) {
    case 'es':
      return import('./es/publishing');
    case 'fr':
      return import('./fr/publishing');
    case 'de':
      return import('./de/publishing');
    case 'it':
      return import('./it/publishing');
    case 'pt':
      return import('./pt/publishing');
    case 'nl':
      return import('./nl/publishing');
    case 'he':
      return import('./he/publishing');
    case 'ar':
      return import('./ar/publishing');
  }
}

/**
 * The Publishing section's words for a BCP 47 tag, English when Zappy has no words for it.
 *
 * @example (await loadPublishingWords('fr-CA')).domains.remove // 'Retirer'
 */
export async function loadPublishingWords(tag: string | undefined): Promise<PublishingWords> {
  const language = languageOf(tag ?? 'en') ?? 'en';
  return language === 'en' ? en : (await importPublishingWords(language)).publishing;
}
