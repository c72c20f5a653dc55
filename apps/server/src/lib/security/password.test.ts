import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('stores argon2id hashes that verify only the exact password', async () => {
    const stored = await hashPassword('  Correct horse battery staple  ');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, '  Correct horse battery staple  ')).toBe(true);
    expect(await verifyPassword(stored, 'Correct horse battery staple')).toBe(false);
  });

  it('accepts long passphrases without truncating them', async () => {
    const long = 'a'.repeat(200);
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, `${long}b`)).toBe(false);
    expect(await verifyPassword(stored, long)).toBe(true);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
