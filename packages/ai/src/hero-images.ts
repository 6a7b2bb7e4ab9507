import type { Requirements } from '@zappy/contract/requirements';
import type { Motif, Palette } from '@zappy/site-model/schema';
import { MOTIFS } from '@zappy/site-model/constants';
import { renderMotifSvg } from '@zappy/site-renderer/image-motifs';
import { getIndustry } from './knowledge/industries';
import { createRandom } from './random';
import type { HeroImageIdea } from './schemas';

/** Related motifs to offer next to the industry's own, so candidates differ visibly. */
const RELATED: Record<Motif, readonly Motif[]> = {
  bakery: ['food', 'nature', 'retail'],
  food: ['bakery', 'nature', 'photography'],
  tech: ['construction', 'retail', 'photography'],
  wellness: ['nature', 'fitness', 'photography'],
  legal: ['construction', 'tech', 'retail'],
  photography: ['retail', 'wellness', 'nature'],
  fitness: ['wellness', 'tech', 'retail'],
  nature: ['wellness', 'photography', 'food'],
  retail: ['photography', 'wellness', 'bakery'],
  construction: ['legal', 'tech', 'nature'],
};

const MOTIF_WORDS: Record<Motif, string> = {
  bakery: 'warm bakery shapes',
  food: 'a plate of fresh food',
  tech: 'circuit lines and a dashboard',
  wellness: 'soft, calming shapes',
  legal: 'classic columns',
  photography: 'framed photographs in soft light',
  fitness: 'dynamic diagonal stripes',
  nature: 'leaves and flowing lines',
  retail: 'a playful pattern of shapes',
  construction: 'blueprint lines and frames',
};

/** Context for hero image ideas; the server's `POST /api/assets/hero-images` body maps onto it. */
export type HeroImageContext = {
  businessName?: string | undefined;
  industry?: string | undefined;
  city?: string | undefined;
  specialties?: readonly string[] | undefined;
  count?: number | undefined;
  seed?: number | undefined;
};

/**
 * Hero image ideas: the industry's motif first, then related ones, each with a seed, alt text and
 * a label. Deterministic for a seed.
 *
 * @example suggestHeroImages({ industry: 'bakery', businessName: 'Golden Crumb', seed: 1 })[0]?.motif // 'bakery'
 */
export function suggestHeroImages(context: HeroImageContext): HeroImageIdea[] {
  const industry = getIndustry(context.industry);
  const seed = context.seed ?? 1;
  const random = createRandom(seed, `hero:${context.businessName ?? ''}`);
  const count = Math.max(1, Math.min(8, context.count ?? 4));
  const motifs: Motif[] = [industry.motif, ...RELATED[industry.motif]];
  for (const motif of MOTIFS) if (!motifs.includes(motif)) motifs.push(motif);
  const subject = context.businessName ?? industry.label;
  const place = context.city ? ` in ${context.city}` : '';
  const specialty = context.specialties?.[0]?.toLowerCase();
  return Array.from({ length: count }, (_, i) => {
    const motif = motifs[i % motifs.length] ?? industry.motif;
    const imageSeed = random.int(1, 9999);
    const what = i === 0 ? industry.imagery : MOTIF_WORDS[motif];
    return {
      id: `hero-${motif}-${imageSeed}`,
      motif,
      seed: imageSeed,
      alt: `Illustration of ${what} for ${subject}${place}${specialty && i === 0 ? `, known for ${specialty}` : ''}`.slice(
        0,
        300,
      ),
      label: `${i === 0 ? 'Signature' : 'Alternative'}: ${MOTIF_WORDS[motif]}`,
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
    seed,
  };
}
