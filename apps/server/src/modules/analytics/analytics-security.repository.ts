import { SECURITY_EVENTS, type SecurityEvent } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';
import { bucketOf } from './analytics-users.repository.js';

const zeroCounts = () =>
  Object.fromEntries(SECURITY_EVENTS.map((event) => [event, 0])) as Record<SecurityEvent, number>;

/** Each security event's count between two days (zero when none). */
export async function securityTotals(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT event, sum(count) AS count FROM analytics_security_days
    WHERE day BETWEEN ${from}::date AND ${to}::date GROUP BY 1`);
  const counts = zeroCounts();
  for (const row of result.rows) counts[row.event as SecurityEvent] = num(row.count);
  return counts;
}

/**
 * Per bucket: each event's count and the members who turned two-factor on. Two-factor is read live from
 * member_two_factor (one row per member; turning it off deletes the row, so there is no history to roll up).
 */
export async function securitySeries(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    WITH e AS (SELECT ${bucketOf(period, 'day')} AS bucket, event, sum(count) AS count FROM analytics_security_days
        WHERE day BETWEEN ${period.from}::date AND ${period.to}::date GROUP BY 1, 2),
      t AS (SELECT ${bucketOf(period, "(enabled_at AT TIME ZONE 'UTC')")} AS bucket, count(*) AS enabled
        FROM member_two_factor WHERE enabled_at >= ${period.from}::timestamp AT TIME ZONE 'UTC'
          AND enabled_at < (${period.to}::date + 1)::timestamp AT TIME ZONE 'UTC' GROUP BY 1)
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, t.enabled,
      coalesce(json_object_agg(e.event, e.count) FILTER (WHERE e.event IS NOT NULL), '{}') AS events
    FROM (SELECT DISTINCT ${bucketOf(period, 'g')} AS bucket
      FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g) b
    LEFT JOIN e ON e.bucket = b.bucket LEFT JOIN t ON t.bucket = b.bucket
    GROUP BY b.bucket, t.enabled ORDER BY b.bucket`);
  return result.rows.map((row) => {
    const counts = zeroCounts();
    for (const [event, count] of Object.entries(row.events as Record<string, unknown>))
      counts[event as SecurityEvent] = num(count);
    return { bucket: row.bucket as string, ...counts, twoFactorEnabled: num(row.enabled) };
  });
}

/** Members with two-factor on at the end of a day, and all members who had joined by then. */
export async function twoFactorAt(db: Executor, day: string) {
  const result = await db.execute(sql`SELECT
      (SELECT count(*) FROM member_two_factor
        WHERE enabled_at < (${day}::date + 1)::timestamp AT TIME ZONE 'UTC') AS enabled,
      (SELECT sum(signups) FROM analytics_signup_days WHERE day <= ${day}::date) AS members`);
  return { enabled: num(result.rows[0]?.enabled), members: num(result.rows[0]?.members) };
}
