import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { comparedRows, num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';
import { bucketOf } from './analytics-users.repository.js';

const maybe = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Decisions, reports received, and the median and 90th percentile time to decision between two days. */
export async function moderationTotals(db: Executor, from: string, to: string) {
  const range = sql`day BETWEEN ${from}::date AND ${to}::date`;
  const result = await db.execute(sql`SELECT
      (SELECT count(*) FROM analytics_decisions WHERE ${range}) AS decisions,
      (SELECT sum(reports) FROM analytics_report_days WHERE ${range}) AS reports,
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY wait_seconds) FROM analytics_decisions
        WHERE ${range}) AS median,
      (SELECT percentile_cont(0.9) WITHIN GROUP (ORDER BY wait_seconds) FROM analytics_decisions
        WHERE ${range}) AS p90`);
  const row = result.rows[0] ?? {};
  return {
    decisions: num(row.decisions),
    reportsReceived: num(row.reports),
    median: maybe(row.median),
    p90: maybe(row.p90),
  };
}

/** Per bucket: the queue's last sampled size, decisions and reports received. */
export async function moderationSeries(db: Executor, period: ReportPeriod) {
  const range = sql`day BETWEEN ${period.from}::date AND ${period.to}::date`;
  const result = await db.execute(sql`
    WITH q AS (SELECT DISTINCT ON (1) ${bucketOf(period, 'day')} AS bucket, queue_size FROM analytics_queue_days
        WHERE ${range} ORDER BY 1, day DESC),
      d AS (SELECT ${bucketOf(period, 'day')} AS bucket, count(*) AS decisions FROM analytics_decisions
        WHERE ${range} GROUP BY 1),
      r AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(reports) AS reports FROM analytics_report_days
        WHERE ${range} GROUP BY 1)
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, q.queue_size, d.decisions, r.reports
    FROM (SELECT DISTINCT ${bucketOf(period, 'g')} AS bucket
      FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g) b
    LEFT JOIN q ON q.bucket = b.bucket LEFT JOIN d ON d.bucket = b.bucket LEFT JOIN r ON r.bucket = b.bucket
    ORDER BY b.bucket`);
  return result.rows.map((row) => ({
    bucket: row.bucket as string,
    queueSize: maybe(row.queue_size),
    decisions: num(row.decisions),
    reportsReceived: num(row.reports),
  }));
}

/** Decisions per moderator in the range (most first), with the moderator's name now and median time. */
export async function decisionsByModerator(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    SELECT d.admin_id, a.name, count(*) AS decisions,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY d.wait_seconds) AS median
    FROM analytics_decisions d LEFT JOIN admin_users a ON a.id = d.admin_id
    WHERE d.day BETWEEN ${from}::date AND ${to}::date
    GROUP BY d.admin_id, a.name ORDER BY decisions DESC, a.name`);
  return result.rows.map((row) => ({
    adminId: (row.admin_id as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    decisions: num(row.decisions),
    medianDecisionSeconds: maybe(row.median),
  }));
}

/** Decisions by outcome in the period and the previous one. */
export async function decisionOutcomes(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    SELECT decision, count(*) FILTER (WHERE day >= ${period.from}::date) AS current,
      count(*) FILTER (WHERE day <= ${period.previousTo}::date) AS previous
    FROM analytics_decisions WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date
    GROUP BY 1 ORDER BY 1`);
  return comparedRows(result.rows, 'decision');
}

/** Reports received in the period and the previous one, by reason and resolution (null: open). */
export async function reportOutcomes(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    SELECT reason, nullif(resolution, '') AS resolution,
      sum(reports) FILTER (WHERE day >= ${period.from}::date) AS current,
      sum(reports) FILTER (WHERE day <= ${period.previousTo}::date) AS previous
    FROM analytics_report_days WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date
    GROUP BY 1, 2 ORDER BY 1, 2 NULLS FIRST`);
  return result.rows.map((row) => ({
    reason: row.reason as string,
    resolution: (row.resolution as string | null) ?? null,
    current: num(row.current),
    previous: num(row.previous),
  }));
}
