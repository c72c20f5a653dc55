import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

/**
 * ASVS V1.3.2: no eval() or other dynamic code execution. The lint config forbids it in every source file;
 * these tests plant each form and check `npm run lint` would refuse it, so dropping a rule fails here.
 */
const eslint = new ESLint({ cwd: ROOT });

const PLANTED = {
  'eval()': 'export const run = (code) => eval(code);\n',
  'new Function()': 'export const run = (code) => new Function(code)();\n',
  'Function()': 'export const run = (code) => Function(code)();\n',
  'setTimeout with a string': "setTimeout('console.log(1)', 10);\n",
  'setInterval with a string': "setInterval('console.log(1)', 10);\n",
};

async function ruleIdsFor(code) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/scripts/planted-dynamic-code.mjs` });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.ruleId);
}

async function severityIn(file, rule) {
  const config = await eslint.calculateConfigForFile(`${ROOT}/${file}`);
  const setting = config.rules?.[rule];
  return Array.isArray(setting) ? setting[0] : setting;
}

describe('dynamic code execution (ASVS V1.3.2)', () => {
  // Loading the lint config (typescript-eslint included) takes seconds on a busy machine: once, up front.
  beforeAll(() => ruleIdsFor(''), 60_000);

  it.each(Object.entries(PLANTED))('refuses %s in a planted file as a lint error', async (_form, code) => {
    const rules = await ruleIdsFor(code);
    expect(rules.some((rule) => ['no-eval', 'no-new-func', 'no-implied-eval'].includes(rule))).toBe(true);
  });

  it.each([
    ['apps/server/src/app.ts', '@typescript-eslint/no-implied-eval'],
    ['apps/web/src/main.tsx', '@typescript-eslint/no-implied-eval'],
    ['packages/contract/src/index.ts', 'no-eval'],
    ['apps/server/src/app.ts', 'no-eval'],
    ['apps/web/src/main.tsx', 'no-new-func'],
    ['scripts/check.mjs', 'no-implied-eval'],
  ])('lints %s with %s as an error', async (file, rule) => {
    expect([2, 'error']).toContain(await severityIn(file, rule));
  });
});
