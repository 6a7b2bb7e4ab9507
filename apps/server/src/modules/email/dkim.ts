import {
  createCipheriv,
  createDecipheriv,
  generateKeyPair,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { promisify } from 'node:util';

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
const HKDF_INFO = 'zappy-dkim';
const FORMAT_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

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

function keyFrom(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, Buffer.alloc(0), HKDF_INFO, 32));
}

/**
 * Encrypts a private key for storage: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. A new
 * random IV each time, so the same key never encrypts to the same text.
 */
export function encryptPrivateKey(privateKeyPem: string, appSecret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(privateKeyPem, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [FORMAT_VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The PEM back; throws when the text was tampered with or encrypted under another secret. */
export function decryptPrivateKey(encrypted: string, appSecret: string): string {
  const [version, iv, tag, ciphertext, ...rest] = encrypted.split('.');
  if (version !== FORMAT_VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised encrypted key format');
  }
  const tagBytes = Buffer.from(tag, 'base64url');
  if (tagBytes.length !== TAG_BYTES) throw new Error('Unrecognised encrypted key format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFrom(appSecret),
    Buffer.from(iv, 'base64url'),
    {
      authTagLength: TAG_BYTES,
    },
  );
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
