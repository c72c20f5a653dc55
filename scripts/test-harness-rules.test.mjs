import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTestHarnessProblems } from './test-harness-rules.mjs';
import { useTempTrees } from './temp-tree.test-support.mjs';

const writeServer = useTempTrees('test-harness');

describe('server test harness rules', () => {
  it('passes tests beside code that import support files from test/, and the harness under its own names', () => {
    const root = writeServer({
      'src/modules/a/a.service.ts': 'export const a = 1;\n',
      'src/modules/a/a.test.ts': "import { seedA } from '../../../test/a.test-support.js';\nseedA();\n",
      'test/a.test-support.ts':
        "import { a } from '../src/modules/a/a.service.js';\nexport const seedA = () => a;\n",
      'test/test-app.ts': 'export const app = 1;\n',
      'test/smtp-sink.ts': 'export const sink = 1;\n',
      'test/kyc-test-server.ts': 'export const kyc = 1;\n',
      'test/payout-crash-child.ts': 'export {};\n',
    });
    expect(findTestHarnessProblems(root)).toEqual([]);
  });

  it('finds a helper in src/, a misnamed helper in test/ and production code importing test code', () => {
    const root = writeServer({
      'src/modules/a/a-test-helpers.ts': 'export const seedA = () => 1;\n',
      'src/modules/a/a.routes.ts':
        "import { sink } from '../../../test/smtp-sink.js';\nexport const r = sink;\n",
      'test/smtp-sink.ts': 'export const sink = 1;\n',
      'test/member-helpers.ts': 'export const m = 1;\n',
    });
    expect(findTestHarnessProblems(root)).toEqual([
      `${path.join('src', 'modules', 'a', 'a-test-helpers.ts')}: a test helper in src/; move it to test/<topic>.test-support.ts`,
      `${path.join('src', 'modules', 'a', 'a.routes.ts')} imports ${path.join('test', 'smtp-sink.ts')}`,
      `${path.join('test', 'member-helpers.ts')}: name it <topic>.test-support.ts (or *.test.ts)`,
    ]);
  });
});
