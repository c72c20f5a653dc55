import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * ASVS V12.3.2: TLS clients validate server certificates. Node.js does by default, so the control is that
 * nothing of ours turns it off: no rejectUnauthorized: false, no NODE_TLS_REJECT_UNAUTHORIZED, no
 * certificate check replaced, no PostgreSQL sslmode that skips verification, in code, deployment or env files.
 */
const SCANNED = ['apps', 'packages', 'deploy', 'scripts', 'e2e', 'bench', 'tools'];
const SKIPPED = /(^|\/)(node_modules|dist|\.data-test|test-results)(\/|$)/;
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|conf|service|example|env|ya?ml|sh)$/;
const THIS_FILE = 'scripts/tls-validation.test.mjs';
const TURNS_VALIDATION_OFF = [
  /rejectUnauthorized\s*:\s*(false|0)\b/,
  /NODE_TLS_REJECT_UNAUTHORIZED/,
  /checkServerIdentity\s*[:=(]/,
  /sslmode=(disable|allow|prefer|require|no-verify)\b/,
  /strictSSL\s*[:=]\s*false/,
];

function findValidationOff(text) {
  return TURNS_VALIDATION_OFF.filter((pattern) => pattern.test(text)).map(String);
}

function listSourceFiles() {
  const files = [];
  for (const top of SCANNED) {
    const entries = readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
      if (entry.isFile() && TEXT.test(entry.name) && !SKIPPED.test(file) && file !== THIS_FILE)
        files.push(file);
    }
  }
  return files;
}

describe('TLS certificate validation (ASVS V12.3.2)', () => {
  it.each([
    ['rejectUnauthorized: false', 'https.request(url, { rejectUnauthorized: false });'],
    ['NODE_TLS_REJECT_UNAUTHORIZED', "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';"],
    ['a replaced checkServerIdentity', 'tls.connect({ checkServerIdentity: () => undefined });'],
    [
      'sslmode=require (encrypts, verifies nothing)',
      'DATABASE_URL=postgres://u:p@db/streamit?sslmode=require',
    ],
  ])('finds %s planted in a file', (_form, planted) => {
    expect(findValidationOff(planted)).not.toEqual([]);
  });

  it('finds nothing in the code, deployment and environment files that turns certificate checks off', () => {
    const files = listSourceFiles();
    expect(files).toContain('apps/server/src/config.ts');
    expect(files).toContain('deploy/streamit.env.example');
    const offenders = files.flatMap((file) =>
      findValidationOff(readFileSync(path.join(ROOT, file), 'utf8')).map((pattern) => `${file}: ${pattern}`),
    );
    expect(offenders).toEqual([]);
  });
});
