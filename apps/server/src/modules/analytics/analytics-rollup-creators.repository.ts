import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { GAP_CAP, reachArrays } from './analytics-rollup-reach.repository.js';

/**
 * Each active creator day from `first` on with its gap (days since the creator's previous active day, capped),
 * as member days have theirs: the previous day before `first` is one probe of (creator_id, day) per creator.
 */
const creatorGapsFrom = (first: string) => sql`SELECT r.day, '' AS country, r.watch_seconds,
    0::bigint AS points_earned,
    least(${GAP_CAP}::int, r.day - coalesce(lag(r.day) OVER (PARTITION BY r.creator_id ORDER BY r.day),
      (SELECT p.day FROM analytics_creator_days p WHERE p.creator_id = r.creator_id AND p.active
        AND p.day < ${first}::date AND p.day >= ${first}::date - ${GAP_CAP}::int ORDER BY p.day DESC LIMIT 1),
      ${first}::date - ${GAP_CAP}::int)) AS gap
  FROM analytics_creator_days r WHERE r.day >= ${first}::date AND r.active`;

/**
 * Rewrites the creator reach days from the first day in the transaction's `dirty` table (filled by
 * rebuildContentDays) on: distinct active creators of any range, and creators' watch seconds, per day.
 */
export async function rebuildCreatorReach(tx: Executor): Promise<void> {
  const result = await tx.execute(sql`SELECT to_char(min(day), 'YYYY-MM-DD') AS first FROM dirty`);
  const first = result.rows[0]?.first as string | null;
  if (!first) return;
  await tx.execute(sql`DELETE FROM analytics_creator_reach_days WHERE day >= ${first}::date`);
  await tx.execute(sql`${reachArrays(creatorGapsFrom(first))}
    INSERT INTO analytics_creator_reach_days (day, reach, watch_seconds)
    SELECT a.day, a.reach, s.seconds FROM arrays a JOIN sums s USING (day, country)`);
}
