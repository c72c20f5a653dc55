import { RETENTION_WEEKS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ReportPeriod } from './analytics-period.js';

const num = (value: unknown) => Number(value ?? 0);
/** date_trunc to the period's granularity (an enum, never input text). */
export const bucketOf = (period: ReportPeriod, column: string) =>
  sql.raw(`date_trunc('${period.granularity}', ${column})::date`);

/** Sign-ups and verified sign-ups between two days. */
export async function sumSignups(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT sum(signups) AS signups, sum(verified) AS verified
    FROM analytics_signup_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  return { signups: num(result.rows[0]?.signups), verified: num(result.rows[0]?.verified) };
}

/** Distinct active members between two days, and member-days (their sum over days). */
export async function countActive(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT count(DISTINCT user_id) AS members, count(*) AS member_days
    FROM analytics_member_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  return { members: num(result.rows[0]?.members), memberDays: num(result.rows[0]?.member_days) };
}

/** Sign-ups by source in the period and the previous one; referred sign-ups count as REFERRAL. */
export async function signupsBySource(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    SELECT CASE WHEN referred THEN 'REFERRAL' ELSE method END AS source,
      sum(signups) FILTER (WHERE day >= ${period.from}::date) AS current,
      sum(signups) FILTER (WHERE day <= ${period.previousTo}::date) AS previous
    FROM analytics_signup_days WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date
    GROUP BY 1 ORDER BY 1`);
  return result.rows.map((row) => ({
    source: row.source as string,
    current: num(row.current),
    previous: num(row.previous),
  }));
}

/** Per bucket: sign-ups, verified, and distinct active members. */
export async function usersSeries(db: Executor, period: ReportPeriod) {
  const range = sql`day BETWEEN ${period.from}::date AND ${period.to}::date`;
  const result = await db.execute(sql`
    WITH s AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(signups) AS signups, sum(verified) AS verified
        FROM analytics_signup_days WHERE ${range} GROUP BY 1),
      a AS (SELECT ${bucketOf(period, 'day')} AS bucket, count(DISTINCT user_id) AS active
        FROM analytics_member_days WHERE ${range} GROUP BY 1)
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

/** Members per tier now: a live count (tiers change in place; there is no history of them yet). */
export async function countTiers(db: Executor) {
  const result = await db.execute(
    sql`SELECT tier, count(*) AS members FROM users GROUP BY tier ORDER BY tier`,
  );
  return result.rows.map((row) => ({ tier: row.tier as string, members: num(row.members) }));
}

/** Weekly sign-up cohorts from `firstWeek` to `lastWeek` (Mondays): sizes and active members per week offset. */
export async function retentionCells(db: Executor, firstWeek: string, lastWeek: string) {
  const sizes = await db.execute(sql`
    SELECT to_char(date_trunc('week', day)::date, 'YYYY-MM-DD') AS week, sum(signups) AS size
    FROM analytics_signup_days WHERE day BETWEEN ${firstWeek}::date AND ${lastWeek}::date + 6 GROUP BY 1`);
  const cells = await db.execute(sql`
    SELECT to_char(date_trunc('week', signup_day)::date, 'YYYY-MM-DD') AS week,
      (day - date_trunc('week', signup_day)::date) / 7 AS week_offset, count(DISTINCT user_id) AS active
    FROM analytics_member_days
    WHERE signup_day BETWEEN ${firstWeek}::date AND ${lastWeek}::date + 6
      AND day BETWEEN ${firstWeek}::date AND ${lastWeek}::date + ${7 * (RETENTION_WEEKS + 1) - 1}::int
      AND day < date_trunc('week', signup_day)::date + ${7 * (RETENTION_WEEKS + 1)}::int
    GROUP BY 1, 2`);
  return {
    sizes: new Map(sizes.rows.map((row) => [row.week as string, num(row.size)])),
    cells: cells.rows.map((row) => ({
      week: row.week as string,
      offset: num(row.week_offset),
      active: num(row.active),
    })),
  };
}
