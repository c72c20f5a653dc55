import { RETENTION_MARKS } from '@streamit/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** Whose rollups to read: a creator's content, or one item of it, between two UTC days (inclusive). */
export interface StatsScope {
  creatorId: string;
  activityId?: string | undefined;
  from: string;
  to: string;
}

function whereScope(scope: StatsScope, alias = ''): SQL {
  const at = sql.raw(alias ? `${alias}.` : '');
  const item = scope.activityId ? sql` AND ${at}activity_id = ${scope.activityId}::uuid` : sql``;
  return sql`${at}creator_id = ${scope.creatorId}::uuid
    AND ${at}day BETWEEN ${scope.from}::date AND ${scope.to}::date${item}`;
}

/** Summed daily rows and distinct viewers of the scope. */
export async function sumScope(db: Executor, scope: StatsScope) {
  const result = await db.execute(sql`
    SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(watch_seconds), 0)::float8 AS watch_seconds,
      coalesce(sum(earned_points), 0)::int AS earned_points,
      coalesce(sum(funnel_started), 0)::int AS started, coalesce(sum(funnel_completed), 0)::int AS completed,
      coalesce(sum(funnel_passed), 0)::int AS passed,
      (SELECT count(DISTINCT user_id)::int FROM creator_viewer_days WHERE ${whereScope(scope)}) AS viewers
    FROM creator_daily_stats WHERE ${whereScope(scope)}`);
  const row = result.rows[0] ?? {};
  return {
    views: Number(row.views ?? 0),
    uniqueViewers: Number(row.viewers ?? 0),
    watchSeconds: Number(row.watch_seconds ?? 0),
    earnedPoints: Number(row.earned_points ?? 0),
    funnel: {
      started: Number(row.started ?? 0),
      completed: Number(row.completed ?? 0),
      passed: Number(row.passed ?? 0),
    },
  };
}

/** Every day of the scope, zeros included, oldest first. */
export async function selectSeries(db: Executor, scope: StatsScope) {
  const result = await db.execute(sql`
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(sum(s.views), 0)::int AS views,
      coalesce(sum(s.viewers), 0)::int AS viewers, coalesce(sum(s.watch_seconds), 0)::float8 AS watch_seconds,
      coalesce(sum(s.earned_points), 0)::int AS earned_points
    FROM generate_series(${scope.from}::date, ${scope.to}::date, interval '1 day') AS days(day)
    LEFT JOIN creator_daily_stats s ON s.day = days.day::date AND ${whereScope(scope, 's')}
    GROUP BY days.day ORDER BY days.day`);
  return result.rows.map((row) => ({
    day: row.day as string,
    views: Number(row.views),
    viewers: Number(row.viewers),
    watchSeconds: Number(row.watch_seconds),
    earnedPoints: Number(row.earned_points),
  }));
}

/**
 * Retention over the scope: each (content, viewer) pair's marks are OR-ed over its days, then each mark
 * counts the pairs that reached it.
 */
export async function selectRetention(db: Executor, scope: StatsScope) {
  const result = await db.execute(sql`
    WITH pairs AS (
      SELECT activity_id, user_id, bit_or(coverage) AS mask FROM creator_viewer_days
      WHERE ${whereScope(scope)} GROUP BY activity_id, user_id
    )
    SELECT k, count(p.mask) FILTER (WHERE p.mask & (1 << k) <> 0)::int AS reached, count(p.mask)::int AS viewers
    FROM generate_series(0, ${RETENTION_MARKS - 1}) k LEFT JOIN pairs p ON true GROUP BY k ORDER BY k`);
  return result.rows.map((row) => ({ reached: Number(row.reached), viewers: Number(row.viewers) }));
}

/** Distinct viewers per country (null: unknown), most first. */
export async function selectCountries(db: Executor, scope: StatsScope) {
  const result = await db.execute(sql`
    SELECT country, count(DISTINCT user_id)::int AS viewers FROM creator_viewer_days
    WHERE ${whereScope(scope)} GROUP BY country ORDER BY viewers DESC, country NULLS LAST LIMIT 50`);
  return result.rows.map((row) => ({
    country: (row.country as string | null) ?? null,
    viewers: Number(row.viewers),
  }));
}

/** When the rollup last moved its watermark. */
export async function selectRolledUntil(db: Executor): Promise<Date | null> {
  const result = await db.execute(sql`SELECT rolled_until FROM creator_rollup_state WHERE id = 1`);
  const value = result.rows[0]?.rolled_until;
  return value ? new Date(value as string) : null;
}
