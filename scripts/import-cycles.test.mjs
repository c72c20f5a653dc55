import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.mjs';
import { useTempTrees } from './temp-tree.test-support.mjs';

const writeTree = useTempTrees('import-cycles');

function cycleNames(root) {
  return findImportCycles([root]).map((cycle) => cycle.map((file) => path.relative(root, file)).sort());
}

describe('import circle check', () => {
  it('finds a circle made only of type imports across folders', () => {
    const root = writeTree({
      'app.ts': "import { register } from './modules/a/a.routes.js';\nexport interface Deps { a: 1 }\n",
      'modules/a/a.routes.ts':
        "import type { Deps } from '../../app.js';\nexport const register = (d: Deps) => d;\n",
    });
    expect(cycleNames(root)).toEqual([['app.ts', 'modules/a/a.routes.ts']]);
  });

  it('finds re-exports, multi-line imports and dynamic imports', () => {
    const root = writeTree({
      'a.ts': "export * from './b.js';\n",
      'b.tsx': "import {\n  c,\n} from './c.js';\nexport const b = c;\n",
      'c.ts': "export const c = 1;\nexport const load = () => import('./a.js');\n",
    });
    expect(cycleNames(root)).toEqual([['a.ts', 'b.tsx', 'c.ts']]);
  });

  it('passes a tree whose imports point one way, package imports ignored', () => {
    const root = writeTree({
      'deps.ts': "import type { Pool } from 'pg';\nexport interface Deps { pool: Pool }\n",
      'app.ts': "import type { Deps } from './deps.js';\nimport { register } from './routes.js';\n",
      'routes.ts': "import type { Deps } from './deps.js';\nexport const register = (d: Deps) => d;\n",
    });
    expect(cycleNames(root)).toEqual([]);
  });
});
