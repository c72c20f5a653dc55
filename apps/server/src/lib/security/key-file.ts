import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A 32-byte key written as 64 hex or base64 characters. */
export function decodeKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('A master key must be 32 bytes');
  return key;
}

/**
 * Reads a zero-setup key file in `dataDir`, creating it (owner-only, 0600) with 32 random bytes the first
 * time; `wx` makes concurrent starts agree on one key. `onCreate` tells the operator it was made.
 */
export function readOrCreateKeyFile(dataDir: string, fileName: string, onCreate: () => void): Buffer {
  const file = path.join(dataDir, fileName);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    onCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(readFileSync(file, 'utf8'));
}
