import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/security/access-rules.md held to the tests it names (ASVS V8.1.1): every data-specific rule names tests as
 * `file › title`, and each must still be an it()/test() of that file.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = readFileSync(path.join(ROOT, 'docs/security/access-rules.md'), 'utf8');
const REFERENCE = /`([^`›]+?\.test\.ts)\s+›\s+([^`]+?)`/g;

/** The `data-specific` table's rows: the data and the tests it names. */
function readRules(): { data: string; tests: { file: string; title: string }[] }[] {
  const table = DOC.slice(DOC.indexOf('## Data-specific rules'), DOC.indexOf('## Field-level rules'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| data |'))
    .map((line) => ({
      data: line.split('|')[1]?.trim() ?? '',
      tests: [...line.matchAll(REFERENCE)].map(([, file = '', title = '']) => ({ file, title })),
    }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `file` still has an it()/test() titled `title` (in any quotes). */
function hasTest(file: string, title: string): boolean {
  const where = path.join(ROOT, file);
  if (!existsSync(where)) return false;
  const source = readFileSync(where, 'utf8').replace(/\\(['"`])/g, '$1');
  return new RegExp(`\\b(?:it|test)\\(\\s*(['"\`])${escapeRegExp(title)}\\1`).test(source);
}

describe('docs/security/access-rules.md (ASVS V8.1.1)', () => {
  it('names a test for every owner-scoped kind of data, and each test exists', () => {
    const rules = readRules();
    expect(rules.map(({ data }) => data)).toEqual(
      expect.arrayContaining([
        'support tickets and their replies',
        'custodial wallet and its key',
        'store orders',
      ]),
    );
    expect(rules.filter(({ tests }) => tests.length === 0)).toEqual([]);
    const missing = rules.flatMap(({ tests }) => tests).filter(({ file, title }) => !hasTest(file, title));
    expect(missing).toEqual([]);
  });
});
