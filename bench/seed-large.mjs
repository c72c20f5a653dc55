// `npm run seed:large`: a year of platform data in a fresh database of its own, timed (issue 28).
// Never the developer's data: the production build starts on a new temp data dir, the seed fills it, and the
// dir is removed afterwards unless --keep is given. See bench/README.md ("Analytics section").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCleanupStack } from './lib/cleanup-stack.mjs';
import { readDatabaseUrl } from './lib/bench-members.mjs';
import { readLargeSeedScale, runLargeSeed } from './lib/large-seed.mjs';
import { startStreamitServer } from './lib/streamit-server.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

async function main() {
  const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
  const scale = readLargeSeedScale(1);
  const cleanup = createCleanupStack();
  process.once('SIGINT', () => void cleanup.run().finally(() => process.exit(130)));
  console.log('Starting the production server on a fresh data dir (initialises PostgreSQL)...');
  const server = await startStreamitServer({
    repoRoot: REPO_ROOT,
    rateLimitMax: 1000,
    startTimeoutSeconds: 120,
  });
  cleanup.add('StreamIt server', values.keep ? server.stopKeepingData : server.stop);
  try {
    const seed = await runLargeSeed({
      repoRoot: REPO_ROOT,
      databaseUrl: await readDatabaseUrl(server.dataDir),
      scale,
    });
    console.log(
      `Large seed (scale ${scale}): ${seed.seedSeconds.toFixed(1)} s, rollup ${seed.rollupSeconds.toFixed(1)} s.`,
    );
  } finally {
    await cleanup.run();
    if (values.keep) console.log(`Kept the data dir: DATA_DIR=${server.dataDir} npm start serves it.`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`Large seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
