import { createPrivateKey, createPublicKey, createSign, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPrivateKey, encryptPrivateKey, generateDkimKeyPair, randomSelector } from './dkim';

const SECRET = 'a-test-app-secret-that-is-long-enough-0123';

describe('DKIM keys', () => {
  it('makes an RSA-2048 pair whose public key is base64 SPKI DER and matches the private key', async () => {
    const keys = await generateDkimKeyPair();
    expect(keys.publicKey).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const publicKey = createPublicKey({
      key: Buffer.from(keys.publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const signature = createSign('sha256').update('hello').sign(keys.privateKeyPem);
    expect(createVerify('sha256').update('hello').verify(publicKey, signature)).toBe(true);
  });

  it('makes selectors of zappy and 8 lowercase alphanumerics, different each time', () => {
    const selectors = new Set(Array.from({ length: 20 }, () => randomSelector()));
    for (const selector of selectors) expect(selector).toMatch(/^zappy[a-z0-9]{8}$/);
    expect(selectors.size).toBe(20);
  });

  it('encrypts the private key so it decrypts back under the same secret only', async () => {
    const { privateKeyPem } = await generateDkimKeyPair();
    const encrypted = encryptPrivateKey(privateKeyPem, SECRET);
    expect(encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(encrypted).not.toContain('PRIVATE KEY');
    expect(decryptPrivateKey(encrypted, SECRET)).toBe(privateKeyPem);
    expect(() => createPrivateKey(decryptPrivateKey(encrypted, SECRET))).not.toThrow();
    expect(() => decryptPrivateKey(encrypted, `${SECRET}-other`)).toThrow();
  });

  it('gives a different ciphertext each time and refuses a tampered one', () => {
    const first = encryptPrivateKey('-----BEGIN PRIVATE KEY-----', SECRET);
    const second = encryptPrivateKey('-----BEGIN PRIVATE KEY-----', SECRET);
    expect(first).not.toBe(second);
    const [version, iv, tag, ciphertext] = first.split('.');
    const flipped = `${ciphertext?.startsWith('A') ? 'B' : 'A'}${ciphertext?.slice(1)}`;
    expect(() => decryptPrivateKey([version, iv, tag, flipped].join('.'), SECRET)).toThrow();
    expect(() => decryptPrivateKey('v2.a.b.c', SECRET)).toThrow();
  });
});
