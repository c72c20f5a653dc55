import { GAME_PASS_SCORE_PERCENT } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rebuildCreatorReach } from './analytics-rollup-creators.repository.js';
import { collectDirty, dayOf, inDays } from './analytics-rollup.repository.js';

/**
 * Content days: per activity and UTC day, counted views (activity_daily_views), watch sessions started and
 * their verified seconds, completions and the points they paid, quiz attempts started and passed, game rounds
 * started and won. Every day from `since` less the session length to today is rebuilt (sessions still earn
 * then, and views are counted during them), with the older days whose completions, attempts or rounds changed;
 * then the same days' platform and creator totals, and the activities' running totals from the first of them on.
 */
export async function rebuildContentDays(tx: Executor, since: Date, sessionHours: number): Promise<number> {
  const at = since.toISOString();
  const sessionsSince = new Date(since.getTime() - sessionHours * 3_600_000).toISOString();
  const days = await collectDirty(
    tx,
    sql`SELECT generate_series(${dayOf(`'${sessionsSince}'::timestamptz`)}, ${dayOf('now()')}, interval '1 day')::date
      UNION SELECT ${dayOf('completed_at')} FROM activity_completions WHERE completed_at >= ${at}::timestamptz
      UNION SELECT ${dayOf('started_at')} FROM quiz_attempts WHERE started_at >= ${sessionsSince}::timestamptz - interval '1 day'
      UNION SELECT ${dayOf('started_at')} FROM game_rounds WHERE started_at >= ${sessionsSince}::timestamptz - interval '1 day'`,
  );
  await tx.execute(sql`DELETE FROM analytics_content_days c USING dirty d WHERE c.day = d.day`);
  await tx.execute(sql`
    WITH parts AS (
      SELECT day, activity_id, views, 0 AS sessions, 0::float8 AS seconds, 0 AS completions, 0::bigint AS points,
        0 AS quizzes, 0 AS passed, 0 AS rounds, 0 AS won
        FROM activity_daily_views WHERE day IN (SELECT day FROM dirty)
      UNION ALL SELECT ${dayOf('started_at')}, activity_id, 0, 1, credited_seconds, 0, 0, 0, 0, 0, 0
        FROM watch_sessions WHERE ${inDays('started_at')}
      UNION ALL SELECT ${dayOf('completed_at')}, activity_id, 0, 0, 0, 1, points, 0, 0, 0, 0
        FROM activity_completions WHERE ${inDays('completed_at')}
      UNION ALL SELECT ${dayOf('started_at')}, activity_id, 0, 0, 0, 0, 0, 1, CASE WHEN passed THEN 1 ELSE 0 END, 0, 0
        FROM quiz_attempts WHERE ${inDays('started_at')}
      UNION ALL SELECT ${dayOf('started_at')}, activity_id, 0, 0, 0, 0, 0, 0, 0, 1,
        CASE WHEN outcome = 'SOLVED' AND score * 100 >= max_score * ${GAME_PASS_SCORE_PERCENT} THEN 1 ELSE 0 END
        FROM game_rounds WHERE ${inDays('started_at')}
    )
    INSERT INTO analytics_content_days (day, activity_id, views, sessions, watch_seconds, completions,
      points_paid, quiz_attempts, quiz_passed, game_rounds, game_won)
    SELECT day, activity_id, sum(views), sum(sessions), sum(seconds), sum(completions), sum(points),
      sum(quizzes), sum(passed), sum(rounds), sum(won)
    FROM parts GROUP BY day, activity_id`);
  await tx.execute(sql`DELETE FROM analytics_content_total_days t USING dirty d WHERE t.day = d.day`);
  await tx.execute(sql`
    INSERT INTO analytics_content_total_days (day, views, sessions, watch_seconds, completions, points_paid)
    SELECT day, sum(views), sum(sessions), sum(watch_seconds), sum(completions), sum(points_paid)
    FROM analytics_content_days WHERE day IN (SELECT day FROM dirty) GROUP BY day`);
  await tx.execute(sql`DELETE FROM analytics_creator_days t USING dirty d WHERE t.day = d.day`);
  await tx.execute(sql`
    INSERT INTO analytics_creator_days (day, creator_id, views, watch_seconds, active)
    SELECT c.day, a.creator_id, sum(c.views), sum(c.watch_seconds), bool_or(c.sessions > 0 OR c.completions > 0)
    FROM analytics_content_days c JOIN activities a ON a.id = c.activity_id AND a.creator_id IS NOT NULL
    WHERE c.day IN (SELECT day FROM dirty) GROUP BY 1, 2`);
  await rebuildCreatorReach(tx);
  await rebuildContentRunningDays(tx);
  return days;
}

const FIGURES = [
  'views',
  'sessions',
  'watch_seconds',
  'completions',
  'points_paid',
  'quiz_attempts',
  'quiz_passed',
  'game_rounds',
  'game_won',
];

/**
 * The running totals from the first dirty day on: each activity's last row before it, plus its content days
 * since, summed in day order (one index probe per row for the base; an increment reads its days only).
 */
async function rebuildContentRunningDays(tx: Executor): Promise<void> {
  const first = sql`(SELECT min(day) FROM dirty)`;
  const running = sql.raw(FIGURES.map((name) => `coalesce(b.${name}, 0) + sum(c.${name}) OVER w`).join(', '));
  await tx.execute(sql`DELETE FROM analytics_content_running_days WHERE day >= ${first}`);
  await tx.execute(sql`
    INSERT INTO analytics_content_running_days (activity_id, day, ${sql.raw(FIGURES.join(', '))})
    SELECT c.activity_id, c.day, ${running}
    FROM analytics_content_days c LEFT JOIN LATERAL (SELECT * FROM analytics_content_running_days r
      WHERE r.activity_id = c.activity_id AND r.day < ${first} ORDER BY r.day DESC LIMIT 1) b ON true
    WHERE c.day >= ${first}
    WINDOW w AS (PARTITION BY c.activity_id ORDER BY c.day)`);
}

/** Points days: members' ledger lines per day, posting kind and source (the ledger is append-only). */
export async function rebuildPointsDays(tx: Executor, since: Date): Promise<number> {
  const days = await collectDirty(
    tx,
    sql`SELECT ${dayOf('created_at')} FROM points_postings WHERE created_at >= ${since.toISOString()}::timestamptz`,
  );
  if (days === 0) return 0;
  await tx.execute(sql`DELETE FROM analytics_points_days p USING dirty d WHERE p.day = d.day`);
  await tx.execute(sql`
    INSERT INTO analytics_points_days (day, kind, source, credited, debited)
    SELECT ${dayOf('p.created_at')}, p.kind, p.source,
      coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0), coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)
    FROM points_postings p JOIN points_entries e ON e.posting_id = p.id
    JOIN points_accounts a ON a.id = e.account_id AND a.kind = 'MEMBER'
    WHERE ${inDays('p.created_at')} GROUP BY 1, 2, 3`);
  return days;
}
