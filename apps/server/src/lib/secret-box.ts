import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (DKIM private keys, GitHub access tokens): AES-256-GCM under a key derived
 * from the app secret. Each use names its own purpose, so a key derived for one can never
 * decrypt another's text.
 */

const FORMAT_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(appSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), purpose, 32));
}

/**
 * Encrypts a secret for storage: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. A new random
 * IV each time, so the same secret never encrypts to the same text.
 *
 * @example
 * const stored = encryptSecret(token, appSecret, 'zappy-github-token');
 */
export function encryptSecret(plaintext: string, appSecret: string, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appSecret, purpose), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT_VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The secret back; throws when the text was tampered with, or encrypted under another app
 * secret or for another purpose.
 */
export function decryptSecret(encrypted: string, appSecret: string, purpose: string): string {
  const [version, iv, tag, ciphertext, ...rest] = encrypted.split('.');
  if (version !== FORMAT_VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised encrypted secret format');
  }
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new Error('Unrecognised encrypted secret format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFrom(appSecret, purpose),
    Buffer.from(iv, 'base64url'),
    { authTagLength: TAG_BYTES },
  );
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
