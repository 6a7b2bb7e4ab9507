import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { createWordsHook } from './lazy-words';

/**
 * The app's words in the language of a BCP 47 tag: English at once, another language once its
 * chunk has loaded (`isLoaded`).
 */
export const useAppWords = createWordsHook('App words', ENGLISH_APP_WORDS, loadAppWords);
