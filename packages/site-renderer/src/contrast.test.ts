import { describe, expect, it } from 'vitest';
import { STYLE_PALETTES } from '@zappy/site-model/defaults';
import { SITE_STYLES } from '@zappy/site-model/constants';
import {
  checkPaletteContrast,
  contrastRatio,
  ensureContrast,
  mix,
  paletteMeetsContrast,
  relativeLuminance,
  resolvePalette,
} from './contrast';

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('moves a colour just far enough to pass', () => {
    const fixed = ensureContrast('#999999', ['#ffffff'], 4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(6);
    expect(ensureContrast('#111111', ['#ffffff'], 4.5)).toBe('#111111');
  });
});

describe('palettes', () => {
  it.each(SITE_STYLES)('the %s starter palette passes without correction', (style) => {
    expect(checkPaletteContrast(STYLE_PALETTES[style])).toEqual([]);
  });

  it('reports and corrects a palette that falls short', () => {
    const bad = {
      ...STYLE_PALETTES.modern,
      text: '#bbbbbb',
      textMuted: '#dddddd',
      primary: '#ffee00',
    };
    expect(paletteMeetsContrast(bad)).toBe(false);
    const r = resolvePalette(bad);
    for (const bg of [bad.surface, bad.surfaceAlt]) {
      expect(contrastRatio(r.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(r.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(r.link, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(r.fieldBorder, bg)).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(r.onPrimary, r.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(r.onInverse, r.inverse)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(r.onInverseMuted, r.inverse)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(r.accentOnInverse, r.inverse)).toBeGreaterThanOrEqual(4.5);
  });

  it('handles a dark palette', () => {
    const dark = {
      primary: '#8ab4ff',
      accent: '#ffcc66',
      surface: '#101218',
      surfaceAlt: '#181b24',
      text: '#555555',
      textMuted: '#444444',
      border: '#222222',
    };
    const r = resolvePalette(dark);
    expect(contrastRatio(r.text, dark.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(r.textMuted, dark.surfaceAlt)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(r.onPrimary, r.primary)).toBeGreaterThanOrEqual(4.5);
  });
});
