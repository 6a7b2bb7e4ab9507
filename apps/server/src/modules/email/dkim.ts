import { generateKeyPair, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';

/**
 * DKIM keys: an RSA-2048 pair per owner and domain. The public half is published in DNS (`p=`,
 * base64 SPKI DER); the private half signs outgoing mail and is stored only encrypted
 * (AES-256-GCM under a key derived from the app secret), never returned by any route.
 */

const generateKeyPairAsync = promisify(generateKeyPair);

const KEY_BITS = 2048;
const SELECTOR_PREFIX = 'zappy';
const SELECTOR_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SELECTOR_RANDOM_LENGTH = 8;
// Keys encrypted before the helper moved to lib/ were made under this purpose: it stays.
const HKDF_INFO = 'zappy-dkim';

export interface DkimKeyPair {
  /** Base64 of the SubjectPublicKeyInfo DER: the `p=` of the DKIM record. */
  publicKey: string;
  /** PKCS#8 PEM, what nodemailer signs with. Encrypt it before it is stored. */
  privateKeyPem: string;
}

/** A fresh RSA-2048 key pair (generated off the event loop). */
export async function generateDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKeyPem: privateKey };
}

/** A random selector such as `zappyk3v9q0ab`: two owners of one domain never collide. */
export function randomSelector(): string {
  let suffix = '';
  for (let i = 0; i < SELECTOR_RANDOM_LENGTH; i += 1) {
    suffix += SELECTOR_ALPHABET.charAt(randomInt(SELECTOR_ALPHABET.length));
  }
  return `${SELECTOR_PREFIX}${suffix}`;
}

/** Encrypts a private key for storage (`lib/secret-box.ts`, under the DKIM keys' own purpose). */
export function encryptPrivateKey(privateKeyPem: string, appSecret: string): string {
  return encryptSecret(privateKeyPem, appSecret, HKDF_INFO);
}

/** The PEM back; throws when the text was tampered with or encrypted under another secret. */
export function decryptPrivateKey(encrypted: string, appSecret: string): string {
  return decryptSecret(encrypted, appSecret, HKDF_INFO);
}
