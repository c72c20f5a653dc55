import { GAME_PASS_SCORE_PERCENT, RETENTION_MARKS } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { creatorRollupState } from './creator-stats.schema.js';

const STATE_ID = 1;

/** One run at a time (a second waits, then finds little left); answers the transaction's clock. */
export async function lockRollupAndReadClock(tx: Executor): Promise<Date> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('creator-stats:rollup'))`);
  const result = await tx.execute(sql`SELECT now() AS now`);
  return new Date(result.rows[0]?.now as string);
}

/**
 * Like lockRollupAndReadClock, without waiting: null when another run holds the lock (a screen's read then
 * uses the rollups as they are; that run finishes in moments).
 */
export async function tryLockRollupAndReadClock(tx: Executor): Promise<Date | null> {
  const result = await tx.execute(
    sql`SELECT pg_try_advisory_xact_lock(hashtext('creator-stats:rollup')) AS locked, now() AS now`,
  );
  const row = result.rows[0];
  return row?.locked ? new Date(row.now as string) : null;
}

/** The watermark of the last run; null before the first. */
export async function readWatermark(tx: Executor): Promise<Date | null> {
  const [row] = await tx.select().from(creatorRollupState).where(eq(creatorRollupState.id, STATE_ID));
  return row?.rolledUntil ?? null;
}

/** Moves the watermark to where this run started reading. */
export async function saveWatermark(tx: Executor, rolledUntil: Date): Promise<void> {
  await tx
    .insert(creatorRollupState)
    .values({ id: STATE_ID, rolledUntil, lastRunAt: new Date() })
    .onConflictDoUpdate({ target: creatorRollupState.id, set: { rolledUntil, lastRunAt: new Date() } });
}

const dayOf = (column: string) => sql.raw(`((${column}) AT TIME ZONE 'UTC')::date`);

/**
 * Fills the transaction's temporary table `creator_rollup_dirty` with every (content, UTC day) whose raw
 * data changed at or after `since`: watch sessions, counted views, quiz attempts, game rounds and creator
 * share postings. Only content with a creator is rolled up.
 */
export async function collectDirtyDays(tx: Executor, since: Date): Promise<number> {
  await tx.execute(sql`CREATE TEMP TABLE creator_rollup_dirty (activity_id uuid, day date,
    PRIMARY KEY (activity_id, day)) ON COMMIT DROP`);
  const result = await tx.execute(sql`
    INSERT INTO creator_rollup_dirty
    SELECT DISTINCT changed.activity_id, changed.day FROM (
      SELECT activity_id, ${dayOf('started_at')} AS day FROM watch_sessions
        WHERE coalesce(last_heartbeat_at, started_at) >= ${since} OR started_at >= ${since}
      UNION SELECT activity_id, ${dayOf('created_at')} FROM activity_views WHERE created_at >= ${since}
      UNION SELECT activity_id, ${dayOf('started_at')} FROM quiz_attempts
        WHERE started_at >= ${since} OR finished_at >= ${since}
      UNION SELECT activity_id, ${dayOf('started_at')} FROM game_rounds
        WHERE started_at >= ${since} OR submitted_at >= ${since}
      UNION SELECT activity_id, ${dayOf('created_at')} FROM points_creator_accruals
        WHERE created_at >= ${since}
    ) changed JOIN activities a ON a.id = changed.activity_id AND a.creator_id IS NOT NULL`);
  return result.rowCount ?? 0;
}

/** Removes the rollup rows of the dirty days, so they are rebuilt whole (a re-run writes the same). */
export async function clearDirtyDays(tx: Executor): Promise<void> {
  await tx.execute(sql`DELETE FROM creator_viewer_days v USING creator_rollup_dirty d
    WHERE v.activity_id = d.activity_id AND v.day = d.day`);
  await tx.execute(sql`DELETE FROM creator_daily_stats s USING creator_rollup_dirty d
    WHERE s.activity_id = d.activity_id AND s.day = d.day`);
}

/**
 * One row per viewer with credited time on a dirty day (sessions count on the day they started): their
 * seconds and the 5% marks they reached. Mark k (bit k, k / 20 × duration) is reached when a watched section
 * enters the 5% step that ends at it (start ≤ mark, end > the previous mark): the last heartbeat of a viewer
 * who watched to the end lands a little before the stored duration, and a point rule left them at 90%.
 */
export async function insertViewerDays(tx: Executor): Promise<void> {
  await tx.execute(sql`
    WITH sessions AS (
      SELECT ws.activity_id, d.day, ws.user_id, ws.credited_seconds, ws.sections
      FROM watch_sessions ws JOIN creator_rollup_dirty d
        ON d.activity_id = ws.activity_id AND d.day = ${dayOf('ws.started_at')}
    ), viewers AS (
      SELECT activity_id, day, user_id, sum(credited_seconds) AS seconds FROM sessions
      GROUP BY activity_id, day, user_id HAVING sum(credited_seconds) > 0
    ), marks AS (
      SELECT s.activity_id, s.day, s.user_id, bit_or(1 << k) AS coverage
      FROM sessions s JOIN activities a ON a.id = s.activity_id AND a.duration_seconds > 0
      CROSS JOIN LATERAL jsonb_array_elements(s.sections) section
      CROSS JOIN generate_series(0, ${RETENTION_MARKS - 1}) k
      WHERE (section->>0)::float8 <= a.duration_seconds::float8 * k / ${RETENTION_MARKS - 1}
        AND (section->>1)::float8 > a.duration_seconds::float8 * (k - 1) / ${RETENTION_MARKS - 1}
      GROUP BY s.activity_id, s.day, s.user_id
    )
    INSERT INTO creator_viewer_days (activity_id, creator_id, day, user_id, watch_seconds, coverage)
    SELECT v.activity_id, a.creator_id, v.day, v.user_id, v.seconds, coalesce(m.coverage, 0)
    FROM viewers v JOIN activities a ON a.id = v.activity_id
    LEFT JOIN marks m ON m.activity_id = v.activity_id AND m.day = v.day AND m.user_id = v.user_id`);
}

/** The latest sign-in IP of each viewer of a dirty day, for the country lookup. */
export async function selectViewerIps(tx: Executor): Promise<{ userId: string; ip: string }[]> {
  const result = await tx.execute(sql`
    SELECT DISTINCT ON (v.user_id) v.user_id, s.ip
    FROM creator_viewer_days v JOIN creator_rollup_dirty d ON d.activity_id = v.activity_id AND d.day = v.day
    JOIN member_sessions s ON s.user_id = v.user_id
    ORDER BY v.user_id, s.created_at DESC`);
  return result.rows.map((row) => ({ userId: row.user_id as string, ip: row.ip as string }));
}

/** Sets the country of the dirty days' rows of these viewers. */
export async function updateViewerCountry(tx: Executor, country: string, userIds: string[]) {
  await tx.execute(sql`
    UPDATE creator_viewer_days v SET country = ${country} FROM creator_rollup_dirty d
    WHERE d.activity_id = v.activity_id AND d.day = v.day
      AND v.user_id = ANY(${`{${userIds.join(',')}}`}::uuid[])`);
}

/**
 * The daily row of every dirty day: counted views, viewers and seconds (from the viewer rows), the
 * quiz or game funnel (attempts started that day → finished → passed) and the creator's shares, per award
 * from the settled accruals (decision 046: a settled share's posting covers a batch, not one activity).
 */
export async function insertDailyStats(tx: Executor): Promise<void> {
  await tx.execute(sql`
    INSERT INTO creator_daily_stats (activity_id, creator_id, day, views, viewers, watch_seconds,
      funnel_started, funnel_completed, funnel_passed, earned_points)
    SELECT d.activity_id, a.creator_id, d.day,
      (SELECT count(*) FROM activity_views av
        WHERE av.activity_id = d.activity_id AND ${dayOf('av.created_at')} = d.day),
      (SELECT count(*) FROM creator_viewer_days v WHERE v.activity_id = d.activity_id AND v.day = d.day),
      (SELECT coalesce(sum(v.watch_seconds), 0) FROM creator_viewer_days v
        WHERE v.activity_id = d.activity_id AND v.day = d.day),
      coalesce(q.started, g.started, 0), coalesce(q.completed, g.completed, 0),
      coalesce(q.passed, g.passed, 0),
      (SELECT coalesce(sum(c.share), 0) FROM points_creator_accruals c
        WHERE c.creator_id = a.creator_id AND c.activity_id = d.activity_id AND c.posting_id IS NOT NULL
          AND ${dayOf('c.created_at')} = d.day)
    FROM creator_rollup_dirty d JOIN activities a ON a.id = d.activity_id
    LEFT JOIN LATERAL (
      SELECT count(*) AS started, count(*) FILTER (WHERE finished_at IS NOT NULL) AS completed,
        count(*) FILTER (WHERE passed) AS passed
      FROM quiz_attempts qa WHERE qa.activity_id = d.activity_id AND ${dayOf('qa.started_at')} = d.day
      HAVING count(*) > 0
    ) q ON true
    LEFT JOIN LATERAL (
      SELECT count(*) AS started, count(*) FILTER (WHERE submitted_at IS NOT NULL) AS completed,
        count(*) FILTER (WHERE outcome = 'SOLVED'
          AND score * 100 >= max_score * ${GAME_PASS_SCORE_PERCENT}) AS passed
      FROM game_rounds gr WHERE gr.activity_id = d.activity_id AND ${dayOf('gr.started_at')} = d.day
      HAVING count(*) > 0
    ) g ON true`);
}
