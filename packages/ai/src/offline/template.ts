import type { Requirements } from '@zappy/contract/requirements';
import { keptWords, productNoun, softLower } from './facts';
import { cityOf, industryOf } from './slots';

/** Values for the knowledge base's placeholders. */
export type TemplateVars = {
  name: string;
  city: string;
  inCity: string;
  specialty: string;
  specialties: string;
  audience: string;
  noun: string;
  cta: string;
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The placeholder values a brief gives (city falls back to "your area"). */
export function templateVars(r: Requirements): TemplateVars {
  const industry = industryOf(r);
  const city = cityOf(r);
  // Only the owner's services; without them, what the owner called the product, or the noun.
  const specialties =
    r.specialties.length > 0 ? r.specialties : [productNoun(r.product) || industry.noun];
  const keep = keptWords(r);
  const lower = (value: string) => softLower(value, keep);
  return {
    name: r.businessName ?? industry.label,
    city: city || 'your area',
    inCity: city ? ` in ${city}` : '',
    specialty: lower(specialties[0] ?? industry.noun),
    specialties: list(specialties.slice(0, 4).map(lower)),
    // The owner's audience; the industry's typical one would be a claim they never made.
    audience: lower(r.audience ?? 'our customers'),
    noun: industry.noun,
    cta: r.callToAction ?? industry.ctas[0] ?? 'Get in touch',
  };
}

/**
 * Fills `{name}`-style placeholders and capitalises the first letter.
 *
 * @example fillTemplate('{specialty} worth waking up for', vars) // 'Sourdough worth waking up for'
 */
export function fillTemplate(template: string, vars: TemplateVars): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, key: string) =>
    key in vars ? vars[key as keyof TemplateVars] : '',
  );
  return filled.charAt(0).toLocaleUpperCase() + filled.slice(1);
}
