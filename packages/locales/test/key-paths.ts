/**
 * Every key path of a phrasebook, sorted: strings and functions are its leaves. Two languages
 * with the same paths have the same words, no more and no fewer.
 */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, inner]) => keyPaths(inner, prefix === '' ? key : `${prefix}.${key}`))
    .sort();
}
