import { describe, expect, it } from 'vitest';
import type { EditableElements } from '@zappy/contract/customization';
import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { readPick, relabelSubject, subjectForPick, type PreviewPick } from './pick-subject';

const en = ENGLISH_APP_WORDS.preview.pointAndEdit;

const elements = {
  texts: [
    {
      sectionId: 'hero',
      sectionType: 'hero',
      texts: [
        { path: 'heading', value: 'Bread worth waking up for' },
        { path: 'intro', value: 'Naturally leavened loaves, out of the oven by 7 am.' },
        { path: 'primaryAction.label', value: 'Order for pickup' },
      ],
    },
    {
      sectionId: 'features',
      sectionType: 'features',
      texts: [
        { path: 'heading', value: 'Why Golden Crumb' },
        { path: 'items.0.title', value: '48-hour sourdough' },
      ],
    },
    {
      sectionId: 'services',
      sectionType: 'services',
      texts: [
        { path: 'heading', value: 'What we offer' },
        { path: 'intro', value: 'Everything we bake, with the price of each up front.' },
        { path: 'items.0.title', value: 'Morning pastries' },
        { path: 'items.0.text', value: 'Croissants and buns.' },
        { path: 'items.1.title', value: 'Price' },
        { path: 'items.1.text', value: 'What a dozen costs.' },
      ],
    },
  ],
  images: [
    {
      id: 'hero',
      url: '',
      alt: 'Loaves on a rack',
      dataSlot: 'hero',
      name: 'Hero',
      description: '',
    },
  ],
  sections: [
    { id: 'hero', type: 'hero', heading: 'Bread worth waking up for', navLabel: 'Home' },
    { id: 'features', type: 'features', heading: 'Why Golden Crumb', navLabel: 'Why us' },
    { id: 'services', type: 'services', heading: 'What we offer', navLabel: 'Services' },
  ],
} as unknown as EditableElements;

const pick = (fields: Partial<PreviewPick> & { sectionId: string }): PreviewPick => ({
  path: '',
  text: '',
  imageSlot: '',
  ...fields,
});

describe('point and edit: a click in the preview becomes the chat’s subject', () => {
  it('reads only well-formed pick messages, with a short dotted path or none', () => {
    const message = { type: 'zappy:pick', sectionId: 'hero', text: 'x', imageSlot: '' };
    expect(readPick(message)).toEqual({ sectionId: 'hero', path: '', text: 'x', imageSlot: '' });
    expect(readPick({ ...message, path: 'items.2.title' })?.path).toBe('items.2.title');
    expect(readPick({ ...message, path: 'items.2.title"><img' })).toBeNull();
    expect(readPick({ ...message, path: 'a'.repeat(201) })).toBeNull();
    expect(readPick({ ...message, path: 2 })).toBeNull();
    expect(readPick('zappy:pick')).toBeNull();
    expect(readPick({ ...message, type: 'other' })).toBeNull();
    expect(readPick({ ...message, sectionId: '<img>' })).toBeNull();
    expect(readPick({ ...message, text: 3 })).toBeNull();
  });

  it('names a marked text by its own path: the card titled “Price”, not the intro about prices', () => {
    const card = pick({ sectionId: 'services', path: 'items.1.title', text: 'Price' });
    expect(subjectForPick(card, elements, en)).toEqual({
      subject: { sectionId: 'services', path: 'items.1.title' },
      label: '“Price”',
    });
    const body = pick({ sectionId: 'services', path: 'items.1.text', text: 'What a dozen costs.' });
    expect(subjectForPick(body, elements, en)?.subject).toEqual({
      sectionId: 'services',
      path: 'items.1.text',
    });
    const button = pick({
      sectionId: 'hero',
      path: 'primaryAction.label',
      text: 'Order for pickup',
    });
    expect(subjectForPick(button, elements, en)).toEqual({
      subject: { sectionId: 'hero', path: 'primaryAction.label' },
      label: '“Order for pickup”',
    });
  });

  it('ignores a path the section does not have, and then matches the exact words', () => {
    const stale = pick({ sectionId: 'services', path: 'items.7.title', text: 'Price' });
    expect(subjectForPick(stale, elements, en)?.subject).toEqual({
      sectionId: 'services',
      path: 'items.1.title',
    });
    const elsewhere = pick({ sectionId: 'features', path: 'items.1.title', text: 'Price' });
    expect(subjectForPick(elsewhere, elements, en)?.subject).toEqual({ sectionId: 'features' });
  });

  it('on an unmarked page, names the text that says exactly what was clicked, whatever its spacing or case', () => {
    const heading = pick({ sectionId: 'hero', text: '  bread WORTH waking\n up for ' });
    expect(subjectForPick(heading, elements, en)).toEqual({
      subject: { sectionId: 'hero', path: 'heading' },
      label: '“Bread worth waking up for”',
    });
    expect(
      subjectForPick(pick({ sectionId: 'services', text: 'price' }), elements, en)?.subject,
    ).toEqual({ sectionId: 'services', path: 'items.1.title' });
    const intro = pick({
      sectionId: 'hero',
      text: 'Naturally leavened loaves, out of the oven by 7 am.',
    });
    expect(subjectForPick(intro, elements, en)?.label).toBe(
      '“Naturally leavened loaves, out of the o…”',
    );
  });

  it('never takes a text that merely contains or is part of the words clicked: that is the section', () => {
    // A whole card clicked: its title and text together match no one text.
    const card = pick({ sectionId: 'services', text: 'Price What a dozen costs.' });
    expect(subjectForPick(card, elements, en)).toEqual({
      subject: { sectionId: 'services' },
      label: 'the What we offer section',
    });
    const part = pick({ sectionId: 'hero', text: 'Naturally leavened loaves' });
    expect(subjectForPick(part, elements, en)?.subject).toEqual({ sectionId: 'hero' });
  });

  it('names an image by its slot, and a section when no text matches', () => {
    expect(subjectForPick(pick({ sectionId: 'hero', imageSlot: 'hero' }), elements, en)).toEqual({
      subject: { sectionId: 'hero', imageSlot: 'hero' },
      label: 'the image “Hero”',
    });
    expect(
      subjectForPick(pick({ sectionId: 'features', text: 'nothing here' }), elements, en),
    ).toEqual({ subject: { sectionId: 'features' }, label: 'the Why Golden Crumb section' });
  });

  it('names what was picked in the site’s language', async () => {
    const es = (await loadAppWords('es')).preview.pointAndEdit;
    expect(subjectForPick(pick({ sectionId: 'hero', imageSlot: 'hero' }), elements, es)).toEqual({
      subject: { sectionId: 'hero', imageSlot: 'hero' },
      label: 'la imagen «Hero»',
    });
    expect(
      subjectForPick(pick({ sectionId: 'features', text: 'nothing here' }), elements, es)?.label,
    ).toBe('la sección «Why Golden Crumb»');
    expect(
      subjectForPick(
        pick({ sectionId: 'hero', path: 'primaryAction.label', text: 'Order for pickup' }),
        elements,
        es,
      )?.label,
    ).toBe('«Order for pickup»');
  });

  it('ignores a section the site does not have', () => {
    expect(subjectForPick(pick({ sectionId: 'pricing' }), elements, en)).toBeNull();
  });

  it('names the subject again from the site as it is now, or ends it when the site lost it', () => {
    const card = { subject: { sectionId: 'services', path: 'items.1.title' }, label: '“Prices”' };
    expect(relabelSubject(card, elements, en)).toEqual({ ...card, label: '“Price”' });
    const image = { subject: { sectionId: 'hero', imageSlot: 'hero' }, label: 'this image' };
    expect(relabelSubject(image, elements, en)?.label).toBe('the image “Hero”');
    const section = { subject: { sectionId: 'features' }, label: 'the Why us section' };
    expect(relabelSubject(section, elements, en)?.label).toBe('the Why Golden Crumb section');
    // A card that is gone, a section that is gone: "this" names nothing now.
    const gone = { subject: { sectionId: 'services', path: 'items.4.title' }, label: '“Old”' };
    expect(relabelSubject(gone, elements, en)).toBeNull();
    expect(
      relabelSubject({ subject: { sectionId: 'pricing' }, label: 'x' }, elements, en),
    ).toBeNull();
  });
});
