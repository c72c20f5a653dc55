import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { seedRuns } from './system.schema.js';

/** One round trip to the database. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Records a seed as run; false when it had already run. */
export async function claimSeedRun(db: Executor, name: string): Promise<boolean> {
  const rows = await db
    .insert(seedRuns)
    .values({ name })
    .onConflictDoNothing()
    .returning({ name: seedRuns.name });
  return rows.length > 0;
}
