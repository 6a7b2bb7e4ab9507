import { integrations as en } from './en/integrations';
import { languageOf, type Language } from './names';
import type { IntegrationWords } from './types';

/** English, the words shown until the site's language has loaded (and for any other tag). */
export const ENGLISH_INTEGRATION_WORDS: IntegrationWords = en;

/**
 * One language's integration words, each in its own dynamic import: the integrations feature,
 * itself loaded lazily, fetches one small chunk for the site's language.
 */
function importIntegrationWords(
  language: Exclude<Language, 'en'>,
): Promise<{ integrations: IntegrationWords }> {
  switch (language) {
    case 'es':
      return import('./es/integrations');
    case 'fr':
      return import('./fr/integrations');
    case 'de':
      return import('./de/integrations');
    case 'it':
      return import('./it/integrations');
    case 'pt':
      return import('./pt/integrations');
    case 'nl':
      return import('./nl/integrations');
    case 'he':
      return import('./he/integrations');
    case 'ar':
      return import('./ar/integrations');
  }
}

/**
 * The integrations UI's words for a BCP 47 tag, English when Zappy has no words for it.
 *
 * @example (await loadIntegrationWords('fr-CA')).panel.remove // 'Supprimer'
 */
export async function loadIntegrationWords(tag: string | undefined): Promise<IntegrationWords> {
  const language = languageOf(tag ?? 'en') ?? 'en';
  return language === 'en' ? en : (await importIntegrationWords(language)).integrations;
}
