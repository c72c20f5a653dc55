import { ANALYTICS_MAX_RANGE_DAYS, RETENTION_WEEKS } from '@streamit/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** Gaps are capped here: no range a report reads is longer, so a longer gap counts the same (decision 056). */
export const GAP_CAP = ANALYTICS_MAX_RANGE_DAYS;
const RETENTION_DAYS = 7 * (RETENTION_WEEKS + 1);

/**
 * Each member-day from `first` on with its gap: days since the member's previous active day (in the same
 * country when `byCountry`), capped at GAP_CAP. The previous day before `first` is looked up once per member
 * (index on user_id, day), so an incremental run reads only the member days it rebuilds.
 */
function gapsFrom(first: string, byCountry: boolean): SQL {
  const country = byCountry ? sql.raw(`coalesce(r.country, '')`) : sql.raw(`''`);
  const partition = byCountry ? sql.raw("r.user_id, coalesce(r.country, '')") : sql.raw('r.user_id');
  const sameCountry = byCountry ? sql`AND coalesce(p.country, '') = coalesce(r.country, '')` : sql``;
  return sql`SELECT r.day, ${country} AS country, r.watch_seconds, r.points_earned,
      least(${GAP_CAP}::int, r.day - coalesce(lag(r.day) OVER (PARTITION BY ${partition} ORDER BY r.day),
        (SELECT p.day FROM analytics_member_days p WHERE p.user_id = r.user_id ${sameCountry}
          AND p.day < ${first}::date AND p.day >= ${first}::date - ${GAP_CAP}::int ORDER BY p.day DESC LIMIT 1),
        ${first}::date - ${GAP_CAP}::int)) AS gap
    FROM analytics_member_days r WHERE r.day >= ${first}::date`;
}

/**
 * Per day and country, the reach array: `reach[i]` = member-days whose gap is at least i, for i from 1 to the
 * largest gap (a gap's count repeated over the indexes down to the next smaller gap).
 */
export function reachArrays(gaps: SQL): SQL {
  return sql`WITH gaps AS (${gaps}),
    hist AS (SELECT day, country, gap, count(*) AS n FROM gaps GROUP BY 1, 2, 3),
    cum AS (SELECT day, country, gap, sum(n) OVER (PARTITION BY day, country ORDER BY gap DESC) AS at_least,
        lag(gap) OVER (PARTITION BY day, country ORDER BY gap) AS below FROM hist),
    dense AS (SELECT day, country, at_least, generate_series(coalesce(below, 0) + 1, gap) AS i FROM cum),
    arrays AS (SELECT day, country, array_agg(at_least::int ORDER BY i) AS reach FROM dense GROUP BY 1, 2),
    sums AS (SELECT day, country, sum(watch_seconds) AS seconds, sum(points_earned) AS points FROM gaps
      GROUP BY 1, 2)`;
}

/**
 * Rewrites the reach days, country reach days and retention weeks from the first day in the transaction's
 * `dirty` table (filled by rebuildMemberDays) to the last member day: a changed day moves the gaps of later days.
 */
export async function rebuildMemberReach(tx: Executor): Promise<void> {
  const result = await tx.execute(sql`SELECT to_char(min(day), 'YYYY-MM-DD') AS first FROM dirty`);
  const first = result.rows[0]?.first as string | null;
  if (!first) return;
  await tx.execute(sql`DELETE FROM analytics_reach_days WHERE day >= ${first}::date`);
  await tx.execute(sql`DELETE FROM analytics_country_reach_days WHERE day >= ${first}::date`);
  await tx.execute(sql`${reachArrays(gapsFrom(first, false))}
    INSERT INTO analytics_reach_days (day, reach) SELECT day, reach FROM arrays`);
  await tx.execute(sql`${reachArrays(gapsFrom(first, true))}
    INSERT INTO analytics_country_reach_days (day, country, reach, watch_seconds, points_earned)
    SELECT a.day, a.country, a.reach, s.seconds, s.points FROM arrays a JOIN sums s USING (day, country)`);
  await rebuildRetentionWeeks(tx, first);
}

/** The retention cells of every active week from the one holding `first` on. */
async function rebuildRetentionWeeks(tx: Executor, first: string): Promise<void> {
  const week = sql`date_trunc('week', ${first}::date)::date`;
  await tx.execute(sql`DELETE FROM analytics_retention_weeks WHERE active_week >= ${week}`);
  await tx.execute(sql`
    INSERT INTO analytics_retention_weeks (cohort_week, active_week, active)
    SELECT date_trunc('week', signup_day)::date, date_trunc('week', day)::date, count(DISTINCT user_id)
    FROM analytics_member_days
    WHERE day >= ${week} AND day >= date_trunc('week', signup_day)::date
      AND day < date_trunc('week', signup_day)::date + ${RETENTION_DAYS}::int
    GROUP BY 1, 2`);
}
