import type { SectionType } from './types';

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
