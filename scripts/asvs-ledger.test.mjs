import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countStatuses, findLedgerProblems, parseLedgerRows } from './asvs-ledger.mjs';
import { ROOT } from './lib.mjs';
import { useTempTrees } from './temp-tree.test-support.mjs';

const writeTree = useTempTrees('asvs-ledger');

const TEST_FILE = [
  "describe('login', () => {",
  "  it('refuses a wrong password', () => {});",
  '  it(',
  "    'locks the account after the member\\'s tenth failure',",
  '    () => {},',
  '  );',
  "  it.each(['a', 'b'])('refuses %s with 400', () => {});",
  "  it.skip('refuses a locked account', () => {});",
  "  const note = 'a string that is no test';",
  '});',
].join('\n');

function ledger(rows, summary = ['| V6 Authentication | 1 | 1 | 1 | 3 |', '| **all** | 1 | 1 | 1 | 3 |']) {
  return ['| chapter | covered | N/A | gap | total |', '|---|---|---|---|---|', ...summary, '', ...rows].join(
    '\n',
  );
}

const covered = (reference) => `| V6.2.1 | L1 | Passwords of 8 characters or more | covered | ${reference} |`;
const REST = [
  '| V6.8.3 | L2 | SAML assertions used once | N/A | no SAML anywhere |',
  '| V6.2.12 | L2 | Breached passwords refused | gap | only a list of common passwords |',
];

describe('ASVS ledger check', () => {
  it('passes rows whose tests exist, multi-line, escaped and it.each titles alike', () => {
    const root = writeTree({ 'src/login.test.ts': TEST_FILE });
    const references = [
      '`src/login.test.ts › refuses a wrong password`',
      "`src/login.test.ts › locks the account after the member's tenth failure`",
      '`src/login.test.ts › refuses %s with 400`',
    ].join('<br>');
    const text = ledger([covered(references), ...REST]);
    expect(findLedgerProblems(text, root)).toEqual([]);
    expect(parseLedgerRows(text)[0].references).toHaveLength(3);
    expect(countStatuses(text)).toEqual({ covered: 1, 'N/A': 1, gap: 1 });
  });

  it('fails on a missing file, a renamed test, a skipped test and a string that is not a test title', () => {
    const root = writeTree({ 'src/login.test.ts': TEST_FILE });
    const references = [
      '`src/gone.test.ts › refuses a wrong password`',
      '`src/login.test.ts › refuses a wrong passphrase`',
      '`src/login.test.ts › a string that is no test`',
      '`src/login.test.ts › refuses a locked account`',
    ].join(' ');
    expect(findLedgerProblems(ledger([covered(references), ...REST]), root)).toEqual([
      'line 6 V6.2.1: src/gone.test.ts does not exist',
      'line 6 V6.2.1: src/login.test.ts has no test named "refuses a wrong passphrase"',
      'line 6 V6.2.1: src/login.test.ts has no test named "a string that is no test"',
      'line 6 V6.2.1: src/login.test.ts has no test named "refuses a locked account"',
    ]);
  });

  it('fails on a covered row without a test, an unknown status, a bare gap, a repeat and a wrong summary', () => {
    const root = writeTree({});
    const text = ledger(
      [
        covered('argon2id, see the code'),
        '| V6.2.2 | L1 | Users can change their password | maybe | - |',
        '| V6.2.12 | L2 | Breached passwords refused | gap |  |',
        '| V6.2.12 | L2 | Breached passwords refused | gap | no list |',
      ],
      ['| V6 Authentication | 1 | 0 | 1 | 2 |', '| all | 1 | 0 | 1 | 2 |'],
    );
    expect(findLedgerProblems(text, root)).toEqual([
      'line 6 V6.2.1: covered, but names no test as `path › test title`',
      'line 7 V6.2.2: status "maybe" is not one of covered, N/A, gap',
      'line 8 V6.2.12: gap needs its reason or what is missing',
      'line 9 V6.2.12: listed twice',
      'summary: V6 states 1 / 0 / 1 / 2 (covered / N/A / gap / total), the rows count 1 / 0 / 2 / 4',
      'summary: all states 1 / 0 / 1 / 2 (covered / N/A / gap / total), the rows count 1 / 0 / 2 / 4',
    ]);
  });

  it('holds for the real ledger in docs/security/asvs.md', () => {
    const text = readFileSync(path.join(ROOT, 'docs/security/asvs.md'), 'utf8');
    expect(findLedgerProblems(text, ROOT)).toEqual([]);
  });
});
