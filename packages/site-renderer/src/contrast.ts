import type { Palette } from '@zappy/site-model/schema';

type Rgb = [number, number, number];

/** WCAG 2.1 thresholds. */
export const CONTRAST_TEXT = 4.5;
export const CONTRAST_LARGE_TEXT = 3;
export const CONTRAST_UI = 3;

/**
 * Parses `#rgb` or `#rrggbb`.
 *
 * @example parseHex('#fff') // [255, 255, 255]
 */
export function parseHex(hex: string): Rgb {
  let h = hex.replace('#', '').trim();
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(n) || h.length < 6) return [0, 0, 0];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Formats an RGB triple as `#rrggbb`. @example toHex([255, 0, 0]) // '#ff0000' */
export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/**
 * WCAG relative luminance (0 black .. 1 white).
 *
 * @example relativeLuminance('#ffffff') // 1
 */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio between two colours (1..21).
 *
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Mixes two colours; `amount` 0 gives `a`, 1 gives `b`.
 *
 * @example mix('#000000', '#ffffff', 0.5) // '#808080'
 */
export function mix(a: string, b: string, amount: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([0, 1, 2].map((i) => (ca[i] ?? 0) + ((cb[i] ?? 0) - (ca[i] ?? 0)) * amount) as Rgb);
}

/**
 * Returns `fg`, or the closest colour along the way to black or white that reaches `min`
 * contrast against every background. The hue is kept as long as possible.
 *
 * @example ensureContrast('#999999', ['#ffffff'], 4.5) // a darker grey
 */
export function ensureContrast(fg: string, backgrounds: readonly string[], min: number): string {
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (worst(fg) >= min) return fg;
  // Go dark when the backgrounds are light on average, light otherwise; fall back to the other.
  const avg = backgrounds.reduce((s, bg) => s + relativeLuminance(bg), 0) / backgrounds.length;
  const targets = avg > 0.18 ? ['#000000', '#ffffff'] : ['#ffffff', '#000000'];
  for (const target of targets) {
    for (let t = 0.05; t <= 1.0001; t += 0.05) {
      const candidate = mix(fg, target, t);
      if (worst(candidate) >= min) return candidate;
    }
  }
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}

/** Every colour the renderer paints, derived from a model palette and contrast-checked. */
export type ResolvedPalette = Palette & {
  /** Text on primary buttons. */
  onPrimary: string;
  /** Primary used as text (links, eyebrows) on surface and surface-alt. */
  link: string;
  /** Accent used as text on surface and surface-alt. */
  accentText: string;
  /** Text on an accent fill (badges). */
  onAccent: string;
  /** Inverted sections. */
  inverse: string;
  onInverse: string;
  onInverseMuted: string;
  accentOnInverse: string;
  /** Form field borders: 3:1 against the surfaces (UI component contrast). */
  fieldBorder: string;
};

/** A pair that fell short, for reports and the wizard's palette picker. */
export type ContrastIssue = {
  foreground: string;
  background: string;
  ratio: number;
  required: number;
  role: string;
};

function pickOn(bg: string): string {
  return contrastRatio('#ffffff', bg) >= contrastRatio('#111111', bg) ? '#ffffff' : '#111111';
}

/**
 * Derives every painted colour from a palette and corrects any pair below WCAG AA:
 * text 4.5:1 on both surfaces, button text 4.5:1, field borders 3:1, inverted sections 4.5:1.
 *
 * @example resolvePalette(STYLE_PALETTES.modern).onPrimary // '#ffffff'
 */
export function resolvePalette(
  palette: Palette,
  options: { inverse?: string } = {},
): ResolvedPalette {
  const surfaces = [palette.surface, palette.surfaceAlt];
  const text = ensureContrast(palette.text, surfaces, 7);
  const textMuted = ensureContrast(palette.textMuted, surfaces, CONTRAST_TEXT + 0.1);
  // Buttons: pick white or near-black text, then nudge the fill until it reaches 4.5:1.
  let onPrimary = pickOn(palette.primary);
  const primary = ensureContrast(palette.primary, [onPrimary], CONTRAST_TEXT + 0.1);
  onPrimary = ensureContrast(onPrimary, [primary], CONTRAST_TEXT + 0.1);
  const link = ensureContrast(palette.primary, surfaces, CONTRAST_TEXT + 0.1);
  const accentText = ensureContrast(palette.accent, surfaces, CONTRAST_TEXT + 0.1);
  const onAccent = ensureContrast(pickOn(palette.accent), [palette.accent], CONTRAST_TEXT + 0.1);
  const inverseBase =
    options.inverse ??
    (relativeLuminance(text) < 0.05 ? text : mix(palette.primary, '#000000', 0.72));
  const inverse = ensureContrast(inverseBase, ['#ffffff'], 10);
  const onInverse = ensureContrast(palette.surface, [inverse], 10);
  const onInverseMuted = ensureContrast(
    mix(onInverse, inverse, 0.28),
    [inverse],
    CONTRAST_TEXT + 0.3,
  );
  const accentOnInverse = ensureContrast(palette.accent, [inverse], CONTRAST_TEXT + 0.3);
  const fieldBorder = ensureContrast(palette.border, surfaces, CONTRAST_UI + 0.1);
  return {
    ...palette,
    primary,
    text,
    textMuted,
    onPrimary,
    link,
    accentText,
    onAccent,
    inverse,
    onInverse,
    onInverseMuted,
    accentOnInverse,
    fieldBorder,
  };
}

/**
 * Lists the pairs of a palette that fall below WCAG AA before correction — empty means the
 * palette passes as chosen. The wizard uses this to offer "palettes that pass contrast".
 *
 * @example checkPaletteContrast(STYLE_PALETTES.minimal) // []
 */
export function checkPaletteContrast(palette: Palette): ContrastIssue[] {
  const pairs: [string, string, string, number][] = [
    ['text on surface', palette.text, palette.surface, CONTRAST_TEXT],
    ['text on surface-alt', palette.text, palette.surfaceAlt, CONTRAST_TEXT],
    ['text-muted on surface', palette.textMuted, palette.surface, CONTRAST_TEXT],
    ['text-muted on surface-alt', palette.textMuted, palette.surfaceAlt, CONTRAST_TEXT],
    ['primary on surface', palette.primary, palette.surface, CONTRAST_TEXT],
    ['button text on primary', pickOn(palette.primary), palette.primary, CONTRAST_TEXT],
  ];
  return pairs
    .map(([role, foreground, background, required]) => ({
      role,
      foreground,
      background,
      required,
      ratio: Math.round(contrastRatio(foreground, background) * 100) / 100,
    }))
    .filter((p) => p.ratio < p.required);
}

/**
 * True when a palette passes WCAG AA without correction.
 *
 * @example paletteMeetsContrast({ ...palette, textMuted: '#cccccc' }) // false
 */
export function paletteMeetsContrast(palette: Palette): boolean {
  return checkPaletteContrast(palette).length === 0;
}
