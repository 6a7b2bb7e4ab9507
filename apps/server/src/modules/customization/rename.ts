import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string in a value, mapped (objects and arrays rebuilt, other values kept). */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]),
    ) as T;
  return value;
}

/**
 * A renamed business says its new name everywhere its old one was written: the copy, the search
 * data and the images' alt texts (the generated copy names the business throughout).
 */
export function renameInTexts(model: SiteModel, oldName: string): SiteModel {
  const newName = model.business.companyName;
  if (oldName.trim() === '' || oldName === newName) return model;
  const pattern = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(oldName)}(?![\\p{L}\\d])`, 'gu');
  const rename = (text: string) => text.replace(pattern, newName);
  return SiteModelSchema.parse({
    ...model,
    business: {
      ...model.business,
      tagline: rename(model.business.tagline),
      description: rename(model.business.description),
    },
    sections: mapStrings(model.sections, rename),
    images: model.images.map((image) => ({
      ...image,
      alt: rename(image.alt),
      description: rename(image.description),
    })),
    seo: {
      ...model.seo,
      title: rename(model.seo.title),
      description: rename(model.seo.description),
    },
  });
}
