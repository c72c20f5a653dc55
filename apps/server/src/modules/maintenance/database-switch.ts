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

// One key for the whole cluster: the lock is taken on the `postgres` database, which every restore uses.
const RESTORE_LOCK_SQL = "SELECT pg_try_advisory_lock(hashtext('streamit.maintenance.restore')) AS locked";

/**
 * Runs `work` while holding the cluster's restore lock, or returns false at once when another restore holds
 * it. The lock lives on its own connection to the `postgres` database, which the switch does not end.
 */
export async function withRestoreLock(connectionString: string, work: () => Promise<void>): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDatabase(connectionString, 'postgres') });
  await client.connect();
  try {
    const result = await client.query<{ locked: boolean }>(RESTORE_LOCK_SQL);
    if (!result.rows[0]?.locked) return false;
    await work();
    return true;
  } finally {
    // Ending the session releases the lock.
    await client.end();
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
    try {
      await client.query(`ALTER DATABASE ${quoteIdent(restored)} RENAME TO ${quoteIdent(live)}`);
    } finally {
      // Whatever happened, the old data is reachable again; without the restored one in place, under its name.
      const renamed = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [live]);
      if (!renamed.rowCount)
        await client.query(`ALTER DATABASE ${quoteIdent(aside)} RENAME TO ${quoteIdent(live)}`);
      await client.query(
        `ALTER DATABASE ${quoteIdent(renamed.rowCount ? aside : live)} WITH ALLOW_CONNECTIONS true`,
      );
    }
  });
}
