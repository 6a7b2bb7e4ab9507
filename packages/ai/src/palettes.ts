import type { WidgetPalette } from '@zappy/contract/widgets';
import type { Palette, SiteStyle } from '@zappy/site-model/schema';
import {
  contrastRatio,
  ensureContrast,
  mix,
  paletteMeetsContrast,
  parseHex,
  toHex,
} from '@zappy/site-renderer/contrast';
import type { HueFamily } from '@zappy/locales/types';
import { getIndustry } from './knowledge/industries';
import { wizardPhrases } from './offline/phrases';

/** Whether a palette passes WCAG AA as chosen: every palette published must. */
export { paletteMeetsContrast };

/** The contract's palette colour order (WidgetPaletteSchema, RequirementsSchema.palette). */
export const PALETTE_ROLES = [
  'primary',
  'accent',
  'surface',
  'surfaceAlt',
  'text',
  'textMuted',
  'border',
] as const satisfies readonly (keyof Palette)[];

/** Palette -> the contract's ordered colour list. @example paletteToColors(p)[0] === p.primary */
export function paletteToColors(palette: Palette): string[] {
  return PALETTE_ROLES.map((role) => palette[role]);
}

/**
 * The contract's ordered colour list -> a palette that passes contrast (missing roles derived).
 *
 * @example colorsToPalette(['#1d4e89', '#f2a541']).surface // '#ffffff'-ish
 */
export function colorsToPalette(colors: readonly string[], style: SiteStyle = 'modern'): Palette {
  const [primary = '#1d4e89', accent = mix(primary, '#f59e0b', 0.6)] = colors;
  const base = buildPalette(primary, accent, style);
  const given: Partial<Palette> = {};
  PALETTE_ROLES.forEach((role, i) => {
    const value = colors[i];
    if (value && /^#[0-9a-fA-F]{6}$/.test(value)) given[role] = value.toLowerCase();
  });
  const merged = { ...base, ...given };
  return paletteMeetsContrast(merged) ? merged : fixContrast(merged);
}

const SURFACES: Record<SiteStyle, (primary: string) => [string, string]> = {
  modern: (p) => ['#ffffff', mix('#f5f6fa', p, 0.05)],
  elegant: (p) => [mix('#fbf8f3', p, 0.02), mix('#f3ece1', p, 0.05)],
  playful: (p) => [mix('#fffaf3', p, 0.03), mix('#fff0e0', p, 0.08)],
  bold: () => ['#ffffff', '#f2f2f2'],
  minimal: () => ['#ffffff', '#f7f7f7'],
  corporate: (p) => ['#ffffff', mix('#f1f5f9', p, 0.04)],
};

/** Nudges every text role until each text/background pair reaches 4.5:1. */
export function fixContrast(palette: Palette): Palette {
  const surfaces = [palette.surface, palette.surfaceAlt];
  const text = ensureContrast(palette.text, surfaces, 7);
  const textMuted = ensureContrast(palette.textMuted, surfaces, 4.6);
  let primary = ensureContrast(palette.primary, surfaces, 4.6);
  // Button text is white or near-black on the primary fill; keep that pair at 4.5:1 too.
  if (Math.max(contrastRatio('#ffffff', primary), contrastRatio('#111111', primary)) < 4.6) {
    primary = ensureContrast(primary, ['#ffffff'], 4.6);
  }
  return { ...palette, text, textMuted, primary };
}

/**
 * Builds a full palette by role from a primary and an accent colour; every text/background pair
 * passes WCAG AA (4.5:1).
 *
 * @example paletteMeetsContrast(buildPalette('#e0a458', '#8a4b1f', 'elegant')) // true
 */
export function buildPalette(primary: string, accent: string, style: SiteStyle): Palette {
  const [surface, surfaceAlt] = SURFACES[style](primary);
  const draft: Palette = {
    primary: primary.toLowerCase(),
    accent: accent.toLowerCase(),
    surface,
    surfaceAlt,
    text: mix('#14161c', primary, 0.12),
    textMuted: mix('#4b5060', primary, 0.18),
    border: style === 'bold' ? mix('#111111', primary, 0.1) : mix(surface, primary, 0.16),
  };
  return fixContrast(draft);
}

// ---------------------------------------------------------------------------------------------
// Colour names and hue math (for "make it green" and brand colours)

/** Colour words in English, Spanish, French, German and Hebrew, to a representative hex. */
export const COLOR_WORDS: readonly (readonly [RegExp, string, string])[] = [
  [/\b(navy|marine|azul marino|bleu marine)\b/i, '#1f3a68', 'Navy'],
  [/\b(teal|turquoise|turquesa|t[üu]rkis)\b/i, '#0f766e', 'Teal'],
  [/\b(red|rojo|rouge|rot)\b|אדום/i, '#b42318', 'Red'],
  [/\b(orange|naranja)\b|כתום/i, '#c2410c', 'Orange'],
  [/\b(yellow|amarillo|jaune|gelb)\b|צהוב/i, '#b7791f', 'Yellow'],
  [/\b(gold|golden|dorado)\b|זהב/i, '#a16207', 'Gold'],
  [/\b(green|verde|vert|gr[üu]n)\b|ירוק/i, '#2f7a3e', 'Green'],
  [/\b(blue|azul|bleu|blau)\b|כחול/i, '#1d5fa8', 'Blue'],
  [/\b(purple|violet|morado|lila|violett)\b|סגול/i, '#6b3fa0', 'Purple'],
  [/\b(pink|rosa|rose)\b|ורוד/i, '#be3a6c', 'Pink'],
  [/\b(brown|marr[óo]n|brun|braun)\b|חום/i, '#7a4a2a', 'Brown'],
  [/\b(black|negro|noir|schwarz)\b|שחור/i, '#1a1a1a', 'Black'],
  [/\b(gr[ae]y|gris|grau)\b|אפור/i, '#4b5563', 'Grey'],
];

/**
 * Colours named beyond `COLOR_WORDS`, by their English name (the locales' `colours` tables give
 * each language's words for them): a leading colour and, for names that bring two ("sunset":
 * orange into pink), an accent.
 */
export const NAMED_COLOURS: Readonly<Record<string, readonly [string, string?]>> = {
  terracotta: ['#b5523b'],
  sand: ['#c2a878'],
  sea: ['#0e7490', '#7dd3e0'],
  forest: ['#2d5a3d', '#a3b18a'],
  sunset: ['#c2410c', '#db6b8f'],
  olive: ['#6b7a2e'],
  burgundy: ['#7b1e3a'],
  coral: ['#d9573f'],
  mint: ['#2f9e7f'],
  lavender: ['#7e62b3'],
  sage: ['#5f7f63'],
  charcoal: ['#33373d'],
  sky: ['#2b7bbf'],
};

/** The first colour a text names (a hex code or a colour word). @example findColor('make it green') // '#2f7a3e' */
export function findColor(text: string): string | undefined {
  const hex = /#[0-9a-fA-F]{6}\b/.exec(text)?.[0];
  if (hex) return hex.toLowerCase();
  const short = /#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])\b/.exec(text);
  if (short)
    return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return COLOR_WORDS.find(([re]) => re.test(text))?.[1];
}

/** Hue (0-360), saturation and lightness (0-1). */
export type Hsl = [number, number, number];

export function toHsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

export function fromHsl([h, s, l]: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Rotates the hue of a colour. @example rotateHue('#ff0000', 120) // '#00ff00' */
export function rotateHue(hex: string, degrees: number): string {
  const [h, s, l] = toHsl(hex);
  return fromHsl([(h + degrees + 360) % 360, s, l]);
}

function lighten(hex: string, amount: number): string {
  const [h, s, l] = toHsl(hex);
  return fromHsl([h, s, Math.max(0, Math.min(1, l + amount))]);
}

// ---------------------------------------------------------------------------------------------
// Palette suggestions (widgets and POST /api/assets/color-palettes)

/** What palette suggestions are based on; every field optional. */
export type PaletteRequest = {
  industry?: string | undefined;
  style?: SiteStyle | undefined;
  /** A brand colour or colour words ("deep green", "#0f766e"). */
  colors?: readonly string[] | undefined;
  businessName?: string | undefined;
  count?: number | undefined;
  /** The language the names and descriptions are written in (BCP 47; English by default). */
  language?: string | undefined;
};

const STYLE_FOR_INDEX: readonly SiteStyle[] = [
  'modern',
  'elegant',
  'playful',
  'minimal',
  'bold',
  'corporate',
];

/**
 * The colour family of a colour, from its hue, saturation and lightness.
 *
 * @example hueFamily('#1d4e89') // 'blue'
 */
export function hueFamily(hex: string): HueFamily {
  const [h, s, l] = toHsl(hex);
  if (s < 0.15 || l < 0.12) return 'grey';
  if (h >= 15 && h < 45 && l < 0.38) return 'brown';
  if (h < 15 || h >= 345) return 'red';
  if (h < 40) return 'orange';
  if (h < 65) return 'yellow';
  if (h < 160) return 'green';
  if (h < 195) return 'teal';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

/** A suggested palette plus the style it was tuned for. */
export type PaletteSuggestion = WidgetPalette & { style: SiteStyle; palette: Palette };

/**
 * Palettes for an industry, style or brand colour; every one passes contrast (all text and
 * background pairs at 4.5:1 or more). Deterministic.
 *
 * @example suggestPalettes({ industry: 'bakery', colors: ['#c0392b'] }).length // 4
 */
export function suggestPalettes(request: PaletteRequest = {}): PaletteSuggestion[] {
  const industry = getIndustry(request.industry);
  const count = Math.max(1, Math.min(8, request.count ?? 4));
  const brand = (request.colors ?? []).map(findColor).find((c) => c !== undefined);
  const seeds: [string, string][] = [];
  if (brand) {
    seeds.push(
      [brand, rotateHue(brand, 150)],
      [brand, rotateHue(brand, 35)],
      [lighten(brand, -0.12), lighten(rotateHue(brand, -30), 0.1)],
      [brand, lighten(brand, 0.25)],
    );
  }
  for (const [, primary, accent] of industry.colors) seeds.push([primary, accent]);
  // Fallbacks across colour families, so `count` palettes with distinct names always exist.
  seeds.push(
    ['#1d4e89', '#f2a541'],
    ['#2b2d42', '#ef8354'],
    ['#0f766e', '#f2a541'],
    ['#2f7a3e', '#e0a458'],
    ['#6b3fa0', '#f59e0b'],
    ['#b42318', '#1d4e89'],
    ['#be3a6c', '#0f766e'],
    ['#7a4a2a', '#e0a458'],
    ['#c2410c', '#1f3a68'],
  );
  const words = wizardPhrases(request.language).palettes;
  const offered: PaletteSuggestion[] = [];
  const taken = new Set<string>();
  for (const [primary, accent] of seeds) {
    if (offered.length >= count) break;
    const i = offered.length;
    const style = request.style ?? STYLE_FOR_INDEX[i % STYLE_FOR_INDEX.length] ?? 'modern';
    const palette = buildPalette(primary, accent, style);
    // Name and description are both worded from the same facts: the primary's colour family
    // and the style; a name already offered is set apart by its accent colour, or not offered.
    const hue = words.hues[hueFamily(palette.primary)];
    const mood = words.moods[style];
    let name = words.name(mood, hue);
    if (taken.has(name)) name = words.withAccent(name, words.hues[hueFamily(palette.accent)]);
    if (taken.has(name)) continue;
    taken.add(name);
    offered.push({
      name,
      description: words.description(mood, hue, style),
      colors: paletteToColors(palette),
      style,
      palette,
    });
  }
  return offered;
}

/** Named colours for a colour picker. */
export const PICKER_COLORS: readonly { value: string; name: string }[] = COLOR_WORDS.map(
  ([, value, name]) => ({ value, name }),
);
