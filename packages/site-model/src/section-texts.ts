// The visible texts of a section, addressed by dotted paths (`items.2.title`): what the
// customization chat, point-and-edit and the editable-elements list name, and what the
// `setSectionText` edit changes.
import type { Section } from './schema';

// Keys whose string values are identifiers, links or settings rather than visible copy.
const NON_TEXT_KEYS = new Set([
  'id',
  'type',
  'layout',
  'icon',
  'imageId',
  'href',
  'formEndpoint',
  'currency',
  'billingPeriod',
]);

/** A visible text of a section, addressed by a dotted path such as `items.2.title`. */
export type SectionText = { path: string; value: string };

/**
 * Lists every editable text of a section with its path.
 *
 * @example listSectionTexts(hero) // [{ path: 'heading', value: '…' }, { path: 'primaryAction.label', … }]
 */
export function listSectionTexts(section: Section): SectionText[] {
  const out: SectionText[] = [];
  const walk = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      out.push({ path: path.join('.'), value });
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => {
        walk(v, [...path, String(i)]);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) {
        if (!NON_TEXT_KEYS.has(key)) walk(v, [...path, key]);
      }
    }
  };
  walk(section, []);
  return out;
}

/** A link of a section (a button, a footer link), addressed by its path: `primaryAction`, `links.2`. */
export type SectionLink = { path: string; href: string };

/**
 * Lists every link of a section with its path: each object with a label and an address.
 *
 * @example listSectionLinks(hero) // [{ path: 'primaryAction', href: '#contact' }, …]
 */
export function listSectionLinks(section: Section): SectionLink[] {
  return listSectionTexts(section).flatMap(({ path }) => {
    if (!path.endsWith('.label')) return [];
    const at = path.slice(0, -'.label'.length);
    const link = at
      .split('.')
      .reduce<unknown>(
        (value, key) => (value as Record<string, unknown> | undefined)?.[key],
        section,
      );
    const href = (link as { href?: unknown } | undefined)?.href;
    return typeof href === 'string' ? [{ path: at, href }] : [];
  });
}

/** A copy of `value` with the string at `path` replaced. */
export function setAtPath(value: unknown, path: readonly string[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (Array.isArray(value)) {
    const index = Number(head);
    return value.map((v: unknown, i) => (i === index ? setAtPath(v, rest, text) : v));
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: setAtPath(record[head], rest, text) };
}
