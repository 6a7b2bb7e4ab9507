import { describe, expect, it } from 'vitest';
import { ENGLISH_APP_WORDS, loadAppWords } from './app-words';
import { LANGUAGES } from './names';

describe('loadAppWords', () => {
  it('loads each language’s own words, by a tag’s primary subtag', async () => {
    expect((await loadAppWords('es-MX')).brief.title).toBe('Tu resumen');
    expect((await loadAppWords('fr')).widgets.submit).toBe('Envoyer');
    expect((await loadAppWords('ar')).widgets.submit).toBe('إرسال');
  });

  it('gives every language but English words of its own', async () => {
    const others = LANGUAGES.filter((language) => language !== 'en');
    const loaded = await Promise.all(others.map((language) => loadAppWords(language)));
    for (const words of loaded) {
      expect(words).not.toBe(ENGLISH_APP_WORDS);
      expect(words.widgets.chooseAll).not.toBe(ENGLISH_APP_WORDS.widgets.chooseAll);
      expect(words.widgets.imageReplace.replace).not.toBe(
        ENGLISH_APP_WORDS.widgets.imageReplace.replace,
      );
      expect(words.feedback.submit).not.toBe(ENGLISH_APP_WORDS.feedback.submit);
    }
  });

  it('is English for English, a language Zappy has no words for, and no tag', async () => {
    expect(await loadAppWords('en-GB')).toBe(ENGLISH_APP_WORDS);
    expect(await loadAppWords('ja')).toBe(ENGLISH_APP_WORDS);
    expect(await loadAppWords(undefined)).toBe(ENGLISH_APP_WORDS);
  });
});
