// A regenerated model re-based on the owner's edits: whatever the owner changed since the last
// generation (the difference between the generated model and the current one) is carried onto
// the new generated model. See docs/decisions/023-regeneration-keeps-edits.md.
import type { Section, SiteModel } from './schema';
import { listSectionLinks, listSectionTexts, setAtPath } from './section-texts';

/** The three models a regeneration knows, and whether its feedback asked for another look. */
export interface RebaseInput {
  /** The model the last generation wrote; absent for sites generated before it was recorded. */
  generated: SiteModel | undefined;
  /** The live model: the generated one plus the owner's edits. */
  current: SiteModel;
  /** The model the new generation wrote. */
  next: SiteModel;
  /** What the feedback asked of the look: there the new brand wins over the owner's choice. */
  wish: { style: boolean; colours: boolean };
}

/** Deep equality of JSON values, whatever the key order (PostgreSQL's jsonb reorders keys). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSameValue(left[key], right[key]));
}

/** The owner's value where they changed it since generation, otherwise the new one. */
function edited<T>(generated: T | undefined, current: T, next: T): T {
  return generated !== undefined && !isSameValue(generated, current) ? current : next;
}

/** The section of `sections` that stands for `section`: the same id, else the same type. */
function counterpart(sections: readonly Section[], section: Section): Section | undefined {
  return sections.find((s) => s.id === section.id) ?? sections.find((s) => s.type === section.type);
}

/**
 * The new section with the texts and link addresses the owner changed: each whose current value
 * differs from what generation wrote, at a path the new section also has. FAQ entries are a list
 * the owner curates (added, removed), so an edited FAQ is kept whole.
 */
function rebaseSection(generated: Section | undefined, current: Section, next: Section): Section {
  if (!generated) return next;
  if (next.type === 'faq' && current.type === 'faq' && generated.type === 'faq') {
    return isSameValue(generated.items, current.items) ? next : { ...next, items: current.items };
  }
  const texts = (s: Section) => listSectionTexts(s).map((t) => ({ path: t.path, value: t.value }));
  const links = (s: Section) =>
    listSectionLinks(s).map((l) => ({ path: `${l.path}.href`, value: l.href }));
  const values = (s: Section) => [...texts(s), ...links(s)];
  const before = new Map(values(generated).map((t) => [t.path, t.value]));
  const paths = new Set(values(next).map((t) => t.path));
  return values(current)
    .filter((t) => before.get(t.path) !== t.value && paths.has(t.path))
    .reduce<Section>(
      (section, t) => setAtPath(section, t.path.split('.'), t.value) as Section,
      next,
    );
}

/**
 * The new sections, each with the owner's text edits; a section the owner removed stays removed
 * and a section the owner added is kept, where it stood.
 */
function rebaseSections(generated: SiteModel | undefined, current: SiteModel, next: SiteModel) {
  if (!generated) return next.sections;
  const removed = generated.sections
    .filter((s) => !current.sections.some((c) => c.id === s.id))
    .map((s) => s.type);
  const kept = next.sections
    .filter((s) => !removed.includes(s.type))
    .map((s) => {
      const mine = counterpart(current.sections, s);
      return mine ? rebaseSection(counterpart(generated.sections, s), mine, s) : s;
    });
  const added = current.sections.filter(
    (s) => !generated.sections.some((g) => g.id === s.id) && !kept.some((k) => k.type === s.type),
  );
  for (const section of added) {
    const at = kept.findIndex((s) => s.type === 'footer');
    kept.splice(at < 0 ? kept.length : at, 0, section);
  }
  return kept;
}

/**
 * Carries the owner's edits onto a regenerated model: the business texts they changed (the
 * facts — name, contact details, hours — reach the new model through the brief), the brand
 * (its style or colours unless the feedback asked for another), the accessibility settings, the sections' texts,
 * FAQ entries and added or removed sections, and every integration (only the owner adds them).
 * Uploaded photos are kept by the caller, which knows how to re-point their files.
 *
 * @example rebaseOnEdits({ generated: v1, current: live, next: regenerated, wish })
 */
export function rebaseOnEdits({ generated, current, next, wish }: RebaseInput): SiteModel {
  const keep = <T>(pick: (model: SiteModel) => T) =>
    edited(generated && pick(generated), pick(current), pick(next));
  return {
    ...next,
    business: {
      ...next.business,
      tagline: keep((m) => m.business.tagline),
      description: keep((m) => m.business.description),
    },
    brand: {
      ...next.brand,
      palette: wish.colours ? next.brand.palette : keep((m) => m.brand.palette),
      style: wish.style ? next.brand.style : keep((m) => m.brand.style),
      typography: wish.style ? next.brand.typography : keep((m) => m.brand.typography),
    },
    sections: rebaseSections(generated, current, next),
    integrations: current.integrations,
    accessibility: keep((m) => m.accessibility),
  };
}
