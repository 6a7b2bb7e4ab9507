import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { describe, expect, it } from 'vitest';
import { buildFixtures } from '../test/fixtures';
import { renderSite } from './render';
import * as stages from './stages';

const model = createSampleSiteModel({ industry: 'bakery', style: 'modern' });

describe('renderer stages', () => {
  it('each produce only the files of their step', () => {
    const images = stages.renderImages(model);
    expect(Object.keys(images).sort()).toEqual(
      model.images.map((i) => `images/${i.id}.svg`).sort(),
    );
    expect(Object.values(images).every((svg) => svg.startsWith('<svg'))).toBe(true);
    expect(Object.keys(stages.renderDocument(model))).toEqual(['index.html', '404.html']);
    expect(Object.keys(stages.renderStylesheet(model))).toEqual(['styles.css']);
    expect(Object.keys(stages.renderScript())).toEqual(['script.js']);
    expect(Object.keys(stages.renderAccessibility())).toEqual([
      'accessibility.js',
      'accessibility.css',
    ]);
    expect(Object.keys(stages.renderSeoFiles(model))).toEqual([
      'favicon.svg',
      'robots.txt',
      'sitemap.xml',
    ]);
    expect(Object.keys(stages.renderReadme(model, {}, Object.keys(images)))).toEqual(['README.md']);
  });

  it('put the head, with SEO tags and JSON-LD, in the document', () => {
    const html = stages.renderDocument(model, { siteUrl: 'https://x.example.com' })['index.html'];
    expect(html).toContain('<link rel="canonical" href="https://x.example.com/">');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<main id="z-main">');
  });

  it('compose, step by step, into exactly what renderSite gives, for every fixture', () => {
    const variants: stages.RenderOptions[] = [
      {},
      { siteUrl: 'https://x.example.com' },
      { year: 2026, csp: false },
    ];
    for (const { name, model: m } of buildFixtures()) {
      for (const options of variants) {
        const images = stages.renderImages(m);
        const composed = stages.orderSiteFiles({
          ...images,
          ...stages.renderDocument(m, options),
          ...stages.renderStylesheet(m),
          ...stages.renderScript(),
          ...stages.renderAccessibility(),
          ...stages.renderSeoFiles(m, options),
          ...stages.renderReadme(m, options, Object.keys(images)),
        });
        expect(composed, name).toEqual(renderSite(m, options).files);
      }
    }
  });

  it('list the files in the export order: core files, then images by path', () => {
    const ordered = stages.orderSiteFiles({
      'images/b.svg': 'b',
      'robots.txt': 'r',
      'images/a.svg': 'a',
      'index.html': 'i',
    });
    expect(Object.keys(ordered)).toEqual([
      'index.html',
      'robots.txt',
      'images/a.svg',
      'images/b.svg',
    ]);
    expect(stages.CORE_FILES[0]).toBe('index.html');
  });

  it('weigh the page against its budget', () => {
    const weight = stages.measurePage(renderSite(model).files);
    expect(weight.withinBudget).toBe(true);
    expect(weight.gzipBytes).toBeGreaterThan(0);
    expect(weight.gzipBytes).toBeLessThan(weight.rawBytes);
    const heavy = stages.measurePage({ 'index.html': 'x'.repeat(stages.PAGE_BUDGET.rawBytes) });
    expect(heavy).toMatchObject({ rawBytes: stages.PAGE_BUDGET.rawBytes, withinBudget: false });
    expect(stages.measurePage({}).rawBytes).toBe(0);
  });
});
