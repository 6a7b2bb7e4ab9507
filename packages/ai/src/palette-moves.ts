import type { ColourMove } from '@zappy/locales/types';
import type { Palette, SiteStyle } from '@zappy/site-model/schema';
import { mix } from '@zappy/site-renderer/contrast';
import {
  buildPalette,
  fixContrast,
  fromHsl,
  type Hsl,
  paletteMeetsContrast,
  PALETTE_ROLES,
  toHsl,
} from './palettes';

// Moves of a site's current colours ("warmer", "more contrast"): each role of the palette shifts
// in hue, saturation or lightness, and the result still passes contrast.

/** The moves, in the order a request's moves are applied. */
export const COLOUR_MOVES = [
  'warmer',
  'cooler',
  'darker',
  'lighter',
  'vivid',
  'softer',
  'contrast',
] as const satisfies readonly ColourMove[];

type Role = (typeof PALETTE_ROLES)[number];
/** One move at a strength (0..1] for one role's colour. */
type Shift = (hsl: Hsl, strength: number, role: Role) => Hsl;

/** Orange-red is the warmest hue, and the blue opposite it the coolest. */
const WARM_HUE = 25;
const COOL_HUE = WARM_HUE + 180;
/** How far a full-strength warmer or cooler move turns a hue, in degrees. */
const HUE_STEP = 35;

const clamp = (v: number) => Math.max(0, Math.min(1, v));
const isSurface = (role: Role) => role === 'surface' || role === 'surfaceAlt';
const isColour = (role: Role) => role === 'primary' || role === 'accent';

/** Within this many degrees of the hue opposite the target, both ways round are about as long. */
const OPPOSITE_ZONE = 20;

/**
 * A hue turned towards a target by up to `step` degrees, the short way round the wheel; from
 * about the opposite hue, the way of rising hues (a blue warms through violet, as painters warm
 * it, not through green).
 */
export function turnHue(hue: number, target: number, step: number): number {
  const ahead = (((target - hue) % 360) + 360) % 360;
  const gap = ahead > 180 + OPPOSITE_ZONE ? ahead - 360 : ahead;
  const turn = Math.sign(gap) * Math.min(Math.abs(gap), step);
  return (hue + turn + 360) % 360;
}

/** Warmer and cooler turn every role's hue a step; a surface takes the hue itself, as a tint. */
const towards =
  (target: number): Shift =>
  ([h, s, l], k, role) =>
    isSurface(role)
      ? [turnHue(h, target, 180), Math.max(s, 0.35 * k), l]
      : [turnHue(h, target, HUE_STEP * k), s, l];

const SHIFTS: Readonly<Record<ColourMove, Shift>> = {
  warmer: towards(WARM_HUE),
  cooler: towards(COOL_HUE),
  darker: ([h, s, l], k, role) => {
    if (isColour(role)) return [h, s, Math.max(0.08, l - 0.12 * k)];
    if (role === 'surfaceAlt' || role === 'border') return [h, s, l - 0.05 * k];
    return [h, s, l];
  },
  lighter: ([h, s, l], k, role) => {
    if (isColour(role)) return [h, s, clamp(l + 0.12 * k)];
    if (isSurface(role) || role === 'border') return [h, s, l + (1 - l) * 0.5 * k];
    return [h, s, l];
  },
  vivid: ([h, s, l], k, role) =>
    isColour(role) || role === 'border' ? [h, s + (1 - s) * 0.45 * k, l] : [h, s, l],
  softer: ([h, s, l], k, role) =>
    isColour(role) || role === 'border' ? [h, s * (1 - 0.4 * k), l] : [h, s, l],
  contrast: ([h, s, l], k, role) => {
    if (role === 'text') return [h, s, l * (1 - 0.6 * k)];
    if (role === 'textMuted') return [h, s, l * (1 - 0.35 * k)];
    if (role === 'primary') return [h, s, l * (1 - 0.15 * k)];
    if (role === 'border') return [h, s, clamp(l - 0.08 * k)];
    return [h, s, l];
  },
};

/**
 * The surfaces are near white: a hue turn alone leaves them as they were, so warmer and cooler
 * mix a little of the tinted colour in instead.
 */
function shiftRole(hex: string, move: ColourMove, k: number, role: Role): string {
  const shifted = fromHsl(SHIFTS[move](toHsl(hex), k, role));
  if (!isSurface(role) || (move !== 'warmer' && move !== 'cooler')) return shifted;
  return mix(hex, shifted, 0.25 * k);
}

function shiftPalette(palette: Palette, moves: readonly ColourMove[], k: number): Palette {
  const moved = { ...palette };
  for (const move of moves) {
    for (const role of PALETTE_ROLES) moved[role] = shiftRole(moved[role], move, k, role);
  }
  return moved;
}

/**
 * A palette moved from the current one ("warmer", "darker and more vivid"), as far as it can go
 * while every text stays readable: the full move, else a gentler one, else the full move with
 * its texts and primary nudged to 4.5:1, else the nearest palette built from its colours.
 *
 * @example paletteMeetsContrast(movePalette(palette, ['warmer'], 'modern')) // true
 */
export function movePalette(
  palette: Palette,
  moves: readonly ColourMove[],
  style: SiteStyle,
): Palette {
  for (const k of [1, 0.75, 0.5, 0.25]) {
    const moved = shiftPalette(palette, moves, k);
    if (paletteMeetsContrast(moved)) return moved;
  }
  const full = shiftPalette(palette, moves, 1);
  const fixed = fixContrast(full);
  return paletteMeetsContrast(fixed) ? fixed : buildPalette(full.primary, full.accent, style);
}
