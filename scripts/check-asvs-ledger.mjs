import path from 'node:path';
import { readFileSync } from 'node:fs';
import { countStatuses, findLedgerProblems } from './asvs-ledger.mjs';
import { ROOT } from './lib.mjs';

/**
 * `npm run check:asvs` (and `npm test`): fails when docs/security/asvs.md names a test file that is gone or a
 * test title the file no longer has, when a covered row names no test, a gap or N/A row gives no reason, or
 * the summary counts at the top do not add up to the rows. It reads files only: well under a second.
 */
const LEDGER = path.join(ROOT, 'docs/security/asvs.md');

const text = readFileSync(LEDGER, 'utf8');
const problems = findLedgerProblems(text, ROOT);
for (const problem of problems) console.error(`ASVS ledger: ${problem}`);
if (problems.length > 0) {
  console.error(
    `${problems.length} problem(s) in ${path.relative(ROOT, LEDGER)}: name the test as \`path › exact it/test title\`, or change the row's status.`,
  );
  process.exit(1);
}
const totals = countStatuses(text);
console.log(
  `ASVS ledger holds: ${totals.covered} covered, ${totals['N/A']} not applicable, ${totals.gap} gaps; every named test exists.`,
);
