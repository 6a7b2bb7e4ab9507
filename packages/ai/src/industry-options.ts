import { INDUSTRIES } from './knowledge/industries';
import { sitePhrases } from './offline/phrases/index';

/**
 * The kinds of business the reader knows, each named in a language as the wizard's industry
 * question names them (the phrasebook's label, the knowledge base's English one otherwise), in
 * that language's alphabetical order. The brief offers them so the owner reads "Panadería" while
 * the brief keeps `bakery`.
 *
 * @example industryOptions('es').find((o) => o.value === 'bakery')?.label // 'Panadería'
 */
export function industryOptions(language: string): { value: string; label: string }[] {
  const labels = sitePhrases(language).industries;
  const collator = new Intl.Collator(language);
  return INDUSTRIES.map((industry) => ({
    value: industry.key,
    label: labels[industry.key]?.label ?? industry.label,
  })).sort((a, b) => collator.compare(a.label, b.label));
}
