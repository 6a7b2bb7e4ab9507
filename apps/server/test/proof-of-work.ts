import { createHash } from 'node:crypto';

/**
 * What a hosted site's script does with WebCrypto, with Node's hash: the first counter for which
 * SHA-256(`<token>:<counter>`) starts with `bits` zero bits (up to 32).
 */
export function solveProof(token: string, bits: number): string {
  for (let counter = 0; ; counter += 1) {
    const head = createHash('sha256').update(`${token}:${counter}`).digest().readUInt32BE(0);
    if ((head === 0 ? 32 : Math.clz32(head)) >= bits) return String(counter);
  }
}
