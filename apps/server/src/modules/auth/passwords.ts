import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the parameters OWASP recommends (19 MiB, 2 passes, 1 lane); each hash carries its
 * own random salt and its parameters in the PHC string, so they can rise later without breaking
 * stored hashes.
 */
// The binding's default algorithm is argon2id (its enum is a const enum, which isolated modules
// cannot name); passwords.test.ts checks the variant.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random password, made once: checking an unknown email against it costs what
// checking a real account costs, so the answer's timing does not tell whether the email exists.
let decoy: Promise<string> | undefined;

/** Spends one verification's time and answers false. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoy, password);
  return false;
}
