import { CREATIVE_INDUSTRIES } from './industries-creative';
import { FOOD_INDUSTRIES } from './industries-food';
import { HEALTH_INDUSTRIES } from './industries-health';
import { PROFESSIONAL_INDUSTRIES } from './industries-professional';
import { TRADES_INDUSTRIES } from './industries-trades';
import type { Industry } from './types';

/**
 * The curated industries of the offline engine (34 of them).
 *
 * @example INDUSTRIES.find((i) => i.key === 'bakery')?.ctas[0] // 'Order for pickup'
 */
export const INDUSTRIES: readonly Industry[] = [
  ...FOOD_INDUSTRIES,
  ...PROFESSIONAL_INDUSTRIES,
  ...HEALTH_INDUSTRIES,
  ...TRADES_INDUSTRIES,
  ...CREATIVE_INDUSTRIES,
];

/** Used when nothing matches: neutral, still filled from what the owner said. */
export const GENERAL_INDUSTRY: Industry = {
  key: 'general',
  label: 'Local business',
  noun: 'business',
  keywords: [],
  schemaType: 'LocalBusiness',
  motif: 'retail',
  local: true,
  sections: ['hero', 'services', 'features', 'about', 'faq', 'contact', 'footer'],
  services: [
    ['Consultations', 'A first conversation to understand what you need', 'handshake'],
    ['Custom work', 'Made to fit your situation', 'wrench'],
    ['Ongoing support', 'We stay with you after the job is done', 'heart'],
  ],
  audiences: ['Local customers', 'Small businesses', 'Families', 'Professionals'],
  ctas: ['Get in touch', 'Request a quote', 'Call us'],
  colors: [
    ['Classic blue', '#1d4e89', '#f2a541'],
    ['Evergreen', '#1f5f4a', '#e07a5f'],
  ],
  headlines: ['{specialty}{inCity}', 'Welcome to {name}', 'Here to help{inCity}'],
  imagery: 'geometric shapes',
};

/** Finds an industry by key, falling back to the general one. @example getIndustry('law').noun // 'law firm' */
export function getIndustry(key: string | undefined): Industry {
  return INDUSTRIES.find((industry) => industry.key === key) ?? GENERAL_INDUSTRY;
}

const ASCII = /^[a-z0-9 &'-]+$/;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Matcher = { industry: Industry; patterns: { re: RegExp; weight: number; weak: boolean }[] };

// Short ASCII keywords must match a whole word ("bar" not "barber"), longer ones are word
// starts ("photograph" matches "photography"); other scripts match anywhere, because Hebrew
// attaches prefixes (ה, ב, ל) to the word.
const MATCHERS: Matcher[] = INDUSTRIES.map((industry) => ({
  industry,
  patterns: industry.keywords.map((raw) => {
    const weak = raw.startsWith('~');
    const keyword = (weak ? raw.slice(1) : raw).trim();
    const body = escapeRegExp(keyword);
    const re = !ASCII.test(keyword)
      ? new RegExp(body, 'iu')
      : keyword.length < 5
        ? new RegExp(`(?<![\\p{L}\\d])${body}(?:s|es)?(?![\\p{L}\\d])`, 'iu')
        : new RegExp(`(?<![\\p{L}\\d])${body}`, 'iu');
    return { re, weak, weight: weak ? 0.4 : keyword.includes(' ') ? 1.5 : 1 };
  }),
}));

/** One scored industry guess. */
export type IndustryMatch = { industry: Industry; score: number; position: number };

/** However many weak hints an industry gets, together they weigh less than one keyword. */
const MAX_HINTS = 0.9;

/**
 * Ranks industries by the keywords found in a text; the earliest mention breaks ties. Weak hints
 * ("dashboard", "automation") count below one keyword, so a data consultant who builds
 * dashboards is a consultancy, not a software product.
 *
 * @example matchIndustries('A small sourdough bakery')[0]?.industry.key // 'bakery'
 */
export function matchIndustries(text: string): IndustryMatch[] {
  const out: IndustryMatch[] = [];
  for (const { industry, patterns } of MATCHERS) {
    let keywords = 0;
    let hints = 0;
    let position = Number.POSITIVE_INFINITY;
    for (const { re, weight, weak } of patterns) {
      const found = re.exec(text);
      if (found) {
        if (weak) hints += weight;
        else keywords += weight;
        position = Math.min(position, found.index);
      }
    }
    const score = keywords + Math.min(hints, MAX_HINTS);
    if (score > 0) out.push({ industry, score, position });
  }
  return out.sort((a, b) => b.score - a.score || a.position - b.position);
}

/**
 * The industry for a stored key or a free-text description ("pottery classes").
 *
 * @example resolveIndustry('we cut hair').key // 'salon'
 */
export function resolveIndustry(keyOrText: string | undefined): Industry {
  if (!keyOrText) return GENERAL_INDUSTRY;
  return (
    INDUSTRIES.find((industry) => industry.key === keyOrText) ??
    matchIndustries(keyOrText)[0]?.industry ??
    GENERAL_INDUSTRY
  );
}
