/** The visible words of a page: no scripts, styles or tags; entities decoded. */
export function pageText(html: string): string {
  return (
    html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
      .replace(/&amp;/g, '&')
      .replace(/&#39;|&#x27;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&nbsp;|[\u00a0\u202f]/g, ' ')
      // Bidi marks around amounts in Hebrew and Arabic ("‏199 ‏₪") are not seen.
      .replace(/[\u200e\u200f\u061c]/g, '')
      .replace(/\s+/g, ' ')
  );
}

// French and others group thousands with a (narrow no-break) space: "1 200 €".
const AMOUNT = String.raw`\d{1,3}(?:[,. ]\d{3})*(?:[.,]\d{1,2})?|\d+`;
const MONEY = new RegExp(
  String.raw`(?:[A-Z]{1,2})?[$£€₪]\s?(${AMOUNT})|(${AMOUNT})\s?(?:[A-Z]{1,2}\$|[$£€₪]|MXN|USD|EUR|GBP|\p{Script=Arabic}{1,2}\.\p{Script=Arabic}{1,2}\.?)(?!\s?\d)`,
  'gu',
);

function toNumber(raw: string): number {
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const whole = decimal ? raw.slice(0, -decimal[0].length) : raw;
  return Number(`${whole.replace(/[., ]/g, '')}${decimal ? `.${decimal[1] ?? ''}` : ''}`);
}

/** Every currency amount a visitor reads in a text ("$29", "€1.20", "12 €", "MX$250"). */
export function amountsOn(text: string): number[] {
  return [...text.matchAll(MONEY)].map((m) => toNumber(m[1] ?? m[2] ?? ''));
}

/**
 * English words that never belong on a page or in a wizard turn in another language: function
 * words and the interface's own words (words shared with the page's language, like French
 * "services", Dutch "is" or German "Website", are left out).
 */
const ENGLISH_WORDS =
  /\b(?:the|and|with|your|our|you|are|for|to|from|contact us|get in touch|about us|opening hours|what we do|why us|send|call|prices|pricing|per month|per year|free|reviews|gallery|closed|monday|tuesday|wednesday|thursday|friday|saturday|sunday|skip to|learn more|welcome|which|what|how|who|offer|offers|business|customers|pick|share|email address|phone number)\b/gi;

/** The English words in a text meant to be in another language ([] when there are none). */
export function englishWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(ENGLISH_WORDS)].map((m) => m[0].toLowerCase()))];
}

/**
 * The word sequence of `length` words a text repeats most, and how often: a page that says the
 * same thing card after card has a high count.
 */
export function mostRepeatedRun(text: string, length = 5): { words: string; count: number } {
  const words = text.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? [];
  const counts = new Map<string, number>();
  for (let i = 0; i + length <= words.length; i += 1) {
    const run = words.slice(i, i + length).join(' ');
    counts.set(run, (counts.get(run) ?? 0) + 1);
  }
  let best = { words: '', count: 0 };
  for (const [run, count] of counts) if (count > best.count) best = { words: run, count };
  return best;
}
