import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findUnownedEndpointFiles } from './contract-names.mjs';

const folders = [];

function writeTree(endpointFiles, moduleFolders) {
  const root = mkdtempSync(path.join(tmpdir(), 'contract-names-'));
  folders.push(root);
  mkdirSync(path.join(root, 'endpoints'));
  for (const file of endpointFiles) writeFileSync(path.join(root, 'endpoints', file), 'export {};\n');
  for (const folder of moduleFolders) mkdirSync(path.join(root, 'modules', folder), { recursive: true });
  return { endpoints: path.join(root, 'endpoints'), modules: path.join(root, 'modules') };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

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
