import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import type { SiteModel } from '@zappy/site-model/schema';
import { listSectionTexts } from '@zappy/site-model/section-texts';
import { describe, expect, it } from 'vitest';
import { buildFixtures } from '../test/fixtures';
import { withoutEditMarks } from './edit-paths';
import { cleanText } from './escape';
import { renderSite } from './render';

const fixtures = [
  ...buildFixtures(),
  ...[0, 1, 2, 3].map((variant) => ({
    name: `every layout, variant ${variant}`,
    model: createSampleSiteModel({ variant }),
  })),
];

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
  '&#8209;': '-',
};

/** What a piece of markup reads as: no tags, entities decoded, spaces collapsed. */
const readable = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

type Marked = { sectionId: string; path: string; text: string };

/**
 * Every marked element of a page: the section it is in, the path it names and the words it
 * shows. Our markup never nests an element in one of its own tag, so it ends at the first
 * closing tag of its name.
 */
function markedElements(html: string): Marked[] {
  const found: Marked[] = [];
  const tags =
    /<section id="([^"]+)"|<footer[^>]* data-zappy-section="([^"]+)"|<(\w+)[^>]* data-zappy-path="([^"]+)"[^>]*>/g;
  let sectionId = '';
  for (const m of html.matchAll(tags)) {
    const [whole, section, footer, tag, path] = m;
    if (section ?? footer) {
      sectionId = section ?? footer ?? '';
      continue;
    }
    const start = m.index + whole.length;
    const inner = html.slice(start, html.indexOf(`</${tag ?? ''}>`, start));
    found.push({ sectionId, path: path ?? '', text: readable(inner) });
  }
  return found;
}

const pickPage = (model: SiteModel) =>
  String(renderSite(model, { editPaths: true }).files['index.html']);

describe('edit paths: the owner’s pick page names what each element shows', () => {
  it('marks nothing unless asked: the live site, the export and the preview carry no marks', () => {
    for (const { model } of fixtures) {
      const { files } = renderSite(model, { siteUrl: 'https://crumb.example.com' });
      for (const [path, body] of Object.entries(files)) {
        if (typeof body === 'string') expect(body, path).not.toMatch(/data-zappy-/);
      }
    }
  });

  it('is the same page apart from the marks, every other file unchanged', () => {
    for (const { name, model } of fixtures) {
      const plain = renderSite(model, { siteUrl: 'https://crumb.example.com' }).files;
      const marked = renderSite(model, {
        siteUrl: 'https://crumb.example.com',
        editPaths: true,
      }).files;
      expect(String(marked['index.html']), name).toMatch(/ data-zappy-path="[^"]+"/);
      expect(withoutEditMarks(String(marked['index.html'])), name).toBe(plain['index.html']);
      expect({ ...marked, 'index.html': '' }, name).toEqual({ ...plain, 'index.html': '' });
    }
  });

  it('names only paths the section’s editable texts have, on elements that show that text', () => {
    for (const { name, model } of fixtures) {
      const marked = markedElements(pickPage(model));
      expect(marked.length, name).toBeGreaterThan(0);
      for (const { sectionId, path, text } of marked) {
        const section = model.sections.find((s) => s.id === sectionId);
        const value = section && listSectionTexts(section).find((t) => t.path === path)?.value;
        expect(value, `${name}: ${sectionId} ${path}`).toBeTypeOf('string');
        // An empty text shows a stand-in (the company name for a blank headline); a long one
        // may be cut into paragraphs, each marked as the text it is part of.
        const words = cleanText(value ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        if (words !== '') {
          expect(text.includes(words) || words.includes(text), `${name}: ${path}`).toBe(true);
        }
      }
    }
  });

  it('names each service card’s title, text and price, the buttons, FAQ entries and footer links', () => {
    const model = createSampleSiteModel();
    const marked = markedElements(pickPage(model)).map((m) => `${m.sectionId} ${m.path}`);
    const services = model.sections.find((s) => s.type === 'services');
    const faq = model.sections.find((s) => s.type === 'faq');
    const footer = model.sections.find((s) => s.type === 'footer');
    expect(services?.type === 'services' && faq?.type === 'faq' && footer).toBeTruthy();
    if (services?.type !== 'services' || faq?.type !== 'faq' || !footer) return;
    services.items.forEach((_, i) => {
      for (const part of ['title', 'text', 'price'])
        expect(marked).toContain(`services items.${i}.${part}`);
    });
    faq.items.forEach((_, i) => {
      expect(marked).toContain(`faq items.${i}.question`);
      expect(marked).toContain(`faq items.${i}.answer`);
    });
    expect(marked).toEqual(
      expect.arrayContaining([
        'hero heading',
        'hero intro',
        'hero primaryAction.label',
        'cta secondaryAction.label',
        `${footer.id} links.0.label`,
      ]),
    );
  });

  it('keeps a footer link’s own path when a link before it leads to a section the page lacks', () => {
    const base = createSampleSiteModel({ sections: ['hero', 'about', 'contact', 'footer'] });
    const model: SiteModel = {
      ...base,
      sections: base.sections.map((s) =>
        s.type === 'footer'
          ? {
              ...s,
              links: [
                { label: 'Our prices', href: '#pricing' },
                { label: 'Write to us', href: 'mailto:hello@example.com' },
              ],
            }
          : s,
      ),
    };
    const footerLinks = markedElements(pickPage(model)).filter((m) => m.path.startsWith('links.'));
    expect(footerLinks).toEqual([
      { sectionId: 'footer', path: 'links.1.label', text: 'Write to us' },
    ]);
  });
});
