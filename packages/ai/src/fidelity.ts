import type { Requirements } from '@zappy/contract/requirements';

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** "3,000" and "3000" are one number; "09" is 9; "29.00" is 29. */
function normalize(raw: string): string {
  const digits = raw.replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.');
  const value = Number(digits);
  return Number.isFinite(value) ? String(value) : digits;
}

/**
 * Every number the owner gave (in their messages, contact details, prices, hours, counts), so
 * that written copy can be checked against it.
 *
 * @example ownerNumbers(requirements).has('29') // true when the owner wrote "$29/month"
 */
export function ownerNumbers(r: Requirements): ReadonlySet<string> {
  const hours = r.businessHours
    ? Object.values(r.businessHours).flatMap((d) => (d.closed ? [] : [d.open, d.close]))
    : [];
  const texts = [
    r.description ?? '',
    r.hoursNote ?? '',
    r.businessName ?? '',
    r.product ?? '',
    ...r.facts.flatMap((f) => [f.value, f.source.text]),
    ...r.plans.map((p) => String(p.price)),
    ...r.figures.map((f) => f.value),
    ...r.highlights,
    ...r.specialties,
    ...Object.values(r.contactDetails?.address ?? {}),
    r.contactDetails?.phone ?? '',
    ...hours.flatMap((t) => t.split(':')),
  ];
  return numbersIn(texts.join('\n'));
}

/** The numbers a text states. @example numbersIn('48 gardens, 3,000 volunteers').has('3000') // true */
export function numbersIn(text: string): Set<string> {
  return new Set((text.match(NUMBER) ?? []).map(normalize));
}

/** True when every number in the text is one the owner gave. */
export function hasOnlyOwnerNumbers(text: string, allowed: ReadonlySet<string>): boolean {
  return (text.match(NUMBER) ?? []).every((n) => allowed.has(normalize(n)));
}

/**
 * Drops the sentences of written copy that state a number the owner never gave: an invented
 * price, statistic, year or opening hour ("Plans start at $19", "Trusted by 5,000 teams").
 *
 * @example keepOwnerClaims('Fresh bread daily. From $4 a loaf.', new Set()) // 'Fresh bread daily.'
 */
export function keepOwnerClaims(text: string, allowed: ReadonlySet<string>): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => hasOnlyOwnerNumbers(sentence, allowed))
    .join(' ')
    .trim();
}
