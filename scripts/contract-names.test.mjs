import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUnownedEndpointFiles } from './contract-names.mjs';
import { useTempTrees } from './temp-tree.test-support.mjs';

const writeFiles = useTempTrees('contract-names');

function writeTree(endpointFiles, moduleFolders) {
  const files = Object.fromEntries([
    ...endpointFiles.map((file) => [`endpoints/${file}`, 'export {};\n']),
    ...moduleFolders.map((folder) => [`modules/${folder}/${folder}.service.ts`, 'export {};\n']),
  ]);
  const root = writeFiles(files);
  return { endpoints: path.join(root, 'endpoints'), modules: path.join(root, 'modules') };
}

describe('contract endpoint file names', () => {
  it('accept a module name alone or followed by a part', () => {
    const tree = writeTree(
      ['ops-tasks.endpoints.ts', 'wallets.endpoints.ts', 'index.ts'],
      ['ops', 'wallets'],
    );
    expect(findUnownedEndpointFiles(tree.endpoints, tree.modules)).toEqual([]);
  });

  it('name a file that no module serves by its name, and a prefix that is not a whole module name', () => {
    const tree = writeTree(['admin-tasks.endpoints.ts', 'opsx.endpoints.ts'], ['ops']);
    expect(findUnownedEndpointFiles(tree.endpoints, tree.modules)).toEqual([
      'admin-tasks.endpoints.ts',
      'opsx.endpoints.ts',
    ]);
  });
});
