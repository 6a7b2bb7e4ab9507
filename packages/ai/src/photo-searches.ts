import type { Requirements } from '@zappy/contract/requirements';
import type { SiteModel } from '@zappy/site-model/schema';
import { getIndustry, resolveIndustry } from './knowledge/industries';

/** What to ask a photo service for one image slot of a site. */
export interface PhotoSearch {
  /** The image's id (its `data-slot` too): `hero`, `about`, `gallery-2`. */
  slot: string;
  /** Search words, best first: the next is asked when one finds no photo the page lacks. */
  queries: string[];
  /** The language the words are in: the site's when the service reads it, else English. */
  language: string;
  orientation: 'landscape' | 'portrait' | 'square';
}

/** "At work", for the About image, in each language a photo service may be asked in. */
const AT_WORK: Readonly<Record<string, string>> = {
  en: 'at work',
  es: 'trabajando',
  fr: 'au travail',
  de: 'bei der Arbeit',
  it: 'al lavoro',
  pt: 'trabalhando',
  nl: 'aan het werk',
};

const uniqueWords = (queries: readonly string[]) => [
  ...new Set(queries.map((q) => q.replace(/\s+/g, ' ').trim()).filter((q) => q !== '')),
];

/**
 * What to search a photo service for, one search per illustrated image of the site: the hero
 * shows the business (its kind, in its city), each gallery image a service the owner named, the
 * About image the business at work. The words are in the site's language when `languages` (those
 * the service reads) has it; otherwise in English, from the knowledge base's noun and imagery
 * for the industry. Uploaded or already-placed photos are not searched for again.
 *
 * @example
 * photoSearches(model, requirements, 'bakery', ['en', 'es'])
 * // [{ slot: 'hero', queries: ['bakery Portland', 'bakery'], language: 'en', orientation: 'landscape' }, …]
 */
export function photoSearches(
  model: SiteModel,
  requirements: Requirements,
  industryKey: string,
  languages: readonly string[],
): PhotoSearch[] {
  const industry = getIndustry(industryKey);
  const siteLanguage = model.locale.language;
  const own = languages.includes(siteLanguage) && AT_WORK[siteLanguage] !== undefined;
  const language = own ? siteLanguage : 'en';
  // The owner's words for the business and its services are in the site's language.
  const kind = own ? model.business.industry.trim() || industry.noun : industry.noun;
  const city = requirements.contactDetails?.address.city.trim() ?? '';
  const captions = new Map(
    model.sections.flatMap((s) =>
      s.type === 'gallery'
        ? s.items.map((item): [string, string] => [item.imageId, item.caption.trim()])
        : [],
    ),
  );
  return model.images
    .filter((image) => image.source === 'procedural')
    .map((image) => {
      const caption = captions.get(image.id) ?? '';
      const queries =
        image.id === 'hero'
          ? [city ? `${kind} ${city}` : '', kind]
          : image.id === 'about'
            ? [`${kind} ${AT_WORK[language] ?? ''}`, kind]
            : [own ? caption : '', own ? '' : industry.imagery, kind];
      return {
        slot: image.id,
        queries: uniqueWords(queries),
        language,
        orientation: image.height > image.width ? ('portrait' as const) : ('landscape' as const),
      };
    });
}

/**
 * What to search for the hero before a site exists (the wizard's image step and
 * `POST /api/assets/hero-images`): the business's kind in its city, then the kind alone, in
 * English from the knowledge base, since the owner's words may be in any language and the page
 * that would carry the site's own words is not written yet.
 *
 * @example
 * heroPhotoSearch({ industry: 'bakery', city: 'Portland' }).queries // ['bakery Portland', 'bakery']
 */
export function heroPhotoSearch(context: {
  industry?: string | undefined;
  city?: string | undefined;
}): Omit<PhotoSearch, 'slot'> {
  const kind = resolveIndustry(context.industry).noun;
  const city = context.city?.trim() ?? '';
  return {
    queries: uniqueWords([city ? `${kind} ${city}` : '', kind]),
    language: 'en',
    orientation: 'landscape',
  };
}
