import type { Database, Executor } from '../db/database.js';
import { seedDemoCategories } from '../modules/catalog/catalog.seed.js';
import { claimSeedRun } from '../modules/system/system.repository.js';

interface SeedLogger {
  info(message: string): void;
}

/** Demo seeds in order; each runs once per database, recorded in `seed_runs`. */
const DEMO_SEEDS: { name: string; run: (db: Executor) => Promise<number> }[] = [
  { name: 'demo-categories-v1', run: seedDemoCategories },
];

/** Runs the demo seeds that have not run on this database yet. */
export async function seedDemoData(db: Database, logger: SeedLogger): Promise<void> {
  for (const seed of DEMO_SEEDS) {
    await db.transaction(async (tx) => {
      if (!(await claimSeedRun(tx, seed.name))) return;
      const count = await seed.run(tx);
      logger.info(`Seeded ${seed.name} (${count} rows)`);
    });
  }
}
