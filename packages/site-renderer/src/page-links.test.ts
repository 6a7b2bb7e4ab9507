import { createSampleSiteModel, SAMPLE_INDUSTRIES } from '@zappy/fixtures/sample-sites';
import type { SectionType } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { renderSite } from './render';

/** Pages with every section, and pages missing the sections a brief often lacks. */
const SECTION_SETS: readonly (SectionType[] | undefined)[] = [
  undefined,
  ['hero', 'services', 'about', 'contact', 'footer'],
  ['hero', 'about', 'gallery', 'footer'],
  ['hero', 'features', 'pricing', 'faq', 'cta', 'footer'],
];

/**
 * The in-page targets of a page's links ("#hours") that no element on it carries as its id;
 * "#top" is the HTML standard's own fragment for the top of the document.
 */
function deadAnchors(html: string): string[] {
  const ids = new Set(['top', ...[...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])]);
  const targets = [...html.matchAll(/\shref="#([^"]*)"/g)].map((m) => m[1] ?? '');
  return [...new Set(targets.filter((target) => !ids.has(target)))];
}

describe('links within the page', () => {
  it('finds a link to a section the page lacks', () => {
    expect(deadAnchors('<a href="#hours">Hours</a><section id="about"></section>')).toEqual([
      'hours',
    ]);
  });

  it.each(SAMPLE_INDUSTRIES)(
    '%s: every menu, footer and button link points at a section on the page',
    (industry) => {
      for (const sections of SECTION_SETS) {
        const model = createSampleSiteModel({ industry, sections });
        const html = String(renderSite(model).files['index.html']);
        expect(deadAnchors(html), `${industry} ${sections?.join(',') ?? 'all'}`).toEqual([]);
      }
    },
  );

  it('drops footer links to sections the page no longer has', () => {
    const model = createSampleSiteModel({ sections: ['hero', 'about', 'contact', 'footer'] });
    const sections = model.sections.map((s) =>
      s.type === 'footer'
        ? { ...s, links: [{ label: 'Opening hours', href: '#hours' }, ...s.links] }
        : s,
    );
    const html = String(renderSite({ ...model, sections }).files['index.html']);
    expect(deadAnchors(html)).toEqual([]);
  });
});
