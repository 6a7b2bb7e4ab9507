import { describe, expect, it } from 'vitest';
import { keyPaths } from '../test/key-paths';
import { LANGUAGES } from './names';
import { ENGLISH_PUBLISHING_WORDS, loadPublishingWords } from './publishing-words';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

/** Every string a phrasebook holds, by its key path (functions left out). */
function strings(words: unknown, prefix = ''): [string, string][] {
  if (typeof words === 'string') return [[prefix, words]];
  if (typeof words !== 'object' || words === null) return [];
  return Object.entries(words).flatMap(([key, inner]) =>
    strings(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** Words that are the same in English and some other language, or names no one translates. */
const SHARED = new Set(['hosting.title', 'domains.type', 'domains.name', 'repository.pagesAt']);

describe('loadPublishingWords', () => {
  it('loads each language’s own words, by a tag’s primary subtag', async () => {
    expect((await loadPublishingWords('fr-CA')).domains.remove).toBe('Retirer');
    expect((await loadPublishingWords('de')).domains.check).toBe('Jetzt prüfen');
    expect((await loadPublishingWords('he')).repository.pushNow).toBe('שליחה עכשיו');
  });

  it('is English for English, a language Zappy has no words for, and no tag', async () => {
    expect(await loadPublishingWords('en-GB')).toBe(ENGLISH_PUBLISHING_WORDS);
    expect(await loadPublishingWords('ja')).toBe(ENGLISH_PUBLISHING_WORDS);
    expect(await loadPublishingWords(undefined)).toBe(ENGLISH_PUBLISHING_WORDS);
  });

  it('gives every language the same words as English, no more and no fewer', async () => {
    const english = keyPaths(ENGLISH_PUBLISHING_WORDS);
    for (const language of LANGUAGES) {
      expect(keyPaths(await loadPublishingWords(language)), language).toEqual(english);
    }
  });

  it('gives every language but English words of its own, none left in English', async () => {
    const english = new Map(strings(ENGLISH_PUBLISHING_WORDS));
    const untranslated: string[] = [];
    for (const language of OTHERS) {
      const words = await loadPublishingWords(language);
      untranslated.push(
        ...strings(words)
          .filter(([path, text]) => !SHARED.has(path) && text === english.get(path))
          .map(([path]) => `${language}: ${path}`),
      );
      expect(words.repository.pushed(3, '1 May'), language).not.toBe(
        ENGLISH_PUBLISHING_WORDS.repository.pushed(3, '1 May'),
      );
    }
    expect(untranslated).toEqual([]);
  });

  it('names the buttons its sentences send the owner to, as they are worded', async () => {
    for (const language of LANGUAGES) {
      const words = await loadPublishingWords(language);
      expect(words.domains.recordsIntro, language).toContain(words.domains.check);
      // The accessible names hold the visible words, so speech users can say what they see.
      const named = (name: string, word: string) => [name.toLowerCase(), word.toLowerCase()];
      for (const [name, word] of [
        named(words.domains.removeNamed('example.com'), words.domains.remove),
        named(words.domains.checkNamed('example.com'), words.domains.check),
        named(words.domains.copyNamed('CNAME'), words.domains.copy),
      ]) {
        expect(name, language).toContain(word);
      }
    }
  });
});
