import { describe, expect, it } from 'vitest';
import { MOTIFS } from '@zappy/site-model/constants';
import { STYLE_PALETTES } from '@zappy/site-model/defaults';
import { motifForIndustry, renderMotifSvg } from './image-motifs';

const palette = STYLE_PALETTES.modern;

describe('procedural images', () => {
  it('has at least 8 motif families', () => {
    expect(MOTIFS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(MOTIFS)('%s: deterministic, sized, palette-coloured and small', (motif) => {
    const a = renderMotifSvg({ motif, seed: 3, palette, width: 1200, height: 800 });
    expect(renderMotifSvg({ motif, seed: 3, palette, width: 1200, height: 800 })).toBe(a);
    expect(renderMotifSvg({ motif, seed: 4, palette, width: 1200, height: 800 })).not.toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="800"/);
    expect(a).toContain(palette.primary);
    expect(a.length).toBeLessThan(8000);
  });

  it('matches industries to motifs', () => {
    expect(motifForIndustry('Artisan bakery')).toBe('bakery');
    expect(motifForIndustry('SaaS analytics')).toBe('tech');
    expect(motifForIndustry('Yoga studio')).toBe('wellness');
    expect(motifForIndustry('Law firm')).toBe('legal');
    expect(motifForIndustry('Mexican restaurant')).toBe('food');
    expect(motifForIndustry('Wedding photography')).toBe('photography');
    expect(motifForIndustry('Gym')).toBe('fitness');
    expect(motifForIndustry('Landscaping')).toBe('nature');
    expect(motifForIndustry('Roofing contractor')).toBe('construction');
    expect(motifForIndustry('Something else')).toBe('retail');
  });
});
