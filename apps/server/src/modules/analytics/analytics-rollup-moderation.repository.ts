import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { collectDirty, dayOf, inDays } from './analytics-rollup.repository.js';

/**
 * Moderation: samples the review queue (its size today; each pending item's queue entry), then records the
 * decisions made since the watermark, each with the seconds since its item's latest queue entry that no
 * earlier decision on the item followed. Answers how many decisions it recorded.
 */
export async function rollUpModeration(tx: Executor, since: Date): Promise<number> {
  await tx.execute(sql`INSERT INTO analytics_moderation_waits (activity_id, queued_at)
    SELECT id, updated_at FROM activities WHERE status = 'PENDING_REVIEW' ON CONFLICT DO NOTHING`);
  await tx.execute(sql`INSERT INTO analytics_queue_days (day, queue_size)
    SELECT ${dayOf('now()')}, count(*) FROM activities WHERE status = 'PENDING_REVIEW'
    ON CONFLICT (day) DO UPDATE SET queue_size = excluded.queue_size`);
  const result = await tx.execute(sql`
    INSERT INTO analytics_decisions (decision_id, day, admin_id, decision, wait_seconds)
    SELECT d.id, ${dayOf('d.created_at')}, d.admin_id, d.decision,
      extract(epoch FROM d.created_at - (SELECT max(w.queued_at) FROM analytics_moderation_waits w
        WHERE w.activity_id = d.activity_id AND w.queued_at <= d.created_at
          AND NOT EXISTS (SELECT 1 FROM moderation_decisions p WHERE p.activity_id = d.activity_id
            AND p.created_at > w.queued_at AND p.created_at < d.created_at)))
    FROM moderation_decisions d WHERE d.created_at >= ${since.toISOString()}::timestamptz
    ON CONFLICT (decision_id) DO UPDATE SET admin_id = excluded.admin_id, wait_seconds = excluded.wait_seconds`);
  return result.rowCount ?? 0;
}

/** Report days: members' reports by the day received, reason and resolution; a resolution dirties its day. */
export async function rebuildReportDays(tx: Executor, since: Date): Promise<number> {
  const at = since.toISOString();
  const days = await collectDirty(
    tx,
    sql`SELECT ${dayOf('created_at')} FROM activity_reports WHERE created_at >= ${at}::timestamptz
      UNION SELECT ${dayOf('created_at')} FROM activity_reports WHERE resolved_at >= ${at}::timestamptz`,
  );
  if (days === 0) return 0;
  await tx.execute(sql`DELETE FROM analytics_report_days r USING dirty d WHERE r.day = d.day`);
  await tx.execute(sql`
    INSERT INTO analytics_report_days (day, reason, resolution, reports)
    SELECT ${dayOf('created_at')}, reason, coalesce(resolution, ''), count(*)
    FROM activity_reports WHERE ${inDays('created_at')} GROUP BY 1, 2, 3`);
  return days;
}
