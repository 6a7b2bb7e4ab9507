import { describe, expect, it } from 'vitest';
import { keepsSubject } from './subject-after';

const card = { sectionId: 'services', path: 'items.1.title' };
const heading = { sectionId: 'hero', path: 'heading' };

describe('whether "this" still names what the owner pointed at after a change', () => {
  it('keeps a subject whose text was reworded, linked or restyled around', () => {
    expect(
      keepsSubject(card, [
        { op: 'setSectionText', sectionId: 'services', path: 'items.1.title', value: 'Cakes' },
        { op: 'setStyle', style: 'bold' },
        { op: 'addServiceItem', item: { title: 'Delivery' } },
      ]),
    ).toBe(true);
    expect(
      keepsSubject({ sectionId: 'hero', path: 'primaryAction.label' }, [
        { op: 'setSectionLink', sectionId: 'hero', path: 'primaryAction', href: '#contact' },
      ]),
    ).toBe(true);
  });

  it('ends a subject whose section went, or whose card or entry went or moved', () => {
    expect(keepsSubject(heading, [{ op: 'removeSection', sectionId: 'hero' }])).toBe(false);
    expect(keepsSubject({ sectionId: 'faq' }, [{ op: 'removeSection', sectionId: 'faq' }])).toBe(
      false,
    );
    expect(keepsSubject(card, [{ op: 'removeServiceItem', index: 1 }])).toBe(false);
    expect(
      keepsSubject({ sectionId: 'faq', path: 'items.3.answer' }, [
        { op: 'moveFaqItem', index: 3, toIndex: 0 },
      ]),
    ).toBe(false);
  });

  it('keeps a text that counts no places when a list elsewhere changes', () => {
    expect(keepsSubject(heading, [{ op: 'removeServiceItem', index: 1 }])).toBe(true);
    expect(keepsSubject(heading, [{ op: 'removeSection', sectionId: 'faq' }])).toBe(true);
    expect(
      keepsSubject({ sectionId: 'about', imageSlot: 'about' }, [{ op: 'removeFaqItem', index: 0 }]),
    ).toBe(true);
  });
});
