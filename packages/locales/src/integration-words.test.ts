import { describe, expect, it } from 'vitest';
import { keyPaths } from '../test/key-paths';
import { ENGLISH_INTEGRATION_WORDS, loadIntegrationWords } from './integration-words';
import { LANGUAGES } from './names';
import type { IntegrationWords } from './types';

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
const SHARED = new Set([
  'colon',
  'categories.seo',
  'categories.social',
  'categories.email',
  'dns.name',
  'email.domain',
]);

describe('loadIntegrationWords', () => {
  it('loads each language’s own words, by a tag’s primary subtag', async () => {
    expect((await loadIntegrationWords('fr-CA')).panel.remove).toBe('Supprimer');
    expect((await loadIntegrationWords('es-MX')).add.all).toBe('Todas');
    expect((await loadIntegrationWords('ar')).panel.title).toBe('التكاملات');
  });

  it('is English for English, a language Zappy has no words for, and no tag', async () => {
    expect(await loadIntegrationWords('en-GB')).toBe(ENGLISH_INTEGRATION_WORDS);
    expect(await loadIntegrationWords('ja')).toBe(ENGLISH_INTEGRATION_WORDS);
    expect(await loadIntegrationWords(undefined)).toBe(ENGLISH_INTEGRATION_WORDS);
  });

  it('gives every language the same words as English, no more and no fewer', async () => {
    const english = keyPaths(ENGLISH_INTEGRATION_WORDS);
    for (const language of LANGUAGES) {
      expect(keyPaths(await loadIntegrationWords(language)), language).toEqual(english);
    }
  });

  it('gives every language but English words of its own, none left in English', async () => {
    const english = new Map(strings(ENGLISH_INTEGRATION_WORDS));
    const untranslated: string[] = [];
    for (const language of OTHERS) {
      const words = await loadIntegrationWords(language);
      untranslated.push(
        ...strings(words)
          .filter(([path, text]) => !SHARED.has(path) && text === english.get(path))
          .map(([path]) => `${language}: ${path}`),
      );
      expect(words.edit.named('Plausible'), language).not.toBe(
        ENGLISH_INTEGRATION_WORDS.edit.named('Plausible'),
      );
      expect(words.add.selected(3), language).not.toBe(ENGLISH_INTEGRATION_WORDS.add.selected(3));
    }
    expect(untranslated).toEqual([]);
  });

  it('names the buttons and the modal its sentences send the owner to, as they are worded', async () => {
    for (const language of LANGUAGES) {
      const words: IntegrationWords = await loadIntegrationWords(language);
      expect(words.dns.intro(1), language).toContain(words.dns.verify);
      expect(words.dns.intro(3), language).toContain(words.dns.verify);
      expect(words.email.addFirst, language).toContain(words.add.title);
      expect(words.email.addFirst, language).toContain(words.email.notConfigured);
      // The accessible names hold the visible words, so speech users can say what they see.
      const named = (name: string, word: string) => [name.toLowerCase(), word.toLowerCase()];
      for (const [name, word] of [
        named(words.panel.removeNamed('Plausible'), words.panel.remove),
        named(words.edit.named('Plausible'), words.edit.button),
        named(words.panel.addNamed('PayPal'), words.panel.add),
      ]) {
        expect(name, language).toContain(word);
      }
    }
  });

  it('counts as each language counts', async () => {
    const english = ENGLISH_INTEGRATION_WORDS;
    expect(english.add.selected(2)).toBe('2 selected');
    expect(english.dns.intro(1)).toMatch(/^Add this record at /);
    expect(english.dns.intro(2)).toMatch(/^Add these 2 records at /);
    expect(english.form.atLeast(1)).toBe('Fill in at least one of these.');
    const arabic = await loadIntegrationWords('ar');
    expect(arabic.add.selected(1)).toBe('المحدد: تكامل واحد');
    expect(arabic.add.selected(2)).toBe('المحدد: تكاملان');
    expect(arabic.add.selected(3)).toBe('المحدد: 3 تكاملات');
    expect(arabic.add.selected(11)).toBe('المحدد: 11 تكاملًا');
    expect((await loadIntegrationWords('fr')).add.selected(2)).toBe('2 intégrations sélectionnées');
  });
});
