import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** A creator's shares in all and since `monthStart`. */
export async function sumCreatorShares(db: Executor, userId: string, monthStart: Date) {
  const result = await db.execute(sql`
    SELECT coalesce(sum(e.amount), 0)::int AS total,
      coalesce(sum(e.amount) FILTER (WHERE e.created_at >= ${monthStart}::timestamptz), 0)::int AS month
    FROM points_entries e JOIN points_postings p ON p.id = e.posting_id
    WHERE e.account_id = ${userId}::uuid AND p.source = 'creator'`);
  const row = result.rows[0];
  return { total: (row?.total as number | undefined) ?? 0, month: (row?.month as number | undefined) ?? 0 };
}

/** The 20 activities whose shares paid a creator the most. */
export async function selectCreatorShareActivities(db: Executor, userId: string) {
  const result = await db.execute(sql`
    SELECT p.activity_id, coalesce(a.title, '') AS title, sum(e.amount)::int AS points,
      count(*)::int AS completions
    FROM points_entries e JOIN points_postings p ON p.id = e.posting_id
    LEFT JOIN activities a ON a.id = p.activity_id
    WHERE e.account_id = ${userId}::uuid AND p.source = 'creator' AND p.activity_id IS NOT NULL
    GROUP BY p.activity_id, a.title ORDER BY points DESC, p.activity_id LIMIT 20`);
  return result.rows.map((row) => ({
    activityId: row.activity_id as string,
    title: row.title as string,
    points: row.points as number,
    completions: row.completions as number,
  }));
}

/** A creator's shares per UTC day since `since`, newest first (days without shares are left out). */
export async function selectCreatorSharesByDay(db: Executor, userId: string, since: Date) {
  const result = await db.execute(sql`
    SELECT to_char((e.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, sum(e.amount)::int AS points
    FROM points_entries e JOIN points_postings p ON p.id = e.posting_id
    WHERE e.account_id = ${userId}::uuid AND p.source = 'creator' AND e.created_at >= ${since}::timestamptz
    GROUP BY 1 ORDER BY 1 DESC`);
  return result.rows.map((row) => ({ day: row.day as string, points: row.points as number }));
}
