import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { comparedRows, num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';

/** date_trunc to the period's granularity (an enum, never input text). */
export const bucketOf = (period: ReportPeriod, column: string) =>
  sql.raw(`date_trunc('${period.granularity}', ${column})::date`);

/**
 * Distinct members active from `start` to each row's day, summed over a reach table's days from `start` on: each
 * member counts once, on their first active day since `start` (analytics.schema.ts, analyticsReachDays).
 */
export const reachSince = (start: SQL) => sql`reach[day - ${start} + 1]`;
/** The same per bucket: each bucket counts from its first day in the period. */
export const reachInBucket = (period: ReportPeriod) =>
  reachSince(sql`greatest(${bucketOf(period, 'day')}, ${period.from}::date)`);

/** Sign-ups and verified sign-ups between two days. */
export async function sumSignups(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT sum(signups) AS signups, sum(verified) AS verified
    FROM analytics_signup_method_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  return { signups: num(result.rows[0]?.signups), verified: num(result.rows[0]?.verified) };
}

/** Distinct active members between two days, and member-days (their sum over days), from the reach days. */
export async function countActive(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT sum(${reachSince(sql`${from}::date`)}) AS members,
      sum(reach[1]) AS member_days
    FROM analytics_reach_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  return { members: num(result.rows[0]?.members), memberDays: num(result.rows[0]?.member_days) };
}

/** Sign-ups by source in the period and the previous one; referred sign-ups count as REFERRAL. */
export async function signupsBySource(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    SELECT CASE WHEN referred THEN 'REFERRAL' ELSE method END AS source,
      sum(signups) FILTER (WHERE day >= ${period.from}::date) AS current,
      sum(signups) FILTER (WHERE day <= ${period.previousTo}::date) AS previous
    FROM analytics_signup_method_days WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date
    GROUP BY 1 ORDER BY 1`);
  return comparedRows(result.rows, 'source');
}

/** Per bucket: sign-ups, verified, and distinct active members. */
export async function usersSeries(db: Executor, period: ReportPeriod) {
  const range = sql`day BETWEEN ${period.from}::date AND ${period.to}::date`;
  const result = await db.execute(sql`
    WITH s AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(signups) AS signups, sum(verified) AS verified
        FROM analytics_signup_method_days WHERE ${range} GROUP BY 1),
      a AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(${reachInBucket(period)}) AS active
        FROM analytics_reach_days WHERE ${range} GROUP BY 1)
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, s.signups, s.verified, a.active
    FROM (SELECT DISTINCT ${bucketOf(period, 'g')} AS bucket
      FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g) b
    LEFT JOIN s ON s.bucket = b.bucket LEFT JOIN a ON a.bucket = b.bucket ORDER BY b.bucket`);
  return result.rows.map((row) => ({
    bucket: row.bucket as string,
    signups: num(row.signups),
    verified: num(row.verified),
    active: num(row.active),
  }));
}

/** Members per tier now: the job's latest count (tier days). */
export async function countTiers(db: Executor) {
  const result = await db.execute(sql`SELECT tier, members FROM analytics_tier_days
    WHERE day = (SELECT max(day) FROM analytics_tier_days) ORDER BY tier`);
  return result.rows.map((row) => ({ tier: row.tier as string, members: num(row.members) }));
}

/** Tier changes between two UTC days (inclusive) and in the period before, by from → to, most first. */
export async function countTierMovements(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    SELECT from_tier, to_tier,
      count(*) FILTER (WHERE changed_at >= ${period.from}::date AND changed_at < ${period.to}::date + 1) AS current,
      count(*) FILTER (WHERE changed_at < ${period.from}::date) AS previous
    FROM member_tier_changes
    WHERE changed_at >= ${period.previousFrom}::date AND changed_at < ${period.to}::date + 1
    GROUP BY from_tier, to_tier ORDER BY current DESC, previous DESC, from_tier, to_tier`);
  return result.rows.map((row) => ({
    from: row.from_tier as string,
    to: row.to_tier as string,
    current: num(row.current),
    previous: num(row.previous),
  }));
}

/** Weekly sign-up cohorts from `firstWeek` to `lastWeek` (Mondays): sizes and active members per week offset. */
export async function retentionCells(db: Executor, firstWeek: string, lastWeek: string) {
  const sizes = await db.execute(sql`
    SELECT to_char(date_trunc('week', day)::date, 'YYYY-MM-DD') AS week, sum(signups) AS size
    FROM analytics_signup_method_days WHERE day BETWEEN ${firstWeek}::date AND ${lastWeek}::date + 6 GROUP BY 1`);
  const cells = await db.execute(sql`
    SELECT to_char(cohort_week, 'YYYY-MM-DD') AS week, (active_week - cohort_week) / 7 AS week_offset, active
    FROM analytics_retention_weeks WHERE cohort_week BETWEEN ${firstWeek}::date AND ${lastWeek}::date`);
  return {
    sizes: new Map(sizes.rows.map((row) => [row.week as string, num(row.size)])),
    cells: cells.rows.map((row) => ({
      week: row.week as string,
      offset: num(row.week_offset),
      active: num(row.active),
    })),
  };
}
