import { createContext, useContext } from 'react';
import { ENGLISH_INTEGRATION_WORDS, loadIntegrationWords } from '@zappy/locales/integration-words';
import type { Language } from '@zappy/locales/names';
import type { IntegrationWords } from '@zappy/locales/types';
import { createWordsHook } from '../../../lib/lazy-words';

/**
 * The integrations UI's words in the language of a BCP 47 tag. Only this feature imports them,
 * and it loads lazily, so not even their English is in a page's first load.
 */
export const useIntegrationWordsIn = createWordsHook(
  'Integration words',
  ENGLISH_INTEGRATION_WORDS,
  loadIntegrationWords,
);

/** How the panel and its dialogs speak: the site's language, its direction, its words. */
export interface IntegrationSpeech {
  words: IntegrationWords;
  /** The `lang` and `dir` of the panel and of each dialog (they are portalled out of the page). */
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** The accessible name of a dialog's corner button, AppWords' `dialog.close`. */
  closeLabel: string;
}

/** Provided by the Integrations control in the site's language; without a provider, English. */
export const IntegrationSpeechContext = createContext<IntegrationSpeech>({
  words: ENGLISH_INTEGRATION_WORDS,
  lang: 'en',
  dir: 'ltr',
  closeLabel: 'Close dialog',
});

export function useIntegrationSpeech(): IntegrationSpeech {
  return useContext(IntegrationSpeechContext);
}
