import { and, asc, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { dailyStats } from './ops.schema.js';

export type DailyStatRow = typeof dailyStats.$inferSelect;

/**
 * Recomputes one UTC day of the rollup from the raw tables in one statement. Watch time counts on the
 * day its session started; points issued and spent are the positive and negative lines on members'
 * accounts (holds and their releases included, so spent is what left balances that day).
 */
export async function upsertDailyStat(db: Executor, day: string): Promise<void> {
  await db.execute(sql`
    with bounds as (select ${day}::date::timestamptz as lo, (${day}::date + 1)::timestamptz as hi),
    active as (
      select user_id from watch_sessions, bounds where started_at >= lo and started_at < hi
      union select user_id from activity_completions, bounds where completed_at >= lo and completed_at < hi
      union select user_id from member_sessions, bounds where last_seen_at >= lo and last_seen_at < hi
    ),
    points as (
      select coalesce(sum(e.amount) filter (where e.amount > 0), 0) as issued,
             coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as spent
      from points_entries e join points_accounts a on a.id = e.account_id and a.kind = 'MEMBER', bounds
      where e.created_at >= lo and e.created_at < hi
    )
    insert into daily_stats (day, new_members, active_members, watch_seconds, points_issued, points_spent, computed_at)
    select ${day}::date,
      (select count(*) from users, bounds where created_at >= lo and created_at < hi),
      (select count(*) from active),
      (select coalesce(round(sum(credited_seconds)), 0) from watch_sessions, bounds where started_at >= lo and started_at < hi),
      points.issued, points.spent, now()
    from points
    on conflict (day) do update set new_members = excluded.new_members,
      active_members = excluded.active_members, watch_seconds = excluded.watch_seconds,
      points_issued = excluded.points_issued, points_spent = excluded.points_spent, computed_at = now()
  `);
}

/** Rollup rows from `fromDay` on, oldest first. */
export async function listDailyStatsFrom(db: Executor, fromDay: string): Promise<DailyStatRow[]> {
  return db
    .select()
    .from(dailyStats)
    .where(and(gte(dailyStats.day, fromDay)))
    .orderBy(asc(dailyStats.day));
}
