import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { LANGUAGES, type Language } from '@zappy/locales/names';
import type { ColourMove } from '@zappy/locales/types';
import { applySiteEdits } from '@zappy/site-model/patch';
import type { Palette, SiteModel, SiteStyle } from '@zappy/site-model/schema';
import { paletteMeetsContrast } from '@zappy/site-renderer/contrast';
import { describe, expect, it } from 'vitest';
import { COLOUR_MOVES, movePalette, turnHue } from '../../palette-moves';
import { buildPalette, toHsl } from '../../palettes';
import { customizeOffline } from '../customize';
import { CUSTOMIZE_REPLIES } from './replies';

const sample = createSampleSiteModel();
/** The sample site in another language: the chat answers in it when the message does not tell. */
const siteIn = (language: Language): SiteModel => ({
  ...sample,
  locale: { ...sample.locale, language },
});

function turn(model: SiteModel, message: string) {
  const out = customizeOffline(model, message, null);
  const applied = applySiteEdits(model, out.edits);
  if (!applied.ok) throw new Error(`${message}: ${applied.errors.join('; ')}`);
  return { ...out, after: applied.value };
}

const LOOK_OPS = new Set(['setPalette', 'setStyle', 'setFonts']);
const hue = (hex: string) => toHsl(hex)[0];
const light = (hex: string) => toHsl(hex)[2];
const sat = (hex: string) => toHsl(hex)[1];
/** How warm the leading colours are: closeness to orange-red (25°), by saturation. */
const warmth = (p: Palette) =>
  [p.primary, p.accent].reduce(
    (sum, hex) => sum + sat(hex) * Math.cos(((hue(hex) - 25) * Math.PI) / 180),
    0,
  );

/** What each move must do to the palette it moves. */
const MOVED: Record<ColourMove, (after: Palette, before: Palette) => boolean> = {
  warmer: (a, b) => warmth(a) > warmth(b),
  cooler: (a, b) => warmth(a) < warmth(b),
  darker: (a, b) => light(a.primary) < light(b.primary),
  lighter: (a, b) => light(a.primary) > light(b.primary),
  vivid: (a, b) => sat(a.primary) > sat(b.primary),
  softer: (a, b) => sat(a.primary) < sat(b.primary),
  contrast: (a, b) => light(a.text) < light(b.text) && light(a.textMuted) < light(b.textMuted),
};

const PALETTES: [string, Palette][] = [
  ['the sample', sample.brand.palette],
  ['raspberry', buildPalette('#9b2c4a', '#f2b880', 'elegant')],
  ['blue', buildPalette('#1f5f8b', '#f2a541', 'corporate')],
  ['sage', buildPalette('#4a6b4f', '#d6a15a', 'minimal')],
  ['near black', buildPalette('#2e2a27', '#e0a526', 'bold')],
  ['bright yellow', buildPalette('#b7791f', '#1d4e89', 'playful')],
];

describe('colour moves', () => {
  it.each(PALETTES)('move %s the way asked, and every text stays readable', (_, palette) => {
    for (const move of COLOUR_MOVES) {
      const moved = movePalette(palette, [move], 'modern');
      expect(paletteMeetsContrast(moved), move).toBe(true);
      expect(MOVED[move](moved, palette), move).toBe(true);
    }
  });

  it('turns hues the short way, and a blue warms through violet', () => {
    expect(turnHue(344, 25, 35)).toBeCloseTo(19);
    expect(turnHue(127, 25, 35)).toBeCloseTo(92);
    expect(turnHue(204, 25, 35)).toBeCloseTo(239);
    expect(turnHue(20, 25, 35)).toBeCloseTo(25);
  });
});

describe('offline customization: the look in nine languages', () => {
  // Every choice the look questions offer is sent back as the owner's message: it must read as
  // the change it names, in its language.
  it.each(LANGUAGES)(
    '%s: each colour choice moves the palette that way',
    (language) => {
      const t = CUSTOMIZE_REPLIES[language];
      const model = siteIn(language);
      for (const move of COLOUR_MOVES) {
        const out = turn(model, t.lookChoices[move]);
        expect(
          out.edits.map((e) => e.op),
          t.lookChoices[move],
        ).toEqual(['setPalette']);
        expect(paletteMeetsContrast(out.after.brand.palette)).toBe(true);
        expect(MOVED[move](out.after.brand.palette, model.brand.palette), move).toBe(true);
        expect(out.reply).toContain(t.moves[move]);
        expect(out.state.language).toBe(language);
      }
    },
    20_000,
  );

  it.each(LANGUAGES)('%s: each style and font choice sets it', (language) => {
    const t = CUSTOMIZE_REPLIES[language];
    const model: SiteModel = {
      ...siteIn(language),
      brand: { ...sample.brand, style: 'corporate', typography: { heading: 'sans', body: 'sans' } },
    };
    const styles: SiteStyle[] = ['modern', 'elegant', 'playful', 'bold', 'minimal'];
    for (const style of styles) {
      const out = turn(model, t.lookChoices[style]);
      expect(out.after.brand.style, t.lookChoices[style]).toBe(style);
      expect(out.edits.every((e) => LOOK_OPS.has(e.op) && e.op !== 'setPalette')).toBe(true);
      expect(out.reply).toContain(t.style(t.styleNames[style]));
    }
    for (const stack of ['serif', 'rounded', 'mono'] as const) {
      const out = turn(model, t.lookChoices[stack]);
      expect(
        out.edits.map((e) => e.op),
        t.lookChoices[stack],
      ).toEqual(['setFonts']);
      expect(out.after.brand.typography).toEqual({ heading: stack, body: stack });
    }
  });

  it.each([
    ['make it green', 90, 165],
    ['I want the site in terracotta', 5, 30],
    ['colores como el mar', 175, 215],
    ['en vert forêt', 90, 165],
    ['Farben wie ein Sonnenuntergang', 5, 40],
    ['rendilo color lavanda', 250, 290],
    ['Quero o site em verde-oliva', 50, 100],
    ['maak de site donkerblauw', 200, 235],
    ['צבעים של שקיעה', 5, 40],
    ['اجعل الألوان مثل البحر', 175, 215],
  ])('%s: a palette led by that colour', (message, from, to) => {
    const out = turn(sample, message);
    expect(out.edits.map((e) => e.op)).toEqual(['setPalette']);
    expect(paletteMeetsContrast(out.after.brand.palette)).toBe(true);
    const h = hue(out.after.brand.palette.primary);
    expect(h >= from && h <= to, `${message}: hue ${h}`).toBe(true);
  });

  it.each([
    ['use a serif font for the headings', { heading: 'serif', body: 'sans' }],
    ['serif for the body text', { heading: 'sans', body: 'serif' }],
    ['letra más clásica', { heading: 'serif', body: 'serif' }],
    ['une police arrondie pour les titres', { heading: 'rounded', body: 'sans' }],
    ['Überschriften in einer Serifenschrift', { heading: 'serif', body: 'sans' }],
    ['גופן עם סריף לכותרות', { heading: 'serif', body: 'sans' }],
  ])('%s: sets those fonts, and nothing else', (message, typography) => {
    const out = turn(sample, message);
    expect(out.edits.every((e) => e.op === 'setFonts')).toBe(true);
    expect(out.after.brand.typography).toEqual(typography);
  });

  it.each([
    ['make it pop', 'en'],
    ['more beautiful please', 'en'],
    ['hazlo más bonito', 'es'],
    ['plus joli', 'fr'],
    ['Mach es schöner', 'de'],
    ['rendilo più carino', 'it'],
    ['deixa mais bonito', 'pt'],
    ['maak het mooier', 'nl'],
    ['תעשה את זה יפה יותר', 'he'],
    ['اجعله أجمل', 'ar'],
  ] as const)('%s: asks which way, with a few concrete choices', (message, language) => {
    const out = turn(siteIn(language), message);
    const t = CUSTOMIZE_REPLIES[language];
    expect(out.edits).toEqual([]);
    expect(out.widget?.type).toBe('single_select');
    expect(out.widget?.question).toBe(t.lookQuestion);
    const options = out.widget?.options ?? [];
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(options.length).toBeLessThanOrEqual(7);
    expect(options.map((o) => o.value)).toContain(t.lookChoices.warmer);
  });

  it('asks which way when the mood is the style the site already has', () => {
    const out = turn(sample, 'make it more modern');
    expect(out.edits).toEqual([]);
    expect(out.reply).toMatch(/^Your site already has the modern style\. .*\?/);
    expect(out.widget?.options?.map((o) => o.value)).not.toContain('A more modern style');
  });

  it('asks which way for colours without a direction, and for two styles at once', () => {
    expect(turn(sample, 'other colours please').widget?.options?.map((o) => o.value)).toEqual(
      COLOUR_MOVES.map((m) => CUSTOMIZE_REPLIES.en.lookChoices[m]),
    );
    const both = turn(sample, 'make it cleaner and more playful');
    expect(both.edits).toEqual([]);
    expect(both.widget?.options?.map((o) => o.value)).toEqual([
      'A cleaner, minimal style',
      'A more playful style',
    ]);
    expect(turn(sample, 'warmer but also cooler').edits).toEqual([]);
  });

  it('says exactly what changed, in the owner’s language', () => {
    expect(turn(sample, 'Colores más cálidos').reply).toMatch(
      /^Esto es lo que voy a cambiar: una paleta más cálida \(\p{L}+( y \p{L}+)?\) con todos/u,
    );
    expect(turn(sample, 'rendilo più elegante').reply).toBe(
      'Ecco cosa cambierò: lo stile elegante; un carattere con grazie per i titoli. Lo applico ora.',
    );
    expect(turn(sample, 'terracota y arena').reply).toMatch(/una paleta terracota y arena/);
  });

  it.each([
    ['en', 'Add a question: Do you have gluten-free bread? Yes, a simple spelt loaf.'],
    ['en', 'We are a fun family bakery'],
    ['en', 'Our clients are mostly professional dog owners'],
    ['en', 'We make your dog clean and happy'],
    ['en', 'Make the about text more professional'],
    ['en', 'Set my website to www.greenleaf.com'],
    ['es', 'Somos una panadería familiar y divertida'],
    ['es', 'Añade una pregunta frecuente sobre aparcamiento: ¿Dónde aparco? Detrás de la tienda.'],
    ['fr', 'Nous sommes une boulangerie sobre et familiale'],
    ['de', 'Ändere die Überschrift zu Warmes Brot jeden Morgen'],
    ['de', 'Füge eine Frage hinzu: Welche Farben haben eure Torten? Rosa und Gold.'],
    ['en', 'Change the headline to "Simple, modern, warm"'],
    ['en', 'make the headline bolder'],
    ['he', 'אנחנו אופים לחמים חמים כל בוקר'],
    ['ar', 'أضف سؤالا: هل لديكم خبز خال من الغلوتين؟ نعم، خبز بسيط من الحنطة.'],
  ] as const)('%s “%s” does not touch the look', (language, message) => {
    const out = turn(siteIn(language), message);
    expect(out.edits.filter((e) => LOOK_OPS.has(e.op))).toEqual([]);
  });
});
