import { describe, expect, it } from 'vitest';
import { ENGLISH_APP_WORDS, loadAppWords } from './app-words';
import { LANGUAGES } from './names';
import { keyPaths } from '../test/key-paths';

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
      expect(words.chat.send).not.toBe(ENGLISH_APP_WORDS.chat.send);
      expect(words.businessInfo.title).not.toBe(ENGLISH_APP_WORDS.businessInfo.title);
      expect(words.preview.pointAndEdit.button).not.toBe(
        ENGLISH_APP_WORDS.preview.pointAndEdit.button,
      );
      expect(words.preview.fidelity.title).not.toBe(ENGLISH_APP_WORDS.preview.fidelity.title);
      expect(words.preview.fidelity.places.hero).not.toBe(
        ENGLISH_APP_WORDS.preview.fidelity.places.hero,
      );
    }
  });

  it('joins lists and names sections as each language does', async () => {
    const english = ENGLISH_APP_WORDS.preview.fidelity;
    expect(english.list([])).toBe('');
    expect(english.list(['Pricing'])).toBe('Pricing');
    expect(english.list(['About', 'Contact', 'Footer'])).toBe('About, Contact and Footer');
    expect(english.places.hero).toBe('Top of the page');

    const spanish = (await loadAppWords('es')).preview.fidelity;
    expect(spanish.list(['Contacto', 'Pie de página'])).toBe('Contacto y Pie de página');
    // The menu's label, or a section the menu leaves out by its name, capitalised.
    expect(spanish.places.testimonials).toBe('Opiniones');
    expect(spanish.places.hero).toBe('Portada');
    expect((await loadAppWords('de')).preview.fidelity.list(['Preise', 'Kontakt'])).toBe(
      'Preise und Kontakt',
    );
  });

  it('gives every language the same words as English, no more and no fewer', async () => {
    const english = keyPaths(ENGLISH_APP_WORDS);
    for (const language of LANGUAGES) {
      expect(keyPaths(await loadAppWords(language)), language).toEqual(english);
    }
  });

  it('is English for English, a language Zappy has no words for, and no tag', async () => {
    expect(await loadAppWords('en-GB')).toBe(ENGLISH_APP_WORDS);
    expect(await loadAppWords('ja')).toBe(ENGLISH_APP_WORDS);
    expect(await loadAppWords(undefined)).toBe(ENGLISH_APP_WORDS);
  });
});
