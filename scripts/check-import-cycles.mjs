import path from 'node:path';
import { findImportCycles } from './import-cycles.mjs';
import { findCrossModuleRepositoryImports, findModuleCycles } from './module-deps.mjs';
import { ROOT } from './lib.mjs';
import { findTestHarnessProblems } from './test-harness-rules.mjs';

/**
 * `npm run check:cycles`: fails when any source file of the project takes part in an import circle,
 * when the server's module folders import each other in a loop, or when a module imports another
 * module's repository (it calls that module's service or `*.queries.ts` instead), or when a server test
 * helper sits outside `apps/server/test/`, is misnamed there, or is imported by production code.
 */
const SOURCE_ROOTS = [
  'packages/contract/src',
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'e2e',
  'bench',
  'scripts',
  'tools',
];
const MODULES_ROOT = path.join(ROOT, 'apps/server/src/modules');

function reportFileCycles() {
  const cycles = findImportCycles(SOURCE_ROOTS.map((root) => path.join(ROOT, root)));
  for (const cycle of cycles) {
    console.error(
      `Import circle of ${cycle.length} files:\n  ${cycle.map((file) => path.relative(ROOT, file)).join('\n  ')}`,
    );
  }
  if (cycles.length > 0)
    console.error(`${cycles.length} import circle(s): move what the files share into a file of its own.`);
  return cycles.length;
}

function reportModuleRules() {
  const loops = findModuleCycles(MODULES_ROOT);
  for (const loop of loops) console.error(`Module folders import each other in a loop: ${loop.join(', ')}`);
  const reaches = findCrossModuleRepositoryImports(MODULES_ROOT);
  for (const reach of reaches) console.error(`Another module's repository imported: ${reach}`);
  if (reaches.length > 0)
    console.error("Call the module's service or *.queries.ts instead of its repository.");
  return loops.length + reaches.length;
}

function reportTestHarness() {
  const problems = findTestHarnessProblems(path.join(ROOT, 'apps/server'));
  for (const problem of problems) console.error(`Server test harness: ${problem}`);
  return problems.length;
}

const problems = reportFileCycles() + reportModuleRules() + reportTestHarness();
if (problems > 0) process.exit(1);
console.log(
  'No import circles, no module-folder loops, no cross-module repository imports, test helpers in apps/server/test.',
);
