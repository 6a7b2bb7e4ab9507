import { useEffect, useState } from 'react';
import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { languageOf, type Language } from '@zappy/locales/names';
import type { AppWords } from '@zappy/locales/types';

/** Languages already fetched: a page opened again shows their words at once, with no English first. */
const loaded = new Map<Language, AppWords>([['en', ENGLISH_APP_WORDS]]);

function logLoadFailure(language: Language, error: unknown) {
  // eslint-disable-next-line no-console
  console.error(`App words: loading '${language}' failed`, error);
}

/**
 * The app's words in the language of a BCP 47 tag. Another language than English arrives in its
 * own chunk, so until it has loaded the words are English and `isLoaded` is false (a text that
 * is written once, such as a chat message, waits for it).
 */
export function useAppWords(tag: string | undefined): { words: AppWords; isLoaded: boolean } {
  const language = languageOf(tag ?? 'en') ?? 'en';
  // Re-renders once the language arrives; the words themselves are read from the cache.
  const [, setArrived] = useState<Language>();

  useEffect(() => {
    if (loaded.has(language)) return;
    let isCurrent = true;
    loadAppWords(language).then(
      (words) => {
        loaded.set(language, words);
        if (isCurrent) setArrived(language);
      },
      (error: unknown) => {
        logLoadFailure(language, error);
        // The page goes on in English, and what waited for the words is written in English.
        loaded.set(language, ENGLISH_APP_WORDS);
        if (isCurrent) setArrived(language);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);

  const words = loaded.get(language);
  return { words: words ?? ENGLISH_APP_WORDS, isLoaded: words !== undefined };
}
