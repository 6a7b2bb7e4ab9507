import { account as en } from './en/account';
import { languageOf, type Language } from './names';
import type { AccountWords } from './types';

/** English, the words shown until the browser's language has loaded (and for any other tag). */
export const ENGLISH_ACCOUNT_WORDS: AccountWords = en;

/**
 * One language's account words, each in its own dynamic import: the sign-in dialog and the
 * mailed links' pages, themselves loaded lazily, fetch one small chunk for the browser's language.
 */
function importAccountWords(language: Exclude<Language, 'en'>): Promise<{ account: AccountWords }> {
  switch (language) {
    case 'es':
      return import('./es/account');
    case 'fr':
      return import('./fr/account');
    case 'de':
      return import('./de/account');
    case 'it':
      return import('./it/account');
    case 'pt':
      return import('./pt/account');
    case 'nl':
      return import('./nl/account');
    case 'he':
      return import('./he/account');
    case 'ar':
      return import('./ar/account');
  }
}

/**
 * The account words for a BCP 47 tag, English when Zappy has no words for it.
 *
 * @example (await loadAccountWords('fr-CA')).sendLink // 'Envoyer le lien'
 */
export async function loadAccountWords(tag: string | undefined): Promise<AccountWords> {
  const language = languageOf(tag ?? 'en') ?? 'en';
  return language === 'en' ? en : (await importAccountWords(language)).account;
}
