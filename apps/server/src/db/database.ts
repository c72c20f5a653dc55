import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;

/** A connection pool and the Drizzle handle over it. */
export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
}

/** Opens a pool; nothing connects until the first query. */
export function openDatabase(
  connectionString: string,
  max = 10,
  onIdleError?: (error: Error) => void,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, application_name: 'streamit' });
  // An idle connection dropped by the server (restart, failover, shutdown) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    onIdleError?.(error);
  });
  return { pool, db: drizzle(pool, { schema, casing: 'snake_case' }) };
}

/** Applies pending drizzle-kit migrations; safe to call on every start. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  await migrate(handle.db, { migrationsFolder: MIGRATIONS_DIR });
}

/** An open transaction, as Drizzle hands it to a callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything repositories can run a query on: the pool or a transaction. */
export type Executor = Database | Transaction;
