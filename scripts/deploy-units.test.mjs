import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * ASVS V16.2.2: log times come from a synchronised clock. The server stamps lines with the host's clock,
 * so every shipped systemd unit starts only after the host's time synchronisation (NTP) is up.
 */
const UNITS = path.join(ROOT, 'deploy/systemd');

function unitDirective(text, key) {
  return [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].flatMap(([, value]) => value.split(/\s+/));
}

describe('systemd units in deploy/', () => {
  it('starts every unit after time-sync.target, so log times come from a synchronised clock', () => {
    const units = readdirSync(UNITS).filter((name) => name.endsWith('.service'));
    expect(units.sort()).toEqual(['streamit-api.service', 'streamit-worker.service']);
    for (const unit of units) {
      const text = readFileSync(path.join(UNITS, unit), 'utf8');
      expect(unitDirective(text, 'After'), unit).toContain('time-sync.target');
      expect(unitDirective(text, 'Wants'), unit).toContain('time-sync.target');
    }
  });

  it('loads the secrets as encrypted systemd credentials, and the environment file holds none of them', () => {
    const environment = readFileSync(path.join(ROOT, 'deploy/streamit.env.example'), 'utf8');
    const assigned = [...environment.matchAll(/^([A-Z0-9_]+)=/gm)].map(([, name]) => name);
    for (const unit of ['streamit-api.service', 'streamit-worker.service']) {
      const text = readFileSync(path.join(UNITS, unit), 'utf8');
      const credentials = unitDirective(text, 'LoadCredentialEncrypted').map((entry) => entry.split(':')[0]);
      for (const name of [
        'DATABASE_URL',
        'DATABASE_MIGRATION_URL',
        'WALLET_MASTER_KEY',
        'COLUMN_ENCRYPTION_KEY',
      ])
        expect(credentials, unit).toContain(name);
      // Object storage is reached with the node's role and its short-lived credentials (decision 092).
      expect(credentials, unit).not.toContain('S3_SECRET_ACCESS_KEY');
      expect(
        assigned.filter((name) => credentials.includes(name)),
        unit,
      ).toEqual([]);
    }
  });
});
