import type { Requirements } from '@zappy/contract/requirements';
import { keptWords, productNoun, softLower } from './facts';
import { sitePhrases } from './phrases/index';
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

/** The placeholder values a brief gives, in the site's language (city falls back to "your area"). */
export function templateVars(r: Requirements): TemplateVars {
  const t = sitePhrases(r.language);
  const industry = industryOf(r);
  const words = t.industries[industry.key];
  const noun = words?.noun ?? industry.noun;
  const city = cityOf(r);
  // Only the owner's services; without them, what the owner called the product, or the noun.
  const specialties = r.specialties.length > 0 ? r.specialties : [productNoun(r.product) || noun];
  const keep = keptWords(r);
  const lower = (value: string) => (t.capitalisesNouns ? value : softLower(value, keep));
  return {
    name: r.businessName ?? words?.label ?? industry.label,
    city: city || t.yourArea,
    inCity: t.inCity(city),
    specialty: lower(specialties[0] ?? noun),
    specialties: t.list(specialties.slice(0, 4).map(lower)),
    // The owner's audience; the industry's typical one would be a claim they never made.
    audience: lower(r.audience ?? t.ourCustomers),
    noun,
    cta: r.callToAction ?? words?.ctas[0] ?? industry.ctas[0] ?? '',
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
