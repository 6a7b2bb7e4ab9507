import { listSectionTexts, type SectionText } from './section-texts';
import type { SiteModel } from './schema';

/** The editable elements of a site: what the customization UI and the AI can change. */
export type EditableElements = {
  images: {
    id: string;
    url: string;
    alt: string;
    dataSlot: string;
    name: string;
    description: string;
  }[];
  texts: { sectionId: string; sectionType: string; texts: SectionText[] }[];
};

/**
 * Lists images (id, url, alt, dataSlot, name, description) and texts grouped by section.
 * Procedural images report the path the renderer writes (`images/<id>.svg`).
 *
 * @example listEditableElements(model).images[0]?.dataSlot // 'hero'
 */
export function listEditableElements(model: SiteModel): EditableElements {
  return {
    images: model.images.map((image) => ({
      id: image.id,
      url: image.source === 'procedural' ? `images/${image.id}.svg` : image.url,
      alt: image.alt,
      dataSlot: image.dataSlot,
      name: image.name,
      description: image.description,
    })),
    texts: model.sections.map((section) => ({
      sectionId: section.id,
      sectionType: section.type,
      texts: listSectionTexts(section),
    })),
  };
}
