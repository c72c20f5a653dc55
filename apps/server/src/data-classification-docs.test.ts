import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';
import { REDACTED_PATHS } from './logger.js';

/**
 * docs/security/data-classification.md held to the Drizzle schema and the logger (ASVS V14.1.1, V14.1.2,
 * V14.2.4): every table classified, every sensitive-looking column named with its level, every secret stored
 * as its name says, and every field a secret travels in redacted or listed as not.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const readDoc = (name: string) => readFileSync(path.join(ROOT, 'docs/security', name), 'utf8');
const doc = readDoc('data-classification.md');
const LEVEL = '(secret|personal|internal|public)';
// A column looks sensitive when one of its name's words is one of these; flags and times never hold the value.
const SENSITIVE_WORDS = new Set(
  'password secret key token seed mnemonic email ip address phone birth birthday hash agent fingerprint verifier nonce country signed name body code'.split(
    ' ',
  ),
);

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

/** Rows of the markdown table that starts under `heading`, split into trimmed cells. */
function readSection(heading: string): string[][] {
  const section = doc.slice(doc.indexOf(`## ${heading}\n`) + heading.length + 4).split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** table → its default level and the levels of the columns its row names. */
function readClassification(): Map<string, { level: string; columns: Map<string, string> }> {
  return new Map(
    readSection('Tables').map(([table = '', level = '', columns = '']) => [
      table.slice(1, -1),
      {
        level,
        columns: new Map(
          [...columns.matchAll(new RegExp(`\`([a-z0-9_]+)\` ${LEVEL}`, 'g'))].map(([, c = '', l = '']) => [
            c,
            l,
          ]),
        ),
      },
    ]),
  );
}

const looksSensitive = (name: string, type: string) =>
  type !== 'boolean' &&
  !type.startsWith('timestamp') &&
  name.split('_').some((word) => SENSITIVE_WORDS.has(word));

const secretRows = readSection('Secret columns');
const fieldsOf = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map(([, field = '']) => field);
const redacted = (field: string) =>
  [`*.${field}`, `*.*.${field}`, `req.headers.${field}`, `req.headers["${field}"]`].some((candidate) =>
    REDACTED_PATHS.includes(candidate),
  );

describe('docs/security/data-classification.md (ASVS V14.1.1, V14.1.2, V14.2.4)', () => {
  it('classifies every table of the schema at a level, and no table that is gone', () => {
    const classified = readClassification();
    const names = tables.map((table) => table.name);
    expect(names.length).toBeGreaterThan(100);
    expect(
      names.filter((name) => !/^(secret|personal|internal|public)$/.test(classified.get(name)?.level ?? '')),
    ).toEqual([]);
    expect([...classified.keys()].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('names every column whose name looks sensitive with its own level, and only columns that exist', () => {
    const classified = readClassification();
    const unnamed = tables.flatMap((table) =>
      table.columns
        .filter((column) => looksSensitive(column.name, column.getSQLType()))
        .filter((column) => !classified.get(table.name)?.columns.has(column.name))
        .map((column) => `${table.name}.${column.name}`),
    );
    expect(unnamed).toEqual([]);
    const gone = [...classified].flatMap(([table, { columns }]) =>
      [...columns.keys()]
        .filter(
          (column) => !tables.find((config) => config.name === table)?.columns.some((c) => c.name === column),
        )
        .map((column) => `${table}.${column}`),
    );
    expect(gone).toEqual([]);
  });

  it('lists every secret column with how it is stored, hashed or encrypted as its name says', () => {
    const secrets = [...readClassification()].flatMap(([table, { columns }]) =>
      [...columns].filter(([, level]) => level === 'secret').map(([column]) => `${table}.${column}`),
    );
    const listed = secretRows.map(([column = '']) => column.slice(1, -1));
    expect(listed.sort()).toEqual(secrets.sort());
    const stored = new Map(secretRows.map(([column = '', how = '']) => [column.slice(1, -1), how]));
    const wrong = listed.filter((column) => {
      const how = stored.get(column) ?? '';
      if (column.endsWith('_hash')) return !/^(SHA-256|Argon2id)/.test(how);
      if (/\.(encrypted_|wrapped_)|_encrypted$/.test(column)) return !how.startsWith('AES-256-GCM');
      return !writesThrough(how);
    });
    expect(wrong).toEqual([]);
  });

  it('stores no secret in plain text, and the ledger counts V14.2.4 covered', () => {
    const plain = secretRows.filter(([, how = '']) => /plain text/i.test(how)).map(([c = '']) => c);
    expect(plain).toEqual([]);
    expect(secretRows.length).toBeGreaterThan(25);
    const row = readDoc('asvs.md')
      .split('\n')
      .find((line) => line.startsWith('| V14.2.4 |'));
    expect(row).toContain('| covered |');
  });

  it('redacts every field a secret travels in from the log, or lists it as not redacted', () => {
    const fields = new Set(secretRows.flatMap(([, , travels = '']) => fieldsOf(travels)));
    expect(fields).toContain('password');
    const listed = /no redaction path covers: ([^.]+)\./.exec(doc)?.[1] ?? '';
    expect([...fields].filter((field) => !redacted(field)).sort()).toEqual(fieldsOf(listed).sort());
  });
});

/**
 * A secret column under a name that does not say how it is kept (encrypted, or redacted once used): its row
 * names the function and file that write it so.
 */
function writesThrough(how: string): boolean {
  const match = /^(AES-256-GCM|Redacted once sent)\b.*written through `(\w+)` in `([^`]+)`/.exec(how);
  if (!match) return false;
  const [, , encrypt = '', file = ''] = match;
  return readFileSync(path.join(ROOT, file), 'utf8').includes(`${encrypt}(`);
}
