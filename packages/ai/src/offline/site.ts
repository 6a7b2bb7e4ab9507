import type { Requirements } from '@zappy/contract/requirements';
import { SITE_MODEL_SCHEMA_VERSION } from '@zappy/site-model/constants';
import {
  SiteModelSchema,
  type Section,
  type SiteModel,
  type SiteModelInput,
} from '@zappy/site-model/schema';
import { ownerWordsOf, parseHeroImageId } from '../hero-images';
import { getIndustry } from '../knowledge/industries';
import { assignMotifs, MOTIF_WORDS, motifFamily } from '../knowledge/motifs';
import type { HeroImageIdea, SitePlan } from '../schemas';
import { createRandom } from '../random';
import { sitePhrases } from './phrases/index';
import { cityOf, industryOf } from './slots';

/**
 * Puts a plan, its written sections and the hero idea together into a valid SiteModel
 * (parsed by site-model's schema, so a bad part throws here, never in the renderer).
 *
 * @example assembleSiteModel(plan, requirements, sections, idea, 1).schemaVersion // 2
 */
export function assembleSiteModel(
  plan: SitePlan,
  r: Requirements,
  sections: readonly Section[],
  hero: HeroImageIdea | undefined,
  seed: number,
): SiteModel {
  const random = createRandom(seed, 'images');
  const chosen = parseHeroImageId(r.heroImageId ?? '');
  const heroMotif = chosen?.motif ?? hero?.motif ?? plan.motif;
  const heroSeed = chosen?.seed ?? hero?.seed ?? random.int(1, 9999);
  const name = plan.businessName;
  const city = cityOf(r);
  const t = sitePhrases(r.language);
  const named = { name, city };
  const used = new Set(
    sections.flatMap((s) =>
      'imageId' in s && s.imageId
        ? [s.imageId]
        : s.type === 'gallery'
          ? s.items.map((i) => i.imageId)
          : [],
    ),
  );
  const captions = new Map(
    sections.flatMap((s) =>
      s.type === 'gallery' ? s.items.map((i) => [i.imageId, i.caption] as const) : [],
    ),
  );
  // Every other image gets its own picture of the business's family: never the hero's, never
  // one twice; a caption that names something the family draws gets it ("Croissants").
  const others = [...used].filter((id) => id !== 'hero');
  const known = getIndustry(plan.industryKey);
  const family = motifFamily(known.key === 'general' ? industryOf(r) : known, ownerWordsOf(r));
  const motifs = new Map(
    assignMotifs(
      family,
      [heroMotif],
      others.map((id) => captions.get(id) ?? ''),
    ).map((motif, i) => [others[i] ?? '', motif]),
  );
  // Says what the hero shows, whichever idea it came from.
  const heroAlt = `Illustration of ${MOTIF_WORDS[heroMotif]} for ${name}${city ? ` in ${city}` : ''}`;
  const image = (id: string, alt: string, width: number, height: number) => ({
    id,
    dataSlot: id,
    alt: alt.slice(0, 300),
    name: id,
    // The hero's English words already say it is an illustration.
    description: (id === 'hero' && alt === heroAlt ? alt : t.images.illustration(alt)).slice(
      0,
      2000,
    ),
    source: 'procedural' as const,
    motif: id === 'hero' ? heroMotif : (motifs.get(id) ?? plan.motif),
    seed: id === 'hero' ? heroSeed : random.int(1, 9999),
    width,
    height,
  });
  // A picture without a caption shows the business, as the hero's does.
  const galleryAlt = (caption: string | undefined) =>
    caption ? t.images.gallery(named, caption) : t.images.hero(named);
  const images = [...used].map((id) =>
    id === 'hero'
      ? // The motif words are English: other languages name the business.
        image('hero', t.language === 'en' ? heroAlt : t.images.hero(named), 1200, 900)
      : id === 'about'
        ? image('about', t.images.about(named), 1000, 800)
        : image(id, galleryAlt(captions.get(id)), 800, 600),
  );
  const heroSection = sections.find((s) => s.type === 'hero');
  const description = (heroSection?.intro ?? plan.tagline).slice(0, 1000);
  const level = r.priceLevel;
  const input: SiteModelInput = {
    schemaVersion: SITE_MODEL_SCHEMA_VERSION,
    business: {
      companyName: name,
      tagline: plan.tagline,
      industry: plan.industryLabel,
      description:
        // The owner's description only in the site's language: never two languages on a page.
        r.description && r.inputLanguage === r.language
          ? r.description.slice(0, 2000)
          : description,
      contactDetails: r.contactDetails ?? {},
      businessHours: r.businessHours ?? {},
      // Without the owner's hours the renderer shows none (not the schema's default week).
      hoursGiven: r.businessHours !== undefined,
      // "By appointment" reaches the hours block and footer, alone or with the week.
      byAppointment: r.byAppointment,
      serviceArea: r.serviceArea,
    },
    brand: {
      style: plan.style,
      palette: plan.palette,
      typography: plan.typography,
      motif: plan.motif,
    },
    locale: {
      language: r.language,
      direction: r.language === 'he' || r.language === 'ar' ? 'rtl' : 'ltr',
    },
    sections: [...sections],
    images,
    seo: {
      title: `${name} | ${plan.tagline}`.slice(0, 300),
      description,
      keywords: [plan.industryLabel, city, ...r.specialties].filter((k) => k !== '').slice(0, 12),
      siteUrl:
        r.contactDetails?.website && /^https?:\/\//.test(r.contactDetails.website)
          ? r.contactDetails.website
          : '',
      localBusiness: {
        schemaType: plan.schemaType,
        priceRange:
          level === undefined ? '' : '$'.repeat(Math.max(1, Math.min(4, Math.ceil(level * 0.8)))),
      },
    },
  };
  return SiteModelSchema.parse(input);
}
