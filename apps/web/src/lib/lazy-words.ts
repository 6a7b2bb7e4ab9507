import { useEffect, useState } from 'react';
import { languageOf, type Language } from '@zappy/locales/names';

/**
 * A hook giving a phrasebook in the language of a BCP 47 tag. English ships with the code that
 * calls the hook; another language arrives in its own chunk, so until it has loaded the words
 * are English and `isLoaded` is false (a text written once, such as a chat message, waits for
 * it). Languages already fetched are kept: a page opened again shows their words at once.
 *
 * @example const useAppWords = createWordsHook('App words', ENGLISH_APP_WORDS, loadAppWords);
 */
export function createWordsHook<Words>(
  what: string,
  english: Words,
  load: (language: Language) => Promise<Words>,
) {
  const loaded = new Map<Language, Words>([['en', english]]);

  return function useWords(tag: string | undefined): { words: Words; isLoaded: boolean } {
    const language = languageOf(tag ?? 'en') ?? 'en';
    // Re-renders once the language arrives; the words themselves are read from the cache.
    const [, setArrived] = useState<Language>();

    useEffect(() => {
      if (loaded.has(language)) return;
      let isCurrent = true;
      load(language).then(
        (words) => {
          loaded.set(language, words);
          if (isCurrent) setArrived(language);
        },
        (error: unknown) => {
          // eslint-disable-next-line no-console
          console.error(`${what}: loading '${language}' failed`, error);
          // The page goes on in English, and what waited for the words is written in English.
          loaded.set(language, english);
          if (isCurrent) setArrived(language);
        },
      );
      return () => {
        isCurrent = false;
      };
    }, [language]);

    const words = loaded.get(language);
    return { words: words ?? english, isLoaded: words !== undefined };
  };
}
