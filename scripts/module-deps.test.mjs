import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCrossModuleRepositoryImports, findModuleCycles } from './module-deps.mjs';

const folders = [];

function writeModules(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'module-deps-'));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('module folder rules', () => {
  it('finds a loop between module folders even when no file-level circle exists', () => {
    const root = writeModules({
      'a/a.service.ts': "import { b } from '../b/b.service.js';\nexport const a = b;\n",
      'b/b.service.ts': 'export const b = 1;\n',
      'b/b.routes.ts': "import { a } from '../a/a.service.js';\nexport const r = a;\n",
    });
    expect(findModuleCycles(root)).toEqual([['a', 'b']]);
  });

  it("finds a module importing another module's repository, but not its own or a test's", () => {
    const root = writeModules({
      'a/a.repository.ts': 'export const findA = () => 1;\n',
      'a/a.service.ts': "import { findA } from './a.repository.js';\nexport const a = findA;\n",
      'b/b.service.ts': "import type { findA } from '../a/a.repository.js';\nexport type B = typeof findA;\n",
      'b/b.test.ts': "import { findA } from '../a/a.repository.js';\nfindA();\n",
    });
    expect(findCrossModuleRepositoryImports(root)).toEqual([
      `${path.join('b', 'b.service.ts')} -> ${path.join('a', 'a.repository.ts')}`,
    ]);
    expect(findModuleCycles(root)).toEqual([]);
  });

  it('passes modules that point one way through a published queries file', () => {
    const root = writeModules({
      'a/a.repository.ts': 'export const findA = () => 1;\n',
      'a/a.queries.ts': "export { findA } from './a.repository.js';\n",
      'b/b.service.ts': "import { findA } from '../a/a.queries.js';\nexport const b = findA;\n",
    });
    expect(findCrossModuleRepositoryImports(root)).toEqual([]);
    expect(findModuleCycles(root)).toEqual([]);
  });
});
