import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@zappy/locales/names';
import { hueFamily, suggestPalettes } from './palettes';
import type { Requirements } from '@zappy/contract/requirements';
import type { Widget } from '@zappy/contract/widgets';
import { wizardPhrases } from './offline/phrases';
import { applyAnswer } from './offline/slots';

const REQUESTS = [
  { industry: 'bakery' },
  { industry: 'law' },
  { industry: 'gym', style: 'bold' as const },
  { industry: 'bakery', colors: ['#c0392b'] },
  { colors: ['green'], style: 'elegant' as const },
  { industry: 'plumber', count: 8 },
];

describe('palette names and descriptions', () => {
  for (const language of LANGUAGES) {
    it(`agree with the colours and are in ${language}`, () => {
      const words = wizardPhrases(language).palettes;
      for (const request of REQUESTS) {
        const palettes = suggestPalettes({ ...request, language });
        const names = palettes.map((p) => p.name);
        expect(new Set(names).size).toBe(names.length);
        for (const p of palettes) {
          expect(p.name).not.toMatch(/\d|option|opción|opção|opzione|optie|אפשרות|خيار/i);
          const hue = words.hues[hueFamily(p.palette.primary)];
          const mood = words.moods[p.style];
          expect(p.name.toLocaleLowerCase(language)).toContain(hue.toLocaleLowerCase(language));
          expect(p.name.toLocaleLowerCase(language)).toContain(mood.toLocaleLowerCase(language));
          expect(p.description.toLocaleLowerCase(language)).toContain(
            mood.toLocaleLowerCase(language),
          );
          expect(p.description.toLocaleLowerCase(language)).toContain(
            hue.toLocaleLowerCase(language),
          );
          // No other style's word in the description.
          for (const other of Object.values(words.moods)) {
            if (other !== mood) expect(p.name.toLocaleLowerCase(language)).not.toContain(other);
          }
        }
      }
    });
  }

  it('reads well in English', () => {
    const [first] = suggestPalettes({ industry: 'bakery', language: 'en' });
    expect(first?.name).toMatch(/^[A-Z][a-z]+ [a-z]+( with [a-z]+)?$/);
    expect(first?.description).toMatch(/^[A-Z][a-z]+ [a-z]+: .+contrast$/);
  });

  it('names the colour family of the primary', () => {
    expect(hueFamily('#1d4e89')).toBe('blue');
    expect(hueFamily('#2f7a3e')).toBe('green');
    expect(hueFamily('#b42318')).toBe('red');
    expect(hueFamily('#4b5563')).toBe('grey');
    expect(hueFamily('#7a4a2a')).toBe('brown');
  });
});

describe('the palette widget', () => {
  it('offers Spanish palettes by name, and choosing one keeps its style', () => {
    const palettes = suggestPalettes({ industry: 'bakery', language: 'es' });
    const elegant = palettes.find((p) => p.style === 'elegant');
    expect(elegant?.name).toMatch(/ elegante$/);
    const widget = { type: 'color_palette', question: '?', palettes } as unknown as Widget;
    const r = { language: 'es', inputLanguage: 'es' } as unknown as Requirements;
    const answer = applyAnswer('palette', r, widget, { text: elegant?.name ?? '' });
    expect(answer.requirements.style).toBe('elegant');
    expect(answer.requirements.palette?.name).toBe(elegant?.name);
  });
});
