import { TOP_CREATORS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { comparedRows, num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';
import { bucketOf, reachInBucket, reachSince } from './analytics-users.repository.js';

/** A timestamp column within two UTC days, both included. */
const within = (column: string, from: string, to: string) =>
  sql`${sql.raw(column)} >= ${from}::timestamp AT TIME ZONE 'UTC'
    AND ${sql.raw(column)} < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;
/** Creators' days between two days (creator days: the content days of their content, per creator). */
const creatorDays = (from: string, to: string) => sql`analytics_creator_days c
  WHERE c.day BETWEEN ${from}::date AND ${to}::date`;

/** Applications (and approved ones), active creators, watch time, new followers and uploads between two days. */
export async function creatorTotals(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT
      (SELECT count(*) FROM creator_applications WHERE ${within('created_at', from, to)}) AS applications,
      (SELECT count(*) FROM creator_applications WHERE ${within('created_at', from, to)}
        AND status = 'APPROVED') AS approved,
      (SELECT sum(${reachSince(sql`${from}::date`)}) FROM analytics_creator_reach_days
        WHERE day BETWEEN ${from}::date AND ${to}::date) AS active,
      (SELECT sum(watch_seconds) FROM analytics_creator_reach_days
        WHERE day BETWEEN ${from}::date AND ${to}::date) AS seconds,
      (SELECT count(*) FROM creator_follows WHERE ${within('created_at', from, to)}) AS followers,
      (SELECT count(*) FROM activities WHERE creator_id IS NOT NULL AND ${within('created_at', from, to)}) AS uploads`);
  const row = result.rows[0] ?? {};
  return {
    applications: num(row.applications),
    approved: num(row.approved),
    activeCreators: num(row.active),
    watchSeconds: Math.round(num(row.seconds)),
    newFollowers: num(row.followers),
    uploads: num(row.uploads),
  };
}

/** Applications submitted in the period and the previous one, by their status now. */
export async function applicationsByStatus(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    SELECT status, count(*) FILTER (WHERE created_at >= ${period.from}::timestamp AT TIME ZONE 'UTC') AS current,
      count(*) FILTER (WHERE created_at < ${period.from}::timestamp AT TIME ZONE 'UTC') AS previous
    FROM creator_applications WHERE ${within('created_at', period.previousFrom, period.to)}
    GROUP BY 1 ORDER BY 1`);
  return comparedRows(result.rows, 'status');
}

/** Per bucket: applications submitted, active creators and watch time on creators' content. */
export async function creatorSeries(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    WITH p AS (SELECT ${bucketOf(period, "(created_at AT TIME ZONE 'UTC')")} AS bucket, count(*) AS applications
        FROM creator_applications WHERE ${within('created_at', period.from, period.to)} GROUP BY 1),
      c AS (SELECT ${bucketOf(period, 'day')} AS bucket, sum(watch_seconds) AS seconds,
          sum(${reachInBucket(period)}) AS active
        FROM analytics_creator_reach_days WHERE day BETWEEN ${period.from}::date AND ${period.to}::date GROUP BY 1)
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, p.applications, c.active, c.seconds
    FROM (SELECT DISTINCT ${bucketOf(period, 'g')} AS bucket
      FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g) b
    LEFT JOIN p ON p.bucket = b.bucket LEFT JOIN c ON c.bucket = b.bucket ORDER BY b.bucket`);
  return result.rows.map((row) => ({
    bucket: row.bucket as string,
    applications: num(row.applications),
    activeCreators: num(row.active),
    watchSeconds: Math.round(num(row.seconds)),
  }));
}

/** The top creators by watch time in the range, each with followers, points credited and uploads (live, per creator). */
export async function topCreators(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    WITH top AS (SELECT c.creator_id, sum(c.watch_seconds) AS seconds, sum(c.views) AS views
      FROM ${creatorDays(from, to)} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_CREATORS})
    SELECT t.creator_id, coalesce(p.display_name, u.display_name) AS name, t.seconds, t.views,
      (SELECT count(*) FROM creator_follows f WHERE f.creator_id = t.creator_id) AS followers,
      (SELECT count(*) FROM creator_follows f WHERE f.creator_id = t.creator_id
        AND ${within('f.created_at', from, to)}) AS new_followers,
      (SELECT sum(e.amount) FROM points_entries e WHERE e.account_id = t.creator_id AND e.amount > 0
        AND ${within('e.created_at', from, to)}) AS points,
      (SELECT count(*) FROM activities x WHERE x.creator_id = t.creator_id
        AND ${within('x.created_at', from, to)}) AS uploads
    FROM top t JOIN users u ON u.id = t.creator_id LEFT JOIN creator_profiles p ON p.user_id = t.creator_id
    ORDER BY t.seconds DESC, t.creator_id`);
  return result.rows.map((row) => ({
    creatorId: row.creator_id as string,
    name: (row.name as string | null) ?? null,
    watchSeconds: Math.round(num(row.seconds)),
    views: num(row.views),
    followers: num(row.followers),
    newFollowers: num(row.new_followers),
    pointsEarned: num(row.points),
    uploads: num(row.uploads),
  }));
}
