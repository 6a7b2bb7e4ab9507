import { describe, expect, it } from 'vitest';
import { keyPaths } from '../test/key-paths';
import { LOCALES } from './languages';
import { LANGUAGES } from './names';
import { ENGLISH_PHOTO_SEARCH_WORDS, loadPhotoSearchWords } from './photo-search-words';
import type { PhotoSearchProblem } from './types';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');
const PROBLEMS: PhotoSearchProblem[] = ['unauthorized', 'rate_limited', 'unavailable', 'unusable'];

type Sample = (count: number, words: string) => string;

/** Every string a phrasebook holds, by its key path, and its functions called with samples. */
function texts(words: object): [string, string][] {
  return Object.entries(words).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]];
    if (typeof value === 'function') return [[key, (value as Sample)(3, 'croissants')]];
    return texts(value as object).map(([path, text]) => [`${key}.${path}`, text]);
  });
}

describe('loadPhotoSearchWords', () => {
  it('loads each language’s own words by a tag’s primary subtag, English otherwise', async () => {
    expect((await loadPhotoSearchWords('de-AT')).search).toBe('Suchen');
    expect((await loadPhotoSearchWords('es-MX')).title).toBe('Buscar fotos');
    expect(await loadPhotoSearchWords('en-GB')).toBe(ENGLISH_PHOTO_SEARCH_WORDS);
    expect(await loadPhotoSearchWords('ja')).toBe(ENGLISH_PHOTO_SEARCH_WORDS);
    expect(await loadPhotoSearchWords(undefined)).toBe(ENGLISH_PHOTO_SEARCH_WORDS);
  });

  it('gives every language the same words as English, each its own', async () => {
    const english = new Map(texts(ENGLISH_PHOTO_SEARCH_WORDS));
    for (const language of OTHERS) {
      const words = await loadPhotoSearchWords(language);
      expect(keyPaths(words), language).toEqual(keyPaths(ENGLISH_PHOTO_SEARCH_WORDS));
      const same = texts(words).filter(([path, text]) => text === english.get(path));
      expect(same, language).toEqual([]);
    }
  });

  it('names the searched words and the photographer in every language', async () => {
    for (const language of LANGUAGES) {
      const words = await loadPhotoSearchWords(language);
      expect(words.results('croissants'), language).toContain('croissants');
      expect(words.found(3, 'croissants'), language).toMatch(/croissants.*3/u);
      expect(words.credit('Ana Lima', 'Pexels'), language).toMatch(/Ana Lima.*Pexels/u);
    }
  });
});

describe('the chat’s photo search replies', () => {
  it('say in every language what was searched, and that nothing changed when it failed', () => {
    for (const language of LANGUAGES) {
      const t = LOCALES[language].customize.replies.photoSearch;
      expect(t.found('croissants', true), language).toContain('croissants');
      expect(t.found('croissants', true), language).not.toBe(t.found('croissants', false));
      expect(t.none('croissants'), language).toContain('croissants');
      const failures = PROBLEMS.map((problem) => t.failed[problem]);
      expect(new Set([...failures, t.off]).size, language).toBe(PROBLEMS.length + 1);
      if (language !== 'en') {
        const english = LOCALES.en.customize.replies.photoSearch;
        expect(t.off, language).not.toBe(english.off);
        expect(t.failed.unauthorized, language).not.toBe(english.failed.unauthorized);
      }
    }
  });
});
