import { describe, expect, it } from 'vitest';
import { loadAppWords } from './app-words';
import { byLanguage, LOCALES } from './languages';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from './names';
import { namesOf, placeNames } from './section-names';

describe('the language registry', () => {
  it('has the words of every named language, and of no other', () => {
    expect(Object.keys(LOCALES)).toEqual(LANGUAGES);
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'he', 'ar']);
  });

  it('reads a BCP 47 tag by its primary subtag, and knows no other language', () => {
    expect(languageOf('pt-BR')).toBe('pt');
    expect(languageOf('ES')).toBe('es');
    expect(languageOf('ja')).toBeUndefined();
    expect(languageOf('toString')).toBeUndefined();
  });

  it('gives one concern of every language, keyed by language', () => {
    const closed = byLanguage((locale) => locale.site.closed);
    expect(closed.es).toBe('Cerrado');
    expect(Object.keys(closed)).toEqual(LANGUAGES);
    expect(LANGUAGE_NAMES.he).toBe('עברית');
  });
});

describe('section names', () => {
  it('come from one table per language, in every form a concern reads', async () => {
    for (const language of LANGUAGES) {
      const { sections, site, copy, customize } = LOCALES[language];
      expect(site.headings).toEqual(namesOf(sections, 'heading'));
      expect(copy.navLabels).toEqual(namesOf(sections, 'nav'));
      expect(customize.replies.sectionNames).toEqual(namesOf(sections, 'named'));
      // English spells its places itself: its top of the page has no name in the table.
      if (language === 'en') continue;
      expect((await loadAppWords(language)).preview.fidelity.places).toEqual(placeNames(sections));
    }
  });
});

describe('the chat’s answer to “undo that”', () => {
  it('names the buttons the owner sees, as the app words them in the same language', async () => {
    for (const language of LANGUAGES) {
      const hint = LOCALES[language].customize.replies.undoHint;
      const { customize, preview } = await loadAppWords(language);
      expect(hint, language).toContain(customize.undo);
      expect(hint, language).toContain(preview.versions.restore);
      expect(hint, language).toContain(preview.versions.title);
    }
  });
});
