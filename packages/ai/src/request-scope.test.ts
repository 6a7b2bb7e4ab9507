import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { describe, expect, it } from 'vitest';
import { guardedCustomize } from './offline/customize';
import { outsideRequest, requestScope } from './request-scope';

const model = createSampleSiteModel({ industry: 'bakery' });
// A style this site does not have, so the edit changes something.
const restyle = [
  { op: 'setStyle', style: model.brand.style === 'bold' ? 'minimal' : 'bold' },
] as const;
const closeMondays = [
  { op: 'updateBusinessInfo', patch: { businessHours: { monday: { closed: true } } } },
] as const;
const faq = [
  { op: 'addFaqItem', question: 'Where can I park?', answer: 'Behind the shop.' },
] as const;

describe('what a request names, and edits outside it', () => {
  it('flags a restyle published for a FAQ request, in any language', () => {
    expect(outsideRequest(model, 'Add a FAQ entry about parking', [...restyle])).toEqual(['style']);
    expect(
      outsideRequest(model, 'Añade una pregunta frecuente sobre aparcamiento', [...closeMondays]),
    ).toEqual(['hours']);
  });

  it('lets through the edits a request names', () => {
    expect(outsideRequest(model, 'Add a FAQ entry about parking', [...faq])).toEqual([]);
    expect(outsideRequest(model, 'make it bold', [...restyle])).toEqual([]);
    expect(
      outsideRequest(model, 'Saturdays now 9 to 1', [
        {
          op: 'updateBusinessInfo',
          patch: { businessHours: { saturday: { closed: false, open: '09:00', close: '13:00' } } },
        },
      ]),
    ).toEqual([]);
  });

  it('flags hours changed for a colour request', () => {
    expect(outsideRequest(model, 'make it green', [...closeMondays])).toEqual(['hours']);
  });

  it('holds a pointed-at section to the section, and cannot judge words it does not know', () => {
    const hero = model.sections.find((s) => s.type === 'hero');
    expect(requestScope(model, 'shorter please', { sectionId: hero?.id ?? '' })).toContain(
      'section:hero',
    );
    expect(requestScope(model, 'Bread worth waking up for')).toBeUndefined();
    expect(outsideRequest(model, 'Bread worth waking up for', [...restyle])).toEqual([]);
  });

  it('holds "this" to the pointed text: its card may change or go, the rest of its section not', () => {
    const title = { sectionId: 'services', path: 'items.1.title' };
    const rename = [
      { op: 'setSectionText', sectionId: 'services', path: 'items.1.title', value: 'Cakes' },
    ] as const;
    const intro = [
      { op: 'setSectionText', sectionId: 'services', path: 'intro', value: 'Cakes' },
    ] as const;
    expect(outsideRequest(model, 'rename this to Cakes', [...rename], title)).toEqual([]);
    expect(outsideRequest(model, 'rename this to Cakes', [...intro], title)).toEqual([
      'section:services',
    ]);
    expect(outsideRequest(model, 'cambia esto a Cakes', [...intro], title)).toEqual([
      'section:services',
    ]);
    expect(
      outsideRequest(model, 'remove this', [{ op: 'removeServiceItem', index: 1 }], title),
    ).toEqual([]);
    expect(
      outsideRequest(model, 'remove this', [{ op: 'removeServiceItem', index: 0 }], title),
    ).toEqual(['section:services']);
    const dropSection = [{ op: 'removeSection', sectionId: 'services' }] as const;
    expect(outsideRequest(model, 'احذف هذا', [...dropSection], title)).toContain(
      'removed:services',
    );
    expect(outsideRequest(model, 'remove this section', [...dropSection], title)).toEqual([]);
    // A button's link is the button's.
    const button = { sectionId: 'hero', path: 'primaryAction.label' };
    const link = [
      { op: 'setSectionLink', sectionId: 'hero', path: 'primaryAction', href: '#services' },
    ] as const;
    expect(outsideRequest(model, 'link this to #services', [...link], button)).toEqual([]);
    // Words that name another text of the section hold the request to those words instead.
    const heading = [
      { op: 'setSectionText', sectionId: 'services', path: 'heading', value: 'Cakes' },
    ] as const;
    expect(
      outsideRequest(model, 'change the heading of this section to Cakes', [...heading], title),
    ).toEqual([]);
  });

  it('makes the offline engine ask rather than publish a change the request does not name', () => {
    // "Elegant" is a style word, but this request is about the FAQ, which this site lacks a
    // question for: whatever the readers make of it, no style change is published.
    const turn = guardedCustomize(model, 'Add a FAQ question about the elegant cakes', null);
    expect(turn.edits.some((edit) => edit.op === 'setStyle')).toBe(false);
  });
});
