// Integration suggestions: which of the catalogue's integrations a business like this one gets
// the most from, with the reason in a sentence. A knowledge step (like the palettes): both
// engines answer it from the industry knowledge base, so a suggestion always names a tool that
// exists and its reason never invents a fact about the business.
import type { IntegrationSuggestion } from '@zappy/contract/integrations';
import type { SiteModel } from '@zappy/site-model/schema';
import { resolveIndustry } from './knowledge/industries';

/** Industries whose customers find them through pictures: social profiles and sharing matter. */
const VISUAL = new Set([
  'photography',
  'events',
  'music',
  'ecommerce',
  'boutique',
  'bakery',
  'cafe',
  'restaurant',
  'bar',
  'catering',
  'hotel',
  'yoga',
  'fitness',
  'salon',
  'spa',
  'pet',
  'travel',
  'architecture',
  'landscaping',
]);

/** Industries that keep in touch with customers between visits: a newsletter pays off. */
const NEWSLETTER = new Set([
  'ecommerce',
  'boutique',
  'bakery',
  'cafe',
  'restaurant',
  'saas',
  'nonprofit',
  'education',
  'music',
  'events',
  'yoga',
  'fitness',
  'travel',
]);

const MAX_SUGGESTIONS = 6;
const RANK = { high: 0, medium: 1, low: 2 } as const;

/** What a suggestion depends on: the business and what its site shows. */
export type SuggestionContext = {
  /** An industry key or a free-text description ("pottery classes"). */
  industry: string;
  sections: readonly string[];
  /** The first pricing plan's name, when the site has plans. */
  firstPlan?: string | undefined;
  hoursGiven: boolean;
};

/** The context of an existing site. */
export function suggestionContextOf(model: SiteModel): SuggestionContext {
  const pricing = model.sections.find((s) => s.type === 'pricing');
  return {
    industry: model.business.industry,
    sections: model.sections.map((s) => s.type),
    firstPlan: pricing?.type === 'pricing' ? pricing.plans[0]?.name : undefined,
    hoursGiven: model.business.hoursGiven,
  };
}

/**
 * Suggestions for a business, best first, leaving out tools it already has.
 *
 * @example
 * suggestIntegrations(suggestionContextOf(bakeryModel), []).map((s) => s.toolName);
 * // ['add_plausible', 'set_business_data', 'send_from_domain', …]
 */
export function suggestIntegrations(
  context: SuggestionContext,
  appliedTools: readonly string[],
): IntegrationSuggestion[] {
  const industry = resolveIndustry(context.industry);
  const noun = industry.noun;
  const has = (type: string) => context.sections.includes(type);
  const candidates: IntegrationSuggestion[] = [
    {
      serverId: 'plausible',
      toolName: 'add_plausible',
      priority: 'high',
      reason: 'See which pages visitors read and where they come from, without cookies.',
    },
  ];
  if (industry.local || context.hoursGiven) {
    candidates.push({
      serverId: 'seo-business-data',
      toolName: 'set_business_data',
      priority: 'high',
      reason: `Tells search engines and maps this ${noun}'s type, address and opening hours.`,
    });
  }
  if (has('contact')) {
    candidates.push(
      {
        serverId: 'email',
        toolName: 'send_from_domain',
        priority: 'high',
        reason: 'Contact-form messages reach your inbox, sent from your own domain.',
      },
      {
        serverId: 'email',
        toolName: 'deliver_contact_form',
        priority: 'medium',
        reason: 'Each message a visitor sends is emailed to you, ready to answer.',
      },
    );
  }
  if (context.firstPlan !== undefined) {
    candidates.push({
      serverId: 'stripe',
      toolName: 'add_stripe_payment_link',
      priority: 'medium',
      reason: `Customers can pay for ${context.firstPlan ? `“${context.firstPlan}”` : 'a plan'} online.`,
    });
  }
  if (VISUAL.has(industry.key)) {
    candidates.push({
      serverId: 'social-profiles',
      toolName: 'add_social_links',
      priority: 'medium',
      reason: `People look at a ${noun}'s photos before they visit: link your profiles.`,
    });
  }
  if (NEWSLETTER.has(industry.key)) {
    candidates.push({
      serverId: 'newsletter',
      toolName: 'add_newsletter_signup',
      priority: 'low',
      reason: 'Visitors who are not ready yet can leave their email; sign-ups land in your inbox.',
    });
  }
  candidates.push({
    serverId: 'llms-txt',
    toolName: 'add_llms_txt',
    priority: 'low',
    reason: 'AI assistants describe your business from your own words.',
  });
  const applied = new Set(appliedTools);
  return candidates
    .filter((c) => !applied.has(c.toolName))
    .map((c, position) => ({ c, position }))
    .sort((a, b) => RANK[a.c.priority] - RANK[b.c.priority] || a.position - b.position)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ c }) => c);
}
