import pg from 'pg';
import { quoteIdent } from './database-catalog.js';

/** The same server and credentials as `connectionString`, on another database. */
export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Runs `work` on the server's `postgres` maintenance database (renames need another database). */
async function onMaintenanceDatabase(
  connectionString: string,
  work: readonly string[] | ((client: pg.Client) => Promise<void>),
): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(connectionString, 'postgres') });
  await client.connect();
  try {
    if (typeof work === 'function') await work(client);
    else for (const statement of work) await client.query(statement);
  } finally {
    await client.end();
  }
}

const SESSIONS_GONE_TIMEOUT_MS = 10_000;

/** Ends every session on a database and waits until they are gone (termination is asynchronous). */
async function endSessions(client: pg.Client, database: string): Promise<void> {
  const deadline = Date.now() + SESSIONS_GONE_TIMEOUT_MS;
  for (;;) {
    const result = await client.query<{ left: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS left FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
    if ((result.rows[0]?.left ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`sessions on ${database} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Creates an empty database next to the live one. */
export async function createDatabase(connectionString: string, name: string): Promise<void> {
  await onMaintenanceDatabase(connectionString, [`CREATE DATABASE ${quoteIdent(name)}`]);
}

/** Drops a database, ending its connections. */
export async function dropDatabase(connectionString: string, name: string): Promise<void> {
  await onMaintenanceDatabase(connectionString, [`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`]);
}

/**
 * Puts the restored database in the live one's place under the live name (decision 036): the live
 * database stops taking connections, every connection to it ends (every API and worker process's pool,
 * which reconnect by name), it is renamed to `aside`, and the restored one takes its name. Requests
 * in flight at that moment fail; the old data stays in `aside` until an operator drops it.
 */
export async function switchDatabase(
  connectionString: string,
  live: string,
  restored: string,
  aside: string,
): Promise<void> {
  await onMaintenanceDatabase(connectionString, async (client) => {
    await client.query(`ALTER DATABASE ${quoteIdent(live)} WITH ALLOW_CONNECTIONS false`);
    try {
      await endSessions(client, live);
      await client.query(`ALTER DATABASE ${quoteIdent(live)} RENAME TO ${quoteIdent(aside)}`);
    } catch (error) {
      await client.query(`ALTER DATABASE ${quoteIdent(live)} WITH ALLOW_CONNECTIONS true`);
      throw error;
    }
    await client.query(`ALTER DATABASE ${quoteIdent(restored)} RENAME TO ${quoteIdent(live)}`);
    await client.query(`ALTER DATABASE ${quoteIdent(aside)} WITH ALLOW_CONNECTIONS true`);
  });
}
