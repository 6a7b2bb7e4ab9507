import { ENGLISH_ACCOUNT_WORDS, loadAccountWords } from '@zappy/locales/account-words';
import { createWordsHook } from '../../../lib/lazy-words';

/**
 * The account words (the sign-in dialog, the mailed links' pages) in the language of a BCP 47
 * tag: the browser's, since a person signing in has no site yet.
 */
export const useAccountWords = createWordsHook(
  'Account words',
  ENGLISH_ACCOUNT_WORDS,
  loadAccountWords,
);

/** The browser's language tag (undefined outside a browser). */
export const browserLanguage = (): string | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.language;
