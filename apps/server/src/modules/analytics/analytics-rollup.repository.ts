import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** The rollups, each with its own watermark row in analytics_rollup_state. */
export const ANALYTICS_ROLLUPS = [
  'member-days',
  'signup-days',
  'content-days',
  'points-days',
  'security-days',
  'moderation',
  'report-days',
  'tier-days',
] as const;
export type AnalyticsRollup = (typeof ANALYTICS_ROLLUPS)[number];

export const dayOf = (column: string) => sql.raw(`((${column}) AT TIME ZONE 'UTC')::date`);
/** Rows of the dirty days only: a range the day index can use, then the exact days. */
export const inDays = (column: string) =>
  sql`${sql.raw(column)} >= (SELECT min(day) FROM dirty)::timestamp AT TIME ZONE 'UTC'
    AND ${sql.raw(column)} < ((SELECT max(day) FROM dirty) + 1)::timestamp AT TIME ZONE 'UTC'
    AND ${dayOf(column)} IN (SELECT day FROM dirty)`;

/** One run at a time across processes; answers the transaction's clock, the next watermark. */
export async function lockAnalyticsRollup(tx: Executor): Promise<Date> {
  const result = await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('analytics:rollup')), now() AS now`,
  );
  return new Date(result.rows[0]?.now as string);
}

/** Each rollup's watermark; a rollup never run is absent. */
export async function readWatermarks(db: Executor): Promise<Map<AnalyticsRollup, Date>> {
  const result = await db.execute(sql`SELECT rollup, rolled_until FROM analytics_rollup_state`);
  return new Map(
    result.rows.map((row) => [row.rollup as AnalyticsRollup, new Date(row.rolled_until as string)]),
  );
}

export async function saveWatermark(tx: Executor, rollup: AnalyticsRollup, at: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO analytics_rollup_state (rollup, rolled_until, last_run_at)
    VALUES (${rollup}, ${at.toISOString()}::timestamptz, now())
    ON CONFLICT (rollup) DO UPDATE SET rolled_until = excluded.rolled_until, last_run_at = now()`);
}

/** Fills the transaction's `dirty` table with the days `changed` selects; answers how many. */
export async function collectDirty(tx: Executor, changed: SQL): Promise<number> {
  await tx.execute(sql`DROP TABLE IF EXISTS dirty`);
  await tx.execute(sql`CREATE TEMP TABLE dirty (day date PRIMARY KEY) ON COMMIT DROP`);
  const result = await tx.execute(sql`INSERT INTO dirty SELECT DISTINCT day FROM (${changed}) c(day)
    WHERE day IS NOT NULL`);
  return result.rowCount ?? 0;
}

/**
 * Member days: a member is active on a UTC day with a watch session started, an activity completed or a
 * sign-in that day. Watch sessions take credit for up to `sessionHours` after they start, so days that
 * recent are re-read whatever changed.
 */
export async function rebuildMemberDays(tx: Executor, since: Date, sessionHours: number): Promise<number> {
  const sessionsSince = new Date(since.getTime() - sessionHours * 3_600_000).toISOString();
  const days = await collectDirty(
    tx,
    sql`SELECT ${dayOf('started_at')} FROM watch_sessions WHERE started_at >= ${sessionsSince}::timestamptz
      UNION SELECT ${dayOf('completed_at')} FROM activity_completions WHERE completed_at >= ${since.toISOString()}::timestamptz
      UNION SELECT ${dayOf('created_at')} FROM member_sessions WHERE created_at >= ${since.toISOString()}::timestamptz
      UNION SELECT ${dayOf('created_at')} FROM points_postings WHERE created_at >= ${since.toISOString()}::timestamptz`,
  );
  if (days === 0) return 0;
  await tx.execute(sql`DELETE FROM analytics_member_days m USING dirty d WHERE m.day = d.day`);
  await tx.execute(sql`
    WITH src AS (
      SELECT ${dayOf('started_at')} AS day, user_id, started_at AS at, country, credited_seconds AS seconds,
        0 AS completions FROM watch_sessions WHERE ${inDays('started_at')}
      UNION ALL SELECT ${dayOf('completed_at')}, user_id, completed_at, NULL, 0, 1
        FROM activity_completions WHERE ${inDays('completed_at')}
      UNION ALL SELECT ${dayOf('created_at')}, user_id, created_at, country, 0, 0
        FROM member_sessions WHERE ${inDays('created_at')}
    ), active AS (
      SELECT day, user_id, (array_agg(country ORDER BY at, country) FILTER (WHERE country IS NOT NULL))[1] AS country,
        sum(seconds) AS seconds, sum(completions) AS completions
      FROM src GROUP BY day, user_id
    ), earned AS (
      SELECT ${dayOf('p.created_at')} AS day, e.account_id AS user_id, sum(e.amount) AS points
      FROM points_postings p JOIN points_entries e ON e.posting_id = p.id AND e.amount > 0
      JOIN points_accounts a ON a.id = e.account_id AND a.kind = 'MEMBER'
      WHERE ${inDays('p.created_at')} GROUP BY 1, 2
    )
    INSERT INTO analytics_member_days (day, user_id, signup_day, country, watch_seconds, completions, points_earned)
    SELECT a.day, a.user_id, ${dayOf('u.created_at')}, coalesce(a.country, u.signup_country), a.seconds,
      a.completions, coalesce(e.points, 0)
    FROM active a JOIN users u ON u.id = a.user_id LEFT JOIN earned e ON e.day = a.day AND e.user_id = a.user_id`);
  return days;
}

/** Sign-up days: members by the day they joined, how, whether referred, and their country; then without it. */
export async function rebuildSignupDays(tx: Executor, since: Date): Promise<number> {
  const at = since.toISOString();
  const days = await collectDirty(
    tx,
    sql`SELECT ${dayOf('created_at')} FROM users WHERE created_at >= ${at}::timestamptz
      UNION SELECT ${dayOf('created_at')} FROM users WHERE email_verified_at >= ${at}::timestamptz`,
  );
  if (days === 0) return 0;
  await tx.execute(sql`DELETE FROM analytics_signup_days s USING dirty d WHERE s.day = d.day`);
  await tx.execute(sql`
    INSERT INTO analytics_signup_days (day, method, referred, country, signups, verified)
    SELECT ${dayOf('u.created_at')}, coalesce(u.signup_method, 'UNKNOWN'),
      EXISTS (SELECT 1 FROM referrals r WHERE r.referred_user_id = u.id), coalesce(u.signup_country, ''),
      count(*), count(*) FILTER (WHERE u.email_verified_at IS NOT NULL)
    FROM users u WHERE ${inDays('u.created_at')} GROUP BY 1, 2, 3, 4`);
  await tx.execute(sql`DELETE FROM analytics_signup_method_days s USING dirty d WHERE s.day = d.day`);
  await tx.execute(sql`
    INSERT INTO analytics_signup_method_days (day, method, referred, signups, verified)
    SELECT day, method, referred, sum(signups), sum(verified) FROM analytics_signup_days
    WHERE day IN (SELECT day FROM dirty) GROUP BY 1, 2, 3`);
  return days;
}

/** Tier days: members per tier now, the run's UTC day (tiers change in place: the snapshot is their history). */
export async function rebuildTierDays(tx: Executor): Promise<number> {
  await tx.execute(sql`DELETE FROM analytics_tier_days WHERE day = ${dayOf('now()')}`);
  await tx.execute(sql`INSERT INTO analytics_tier_days (day, tier, members)
    SELECT ${dayOf('now()')}, tier, count(*) FROM users GROUP BY tier`);
  return 1;
}
