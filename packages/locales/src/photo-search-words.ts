import { photoSearch as en } from './en/photo-search';
import { languageOf, type Language } from './names';
import type { PhotoSearchWords } from './types';

/** English, the words shown until the site's language has loaded (and for any other tag). */
export const ENGLISH_PHOTO_SEARCH_WORDS: PhotoSearchWords = en;

/**
 * One language's photo search words, each in its own dynamic import: the customization chat,
 * itself loaded lazily, fetches one small chunk for the site's language.
 */
function importPhotoSearchWords(
  language: Exclude<Language, 'en'>,
): Promise<{ photoSearch: PhotoSearchWords }> {
  switch (language) {
    case 'es':
      return import('./es/photo-search');
    case 'fr':
      return import('./fr/photo-search');
    case 'de':
      return import('./de/photo-search');
    case 'it':
      return import('./it/photo-search');
    case 'pt':
      return import('./pt/photo-search');
    case 'nl':
      return import('./nl/photo-search');
    case 'he':
      return import('./he/photo-search');
    case 'ar':
      return import('./ar/photo-search');
  }
}

/**
 * The image panel's photo search words for a BCP 47 tag, English when Zappy has no words for it.
 *
 * @example (await loadPhotoSearchWords('de-AT')).search // 'Suchen'
 */
export async function loadPhotoSearchWords(tag: string | undefined): Promise<PhotoSearchWords> {
  const language = languageOf(tag ?? 'en') ?? 'en';
  return language === 'en' ? en : (await importPhotoSearchWords(language)).photoSearch;
}
