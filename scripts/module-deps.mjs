import path from 'node:path';
import { findCycles, readImportGraph } from './import-cycles.mjs';

/**
 * Rules on how the server's module folders depend on each other: no loop between folders, and no module
 * reaching into another module's `*.repository.ts` (it calls that module's service or query function
 * instead). Test files and test support may set up data through any repository, so they are left out.
 */

const TEST_FILE = /(^|[.-])test([.-]|$)/;
const REPOSITORY_FILE = /\.repository\.ts$/;

function moduleOf(modulesRoot, file) {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return null;
  return relative.split(path.sep)[0];
}

function productionImports(modulesRoot) {
  const graph = readImportGraph([modulesRoot]);
  const edges = [];
  for (const [file, imports] of graph) {
    if (TEST_FILE.test(path.basename(file))) continue;
    const from = moduleOf(modulesRoot, file);
    for (const target of imports) {
      const to = moduleOf(modulesRoot, target);
      if (from && to && from !== to) edges.push({ file, target, from, to });
    }
  }
  return edges;
}

/** Module folders that import each other in a loop, each loop as a sorted list of folder names. */
export function findModuleCycles(modulesRoot) {
  const folderGraph = new Map();
  for (const { from, to } of productionImports(modulesRoot)) {
    if (!folderGraph.has(from)) folderGraph.set(from, []);
    if (!folderGraph.has(to)) folderGraph.set(to, []);
    if (!folderGraph.get(from).includes(to)) folderGraph.get(from).push(to);
  }
  return findCycles(folderGraph).map((cycle) => [...cycle].sort());
}

/** Imports of another module's repository file, as `importer -> repository` paths below `modulesRoot`. */
export function findCrossModuleRepositoryImports(modulesRoot) {
  return productionImports(modulesRoot)
    .filter(({ target }) => REPOSITORY_FILE.test(target))
    .map(({ file, target }) => `${path.relative(modulesRoot, file)} -> ${path.relative(modulesRoot, target)}`)
    .sort();
}

/** Which module folder imports which (production files only), for the docs and for debugging. */
export function listModuleEdges(modulesRoot) {
  const pairs = new Set(productionImports(modulesRoot).map(({ from, to }) => `${from} -> ${to}`));
  return [...pairs].sort();
}
