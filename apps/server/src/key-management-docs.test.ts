import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from './config.js';
import { COLUMN_KEY_FILE } from './lib/security/column-cipher.js';
import { TOTP_KEY_FILE } from './lib/security/totp-cipher.js';
import { BACKUP_KEY_FILE } from './modules/maintenance/backup-key.js';
import { WALLET_KEY_FILE } from './modules/wallet-custody/wallet-crypto.js';

/**
 * docs/security/key-management.md held to config.ts (ASVS V11.1.1): every setting that holds a key or a
 * credential has its row (who holds it, where it lives, how it is made, turns and is destroyed), no row names
 * a setting that is gone, and the key files it names are the ones the code makes.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/security/key-management.md'), 'utf8');
// A public site key is no secret; an id names a key without being one.
const HOLDS_A_SECRET = /(_KEYS?|_SECRET|_TOKEN|PASSWORD)$/;
const CARRIES_A_PASSWORD = ['DATABASE_URL', 'DATABASE_MIGRATION_URL', 'SMTP_URL'];
// A setting naming the file of a private key (the node's TLS key, decision 088).
const NAMES_A_KEY_FILE = ['TLS_KEY_FILE'];

const secretSettings = Object.keys(ConfigSchema.shape)
  .filter(
    (name) =>
      (HOLDS_A_SECRET.test(name) && !name.endsWith('_SITE_KEY')) ||
      CARRIES_A_PASSWORD.includes(name) ||
      NAMES_A_KEY_FILE.includes(name),
  )
  .sort();

/** The settings named in the first cell of each row of the "Keys and secrets" table. */
function documentedSettings(): string[] {
  const section = doc.split('## Keys and secrets\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .flatMap((line) =>
      [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map(([, name = '']) => name),
    )
    .sort();
}

describe('docs/security/key-management.md (ASVS V11.1.1)', () => {
  it('has a row for every setting that holds a key or credential, and none for a setting that is gone', () => {
    expect(secretSettings).toContain('COLUMN_ENCRYPTION_KEY');
    expect(secretSettings.length).toBeGreaterThan(15);
    expect(documentedSettings()).toEqual(secretSettings);
  });

  it('gives every key its holder, place, making, turning and destruction, and names the key files the code makes', () => {
    const rows = doc.split('\n').filter((line) => /^\| `[A-Z]/.test(line));
    expect(
      rows.filter((row) =>
        row
          .split('|')
          .slice(1, -1)
          .some((cell) => cell.trim() === ''),
      ),
    ).toEqual([]);
    expect(doc.split('## Keys and secrets')[0]).toContain('## Who holds them');
    for (const file of [WALLET_KEY_FILE, TOTP_KEY_FILE, COLUMN_KEY_FILE, BACKUP_KEY_FILE, 'postgres.secret'])
      expect(doc).toContain(`\`${file}\``);
  });
});
