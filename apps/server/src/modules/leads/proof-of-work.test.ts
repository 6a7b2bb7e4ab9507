import { describe, expect, it } from 'vitest';
import {
  BASE_PROOF_BITS,
  MAX_PROOF_BITS,
  SITE_CALM_LIMIT,
  isProofValid,
  proofBits,
} from './proof-of-work';
import { solveProof } from '../../../test/proof-of-work';

describe('proof of work', () => {
  it('asks nothing of a calm site, then more as a flood doubles', () => {
    expect(proofBits(0)).toBe(0);
    expect(proofBits(SITE_CALM_LIMIT - 1)).toBe(0);
    expect(proofBits(SITE_CALM_LIMIT)).toBe(BASE_PROOF_BITS);
    expect(proofBits(SITE_CALM_LIMIT * 2 - 1)).toBe(BASE_PROOF_BITS);
    expect(proofBits(SITE_CALM_LIMIT * 2)).toBe(BASE_PROOF_BITS + 1);
    expect(proofBits(SITE_CALM_LIMIT * 8)).toBe(BASE_PROOF_BITS + 3);
    expect(proofBits(1_000_000)).toBe(MAX_PROOF_BITS);
  });

  it('accepts a found counter for its token and bits only', () => {
    const token = 'f.1700000000000.nonce.mac';
    const proof = solveProof(token, 12);
    expect(isProofValid(token, proof, 12)).toBe(true);
    expect(isProofValid('f.1700000000000.other.mac', proof, 12)).toBe(false);
    expect(isProofValid(token, proof, 32)).toBe(false);
    for (const junk of [undefined, '', '-1', '1.5', 'abc', '1'.repeat(16)]) {
      expect(isProofValid(token, junk, 1), String(junk)).toBe(false);
    }
  });
});
