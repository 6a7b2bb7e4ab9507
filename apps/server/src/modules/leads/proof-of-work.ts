import { createHash } from 'node:crypto';

/** Leads a site takes within SITE_WINDOW_MS before each further one needs a proof of work. */
export const SITE_CALM_LIMIT = 30;
/** The proof asked for at first: ~65 000 SHA-256 tries, a second or a few in a phone's browser. */
export const BASE_PROOF_BITS = 16;
/** The hardest proof asked for: ~4 million tries, tens of seconds in a browser. */
export const MAX_PROOF_BITS = 22;

/**
 * The leading zero bits a proof must have while a site has received `count` leads in the
 * window: none while calm, then BASE_PROOF_BITS, one bit (twice the work) more each time the
 * count doubles, up to MAX_PROOF_BITS.
 *
 * @example proofBits(29) // 0; proofBits(30) // 16; proofBits(60) // 17
 */
export function proofBits(count: number): number {
  if (count < SITE_CALM_LIMIT) return 0;
  const extra = Math.floor(Math.log2(count / SITE_CALM_LIMIT));
  return Math.min(MAX_PROOF_BITS, BASE_PROOF_BITS + extra);
}

function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/**
 * Hashcash on the form token: a proof is a counter such that SHA-256(`<token>:<counter>`) starts
 * with `bits` zero bits. The token is the challenge, so a proof serves one message only (the
 * token is single-use) and the server keeps no state for it. The site's script finds one with
 * WebCrypto (`script.js`).
 *
 * @example isProofValid(token, '48213', 16)
 */
export function isProofValid(token: string, proof: string | undefined, bits: number): boolean {
  if (!proof || !/^\d{1,15}$/.test(proof)) return false;
  return leadingZeroBits(createHash('sha256').update(`${token}:${proof}`).digest()) >= bits;
}
