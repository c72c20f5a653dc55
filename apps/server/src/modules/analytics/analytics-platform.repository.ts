import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';
import { bucketOf, reachInBucket, reachSince } from './analytics-users.repository.js';

/** The platform's rows per bucket between two days (every bucket, zero when nothing happened). */
export async function platformRows(db: Executor, period: ReportPeriod, from: string, to: string) {
  const range = sql`day BETWEEN ${from}::date AND ${to}::date`;
  const result = await db.execute(sql`
    WITH s AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(signups) AS v FROM analytics_signup_method_days
        WHERE ${range} GROUP BY 1),
      a AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(${reachInBucket({ ...period, from })}) AS v
        FROM analytics_reach_days WHERE ${range} GROUP BY 1),
      w AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(watch_seconds) AS v FROM analytics_content_total_days
        WHERE ${range} GROUP BY 1),
      p AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(credited) AS issued, sum(debited) AS spent
        FROM analytics_points_days WHERE ${range} GROUP BY 1)
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, s.v AS new_members, a.v AS active, w.v AS seconds,
      p.issued, p.spent
    FROM (SELECT DISTINCT ${bucketOf(period, 'g')} AS bucket
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') g) b
    LEFT JOIN s ON s.bucket = b.bucket LEFT JOIN a ON a.bucket = b.bucket LEFT JOIN w ON w.bucket = b.bucket
    LEFT JOIN p ON p.bucket = b.bucket ORDER BY b.bucket`);
  return result.rows.map((row) => ({
    bucket: row.bucket as string,
    newMembers: num(row.new_members),
    activeMembers: num(row.active),
    watchSeconds: Math.round(num(row.seconds)),
    pointsIssued: num(row.issued),
    pointsSpent: num(row.spent),
  }));
}

/** Totals between two days; active members are distinct over the whole range. */
export async function platformTotals(db: Executor, from: string, to: string) {
  const range = sql`day BETWEEN ${from}::date AND ${to}::date`;
  const result = await db.execute(sql`SELECT
      (SELECT sum(signups) FROM analytics_signup_method_days WHERE ${range}) AS new_members,
      (SELECT sum(${reachSince(sql`${from}::date`)}) FROM analytics_reach_days WHERE ${range}) AS active,
      (SELECT sum(watch_seconds) FROM analytics_content_total_days WHERE ${range}) AS seconds,
      (SELECT sum(credited) FROM analytics_points_days WHERE ${range}) AS issued,
      (SELECT sum(debited) FROM analytics_points_days WHERE ${range}) AS spent`);
  const row = result.rows[0] ?? {};
  return {
    newMembers: num(row.new_members),
    activeMembers: num(row.active),
    watchSeconds: Math.round(num(row.seconds)),
    pointsIssued: num(row.issued),
    pointsSpent: num(row.spent),
  };
}
