import type { IndustryWords } from '../types';

// English helpers shared by the English copy and the offline engine, which reads its English
// industry words from its knowledge base.

/** Words that make a sentence a claim a visitor could act on or hold the owner to. */
const CLAIMS = new RegExp(
  [
    String.raw`\d|[$£€₪]`,
    String.raw`\bfree\b|\bguarantee`,
    // Amounts and delays in words: "within two weeks", "one week for most cakes".
    String.raw`\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|dozens?)\b`,
    String.raw`\b(?:minute|hour|day|week|month|year)s?\b`,
    // Credentials and security promises the owner has to give themselves.
    String.raw`\b(?:insured|insurance|certified|licen[cs]ed|accredited|award\w*|qualified|trained|encrypt\w*|SSO)\b`,
  ].join('|'),
  'i',
);

/**
 * Text fit to publish without the owner's confirmation: no numbers, prices, durations, free
 * offers, guarantees or credentials ("Free cancellation up to 24 hours before", "Edited galleries
 * within two weeks", "Fully insured") that a visitor could act on.
 *
 * @example isGenericText('Fully insured and certified') // false
 */
export function isGenericText(text: string): boolean {
  return !CLAIMS.test(text);
}

/**
 * "a bakery", "an organisation".
 *
 * @example withArticle('organisation') // 'an organisation'
 */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

/**
 * An industry's English words from the knowledge base's own (written in English), so the English
 * copy never keeps a second list of them.
 *
 * @example industryWords({ label: 'Bakery', noun: 'bakery', ctas: [] }).aNoun // 'a bakery'
 */
export function industryWords(industry: {
  label: string;
  noun: string;
  ctas: readonly string[];
}): IndustryWords {
  return {
    label: industry.label,
    noun: industry.noun,
    aNoun: withArticle(industry.noun),
    ctas: [industry.ctas[0] ?? 'Get in touch', ...industry.ctas.slice(1)],
  };
}
