import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/** Any fixed key: both files that restore take the same one, on the cluster's `postgres` database. */
const RESTORE_SUITES_LOCK = 7_291_001;

/**
 * Runs the calling file only while no other file that restores holds the lock: the server allows one restore at a
 * time on the whole cluster, and two files run side by side (vitest `maxWorkers: 2`). Call it before the suite.
 */
export function holdRestoreSuitesLock(): void {
  const client = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  beforeAll(async () => {
    await client.connect();
    await client.query('SELECT pg_advisory_lock($1)', [RESTORE_SUITES_LOCK]);
  }, 600_000);
  afterAll(async () => {
    await client.end();
  });
}
