import type { Requirements } from '@zappy/contract/requirements';
import { STYLE_TYPOGRAPHY } from '@zappy/site-model/defaults';
import { SECTION_TYPES, type SectionType } from '@zappy/site-model/schema';
import { heroMotifs, ownerWordsOf, parseHeroImageId } from '../hero-images';
import { colorsToPalette } from '../palettes';
import { createRandom } from '../random';
import { SitePlanSchema, type SitePlan } from '../schemas';
import { finalizeRequirements } from './conversation';
import { itemPrices, productHeadline, recurringPlans } from './facts';
import { sitePhrases } from './phrases/index';
import { cityOf, industryOf, ownIndustryWords } from './slots';
import { fillTemplate, templateVars } from './template';

const isSectionType = (value: string): value is SectionType =>
  (SECTION_TYPES as readonly string[]).includes(value);

/** The owner gave numbers a statistics section can show. */
function hasFigures(r: Requirements): boolean {
  return r.figures.length > 0 || r.highlights.some((h) => /\d/.test(h));
}

/** The owner said prices are on request and gave none. */
export function hasPricesOnRequest(r: Requirements): boolean {
  return r.pricesOnRequest && r.plans.length === 0;
}

/**
 * What the brief answers for a FAQ, first to last: prices on request, how to book, how much
 * notice orders need (the owner's lead times), which areas are covered (the service area). The
 * question every business answers (how to reach it) follows them.
 */
export function faqTopics(
  r: Requirements,
): ('pricesOnRequest' | 'booking' | 'leadTime' | 'serviceArea')[] {
  return [
    ...(hasPricesOnRequest(r) ? (['pricesOnRequest'] as const) : []),
    ...(r.goals.includes('bookings') ? (['booking'] as const) : []),
    ...(r.leadTimes.length > 0 ? (['leadTime'] as const) : []),
    ...(r.serviceArea.length > 0 ? (['serviceArea'] as const) : []),
  ];
}

/**
 * Chooses the sections for a brief: the owner's choice, or the industry's set, keeping only the
 * sections the owner's facts can fill. Nothing a visitor could act on is invented: pricing only
 * with the owner's plans (one-off prices go on the services they price), statistics only with the
 * owner's numbers, opening hours only when given, and never reviews or team members (the brief
 * holds no people), features only from the owner's highlights, and a FAQ only when the brief
 * answers a question or the owner asked for one.
 */
export function chooseSections(r: Requirements): SectionType[] {
  const industry = industryOf(r);
  const chosen = r.sections.filter(isSectionType);
  let types: SectionType[] = chosen.length > 0 ? chosen : [...industry.sections];
  types = types.filter((t) => t !== 'testimonials' && t !== 'team');
  if (!hasFigures(r)) types = types.filter((t) => t !== 'stats');
  // Prices on request (and no plans): a pricing section that says so.
  const plans = recurringPlans(r).length > 0 || hasPricesOnRequest(r);
  if (!plans) types = types.filter((t) => t !== 'pricing');
  if (r.highlights.length === 0) types = types.filter((t) => t !== 'features');
  // A FAQ whenever the brief answers a question: an order's notice or the areas covered have no
  // other place on the page, whatever the industry's usual sections.
  if (faqTopics(r).length === 0 && !chosen.includes('faq'))
    types = types.filter((t) => t !== 'faq');
  else if (chosen.length === 0 && !types.includes('faq')) types.push('faq');
  if (!r.businessHours) types = types.filter((t) => t !== 'hours');
  // Services only the owner named: the industry's default list is not what this business offers.
  if (r.specialties.length === 0 && itemPrices(r).length === 0)
    types = types.filter((t) => t !== 'services');
  else if (!types.includes('hours') && !types.includes('contact')) types.push('hours');
  if (itemPrices(r).length > 0 && !types.includes('services')) types.splice(1, 0, 'services');
  if (plans && !types.includes('pricing')) types.push('pricing');
  if (r.figures.length > 0 && !types.includes('stats')) types.push('stats');
  types = types.filter((t) => t !== 'hero' && t !== 'footer' && t !== 'contact');
  return ['hero', ...new Set(types), 'contact', 'footer'];
}

/**
 * The offline site plan: sections, style, palette, typography, motif and tagline. Deterministic
 * for a seed.
 *
 * @example planOffline(requirements, 1).sections[0]?.type // 'hero'
 */
export function planOffline(input: Requirements, seed: number): SitePlan {
  const r = finalizeRequirements(input, seed);
  const industry = industryOf(r);
  const t = sitePhrases(r.language);
  const style = r.style ?? 'modern';
  const random = createRandom(seed, 'plan');
  const vars = templateVars(r);
  // The template's headlines speak of its default services and audience: used only for what the
  // owner named (a headline about "{specialty}" needs their services).
  const taglines = t
    .headlines(industry)
    .filter(
      (h) =>
        (!h.includes('{city}') || cityOf(r) !== '') &&
        (!/\{specialt(?:y|ies)\}/.test(h) || r.specialties.length > 0) &&
        (!h.includes('{audience}') || r.audience !== undefined),
    );
  // The hero's intro names the business: a headline that names it too says the name twice.
  const unnamed = taglines.filter((h) => !h.includes('{name}'));
  const picked = random.pick(
    unnamed.length > 0 ? unnamed : taglines.length > 0 ? taglines : ['{name}'],
  );
  // What the owner said the product is beats the template.
  const tagline = r.product ? productHeadline(r.product) : fillTemplate(picked, vars);
  const motif =
    parseHeroImageId(r.heroImageId ?? '')?.motif ??
    heroMotifs(industry, r.specialties, ownerWordsOf(r))[0] ??
    industry.motifs[0];
  return SitePlanSchema.parse({
    businessName: r.businessName,
    industryKey: industry.key,
    industryLabel: ownIndustryWords(r) ?? t.industries[industry.key]?.label ?? industry.label,
    tagline,
    style,
    tone: r.tone ?? 'warm and professional',
    palette: colorsToPalette(r.palette?.colors ?? [], style),
    typography: STYLE_TYPOGRAPHY[style],
    motif,
    schemaType: industry.schemaType,
    sections: chooseSections(r).map((type) => ({ id: type, type, navLabel: t.navLabels[type] })),
    billingPeriod:
      recurringPlans(r).find((p) => p.price > 0)?.period ?? industry.billing ?? 'monthly',
  });
}
