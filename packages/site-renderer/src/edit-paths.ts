import { escapeHtml } from './escape';

/**
 * The attribute that names what an element of the owner's pick page shows: the path of one
 * editable text of its section (`items.2.title`, as `listSectionTexts` lists them; a button or
 * link is named by its label's path, `primaryAction.label`, whose link is the path without
 * `.label`). Point and edit reads it to know exactly what was clicked.
 */
export const EDIT_PATH_ATTRIBUTE = 'data-zappy-path';

/** The footer is no `<section id>`: on the pick page its element names the section it shows. */
export const EDIT_SECTION_ATTRIBUTE = 'data-zappy-section';

/** The attribute that marks an element with its text's path, or '' when the page marks none. */
export type PathMark = (path: string) => string;

/** How a page marks what its elements show: texts by path, the footer by its section's id. */
export type EditMarks = { at: PathMark; section: (id: string) => string };

/**
 * Marks for the pick page, or none: every other page (the live site, exports, the preview) is
 * rendered without them.
 *
 * @example editMarks(true).at('items.2.title') // ' data-zappy-path="items.2.title"'
 */
export function editMarks(on: boolean): EditMarks {
  if (!on) return { at: () => '', section: () => '' };
  return {
    at: (path) => ` ${EDIT_PATH_ATTRIBUTE}="${escapeHtml(path)}"`,
    section: (id) => ` ${EDIT_SECTION_ATTRIBUTE}="${escapeHtml(id)}"`,
  };
}

// Attribute values are escaped, so a `"` never occurs inside one; a model text that spells an
// attribute is escaped too (`=&quot;`) and never matches.
const MARKS = / data-zappy-(?:path|section)="[^"]*"/g;

/**
 * A page without its edit marks: what the same model renders without `editPaths`.
 *
 * @example withoutEditMarks('<h2 data-zappy-path="heading">Hi</h2>') // '<h2>Hi</h2>'
 */
export function withoutEditMarks(html: string): string {
  return html.replace(MARKS, '');
}
