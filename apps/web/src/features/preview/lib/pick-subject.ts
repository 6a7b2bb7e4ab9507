import { SUBJECT_SECTION_ID, SUBJECT_TEXT_PATH } from '@zappy/contract/constants';
import type { EditableElements } from '@zappy/contract/customization';
import type { AppWords } from '@zappy/locales/types';
import type { CustomizationSubject } from '../components/customize-panel';

/** What the preview page reports when the owner clicks an element (`pick-script.ts`). */
export interface PreviewPick {
  sectionId: string;
  /** The path the pick page marked the clicked text with; '' on an unmarked page. */
  path: string;
  text: string;
  imageSlot: string;
}

/** How the chat names a picked part, in the site's language. */
export type SubjectWords = Pick<
  AppWords['preview']['pointAndEdit'],
  'text' | 'image' | 'thisImage' | 'section'
>;

const LABEL_LENGTH = 40;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const shorten = (text: string) =>
  text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1).trimEnd()}…` : text;

/**
 * Reads a message from the preview frame: only the pick message's own fields, as short strings.
 * Anything else (another script's message, a malformed one) is ignored.
 */
export function readPick(data: unknown): PreviewPick | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, sectionId, path = '', text, imageSlot } = data as Record<string, unknown>;
  if (type !== 'zappy:pick') return null;
  if (typeof sectionId !== 'string' || typeof text !== 'string' || typeof imageSlot !== 'string') {
    return null;
  }
  if (!SUBJECT_SECTION_ID.test(sectionId)) return null;
  if (typeof path !== 'string' || (path !== '' && !SUBJECT_TEXT_PATH.test(path))) return null;
  return {
    sectionId,
    path,
    text: text.slice(0, 500),
    imageSlot: imageSlot.slice(0, 200),
  };
}

/**
 * Turns a click in the preview into the chat's subject: an image by its slot; a text by the path
 * the page marked it with, when the section has that text; on an unmarked page, the section's
 * text that says exactly what was clicked (spacing and case aside); or else the section. Never
 * a text that merely contains the words: a card titled "Price" is not the introduction that
 * mentions prices. A section the site model does not know is no subject.
 *
 * @example subjectForPick({ sectionId: 'hero', path: 'heading', text: 'Fresh bread', imageSlot: '' }, elements, en)
 * // { subject: { sectionId: 'hero', path: 'heading' }, label: '“Fresh bread”' }
 */
export function subjectForPick(
  pick: PreviewPick,
  elements: EditableElements,
  words: SubjectWords,
): CustomizationSubject | null {
  const section = elements.sections.find((s) => s.id === pick.sectionId);
  if (!section) return null;
  if (pick.imageSlot) {
    const image = elements.images.find((i) => i.dataSlot === pick.imageSlot);
    if (image) {
      const name = image.name.trim() || image.alt.trim();
      return {
        subject: { sectionId: section.id, imageSlot: image.dataSlot },
        label: name ? words.image(shorten(name)) : words.thisImage,
      };
    }
  }
  const clicked = normalize(pick.text);
  const texts = elements.texts.find((t) => t.sectionId === section.id)?.texts ?? [];
  const match =
    texts.find((t) => pick.path !== '' && t.path === pick.path) ??
    (clicked ? texts.find((t) => normalize(t.value) === clicked) : undefined);
  if (match) {
    // An empty text shows a stand-in on the page (the company name for a blank headline).
    const shown = match.value.trim() || pick.text.trim();
    return {
      subject: { sectionId: section.id, path: match.path },
      label: words.text(shorten(shown)),
    };
  }
  const name = section.heading.trim() || section.navLabel.trim() || section.type;
  return { subject: { sectionId: section.id }, label: words.section(shorten(name)) };
}

/**
 * The chat's subject named again from the site as it is now (after a change, a restore or a
 * regeneration): its text's new words, or null when the site no longer has what it names.
 *
 * @example relabelSubject({ subject: { sectionId: 'hero', path: 'heading' }, label: '“Old”' }, elements, en)
 * // { subject: { sectionId: 'hero', path: 'heading' }, label: '“New”' }
 */
export function relabelSubject(
  current: CustomizationSubject,
  elements: EditableElements,
  words: SubjectWords,
): CustomizationSubject | null {
  const { sectionId, path = '', imageSlot = '' } = current.subject;
  const again = subjectForPick({ sectionId, path, text: '', imageSlot }, elements, words);
  const isSame =
    again?.subject.sectionId === sectionId &&
    (again.subject.path ?? '') === path &&
    (again.subject.imageSlot ?? '') === imageSlot;
  return isSame ? again : null;
}
