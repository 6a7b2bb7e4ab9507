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
