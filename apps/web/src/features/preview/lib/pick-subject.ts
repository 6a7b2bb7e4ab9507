import type { EditableElements } from '@zappy/contract/customization';
import type { AppWords } from '@zappy/locales/types';
import type { CustomizationSubject } from '../components/customize-panel';

/** What the preview page reports when the owner clicks an element (`pick-script.ts`). */
export interface PreviewPick {
  sectionId: string;
  text: string;
  imageSlot: string;
}

/** How the chat names a picked part, in the site's language. */
export type SubjectWords = Pick<
  AppWords['preview']['pointAndEdit'],
  'text' | 'image' | 'thisImage' | 'section'
>;

const SECTION_ID = /^[a-z][a-z0-9-]{0,63}$/;
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
  const { type, sectionId, text, imageSlot } = data as Record<string, unknown>;
  if (type !== 'zappy:pick') return null;
  if (typeof sectionId !== 'string' || typeof text !== 'string' || typeof imageSlot !== 'string') {
    return null;
  }
  if (!SECTION_ID.test(sectionId)) return null;
  return { sectionId, text: text.slice(0, 500), imageSlot: imageSlot.slice(0, 200) };
}

/**
 * Turns a click in the preview into the chat's subject: an image by its slot, a text by its path
 * in the section (the editable text that best matches what was clicked), or else the section.
 * A section the site model does not know is no subject.
 *
 * @example subjectForPick({ sectionId: 'hero', text: 'Fresh bread', imageSlot: '' }, elements, en)
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
  const match = clicked
    ? (texts.find((t) => normalize(t.value) === clicked) ??
      texts
        .filter((t) => {
          const value = normalize(t.value);
          return value.length > 0 && (value.includes(clicked) || clicked.includes(value));
        })
        .sort((a, b) => b.value.length - a.value.length)[0])
    : undefined;
  if (match) {
    return {
      subject: { sectionId: section.id, path: match.path },
      label: words.text(shorten(match.value.trim())),
    };
  }
  const name = section.heading.trim() || section.navLabel.trim() || section.type;
  return { subject: { sectionId: section.id }, label: words.section(shorten(name)) };
}
