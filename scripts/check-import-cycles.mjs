import path from 'node:path';
import { findImportCycles } from './import-cycles.mjs';
import { ROOT } from './lib.mjs';

/** `npm run check:cycles`: fails when any source file of the project takes part in an import circle. */
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

const cycles = findImportCycles(SOURCE_ROOTS.map((root) => path.join(ROOT, root)));
if (cycles.length === 0) {
  console.log('No import circles.');
} else {
  for (const cycle of cycles) {
    console.error(
      `Import circle of ${cycle.length} files:\n  ${cycle.map((file) => path.relative(ROOT, file)).join('\n  ')}`,
    );
  }
  console.error(`\n${cycles.length} import circle(s). Move what the files share into a file of its own.`);
  process.exit(1);
}
