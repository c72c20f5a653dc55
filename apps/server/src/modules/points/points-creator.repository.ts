import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

// The creator's earnings read settled accruals only: exactly what their balance holds (decision 046).

/** A creator's settled shares in all and since `monthStart`. */
export async function sumCreatorShares(db: Executor, userId: string, monthStart: Date) {
  const result = await db.execute(sql`
    SELECT coalesce(sum(share), 0)::int AS total,
      coalesce(sum(share) FILTER (WHERE created_at >= ${monthStart}::timestamptz), 0)::int AS month
    FROM points_creator_accruals WHERE creator_id = ${userId}::uuid AND posting_id IS NOT NULL`);
  const row = result.rows[0];
  return { total: (row?.total as number | undefined) ?? 0, month: (row?.month as number | undefined) ?? 0 };
}

/** The 20 activities whose settled shares paid a creator the most. */
export async function selectCreatorShareActivities(db: Executor, userId: string) {
  const result = await db.execute(sql`
    SELECT c.activity_id, coalesce(a.title, '') AS title, sum(c.share)::int AS points,
      count(*)::int AS completions
    FROM points_creator_accruals c LEFT JOIN activities a ON a.id = c.activity_id
    WHERE c.creator_id = ${userId}::uuid AND c.posting_id IS NOT NULL
    GROUP BY c.activity_id, a.title ORDER BY points DESC, c.activity_id LIMIT 20`);
  return result.rows.map((row) => ({
    activityId: row.activity_id as string,
    title: row.title as string,
    points: row.points as number,
    completions: row.completions as number,
  }));
}

/** A creator's settled shares per UTC day since `since`, newest first (days without shares are left out). */
export async function selectCreatorSharesByDay(db: Executor, userId: string, since: Date) {
  const result = await db.execute(sql`
    SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, sum(share)::int AS points
    FROM points_creator_accruals
    WHERE creator_id = ${userId}::uuid AND posting_id IS NOT NULL AND created_at >= ${since}::timestamptz
    GROUP BY 1 ORDER BY 1 DESC`);
  return result.rows.map((row) => ({ day: row.day as string, points: row.points as number }));
}

/** One creator's part of a settlement batch. */
export interface CreatorBatch {
  creatorId: string;
  ids: number[];
  total: number;
}

/**
 * Locks up to `limit` unsettled accruals, oldest first, skipping rows another settler holds, and groups them
 * by creator in creator-id order (so settlers and awards lock members' rows in one order).
 */
export async function lockUnsettledAccruals(db: Executor, limit: number): Promise<CreatorBatch[]> {
  const result = await db.execute<{ creator_id: string; ids: string[]; total: number }>(sql`
    WITH batch AS (
      SELECT id, creator_id, share FROM points_creator_accruals
      WHERE posting_id IS NULL ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    SELECT creator_id, array_agg(id ORDER BY id)::text[] AS ids, sum(share)::int AS total
    FROM batch GROUP BY creator_id ORDER BY creator_id`);
  return result.rows.map((row) => ({
    creatorId: row.creator_id,
    ids: row.ids.map(Number),
    total: row.total,
  }));
}

/** Marks accruals settled by a posting. */
export async function markAccrualsSettled(db: Executor, ids: number[], postingId: string): Promise<void> {
  await db.execute(sql`
    UPDATE points_creator_accruals SET posting_id = ${postingId}::uuid
    WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[]) AND posting_id IS NULL`);
}

/** Whether any accrual waits for settlement. */
export async function hasUnsettledAccruals(db: Executor): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM points_creator_accruals WHERE posting_id IS NULL) AS waiting`,
  );
  return result.rows[0]?.waiting === true;
}
