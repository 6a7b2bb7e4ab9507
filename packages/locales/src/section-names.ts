import type { SectionNames, SectionType } from './types';

/**
 * One form of every section's name, as a table keyed by section type: each language keeps its
 * section names in one table (`sections.ts`), and the concerns that need one form read it here.
 *
 * @example namesOf(sections, 'nav').testimonials // 'Reviews'
 */
export function namesOf<Form extends string>(
  sections: Readonly<Record<SectionType, Readonly<Record<Form, string>>>>,
  form: Form,
): Record<SectionType, string> {
  const names = {} as Record<SectionType, string>;
  for (const type of Object.keys(sections) as SectionType[]) names[type] = sections[type][form];
  return names;
}

/**
 * Where on the page each section is, as the preview's fidelity panel names it after a fact: its
 * menu label, or for a section the menu leaves out (the top, the footer) its mid-sentence name,
 * capitalised. English spells its own (en/app.ts): its top of the page is no menu label.
 *
 * @example placeNames(es).hero // 'Portada'
 */
export function placeNames(sections: SectionNames): Record<SectionType, string> {
  const names = namesOf(sections, 'nav');
  for (const type of Object.keys(names) as SectionType[]) {
    const { named } = sections[type];
    names[type] ||= named.charAt(0).toUpperCase() + named.slice(1);
  }
  return names;
}
