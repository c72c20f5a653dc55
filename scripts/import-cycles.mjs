import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds import circles between the project's own source files, type-only imports included: a type-only
 * circle still ties the files' design together, which is what this check guards. Node built-ins only.
 */

const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'drizzle']);
// Static imports and re-exports (`import type` included) and dynamic `import('./x.js')` of relative paths.
const RELATIVE_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function listSourceFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) listSourceFiles(full, found);
    } else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found;
}

function resolveImport(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const stem = target.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [target, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, path.join(target, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** The import graph of every source file below the given folders: file → files it imports. */
export function readImportGraph(roots) {
  const graph = new Map();
  for (const file of roots.flatMap((root) => listSourceFiles(root))) {
    const imports = new Set();
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const resolved = resolveImport(file, match[1] ?? match[2]);
      if (resolved) imports.add(resolved);
    }
    graph.set(file, [...imports]);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan's algorithm. */
export function findCycles(graph) {
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    order.set(file, order.size);
    low.set(file, order.get(file));
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!order.has(next)) visit(next);
      if (onStack.has(next)) low.set(file, Math.min(low.get(file), low.get(next)));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component.reverse());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/** Import circles among the files below `roots`, each as a list of files. */
export function findImportCycles(roots) {
  return findCycles(readImportGraph(roots));
}
