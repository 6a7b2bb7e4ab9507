import { byLanguage } from '@zappy/locales/languages';
import { LANGUAGES, type Language } from '@zappy/locales/names';

// The words an owner uses to ask for a change, per language the wizard understands. The
// readers match the words of every language at once (owners mix languages and site words), and
// use each language's table alone only to guess which language to answer in.

export const CUSTOMIZE_LANGUAGES = LANGUAGES;
export type CustomizeLanguage = Language;

/** Command words by language. */
export const COMMAND_WORDS = byLanguage((locale) => locale.customize.words);
