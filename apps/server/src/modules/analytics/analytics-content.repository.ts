import type { ContentPerformanceQuery, ContentPerformanceRow } from '@streamit/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { num } from './analytics-figures.js';

const rate = (value: unknown) => (value === null || value === undefined ? null : Number(value));

// Sort keys map to the output columns of the query below; never to input text.
const SORT_COLUMNS: Record<ContentPerformanceQuery['sort'], string> = {
  views: 'views',
  watchSeconds: 'watch_seconds',
  completions: 'completions',
  completionRate: 'completion_rate',
  averageWatchShare: 'watch_share',
  quizPassRate: 'quiz_pass_rate',
  gameWinRate: 'game_win_rate',
  pointsPaid: 'points_paid',
  title: 'title',
};

/** A LIKE pattern matching the text anywhere, its wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** An activity's last running-totals row (analytics_content_running_days) meeting `condition`. */
const runningAt = (condition: SQL) => sql`SELECT * FROM analytics_content_running_days r
  WHERE r.activity_id = a.id AND r.${condition} ORDER BY r.day DESC LIMIT 1`;
/** A figure over the range: the running total at its end less the one before its start (none: 0). */
const difference = (column: string) => sql.raw(`t.${column} - coalesce(b.${column}, 0)`);

/** Per activity or per category over the range: sorted, filtered by title (or category name), one page. */
export async function contentPage(db: Executor, query: ContentPerformanceQuery, from: string, to: string) {
  const byCategory = query.scope === 'category';
  const key = byCategory ? sql.raw(`coalesce(c.id::text, 'none')`) : sql.raw('a.id::text');
  const title = byCategory ? sql.raw(`coalesce(c.name, '')`) : sql.raw('a.title');
  const category = byCategory ? sql.raw('NULL::text') : sql.raw('c.name');
  const search = query.q ? sql`AND ${title} ILIKE ${containing(query.q)}` : sql``;
  const order = sql.raw(`${SORT_COLUMNS[query.sort]} ${query.order} NULLS LAST, id`);
  const result = await db.execute(sql`
    WITH figures AS (
      SELECT a.id AS activity_id, ${difference('views')} AS views, ${difference('sessions')} AS sessions,
        ${difference('watch_seconds')} AS watch_seconds, ${difference('completions')} AS completions,
        ${difference('points_paid')} AS points_paid, ${difference('quiz_attempts')} AS quizzes,
        ${difference('quiz_passed')} AS passed, ${difference('game_rounds')} AS rounds,
        ${difference('game_won')} AS won
      FROM activities a
      JOIN LATERAL (${runningAt(sql`day <= ${to}::date`)}) t ON t.day >= ${from}::date
      LEFT JOIN LATERAL (${runningAt(sql`day < ${from}::date`)}) b ON true
    ), grouped AS (
      SELECT ${key} AS id, ${title} AS title, ${category} AS category, sum(f.views) AS views,
        sum(f.sessions) AS sessions, sum(f.watch_seconds) AS watch_seconds, sum(f.completions) AS completions,
        sum(f.points_paid) AS points_paid, sum(f.quizzes) AS quizzes, sum(f.passed) AS passed,
        sum(f.rounds) AS rounds, sum(f.won) AS won,
        sum(f.watch_seconds) FILTER (WHERE a.duration_seconds > 0) AS timed_seconds,
        sum(f.sessions * a.duration_seconds) FILTER (WHERE a.duration_seconds > 0) AS timed_capacity
      FROM figures f JOIN activities a ON a.id = f.activity_id
      LEFT JOIN content_categories c ON c.id = a.category_id
      WHERE true ${search} GROUP BY 1, 2, 3
    ), rated AS (
      SELECT *, completions::float8 / nullif(sessions, 0) AS completion_rate,
        timed_seconds / nullif(timed_capacity, 0) AS watch_share,
        passed::float8 / nullif(quizzes, 0) AS quiz_pass_rate, won::float8 / nullif(rounds, 0) AS game_win_rate
      FROM grouped
    )
    SELECT *, count(*) OVER () AS total FROM rated ORDER BY ${order}
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  const rows: ContentPerformanceRow[] = result.rows.map((row) => ({
    id: row.id as string,
    title: row.title as string,
    category: (row.category as string | null) ?? null,
    views: num(row.views),
    sessions: num(row.sessions),
    watchSeconds: Math.round(num(row.watch_seconds)),
    completions: num(row.completions),
    completionRate: rate(row.completion_rate),
    averageWatchShare: rate(row.watch_share),
    quizPassRate: rate(row.quiz_pass_rate),
    gameWinRate: rate(row.game_win_rate),
    pointsPaid: num(row.points_paid),
  }));
  return { rows, total: num(result.rows[0]?.total) };
}

/** Content totals between two days, from the per-day totals. */
export async function contentTotals(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`SELECT sum(views) AS views, sum(watch_seconds) AS seconds,
      sum(completions) AS completions, sum(points_paid) AS points
    FROM analytics_content_total_days WHERE day BETWEEN ${from}::date AND ${to}::date`);
  const row = result.rows[0] ?? {};
  return {
    views: num(row.views),
    watchSeconds: Math.round(num(row.seconds)),
    completions: num(row.completions),
    pointsPaid: num(row.points),
  };
}
