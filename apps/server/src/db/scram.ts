import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/** PostgreSQL's default (`scram_iterations`). */
const ITERATIONS = 4096;

/** What the server keeps of a password: enough to check a client's proof, not to recover it. */
export interface ScramVerifier {
  salt: Buffer;
  storedKey: Buffer;
  serverKey: Buffer;
}

/** The server's half of one SCRAM-SHA-256 exchange, after the client's first message. */
export interface ScramExchange {
  serverFirst: string;
  /** The server-final-message when the client's proof is right; `undefined` when it is not. */
  finish(clientFinal: string): string | undefined;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

function attribute(message: string, name: string): string | undefined {
  const prefix = `${name}=`;
  return message
    .split(',')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

export function createScramVerifier(password: string): ScramVerifier {
  const salt = randomBytes(16);
  const saltedPassword = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return {
    salt,
    storedKey: sha256(hmac(saltedPassword, 'Client Key')),
    serverKey: hmac(saltedPassword, 'Server Key'),
  };
}

/**
 * SCRAM-SHA-256 (RFC 5802, RFC 7677) as PostgreSQL speaks it, without channel binding: the
 * password never crosses the socket, and the client can tell the server knew it.
 * `undefined` when the client-first-message is malformed or asks for channel binding.
 *
 * @example
 * const exchange = startScramExchange(verifier, 'n,,n=*,r=clientnonce');
 * exchange?.finish(clientFinal); // 'v=…' when the proof is right
 */
export function startScramExchange(
  verifier: ScramVerifier,
  clientFirst: string,
): ScramExchange | undefined {
  // GS2 header: 'n' (no channel binding) or 'y' (the client could bind, but we offered no -PLUS).
  const header = /^([ny]),,(.*)$/s.exec(clientFirst);
  const clientFirstBare = header?.[2];
  const clientNonce = clientFirstBare && attribute(clientFirstBare, 'r');
  if (!header || !clientFirstBare || !clientNonce) return undefined;
  const channelBinding = Buffer.from(`${header[1] ?? ''},,`).toString('base64');
  const nonce = clientNonce + randomBytes(18).toString('base64');
  const serverFirst = `r=${nonce},s=${verifier.salt.toString('base64')},i=${ITERATIONS}`;

  return {
    serverFirst,
    finish(clientFinal) {
      const proofAt = clientFinal.lastIndexOf(',p=');
      if (proofAt < 0) return undefined;
      const withoutProof = clientFinal.slice(0, proofAt);
      if (attribute(withoutProof, 'c') !== channelBinding) return undefined;
      if (attribute(withoutProof, 'r') !== nonce) return undefined;
      const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
      const signature = hmac(verifier.storedKey, authMessage);
      const proof = Buffer.from(clientFinal.slice(proofAt + 3), 'base64');
      if (proof.length !== signature.length) return undefined;
      const clientKey = proof.map((byte, i) => byte ^ (signature[i] ?? 0));
      if (!timingSafeEqual(sha256(clientKey), verifier.storedKey)) return undefined;
      return `v=${hmac(verifier.serverKey, authMessage).toString('base64')}`;
    },
  };
}
