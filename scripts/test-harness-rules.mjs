import path from 'node:path';
import { readImportGraph } from './import-cycles.mjs';

/**
 * Where the server's test harness lives (docs/architecture.md, "Server tests"): helpers that tests share are
 * `<topic>.test-support.ts` in `test/`, never beside production code in `src/`, and production code imports
 * none of them. Node built-ins only, like the other checks.
 */

const TEST_FILE = /(^|[.-])test([.-]|$)/;
const SRC_TEST = /\.test\.ts$/;
// test/ holds tests, support files, and the harness under its own names (app, database, vitest's set-up,
// stand-ins for outside services, scripts a test starts as their own process).
const HARNESS_FILE =
  /(\.test\.ts|\.test-support\.ts|-test-server\.ts|-child\.ts)$|^(test-app|test-database|global-setup|smtp-sink)\.ts$/;

function isBelow(folder, file) {
  return !path.relative(folder, file).startsWith('..');
}

function misplacedFiles(serverRoot, files) {
  const srcRoot = path.join(serverRoot, 'src');
  const testRoot = path.join(serverRoot, 'test');
  return files.flatMap((file) => {
    const name = path.basename(file);
    if (isBelow(srcRoot, file) && TEST_FILE.test(name) && !SRC_TEST.test(name))
      return [
        `${path.relative(serverRoot, file)}: a test helper in src/; move it to test/<topic>.test-support.ts`,
      ];
    if (isBelow(testRoot, file) && !HARNESS_FILE.test(name))
      return [`${path.relative(serverRoot, file)}: name it <topic>.test-support.ts (or *.test.ts)`];
    return [];
  });
}

function productionImportsOfTests(serverRoot, graph) {
  const srcRoot = path.join(serverRoot, 'src');
  const testRoot = path.join(serverRoot, 'test');
  const found = [];
  for (const [file, imports] of graph) {
    if (!isBelow(srcRoot, file) || TEST_FILE.test(path.basename(file))) continue;
    for (const target of imports) {
      if (isBelow(testRoot, target) || TEST_FILE.test(path.basename(target)))
        found.push(`${path.relative(serverRoot, file)} imports ${path.relative(serverRoot, target)}`);
    }
  }
  return found;
}

/** Test helpers outside `test/` or misnamed, and production files that import test code, as sorted lines. */
export function findTestHarnessProblems(serverRoot) {
  const graph = readImportGraph([path.join(serverRoot, 'src'), path.join(serverRoot, 'test')]);
  return [
    ...misplacedFiles(serverRoot, [...graph.keys()]),
    ...productionImportsOfTests(serverRoot, graph),
  ].sort();
}
