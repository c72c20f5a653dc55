import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCrossModuleRepositoryImports, findModuleCycles } from './module-deps.mjs';
import { useTempTrees } from './temp-tree.test-support.mjs';

const writeModules = useTempTrees('module-deps');

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
