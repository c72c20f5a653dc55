import type { MemberExportFilter } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { AppDeps } from '../../app-deps.js';
import { memberFilterConditions } from '../member-admin/member-admin.queries.js';

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
  CASE WHEN suspended_at IS NOT NULL AND (suspended_until IS NULL OR suspended_until > now())
    THEN 'SUSPENDED' ELSE 'ACTIVE' END AS status,
  is_content_creator AS "isContentCreator", creator_status AS "creatorStatus",
  email_verified_at IS NOT NULL AS "emailVerified",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

const dialect = new PgDialect();

/** The member list's own WHERE (member-admin), as text with numbered parameters for the cursor. */
export function buildMemberFilter(filter: MemberExportFilter): { where: string; params: unknown[] } {
  const conditions = memberFilterConditions(filter);
  if (!conditions) return { where: '', params: [] };
  const query = dialect.sqlToQuery(sql`WHERE ${conditions}`);
  return { where: query.sql, params: query.params };
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
