import type { Requirements } from '@zappy/contract/requirements';
import type { Motif, Palette, PictureMotif } from '@zappy/site-model/schema';
import { MOTIFS } from '@zappy/site-model/motifs';
import { renderMotifSvg } from '@zappy/site-renderer/image-motifs';
import { resolveIndustry } from './knowledge/industries';
import { captionPictures, MOTIF_WORDS, motifFamily } from './knowledge/motifs';
import type { Industry } from './knowledge/types';
import { createRandom } from './random';
import type { HeroImageIdea } from './schemas';

/** Context for hero image ideas; the server's `POST /api/assets/hero-images` body maps onto it. */
export type HeroImageContext = {
  businessName?: string | undefined;
  industry?: string | undefined;
  city?: string | undefined;
  specialties?: readonly string[] | undefined;
  /** The owner's description: a florist filed as a shop still gets flowers. */
  description?: string | undefined;
  count?: number | undefined;
  seed?: number | undefined;
};

/**
 * The pictures to offer as heroes, best first: the business's family (its industry's, led by
 * the kinds the owner's words name), with the pictures the gallery will show under the owner's
 * first three services ("Croissants") last, so the hero does not take them; the picture of a
 * kind the owner named stays first.
 */
export function heroMotifs(
  industry: Industry,
  specialties: readonly string[] = [],
  ownerWords = '',
): PictureMotif[] {
  const family = motifFamily(industry, ownerWords);
  // A kind the owner named ("a florist") is what the business is: the hero keeps its picture.
  const named = family[0] !== industry.motifs[0] ? family.slice(0, 1) : [];
  const claimed = new Set(captionPictures(family, named, specialties.slice(0, 3)));
  return [
    ...family.filter((motif) => !claimed.has(motif)),
    ...family.filter((motif) => claimed.has(motif)),
  ];
}

/** The owner's words for what the business is: its kind, name and description. */
export function ownerWordsOf(r: {
  industry?: string | undefined;
  businessName?: string | undefined;
  description?: string | undefined;
}): string {
  return [r.industry, r.businessName, r.description?.slice(0, 300)].filter(Boolean).join(' ');
}

/**
 * Hero image ideas: pictures of the business's own family only (a groomer gets a dog and a
 * paw print, never a plate of food), each with a seed, alt text saying what is drawn, and a
 * label. Deterministic for a seed.
 *
 * @example suggestHeroImages({ industry: 'bakery', businessName: 'Golden Crumb', seed: 1 })[0]?.motif // 'croissant'
 */
export function suggestHeroImages(context: HeroImageContext): HeroImageIdea[] {
  const industry = resolveIndustry(context.industry);
  const seed = context.seed ?? 1;
  const random = createRandom(seed, `hero:${context.businessName ?? ''}`);
  const count = Math.max(1, Math.min(8, context.count ?? 4));
  const motifs = heroMotifs(industry, context.specialties, ownerWordsOf(context));
  const subject = context.businessName ?? industry.label;
  const place = context.city ? ` in ${context.city}` : '';
  const specialty = context.specialties?.[0]?.toLowerCase();
  return Array.from({ length: count }, (_, i) => {
    const motif = motifs[i % motifs.length] ?? industry.motifs[0];
    const imageSeed = random.int(1, 9999);
    const what = MOTIF_WORDS[motif];
    return {
      id: `hero-${motif}-${imageSeed}`,
      motif,
      seed: imageSeed,
      alt: `Illustration of ${what} for ${subject}${place}${specialty && i === 0 ? `, known for ${specialty}` : ''}`.slice(
        0,
        300,
      ),
      label: `${i === 0 ? 'Signature' : 'Alternative'}: ${what}`,
    };
  });
}

/**
 * Renders an idea as an SVG data URL in the given palette (what image_selector widgets show).
 * The server may render the same idea to a stored asset instead.
 *
 * @example heroImageDataUrl(idea, palette).startsWith('data:image/svg+xml;base64,') // true
 */
export function heroImageDataUrl(
  idea: HeroImageIdea,
  palette: Palette,
  size: { width: number; height: number } = { width: 480, height: 320 },
): string {
  const svg = renderMotifSvg({
    motif: idea.motif,
    seed: idea.seed,
    palette,
    ...size,
    salt: 'hero',
  });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Reads a hero image id back into its idea (`hero-<motif>-<seed>`). */
export function parseHeroImageId(id: string): { motif: Motif; seed: number } | undefined {
  const m = /^hero-([a-z]+)-(\d+)$/.exec(id);
  const motif = MOTIFS.find((x) => x === m?.[1]);
  return motif && m?.[2] ? { motif, seed: Number(m[2]) } : undefined;
}

/** The hero context a set of requirements gives. */
export function heroContextFrom(requirements: Requirements, seed: number): HeroImageContext {
  return {
    businessName: requirements.businessName,
    industry: requirements.industry,
    city: requirements.contactDetails?.address.city || undefined,
    specialties: requirements.specialties,
    description: requirements.description,
    seed,
  };
}
