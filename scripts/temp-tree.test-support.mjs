import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * For the scripts' rule tests: a writer of small source trees in fresh temporary folders (path → text),
 * each removed after its test.
 */
export function useTempTrees(prefix) {
  const folders = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return function writeTree(files = {}) {
    const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    folders.push(root);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    return root;
  };
}
