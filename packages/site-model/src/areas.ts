import { restateFacts } from './restate-facts';
import type { SiteModel } from './schema';

/**
 * A part of a site, as a change touches it, read from the models before and after: a request
 * names the parts it may change, and a change anywhere else is a change nobody asked for.
 * - `palette`, `style`, `fonts`: the brand;
 * - `name`, `contact`, `hours`, `business`: the business info (`hours` holds the week, "hours
 *   given" and "by appointment"; `business` the tagline, description, industry, service area);
 * - `section:<type>`: a section's texts, items or settings; `sections`: a section added or
 *   removed, and which one as `added:<type>` or `removed:<type>`; `order`: the sections moved;
 * - `images`, `seo`, `integrations`, `accessibility`, `locale`: those parts of the model.
 */
export type Area = string;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function businessAreas(before: SiteModel['business'], after: SiteModel['business']): Area[] {
  const areas = new Set<Area>();
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const k = key as keyof SiteModel['business'];
    if (same(before[k], after[k])) continue;
    if (k === 'companyName') areas.add('name');
    else if (k === 'contactDetails') areas.add('contact');
    else if (k === 'businessHours' || k === 'hoursGiven' || k === 'byAppointment')
      areas.add('hours');
    else areas.add('business');
  }
  return [...areas];
}

function sectionAreas(before: SiteModel, after: SiteModel): Area[] {
  const areas = new Set<Area>();
  const byId = (model: SiteModel) => new Map(model.sections.map((s) => [s.id, s]));
  const was = byId(before);
  const now = byId(after);
  for (const [id, section] of now) {
    const old = was.get(id);
    if (!old) areas.add('sections').add(`section:${section.type}`).add(`added:${section.type}`);
    else if (!same(old, section)) areas.add(`section:${section.type}`);
  }
  for (const [id, section] of was) {
    if (!now.has(id))
      areas.add('sections').add(`section:${section.type}`).add(`removed:${section.type}`);
  }
  const kept = (model: SiteModel, other: Map<string, unknown>) =>
    model.sections.map((s) => s.id).filter((id) => other.has(id));
  if (!same(kept(before, now), kept(after, was))) areas.add('order');
  return [...areas];
}

/**
 * The model before, with the facts changed since restated in its copy: a text that now says the
 * new phone or name is part of that fact's change (`contact`, `name`), not a change of the copy.
 */
function restatedBefore(before: SiteModel, after: SiteModel): SiteModel {
  const { tagline, description } = before.business;
  const restated = restateFacts(before.business, {
    ...before,
    business: { ...after.business, tagline, description },
  });
  return {
    ...restated,
    business: {
      ...before.business,
      tagline: restated.business.tagline,
      description: restated.business.description,
    },
  };
}

/** The parts of the site that differ between two models. */
export function changedAreas(model: SiteModel, after: SiteModel): Area[] {
  const before = restatedBefore(model, after);
  const areas = [...businessAreas(before.business, after.business), ...sectionAreas(before, after)];
  if (!same(before.brand.palette, after.brand.palette)) areas.push('palette');
  if (before.brand.style !== after.brand.style) areas.push('style');
  if (!same(before.brand.typography, after.brand.typography)) areas.push('fonts');
  if (!same(before.brand.motif, after.brand.motif)) areas.push('style');
  for (const key of ['images', 'seo', 'integrations', 'accessibility', 'locale'] as const) {
    if (!same(before[key], after[key])) areas.push(key);
  }
  return [...new Set(areas)];
}
