import path from 'node:path';
import { readFileSync } from 'node:fs';
import { findUnownedEndpointFiles } from './contract-names.mjs';
import { checkAllowList, findEndpointsWithoutCaller, readEndpointNames } from './endpoint-callers.mjs';
import { findImportCycles } from './import-cycles.mjs';
import { findCrossModuleRepositoryImports, findModuleCycles } from './module-deps.mjs';
import { findCrossModuleWrites, readWriteExceptions } from './module-tables.mjs';
import { ROOT } from './lib.mjs';
import { findTestHarnessProblems } from './test-harness-rules.mjs';

/**
 * `npm run check:cycles`: fails when any source file of the project takes part in an import circle,
 * when the server's module folders import each other in a loop, or when a module imports another
 * module's repository (it calls that module's service or `*.queries.ts` instead), when a module writes
 * a table another module owns (decision 053: tables are shared for reading, writes go through the owner),
 * when a contract endpoint file is not named after the server module that serves it, or when a server test
 * helper sits outside `apps/server/test/`, is misnamed there, or is imported by production code, and when a
 * contract endpoint has no caller in the web app and is not on scripts/endpoints-without-web-caller.json.
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
const WRITE_EXCEPTIONS = path.join(ROOT, 'scripts/module-tables.exceptions.json');
const CALLER_ALLOW_LIST = path.join(ROOT, 'scripts/endpoints-without-web-caller.json');

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

function reportContractNames() {
  const endpoints = path.join(ROOT, 'packages/contract/src/endpoints');
  const unowned = findUnownedEndpointFiles(endpoints, MODULES_ROOT);
  for (const file of unowned) console.error(`Contract endpoint file named after no server module: ${file}`);
  if (unowned.length > 0) console.error('Name it <module>.endpoints.ts or <module>-<part>.endpoints.ts.');
  return unowned.length;
}

function reportTableWrites() {
  const writes = findCrossModuleWrites(MODULES_ROOT, readWriteExceptions(WRITE_EXCEPTIONS));
  for (const { file, line, table, owner } of writes) {
    console.error(
      `Another module's table written: apps/server/src/modules/${file}:${line} ${table} (owner: ${owner})`,
    );
  }
  if (writes.length > 0)
    console.error("Call a write function of the table's owning module instead (decision 053).");
  return writes.length;
}

function reportTestHarness() {
  const problems = findTestHarnessProblems(path.join(ROOT, 'apps/server'));
  for (const problem of problems) console.error(`Server test harness: ${problem}`);
  return problems.length;
}

function reportEndpointCallers() {
  const names = readEndpointNames(path.join(ROOT, 'packages/contract/src/routes.generated.ts'));
  const uncalled = findEndpointsWithoutCaller(names, path.join(ROOT, 'apps/web/src'));
  const allowList = JSON.parse(readFileSync(CALLER_ALLOW_LIST, 'utf8'));
  const problems = checkAllowList(uncalled, allowList, names);
  for (const problem of problems) console.error(`Endpoint without a screen: ${problem}`);
  if (problems.length > 0)
    console.error(
      `Give it a screen, remove it, or list it with its kind and reason in ${path.relative(ROOT, CALLER_ALLOW_LIST)}.`,
    );
  return problems.length;
}

const problems =
  reportFileCycles() +
  reportModuleRules() +
  reportTableWrites() +
  reportContractNames() +
  reportTestHarness() +
  reportEndpointCallers();
if (problems > 0) process.exit(1);
console.log(
  'No import circles, no module-folder loops, no cross-module repository imports, no writes to another module’s tables, endpoint files named by module, test helpers in apps/server/test, every endpoint called by a screen or listed with its reason.',
);
