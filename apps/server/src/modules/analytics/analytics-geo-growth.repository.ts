import { GROWTH_SERIES_COUNTRIES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';
import { bucketOf, reachInBucket, reachSince } from './analytics-users.repository.js';

// Unknown countries are '' inside the queries (sign-up days store them so) and null in the answer.
/** Per country: sign-ups and distinct active members in both periods, fastest-growing first. */
export async function countryGrowth(db: Executor, period: ReportPeriod) {
  const result = await db.execute(sql`
    WITH s AS (
      SELECT country, sum(signups) FILTER (WHERE day >= ${period.from}::date) AS cur,
        sum(signups) FILTER (WHERE day <= ${period.previousTo}::date) AS prev
      FROM analytics_signup_days WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date GROUP BY 1
    ), a AS (
      SELECT country, sum(${reachSince(sql`${period.from}::date`)}) FILTER (WHERE day >= ${period.from}::date) AS cur,
        sum(${reachSince(sql`${period.previousFrom}::date`)}) FILTER (WHERE day <= ${period.previousTo}::date) AS prev
      FROM analytics_country_reach_days WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date
      GROUP BY 1
    )
    SELECT nullif(coalesce(s.country, a.country), '') AS country, s.cur AS s_cur, s.prev AS s_prev,
      a.cur AS a_cur, a.prev AS a_prev
    FROM s FULL JOIN a ON a.country = s.country
    ORDER BY coalesce(s.cur, 0) - coalesce(s.prev, 0) DESC, coalesce(a.cur, 0) - coalesce(a.prev, 0) DESC, 1`);
  return result.rows.map((row) => ({
    country: (row.country as string | null) ?? null,
    signups: { current: num(row.s_cur), previous: num(row.s_prev) },
    active: { current: num(row.a_cur), previous: num(row.a_prev) },
  }));
}

/** Per bucket and each of the given countries ('' for unknown): sign-ups and distinct active members. */
export async function countrySeries(db: Executor, period: ReportPeriod, countries: (string | null)[]) {
  const codes = `{${countries
    .slice(0, GROWTH_SERIES_COUNTRIES)
    .map((code) => `"${code ?? ''}"`)
    .join(',')}}`;
  const range = sql`day BETWEEN ${period.from}::date AND ${period.to}::date AND `;
  const result = await db.execute(sql`
    WITH s AS (SELECT ${bucketOf(period, 'day')} AS bucket, country, sum(signups) AS v FROM analytics_signup_days
        WHERE ${range} country = ANY(${codes}::text[]) GROUP BY 1, 2),
      a AS (SELECT ${bucketOf(period, 'day')} AS bucket, country, sum(${reachInBucket(period)}) AS v
        FROM analytics_country_reach_days WHERE ${range} country = ANY(${codes}::text[]) GROUP BY 1, 2)
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, nullif(c.country, '') AS country, s.v AS signups, a.v AS active
    FROM (SELECT DISTINCT ${bucketOf(period, 'g')} AS bucket
      FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') g) b
    CROSS JOIN unnest(${codes}::text[]) WITH ORDINALITY c(country, rank)
    LEFT JOIN s ON s.bucket = b.bucket AND s.country = c.country
    LEFT JOIN a ON a.bucket = b.bucket AND a.country = c.country ORDER BY b.bucket, c.rank`);
  return result.rows.map((row) => ({
    bucket: row.bucket as string,
    country: (row.country as string | null) ?? null,
    signups: num(row.signups),
    active: num(row.active),
  }));
}
