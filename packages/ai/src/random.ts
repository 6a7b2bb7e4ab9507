/**
 * A deterministic pseudo-random source (mulberry32) so the offline engine gives the same answer
 * for the same seed and input, on every machine.
 *
 * @example
 * const random = createRandom(42, 'hero');
 * random.pick(['a', 'b', 'c']); // always the same element for seed 42 and salt 'hero'
 */
export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

/** Hashes a string to a 32-bit integer (FNV-1a). @example hashString('abc') // 440920331 */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** See {@link Random}. */
export function createRandom(seed: number, salt = ''): Random {
  let a = (seed ^ hashString(salt)) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  return { next, int, pick };
}
