/**
 * Two measures of a generated page's copy against the owner's brief, for tests and the bench:
 * how often the copy repeats itself (a stitched template shows as one 5-word run on every card)
 * and which numbers or claim words it states that the brief never did.
 */
import type { Section } from '@zappy/site-model/schema';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/**
 * The most repeated run of `size` words in a text, lower-cased, and how often it occurs. Runs
 * with a number are the owner's data (a phone number, a week of hours), not sentence patterns.
 *
 * @example mostRepeatedSequence('Ask us what fits you. Or ask us what fits you.').count // 2
 */
export function mostRepeatedSequence(text: string, size = 5): { sequence: string; count: number } {
  const words = (text.toLocaleLowerCase().match(WORD) ?? []) as string[];
  const counts = new Map<string, number>();
  let best = { sequence: '', count: 0 };
  for (let i = 0; i + size <= words.length; i += 1) {
    const run = words.slice(i, i + size);
    if (run.some((word) => /\d/.test(word))) continue;
    const sequence = run.join(' ');
    const count = (counts.get(sequence) ?? 0) + 1;
    counts.set(sequence, count);
    if (count > best.count) best = { sequence, count };
  }
  return best;
}

/**
 * Words that assert a credential, a promise or a ranking, by the stem each language writes them
 * with: on a page they must come from the owner.
 */
const CLAIM_STEMS: readonly string[] = [
  // en
  'certified',
  'certificate',
  'guarantee',
  'warrant',
  'award',
  'insured',
  'licensed',
  'accredited',
  'trusted',
  'rated',
  'reviews',
  'best',
  'fastest',
  'on time',
  'same day',
  'when we say',
  'every visit',
  'fixed quote',
  // es, pt, it
  'certificad',
  'certificat',
  'garantiz',
  'garantid',
  'garantit',
  'premiad',
  'premiat',
  'galardonad',
  'asegurad',
  'assicurat',
  'segurad',
  'mejor',
  'melhor',
  'miglior',
  // fr
  'certifié',
  'garanti',
  'primé',
  'assuré',
  'meilleur',
  // de, nl
  'zertifiziert',
  'garantiert',
  'preisgekrönt',
  'ausgezeichnet',
  'versichert',
  'gecertificeerd',
  'gegarandeerd',
  'bekroond',
  'verzekerd',
  // he, ar
  'מוסמך',
  'מובטח',
  'אחריות',
  'פרס',
  'معتمد',
  'مضمون',
  'ضمان',
  'جائزة',
];

/**
 * Digit runs as a visitor reads them, without leading zeros ("09:00" → "9", "0"); a number
 * grouped in thousands is one run whatever the separator ("£2,500", "1 200 €", "2500").
 */
function digitRuns(text: string): string[] {
  const grouped = text.replace(/(?<!\d)\d{1,3}(?:[,. \u00a0\u202f]\d{3})+(?!\d)/gu, (number) =>
    number.replace(/[,. \u00a0\u202f]/gu, ''),
  );
  return (grouped.match(/\d+/g) ?? []).map((run) => run.replace(/^0+(?=\d)/, ''));
}

/**
 * What a page says that its brief does not: every number (amounts, years, hours, counts) whose
 * digits the brief never wrote, and every claim word the brief never used. `brief` is all the
 * owner's words and the facts read from them, in any form (the requirements as JSON will do).
 *
 * @example untracedClaims('Certified since 1999. Call 555 0100.', 'call 555 0100') // ['1999', 'certified']
 */
export function untracedClaims(page: string, brief: string): string[] {
  const given = new Set(digitRuns(brief));
  // "€1.20" prints the owner's 1.2 with a trailing zero.
  const isGiven = (run: string) => given.has(run) || given.has(run.replace(/(?<=\d)0+$/, ''));
  const numbers = digitRuns(page).filter((run) => !isGiven(run));
  const lowerPage = page.toLocaleLowerCase();
  const lowerBrief = brief.toLocaleLowerCase();
  const claims = CLAIM_STEMS.filter(
    (stem) => new RegExp(`(?<![\\p{L}])${stem}`, 'u').test(lowerPage) && !lowerBrief.includes(stem),
  );
  return [...new Set([...numbers, ...claims])];
}

/** The words of a section a visitor reads together: heading, intro, body, cards and answers. */
type SectionWords = {
  id: string;
  heading?: string;
  intro?: string;
  body?: string;
  items?: readonly { title?: string; text?: string; answer?: string }[];
};

/** A generated section as {@link sectionsNamingTwice} reads it. */
export function sectionWords(section: Section): SectionWords {
  return {
    id: section.id,
    heading: section.heading,
    intro: section.intro,
    body: 'body' in section ? section.body : '',
    items:
      'items' in section
        ? section.items.map((item) => ({
            text: 'text' in item ? item.text : '',
            answer: 'answer' in item ? item.answer : '',
          }))
        : [],
  };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sections that name the business more than once between their heading and their text
 * ("About Golden Crumb" over "Golden Crumb is a bakery…"): read together, the second naming is
 * an echo; the text says "we" instead.
 *
 * @example sectionsNamingTwice([{ id: 'about', heading: 'About Luma', body: 'Luma is a café.' }], 'Luma') // ['about']
 */
export function sectionsNamingTwice(sections: readonly SectionWords[], name: string): string[] {
  if (!name.trim()) return [];
  const named = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name.trim())}(?![\\p{L}\\d])`, 'giu');
  return sections
    .filter((section) => {
      const texts = [
        section.heading,
        section.intro,
        section.body,
        ...(section.items ?? []).flatMap((item) => [item.text, item.answer]),
      ];
      // An address that contains the name ("team@wordbridge.com") is no second naming.
      const read = texts.join('\n').replace(/\S+@\S+|\S+\.\p{L}{2,}\/\S*/gu, ' ');
      return (read.match(named)?.length ?? 0) > 1;
    })
    .map((section) => section.id);
}
