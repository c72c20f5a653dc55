import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/**
 * Argon2id with OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane).
 * Passwords are hashed exactly as typed: no trimming, no normalisation, no truncation.
 */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password for storage (PHC string with its own salt and parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a stored hash; a malformed hash is a mismatch, never an exception. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, verified when an account is missing so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoyHash, password);
  return false;
}
