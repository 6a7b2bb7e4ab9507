import { describe, expect, it } from 'vitest';
import type { EditableElements } from '@zappy/contract/customization';
import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { readPick, subjectForPick } from './pick-subject';

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
  ],
} as unknown as EditableElements;

describe('point and edit: a click in the preview becomes the chat’s subject', () => {
  it('reads only well-formed pick messages', () => {
    expect(readPick({ type: 'zappy:pick', sectionId: 'hero', text: 'x', imageSlot: '' })).toEqual({
      sectionId: 'hero',
      text: 'x',
      imageSlot: '',
    });
    expect(readPick('zappy:pick')).toBeNull();
    expect(readPick({ type: 'other', sectionId: 'hero', text: '', imageSlot: '' })).toBeNull();
    expect(
      readPick({ type: 'zappy:pick', sectionId: '<img>', text: '', imageSlot: '' }),
    ).toBeNull();
    expect(readPick({ type: 'zappy:pick', sectionId: 'hero', text: 3, imageSlot: '' })).toBeNull();
  });

  it('names a clicked heading by its path, whatever its spacing or case', () => {
    const pick = { sectionId: 'hero', text: '  bread WORTH waking\n up for ', imageSlot: '' };
    expect(subjectForPick(pick, elements, en)).toEqual({
      subject: { sectionId: 'hero', path: 'heading' },
      label: '“Bread worth waking up for”',
    });
  });

  it('finds a text inside a larger click (a card) and shortens long labels', () => {
    const card = {
      sectionId: 'features',
      text: '48-hour sourdough Long, cold fermentation',
      imageSlot: '',
    };
    expect(subjectForPick(card, elements, en)?.subject).toEqual({
      sectionId: 'features',
      path: 'items.0.title',
    });
    const intro = { sectionId: 'hero', text: 'Naturally leavened loaves', imageSlot: '' };
    expect(subjectForPick(intro, elements, en)?.label).toBe(
      '“Naturally leavened loaves, out of the o…”',
    );
  });

  it('names an image by its slot, and a section when no text matches', () => {
    expect(
      subjectForPick({ sectionId: 'hero', text: '', imageSlot: 'hero' }, elements, en),
    ).toEqual({
      subject: { sectionId: 'hero', imageSlot: 'hero' },
      label: 'the image “Hero”',
    });
    expect(
      subjectForPick({ sectionId: 'features', text: 'nothing here', imageSlot: '' }, elements, en),
    ).toEqual({ subject: { sectionId: 'features' }, label: 'the Why Golden Crumb section' });
  });

  it('names what was picked in the site’s language', async () => {
    const es = (await loadAppWords('es')).preview.pointAndEdit;
    expect(
      subjectForPick({ sectionId: 'hero', text: '', imageSlot: 'hero' }, elements, es),
    ).toEqual({ subject: { sectionId: 'hero', imageSlot: 'hero' }, label: 'la imagen «Hero»' });
    expect(
      subjectForPick({ sectionId: 'features', text: 'nothing here', imageSlot: '' }, elements, es)
        ?.label,
    ).toBe('la sección «Why Golden Crumb»');
    expect(
      subjectForPick({ sectionId: 'hero', text: 'Order for pickup', imageSlot: '' }, elements, es)
        ?.label,
    ).toBe('«Order for pickup»');
  });

  it('ignores a section the site does not have', () => {
    expect(
      subjectForPick({ sectionId: 'pricing', text: '', imageSlot: '' }, elements, en),
    ).toBeNull();
  });
});
