import type pg from 'pg';

/**
 * Bookkeeping any request may touch: idempotency keys, the session a guard marks as seen on every call, and
 * the rate-limit counters (every request counts against its budget, decision 051).
 */
export const UNWATCHED_TABLES = [
  'idempotency_keys',
  '__drizzle_migrations',
  'admin_sessions',
  'member_sessions',
  'rate_limit_windows',
];

/** A hash of every row of every table but the bookkeeping ones, to see whether a request changed anything. */
export async function snapshotDatabase(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1))",
    [UNWATCHED_TABLES],
  );
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
  );
  const { rows } = await pool.query<{ name: string; hash: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose hash differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => after[table] !== before[table]);
}
