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

/** What is logged of a dropped connection: node-postgres hangs the whole client on its errors. */
export interface ConnectionProblem {
  code: string | undefined;
  message: string;
}

function describeProblem(error: Error): ConnectionProblem {
  const code = (error as { code?: unknown }).code;
  return { code: typeof code === 'string' ? code : undefined, message: error.message };
}

/** Opens a pool; nothing connects until the first query. */
export function openDatabase(
  connectionString: string,
  max = 10,
  onConnectionError?: (problem: ConnectionProblem) => void,
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, application_name: 'streamit' });
  const report = (error: Error) => {
    onConnectionError?.(describeProblem(error));
  };
  // An idle connection dropped by the server (restart, failover, crash) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', report);
  // A connection that breaks while checked out (between two queries of a transaction) emits on the client
  // itself, where the pool listens only while it is idle: unheard, that error would end the process. The
  // transaction's next query then fails, and the request answers 503.
  pool.on('connect', (client) => {
    client.on('error', report);
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
