import { describe, expect, it } from 'vitest';
import { SITE_STYLES } from '@zappy/site-model/constants';
import { MOTIFS, PATTERN_MOTIFS, PICTURE_MOTIFS } from '@zappy/site-model/motifs';
import { STYLE_PALETTES } from '@zappy/site-model/defaults';
import { parseSiteModel } from '@zappy/site-model/migrate';
import type { Motif } from '@zappy/site-model/schema';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { contrastRatio, mix } from './contrast';
import { motifForIndustry, renderMotifSvg } from './image-motifs';
import { renderImages } from './stages';

const palette = STYLE_PALETTES.modern;
const isPicture = (motif: Motif) => (PICTURE_MOTIFS as readonly string[]).includes(motif);

/** Whether every tag closes in order, every attribute is quoted and every `#id` reference resolves. */
function isWellFormedSvg(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, attrs, selfClose] of svg.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g,
  )) {
    if (!name) return false;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!selfClose) stack.push(name);
    if (attrs === undefined) return false;
  }
  const tags = svg.match(/<[^>]*>/g) ?? [];
  const wellQuoted = tags.every((tag) =>
    /^<\/?[a-zA-Z][\w-]*((?:\s+[\w:-]+="[^"<>]*")*)\s*\/?>$/.test(tag),
  );
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const refs = [...svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((m) => m[1]);
  return (
    stack.length === 0 && wellQuoted && refs.every((id) => ids.has(id)) && !/<\/?text/.test(svg)
  );
}

/** The two ends of the background gradient. */
const backgroundOf = (svg: string) =>
  [...svg.matchAll(/<stop offset="[01]" stop-color="(#[0-9a-f]{6})"\/>/g)].map((m) => m[1] ?? '');

/**
 * The strongest contrast any shape has against the background: each shape's colour, blended
 * by its opacity over each end of the gradient, against that end; the worse end counts.
 */
function strongestShapeContrast(svg: string): number {
  const bg = backgroundOf(svg);
  let best = 1;
  for (const [tag] of svg.matchAll(/<(?:path|circle|ellipse|rect|g|use)\b[^>]*>/g)) {
    const opacity = Number(/\sopacity="([\d.]+)"/.exec(tag)?.[1] ?? 1);
    for (const [, color] of tag.matchAll(/\s(?:fill|stroke)="(#[0-9a-f]{6})"/g)) {
      const worst = Math.min(...bg.map((b) => contrastRatio(mix(b, color ?? b, opacity), b)));
      best = Math.max(best, worst);
    }
  }
  return best;
}

/** The line colour of a picture's subject (its second, stroked copy). */
const inkOf = (svg: string) =>
  /<use href="#m" fill="none" stroke="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';

describe('procedural images', () => {
  it('has a picture for every kind of business and keeps the first pattern families', () => {
    expect(PICTURE_MOTIFS.length).toBeGreaterThanOrEqual(100);
    expect(PATTERN_MOTIFS).toEqual([
      'bakery',
      'tech',
      'wellness',
      'legal',
      'food',
      'photography',
      'fitness',
      'nature',
      'retail',
      'construction',
    ]);
    expect(new Set(MOTIFS).size).toBe(MOTIFS.length);
  });

  it.each(MOTIFS)('%s: well-formed, deterministic, sized, palette-coloured and small', (motif) => {
    for (const [width, height] of [
      [1200, 900],
      [1000, 800],
      [800, 600],
      [480, 320],
    ] as const) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const a = renderMotifSvg({ motif, seed, palette, width, height, salt: 'gallery-1' });
        expect(renderMotifSvg({ motif, seed, palette, width, height, salt: 'gallery-1' })).toBe(a);
        expect(
          renderMotifSvg({ motif, seed: seed + 10, palette, width, height, salt: 'gallery-1' }),
        ).not.toBe(a);
        expect(a).toMatch(
          new RegExp(
            `^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`,
          ),
        );
        expect(isWellFormedSvg(a), a).toBe(true);
        // Pattern motifs paint the primary itself; a picture's lines may be a darker primary.
        expect(a.includes(palette.primary) || a.includes(palette.accent)).toBe(true);
        // Pictures are small; the first pattern families were allowed a little more.
        expect(a.length).toBeLessThan(isPicture(motif) ? 6000 : 8000);
      }
    }
  });

  it.each(SITE_STYLES)('every motif stands out from its background in the %s palette', (style) => {
    const p = STYLE_PALETTES[style];
    for (const motif of MOTIFS) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const svg = renderMotifSvg({ motif, seed, palette: p, width: 1000, height: 800 });
        expect(strongestShapeContrast(svg), `${motif} ${seed}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('draws a picture in lines that read at first sight: 4.5:1 against everything behind them', () => {
    const dark = { ...palette, surface: '#101418', surfaceAlt: '#1a2027', text: '#f5f7fa' };
    const pale = { ...palette, primary: '#9ad1ff', accent: '#ffe08a' };
    for (const p of [...Object.values(STYLE_PALETTES), dark, pale]) {
      for (const motif of PICTURE_MOTIFS) {
        for (const seed of [1, 2, 3]) {
          const svg = renderMotifSvg({ motif, seed, palette: p, width: 1000, height: 800 });
          const ink = inkOf(svg);
          const behind = [...backgroundOf(svg), mix(p.surface, p.accent, 0.28), p.surface];
          for (const b of behind) expect(contrastRatio(ink, b), motif).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('gives one motif different compositions for different images', () => {
    const layoutOf = (svg: string) =>
      svg.includes('stroke-dasharray')
        ? 'stage'
        : svg.includes('opacity=".16"')
          ? 'pattern'
          : 'arch';
    const layouts = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        layoutOf(renderMotifSvg({ motif: 'dog', seed, palette, width: 800, height: 600 })),
      ),
    );
    expect(layouts).toEqual(new Set(['stage', 'pattern', 'arch']));
  });

  it("keeps a full-bleed hero's picture beside its headline, on the side away from the text", () => {
    const sample = createSampleSiteModel({ industry: 'bakery', style: 'bold' });
    const withHero = (direction: 'ltr' | 'rtl') => ({
      ...sample,
      locale: { ...sample.locale, direction },
      sections: sample.sections.map((s) =>
        s.type === 'hero' ? { ...s, layout: 'full-bleed' as const, imageId: 'hero' } : s,
      ),
      images: sample.images.map((i) => ({ ...i, motif: 'croissant' as const })),
    });
    // The subject's centre, from its translate and the size of a 24-unit drawing.
    const subjectX = (svg: string) => {
      const m =
        /<g transform="translate\(([\d.]+) [\d.]+\) scale\(([\d.]+)\)"[^>]*><use href="#m" transform/.exec(
          svg,
        );
      return Number(m?.[1]) + Number(m?.[2]) * 12;
    };
    for (const seed of [1, 2, 3, 4, 5]) {
      const ltr = withHero('ltr');
      ltr.images = ltr.images.map((i) => ({ ...i, seed }));
      const rtl = { ...withHero('rtl'), images: ltr.images };
      const right = renderImages(ltr)['images/hero.svg'] ?? '';
      const left = renderImages(rtl)['images/hero.svg'] ?? '';
      expect(subjectX(right)).toBeGreaterThan(1200 * 0.55);
      expect(subjectX(left)).toBeLessThan(1200 * 0.45);
      // The other images keep their own compositions, and so does a hero beside its text.
      const split = {
        ...ltr,
        sections: ltr.sections.map((s) =>
          s.type === 'hero' ? { ...s, layout: 'split' as const } : s,
        ),
      };
      expect(renderImages(split)['images/about.svg']).toBe(renderImages(ltr)['images/about.svg']);
      expect(renderImages(split)['images/hero.svg']).not.toBe(right);
    }
  });

  it('still renders the motifs stored models name, through migration', () => {
    const stored = JSON.parse(JSON.stringify(createSampleSiteModel({ industry: 'bakery' }))) as {
      schemaVersion: number;
      images: { motif: Motif }[];
    };
    PATTERN_MOTIFS.slice(0, stored.images.length).forEach((motif, i) => {
      const image = stored.images[i];
      if (image) image.motif = motif;
    });
    const parsed = parseSiteModel(stored);
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const files = renderImages(parsed.value);
    expect(Object.keys(files)).toHaveLength(stored.images.length);
    for (const svg of Object.values(files)) {
      expect(isWellFormedSvg(svg)).toBe(true);
      expect(strongestShapeContrast(svg)).toBeGreaterThanOrEqual(3);
    }
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
