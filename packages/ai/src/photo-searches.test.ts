import { RequirementsSchema } from '@zappy/contract/requirements';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import type { SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { heroPhotoSearch, photoSearches } from './photo-searches';

const PEXELS_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'];
const requirements = RequirementsSchema.parse({ contactDetails: { address: { city: 'Lyon' } } });

function bakery(language: string, industry: string, captions: string[]): SiteModel {
  const model = createSampleSiteModel({ industry: 'bakery' });
  return {
    ...model,
    locale: { ...model.locale, language },
    business: { ...model.business, industry },
    sections: model.sections.map((s) =>
      s.type === 'gallery'
        ? { ...s, items: s.items.map((item, i) => ({ ...item, caption: captions[i] ?? '' })) }
        : s,
    ),
  };
}

describe('photo searches', () => {
  it('asks for the business in its city, each named service and the business at work, in the site language', () => {
    const model = bakery('fr', 'Boulangerie', ['Pain au levain', 'Croissants']);
    const searches = photoSearches(model, requirements, 'bakery', PEXELS_LANGUAGES);
    expect(searches.map((s) => [s.slot, s.queries])).toEqual([
      ['hero', ['Boulangerie Lyon', 'Boulangerie']],
      ['about', ['Boulangerie au travail', 'Boulangerie']],
      ['gallery-1', ['Pain au levain', 'Boulangerie']],
      ['gallery-2', ['Croissants', 'Boulangerie']],
      ['gallery-3', ['Boulangerie']],
    ]);
    expect(searches.every((s) => s.language === 'fr' && s.orientation === 'landscape')).toBe(true);
  });

  it('searches in English words from the knowledge base for a language the service does not read', () => {
    const model = bakery('he', 'מאפייה', ['לחם מחמצת']);
    const searches = photoSearches(model, requirements, 'bakery', PEXELS_LANGUAGES);
    expect(searches.every((s) => s.language === 'en')).toBe(true);
    const words = searches.flatMap((s) => s.queries).join(' ');
    expect(words).not.toMatch(/[\u0590-\u05ff]/);
    expect(searches[0]?.queries).toEqual(['bakery Lyon', 'bakery']);
  });

  it('leaves out images that already are photos', () => {
    const model = bakery('en', 'Bakery', []);
    const uploaded: SiteModel = {
      ...model,
      images: model.images.map((image) =>
        image.id === 'hero' ? { ...image, source: 'upload' as const } : image,
      ),
    };
    const slots = photoSearches(uploaded, requirements, 'bakery', PEXELS_LANGUAGES).map(
      (s) => s.slot,
    );
    expect(slots).not.toContain('hero');
  });
});

describe('heroPhotoSearch (the wizard image step, before a site exists)', () => {
  it('asks for the kind of business in its city, then the kind alone, in English', () => {
    expect(heroPhotoSearch({ industry: 'bakery', city: ' Lyon ' })).toEqual({
      queries: ['bakery Lyon', 'bakery'],
      language: 'en',
      orientation: 'landscape',
    });
  });

  it("reads the owner's free words for the kind, and asks without a city when there is none", () => {
    expect(heroPhotoSearch({ industry: 'We groom dogs and cats' }).queries).toEqual([
      'pet care business',
    ]);
  });
});
