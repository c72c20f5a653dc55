import type { GeographicReport } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { num } from './analytics-figures.js';
import type { ReportPeriod } from './analytics-period.js';
import { reachSince } from './analytics-users.repository.js';

// Unknown countries are '' inside the query (sign-up days store them so) and null in the answer.
/** Per country (null: unknown): members up to the end, new members, active members now and before, seconds, points. */
export async function countryRows(db: Executor, period: ReportPeriod): Promise<GeographicReport['rows']> {
  const result = await db.execute(sql`
    WITH signups AS (
      SELECT country, sum(signups) AS members,
        sum(signups) FILTER (WHERE day >= ${period.from}::date) AS new_members
      FROM analytics_signup_days WHERE day <= ${period.to}::date GROUP BY 1
    ), activity AS (
      SELECT country, sum(${reachSince(sql`${period.from}::date`)}) FILTER (WHERE day >= ${period.from}::date) AS active,
        sum(${reachSince(sql`${period.previousFrom}::date`)}) FILTER (WHERE day <= ${period.previousTo}::date)
          AS active_previous,
        sum(watch_seconds) FILTER (WHERE day >= ${period.from}::date) AS seconds,
        sum(points_earned) FILTER (WHERE day >= ${period.from}::date) AS points
      FROM analytics_country_reach_days WHERE day BETWEEN ${period.previousFrom}::date AND ${period.to}::date
      GROUP BY 1
    )
    SELECT nullif(coalesce(s.country, a.country), '') AS country, s.members, s.new_members, a.active, a.active_previous,
      a.seconds, a.points
    FROM signups s FULL JOIN activity a ON a.country = s.country
    ORDER BY a.active DESC NULLS LAST, s.members DESC NULLS LAST, 1`);
  return result.rows.map((row) => ({
    country: (row.country as string | null) ?? null,
    members: num(row.members),
    newMembers: num(row.new_members),
    active: num(row.active),
    activePrevious: num(row.active_previous),
    watchSeconds: Math.round(num(row.seconds)),
    pointsEarned: num(row.points),
  }));
}
