import type { MemberExportFilter } from '@streamit/contract';
import type pg from 'pg';
import type { AppDeps } from '../../app-deps.js';

/** Rows fetched from the cursor per round trip: small enough for constant memory, big enough to be fast. */
export const EXPORT_BATCH_ROWS = 1000;

/** One member as the export reads it. */
export interface MemberExportRow {
  id: string;
  email: string | null;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  tier: string;
  totalPoints: number;
  status: 'ACTIVE' | 'SUSPENDED';
  isContentCreator: boolean;
  creatorStatus: string;
  emailVerified: boolean;
  createdAt: string;
}

const SELECT_COLUMNS = `id, email, display_name AS "displayName", first_name AS "firstName",
  last_name AS "lastName", tier, total_points AS "totalPoints",
  CASE WHEN suspended_at IS NULL THEN 'ACTIVE' ELSE 'SUSPENDED' END AS status,
  is_content_creator AS "isContentCreator", creator_status AS "creatorStatus",
  email_verified_at IS NOT NULL AS "emailVerified",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/** The WHERE clause of the filters, with numbered parameters (the member list's filters, spec §7). */
export function buildMemberFilter(filter: MemberExportFilter): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (slot: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${String(params.length)}`));
  };
  if (filter.tier) add((slot) => `tier = ${slot}`, filter.tier);
  if (filter.status) conditions.push(`suspended_at IS ${filter.status === 'ACTIVE' ? '' : 'NOT '}NULL`);
  if (filter.creator) add((slot) => `is_content_creator = ${slot}`, filter.creator === 'true');
  if (filter.verified) add((slot) => `(email_verified_at IS NOT NULL) = ${slot}`, filter.verified === 'true');
  if (filter.joinedFrom) add((slot) => `created_at >= ${slot}`, filter.joinedFrom);
  if (filter.joinedTo) add((slot) => `created_at < ${slot}`, filter.joinedTo);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    add(
      (slot) =>
        `(email ILIKE ${slot} OR display_name ILIKE ${slot} OR first_name ILIKE ${slot} OR last_name ILIKE ${slot})`,
      pattern,
    );
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** How many members match, for a job's progress. */
export async function countMembers(deps: AppDeps, filter: MemberExportFilter): Promise<number> {
  const { where, params } = buildMemberFilter(filter);
  const result = await poolOf(deps).query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users ${where}`,
    params,
  );
  return result.rows[0]?.count ?? 0;
}

/** The pg pool behind the app's Drizzle handle: a cursor needs one connection for its whole life. */
export function poolOf(deps: Pick<AppDeps, 'db'>): pg.Pool {
  return (deps.db as AppDeps['db'] & { $client: pg.Pool }).$client;
}

/**
 * Yields the matching members in batches from a server-side cursor inside one read-only snapshot, so
 * memory holds one batch whatever the size. Stopping early (the client went away) closes the cursor.
 */
export async function* readMembersInBatches(
  deps: AppDeps,
  filter: MemberExportFilter,
): AsyncGenerator<MemberExportRow[]> {
  const { where, params } = buildMemberFilter(filter);
  const client = await poolOf(deps).connect();
  let failed = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(
      `DECLARE member_export NO SCROLL CURSOR FOR SELECT ${SELECT_COLUMNS} FROM users ${where} ORDER BY created_at, id`,
      params,
    );
    for (;;) {
      const batch = await client.query<MemberExportRow>(
        `FETCH ${String(EXPORT_BATCH_ROWS)} FROM member_export`,
      );
      if (batch.rows.length === 0) break;
      yield batch.rows;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await client.query(failed ? 'ROLLBACK' : 'COMMIT').catch(() => undefined);
    client.release(failed);
  }
}
