import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

// Issue 27 item 5: no file over 300 lines, no web component over 80 lines, no other function over 60.
// The size rules need no type information, so the planted files are linted with the rules the project's
// config gives their path (a config change that drops a limit fails here) and the TypeScript parser alone.
const LIMIT_RULES = ['max-lines', 'max-lines-per-function'];
const eslint = new ESLint({ cwd: ROOT });

async function lintPlanted(relativePath, code) {
  const config = await eslint.calculateConfigForFile(path.join(ROOT, relativePath));
  const rules = Object.fromEntries(
    LIMIT_RULES.filter((rule) => config.rules[rule]).map((rule) => [rule, config.rules[rule]]),
  );
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        rules,
      },
    ],
    { filename: path.join(ROOT, relativePath) },
  );
  return messages.map((message) => message.ruleId);
}

/** A function of `lines` statement lines. */
function functionOf(lines, name = 'plantedFunction') {
  const body = Array.from({ length: lines }, (_, index) => `  const value${index} = ${index};`);
  return [`export function ${name}() {`, ...body, '  return 0;', '}', ''].join('\n');
}

/** A React component of `lines` lines that returns markup. */
function componentOf(lines) {
  const body = Array.from({ length: lines }, (_, index) => `  const value${index} = ${index};`);
  return ['export function Planted() {', ...body, '  return <p>planted</p>;', '}', ''].join('\n');
}

describe('size limits of the lint config', () => {
  it('refuses a web component over 80 lines and lets one of 80 pass', async () => {
    expect(await lintPlanted('apps/web/src/features/planted/planted-form.tsx', componentOf(80))).toEqual([
      'max-lines-per-function',
    ]);
    expect(await lintPlanted('apps/web/src/features/planted/planted-form.tsx', componentOf(77))).toEqual([]);
  });

  it('refuses a plain function over 60 lines on the server and in the web', async () => {
    for (const file of [
      'apps/server/src/modules/planted/planted.service.ts',
      'apps/web/src/lib/planted.ts',
    ]) {
      expect(await lintPlanted(file, functionOf(60))).toEqual(['max-lines-per-function']);
      expect(await lintPlanted(file, functionOf(57))).toEqual([]);
    }
  });

  it('refuses a file over 300 lines on the server and in the web', async () => {
    const smallFunctions = (count) =>
      Array.from({ length: count }, (_, index) => functionOf(1, `planted${index}`)).join('');
    // Each small function is four lines; 76 of them are 304 lines, 74 are 296.
    for (const file of [
      'apps/server/src/modules/planted/planted.service.ts',
      'apps/web/src/lib/planted.ts',
    ]) {
      expect(await lintPlanted(file, smallFunctions(76))).toEqual(['max-lines']);
      expect(await lintPlanted(file, smallFunctions(74))).toEqual([]);
    }
  });
});
