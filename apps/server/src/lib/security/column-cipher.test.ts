import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { COLUMN_KEY_FILE, decryptSecretColumn, encryptSecretColumn } from './column-cipher.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-column-key-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const ROW = 'partner-webhook-secret:0b9f3c1e-8d5a-4c1e-9f00-000000000001';
const SECRET = 'whsec_e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934c';

describe('encrypted columns (COLUMN_ENCRYPTION_KEY)', () => {
  it('decodes the configured key once in config.ts, and refuses one that is not 32 bytes', () => {
    const config = loadConfig({ COLUMN_ENCRYPTION_KEY: 'ab'.repeat(32), DATA_DIR: dataDir });
    expect(config.COLUMN_ENCRYPTION_KEY).toEqual(Buffer.alloc(32, 0xab));
    expect(() => loadConfig({ COLUMN_ENCRYPTION_KEY: 'ab'.repeat(16) })).toThrow(/COLUMN_ENCRYPTION_KEY/);
  });

  it('round-trips under the configured key, bound to its row, never storing the secret in clear', () => {
    const source = { COLUMN_ENCRYPTION_KEY: Buffer.alloc(32, 7), DATA_DIR: dataDir };
    const stored = encryptSecretColumn(source, ROW, SECRET);
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(stored).not.toContain(SECRET.slice(6));
    expect(decryptSecretColumn(source, ROW, stored)).toBe(SECRET);
    expect(() => decryptSecretColumn(source, `${ROW}x`, stored)).toThrow();
    expect(() =>
      decryptSecretColumn({ ...source, COLUMN_ENCRYPTION_KEY: Buffer.alloc(32, 8) }, ROW, stored),
    ).toThrow();
  });

  it('without a configured key, makes an owner-only key file in DATA_DIR once and keeps using it', () => {
    const stored = encryptSecretColumn({ DATA_DIR: dataDir }, ROW, SECRET);
    const file = path.join(dataDir, COLUMN_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(decryptSecretColumn({ DATA_DIR: dataDir }, ROW, stored)).toBe(SECRET);
  });
});
