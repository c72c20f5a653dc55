import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import { applyMigrations, openDatabase } from '../db/database.js';
import { rollUpAnalytics } from '../modules/analytics/analytics-rollup.service.js';
import { hasLargeSeed, seedLargeDataset } from '../seed/large-seed.js';
import { scaledLargeSeedSize, type LargeSeedStep } from '../seed/large-seed-steps.js';

const USAGE = `Usage: node apps/server/dist/cli/seed-large.js --database-url <url> [--scale <0.001-1>]

Fills the database at --database-url (always named explicitly: never a server's own by default)
with a year of platform data through the app's schema: 200,000 members, 5,000 activities, 5,000,000 watch
sessions and about 1,000,000 balanced ledger postings at --scale 1 (the default), then runs the analytics
rollup job over it. Prints rows and seconds per table and both times; the last line is the same as JSON.
"npm run seed:large" runs it on a fresh database of its own (bench/seed-large.mjs).`;

/** A failure to report in one line, without a stack trace. */
class UsageError extends Error {}

function readOptions(): { databaseUrl: string; scale: number } {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      scale: { type: 'string', default: '1' },
      help: { type: 'boolean', default: false },
    },
  });
  const databaseUrl = values['database-url'];
  if (values.help || !databaseUrl) throw new UsageError(USAGE);
  const scale = Number(values.scale);
  if (!(scale >= 0.001 && scale <= 1)) throw new UsageError('--scale must be between 0.001 and 1.');
  return { databaseUrl, scale };
}

function printSteps(steps: LargeSeedStep[]): void {
  for (const { table, rows, seconds } of steps) {
    process.stdout.write(
      `  ${table.padEnd(34)} ${rows.toLocaleString('en').padStart(11)} rows ${seconds.toFixed(1).padStart(7)} s\n`,
    );
  }
}

/** `npm run seed:large` (through bench/seed-large.mjs) and the bench's analytics section. */
async function seedLargeFromCommandLine(): Promise<void> {
  const { databaseUrl, scale } = readOptions();
  // One connection: the session settings (asynchronous commit) hold for every statement of the seed.
  const database = openDatabase(databaseUrl, 1);
  try {
    await applyMigrations(database);
    if (await hasLargeSeed(database.db)) throw new UsageError('This database already holds a large seed.');
    const size = scaledLargeSeedSize(scale);
    process.stdout.write(`Large seed at scale ${scale}: ${JSON.stringify(size)}\n`);
    const started = performance.now();
    const steps = await seedLargeDataset(database.db, size);
    const seedSeconds = (performance.now() - started) / 1000;
    printSteps(steps);
    process.stdout.write(
      `Large seed written in ${seedSeconds.toFixed(1)} s; running the analytics rollup...\n`,
    );
    // The seed writes a year of history behind any watermark a running server's job has already saved, so
    // the rollups start over, as on a database they never ran on: the first run rebuilds every day.
    await database.db.execute(sql`DELETE FROM analytics_rollup_state`);
    const rollupStarted = performance.now();
    const days = await rollUpAnalytics({ db: database.db } as AppDeps);
    const rollupSeconds = (performance.now() - rollupStarted) / 1000;
    process.stdout.write(
      `Analytics rollup (days rebuilt ${JSON.stringify(days)}) in ${rollupSeconds.toFixed(1)} s\n`,
    );
    process.stdout.write(`${JSON.stringify({ scale, size, steps, seedSeconds, rollupSeconds, days })}\n`);
  } finally {
    await database.pool.end();
  }
}

try {
  await seedLargeFromCommandLine();
} catch (error) {
  process.stderr.write(`${error instanceof UsageError ? error.message : String(error)}\n`);
  process.exit(1);
}
