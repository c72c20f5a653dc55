import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decryptTotpSecret, encryptTotpSecret, TOTP_KEY_FILE } from './totp-cipher.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-totp-key-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const configured = { ADMIN_TOTP_ENCRYPTION_KEY: 'ab'.repeat(32), DATA_DIR: dataDir };
const ADMIN = '0b9f3c1e-8d5a-4c1e-9f00-000000000001';
const OTHER = '0b9f3c1e-8d5a-4c1e-9f00-000000000002';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('admin TOTP secrets at rest', () => {
  it('round-trips under AES-256-GCM with a fresh IV each time, never storing the secret in clear', () => {
    const first = encryptTotpSecret(configured, ADMIN, SECRET);
    const second = encryptTotpSecret(configured, ADMIN, SECRET);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(SECRET);
    expect(decryptTotpSecret(configured, ADMIN, first)).toBe(SECRET);
  });

  it('refuses a ciphertext moved to another admin, tampered with, or read with another key', () => {
    const stored = encryptTotpSecret(configured, ADMIN, SECRET);
    expect(() => decryptTotpSecret(configured, OTHER, stored)).toThrow();
    const [format, iv, body, tag] = stored.split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1) ?? ''}`;
    expect(() => decryptTotpSecret(configured, ADMIN, [format, iv, flipped, tag].join('.'))).toThrow();
    expect(() =>
      decryptTotpSecret(configured, ADMIN, [format, iv, body, tag?.slice(0, 8)].join('.')),
    ).toThrow();
    const otherKey = { ...configured, ADMIN_TOTP_ENCRYPTION_KEY: 'cd'.repeat(32) };
    expect(() => decryptTotpSecret(otherKey, ADMIN, stored)).toThrow();
  });

  it('without a configured key, makes an owner-only key file in DATA_DIR once and keeps using it', () => {
    const fromFile = { DATA_DIR: dataDir };
    const stored = encryptTotpSecret(fromFile, ADMIN, SECRET);
    const file = path.join(dataDir, TOTP_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(decryptTotpSecret({ DATA_DIR: dataDir }, ADMIN, stored)).toBe(SECRET);
    expect(() => decryptTotpSecret(configured, ADMIN, stored)).toThrow();
  });
});
