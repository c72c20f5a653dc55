import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MAX_SESSIONS_PER_MEMBER } from '@streamit/contract';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, loadConfig } from './config.js';
import * as schema from './db/schema.js';
import { SECURITY_EVENTS } from './http/security-events.js';
import { buildLoggerOptions } from './logger.js';
import { assertPasswordAcceptable, SITE_WORDS } from './modules/accounts/password-policy.js';

/**
 * The security documents in docs/security/ held to the code (ASVS V6.1.2, V7.1.1, V7.1.2, V11.1.2, V13.1.1, V16.1.1,
 * V16.2.3): each test reads what the code has and fails when the document no longer says it.
 */
const SRC = import.meta.dirname;
const ROOT = path.resolve(SRC, '../../..');
const readDoc = (name: string) => readFileSync(path.join(ROOT, 'docs/security', name), 'utf8');

function listServerSources(): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ file: `apps/server/src/${file}`, text: readFileSync(path.join(SRC, file), 'utf8') }));
}

/** The table row of the document that names `file`, or undefined. */
const rowsNaming = (doc: string, file: string) =>
  doc.split('\n').filter((line) => line.startsWith('|') && line.includes(`\`${file}\``));

const CRYPTO_CALL = /\bcreate(?:Hash|Hmac|Cipheriv|Decipheriv)\(\s*'([^']+)'/g;
const CRYPTO_IMPORT = /from '(@node-rs\/argon2|altcha-lib[^']*|jose|viem\/accounts)'/g;

describe('docs/security/crypto-inventory.md (ASVS V11.1.2)', () => {
  it('names every algorithm the server code calls, and every cryptography library, with the file using it', () => {
    const doc = readDoc('crypto-inventory.md');
    const uses = listServerSources().flatMap(({ file, text }) => [
      ...[...text.matchAll(CRYPTO_CALL)].map(([, algorithm]) => ({ file, name: `\`${algorithm ?? ''}\`` })),
      ...[...text.matchAll(CRYPTO_IMPORT)].map(([, library]) => ({
        file,
        name: (library ?? '').split('/')[0] ?? '',
      })),
    ]);
    expect(uses.length).toBeGreaterThan(15);
    const missing = uses.filter(({ file, name }) => !rowsNaming(doc, file).some((row) => row.includes(name)));
    expect(missing).toEqual([]);
  });
});

describe('docs/security/communication.md (ASVS V13.1.1)', () => {
  it('names every configured address the server calls or hands to browsers', () => {
    const doc = readDoc('communication.md');
    const addresses = Object.keys(ConfigSchema.shape).filter((key) => /_(URL|ENDPOINT)$/.test(key));
    expect(addresses).toContain('CHAIN_RPC_URL');
    expect(addresses.filter((key) => !doc.includes(`\`${key}\``))).toEqual([]);
  });
});

describe('docs/security/logging.md (ASVS V16.1.1, V16.2.3)', () => {
  it('names every table that records events', () => {
    const doc = readDoc('logging.md');
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name)
      .filter((name) => /_(log|events|errors|attempts|deliveries|runs)$/.test(name));
    expect(tables).toContain('admin_audit_log');
    expect(tables.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it('lists every security event the server logs, with its status', () => {
    const doc = readDoc('logging.md');
    const entries = Object.entries(SECURITY_EVENTS);
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.filter(([status, event]) => !doc.includes(`| \`${event}\` | ${status} |`))).toEqual([]);
  });

  it('gives the application log no destination but standard output', () => {
    const options = buildLoggerOptions(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x@h/d?sslmode=verify-full',
        WALLET_MASTER_KEY: 'a'.repeat(64),
        ADMIN_ORIGIN: 'https://admin.example.org',
        COLUMN_ENCRYPTION_KEY: 'b'.repeat(64),
        ANTIVIRUS_CLAMD_URL: 'off',
      }),
    );
    expect(Object.keys(options as object).sort()).toEqual(['level', 'redact', 'serializers']);
    expect(readDoc('logging.md')).toContain('standard output only');
  });
});

describe('docs/security/sessions.md (ASVS V7.1.1, V7.1.2)', () => {
  it('states the session lifetimes the configuration has', () => {
    const doc = readDoc('sessions.md');
    const defaults = loadConfig({});
    const row = (realm: string) => doc.split('\n').find((line) => line.startsWith(`| ${realm} |`)) ?? '';
    expect(row('members')).toContain(
      `| ${defaults.MEMBER_SESSION_IDLE_MINUTES} minutes | ${defaults.MEMBER_SESSION_ABSOLUTE_HOURS} hours |`,
    );
    expect(row('staff')).toContain(
      `| ${defaults.ADMIN_SESSION_IDLE_MINUTES} minutes | ${defaults.ADMIN_SESSION_ABSOLUTE_HOURS} hours |`,
    );
  });

  it('states the limit on concurrent member sessions the contract has (V7.1.2)', () => {
    const section = readDoc('sessions.md').split('## Concurrent sessions')[1] ?? '';
    const row = section.split('\n').find((line) => line.startsWith('| members |')) ?? '';
    expect(row.startsWith(`| members | ${MAX_SESSIONS_PER_MEMBER} |`)).toBe(true);
    expect(row).toContain(`until ${MAX_SESSIONS_PER_MEMBER} remain`);
  });
});

describe('docs/security/passwords.md (ASVS V6.1.2)', () => {
  const doc = readDoc('passwords.md');
  const listed =
    /the site's own words: ([^;]+);/
      .exec(doc)?.[1]
      ?.match(/`([^`]+)`/g)
      ?.map((word) => word.slice(1, -1)) ?? [];

  it('lists exactly the site words the policy keeps out of passwords, and the policy refuses each', () => {
    expect(listed).toEqual(SITE_WORDS);
    for (const word of listed) {
      expect(() => {
        assertPasswordAcceptable(`Lantern-${word.toUpperCase()}-velvet-93`, {});
      }).toThrow(expect.objectContaining({ code: 'PASSWORD_HAS_PERSONAL_INFO' }));
    }
  });

  it('refuses the member details it lists: email, its local part, first, last and display name', () => {
    const member = {
      email: 'orchid.lake@example.com',
      firstName: 'Marisol',
      lastName: 'Quenby',
      displayName: 'Skylark',
    };
    for (const detail of ['orchid.lake@example.com', 'orchid.lake', 'Marisol', 'Quenby', 'Skylark']) {
      expect(() => {
        assertPasswordAcceptable(`Copper-${detail}-7731`, member);
      }).toThrow(expect.objectContaining({ code: 'PASSWORD_HAS_PERSONAL_INFO' }));
    }
    expect(doc).toMatch(
      /email address, the part of it before `@`,\s+their first name, last name and display name/,
    );
  });
});
