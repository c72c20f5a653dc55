import pg from 'pg';
import type { JobDefinition } from '../jobs/job-queue.js';
import { installJobQueue } from '../jobs/job-queue.js';
import { applyMigrations, openDatabase } from './database.js';
import { grantRuntimeRole, readRoleName } from './runtime-role.js';

// Several processes start at once (API nodes, a worker): one runs the step at a time, the others then find
// nothing left to do. The lock is the owner session's and ends with it.
const MIGRATION_LOCK_SQL = "SELECT pg_advisory_lock(hashtext('streamit.migration-step'))";

/** The two connections of a deployment with a least-privilege runtime role (decision 087). */
export interface MigrationStepOptions {
  /** The owner role: runs DDL (DATABASE_MIGRATION_URL). */
  ownerUrl: string;
  /** The runtime role the app then connects as (DATABASE_URL). */
  runtimeUrl: string;
  jobs: readonly JobDefinition[];
}

/**
 * Runs every schema change as the owner (drizzle migrations, pg-boss's schema and queues), then (re)grants the
 * runtime role its row privileges. Idempotent: safe on every start of every process.
 */
export async function runMigrationStep(options: MigrationStepOptions): Promise<void> {
  const owner = new pg.Client({ connectionString: options.ownerUrl, application_name: 'streamit-migrate' });
  await owner.connect();
  try {
    await owner.query(MIGRATION_LOCK_SQL);
    const handle = openDatabase(options.ownerUrl, 2);
    try {
      await applyMigrations(handle);
    } finally {
      await handle.pool.end();
    }
    await installJobQueue(options.ownerUrl, options.jobs);
    const role = readRoleName(options.runtimeUrl);
    const current = await owner.query<{ role: string }>('SELECT current_user AS role');
    if (role && role !== current.rows[0]?.role) await grantRuntimeRole(owner, role);
  } finally {
    await owner.end();
  }
}
