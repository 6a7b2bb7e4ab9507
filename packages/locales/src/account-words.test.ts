import { describe, expect, it } from 'vitest';
import { keyPaths } from '../test/key-paths';
import { ENGLISH_ACCOUNT_WORDS, loadAccountWords } from './account-words';
import { LANGUAGES } from './names';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');
/** Words these languages write as English does. */
const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = {
  de: ['name'],
  it: ['email', 'password'],
};

describe('loadAccountWords', () => {
  it('loads each language’s own words, by a tag’s primary subtag', async () => {
    expect((await loadAccountWords('fr-CA')).sendLink).toBe('Envoyer le lien');
    expect((await loadAccountWords('de')).forgotPassword).toBe('Passwort vergessen?');
    expect((await loadAccountWords('he')).signIn).toBe('כניסה');
  });

  it('is English for English, a language Zappy has no words for, and no tag', async () => {
    expect(await loadAccountWords('en-GB')).toBe(ENGLISH_ACCOUNT_WORDS);
    expect(await loadAccountWords('ja')).toBe(ENGLISH_ACCOUNT_WORDS);
    expect(await loadAccountWords(undefined)).toBe(ENGLISH_ACCOUNT_WORDS);
  });

  it('gives every language the same words as English, each its own, with the minimum length', async () => {
    const english = keyPaths(ENGLISH_ACCOUNT_WORDS);
    for (const language of OTHERS) {
      const words = await loadAccountWords(language);
      expect(keyPaths(words), language).toEqual(english);
      const untranslated = Object.entries(words).filter(
        ([key, text]) =>
          typeof text === 'string' &&
          text === ENGLISH_ACCOUNT_WORDS[key as keyof typeof words] &&
          !SAME_AS_ENGLISH[language]?.includes(key),
      );
      expect(untranslated, language).toEqual([]);
      expect(words.passwordRules(10), language).toContain('10');
    }
  });

  it('says how long each link works, as the server mails it', async () => {
    for (const language of LANGUAGES) {
      const words = await loadAccountWords(language);
      expect(words.checkEmailRegister, language).toContain('24');
      expect(words.checkEmailReset, language).toContain('30');
    }
  });
});
