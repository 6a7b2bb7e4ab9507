import { app as ar } from './ar/app';
import { app as de } from './de/app';
import { app as en } from './en/app';
import { app as es } from './es/app';
import { app as fr } from './fr/app';
import { app as he } from './he/app';
import { app as it } from './it/app';
import { languageOf, type Language } from './names';
import { app as nl } from './nl/app';
import { app as pt } from './pt/app';
import type { AppWords } from './types';

/** The web app's words in every language: small, so the app loads them all, no phrasebook. */
export const APP_WORDS: Readonly<Record<Language, AppWords>> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  nl,
  he,
  ar,
};

/**
 * The app's words for a BCP 47 tag, English when Zappy has no words for it.
 *
 * @example appWordsFor('es-MX').brief.title // 'Tu resumen'
 */
export function appWordsFor(tag: string | undefined): AppWords {
  return APP_WORDS[languageOf(tag ?? 'en') ?? 'en'];
}
