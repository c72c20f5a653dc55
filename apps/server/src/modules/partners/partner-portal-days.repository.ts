import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** A UTC day span, both ends included, as YYYY-MM-DD. */
export interface DaySpan {
  from: string;
  to: string;
}

/** A campaign the span shows: it existed before the span ended and had not ended before it began. */
export interface SpanCampaign {
  id: string;
  title: string;
}

/** One campaign's (or, with campaignId null, every campaign's) counts of one day. */
export interface DayCounts {
  campaignId: string | null;
  day: string;
  reach: number;
  views: number;
  completions: number;
}

export interface DayAmount {
  campaignId: string;
  day: string;
  points: number;
}

// A campaign counts what happened inside its window; an ENDED one's window closes when it ended (its last
// change), so an activity that moved on to a new campaign is not counted twice.
const CAMPAIGNS = (partnerId: string, span: DaySpan) => sql`
  SELECT id, title, starts_at,
         CASE WHEN status = 'ENDED' THEN least(ends_at, updated_at) ELSE ends_at END AS ends_at
  FROM partner_campaigns
  WHERE partner_id = ${partnerId}
    AND created_at < (${span.to}::date + 1)::timestamp AT TIME ZONE 'UTC'
    AND (CASE WHEN status = 'ENDED' THEN least(ends_at, updated_at) ELSE ends_at END)
        >= ${span.from}::date::timestamp AT TIME ZONE 'UTC'`;

const utcDay = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);
const inSpan = (column: string, span: DaySpan) =>
  sql`${sql.raw(column)} >= ${span.from}::date::timestamp AT TIME ZONE 'UTC'
      AND ${sql.raw(column)} < (${span.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`;

/** The partner's campaigns the span shows, oldest first. */
export async function listSpanCampaigns(db: Executor, partnerId: string, span: DaySpan) {
  const result = await db.execute(sql`
    SELECT c.id, c.title FROM (${CAMPAIGNS(partnerId, span)}) c ORDER BY c.starts_at, c.id`);
  return result.rows.map((row) => ({ id: String(row.id), title: String(row.title) }));
}

/**
 * Views and completions of the sponsored activities inside each campaign's window, per campaign and day and
 * per day over all campaigns (reach: distinct members, so the overall figure is not a sum). Counts only.
 */
export async function countTouchesByDay(
  db: Executor,
  partnerId: string,
  span: DaySpan,
): Promise<DayCounts[]> {
  const result = await db.execute(sql`
    WITH c AS (${CAMPAIGNS(partnerId, span)}),
    acts AS (SELECT c.id AS campaign_id, a.activity_id, c.starts_at, c.ends_at
             FROM c JOIN partner_campaign_activities a ON a.campaign_id = c.id),
    touches AS (
      SELECT acts.campaign_id, ${utcDay('v.created_at')} AS day, v.user_id, 1 AS viewed, 0 AS completed
      FROM acts JOIN activity_views v ON v.activity_id = acts.activity_id
       AND v.created_at >= acts.starts_at AND v.created_at < acts.ends_at
      WHERE ${inSpan('v.created_at', span)}
      UNION ALL
      SELECT acts.campaign_id, ${utcDay('x.completed_at')}, x.user_id, 0, 1
      FROM acts JOIN activity_completions x ON x.activity_id = acts.activity_id
       AND x.completed_at >= acts.starts_at AND x.completed_at < acts.ends_at
      WHERE ${inSpan('x.completed_at', span)})
    SELECT campaign_id, day, count(DISTINCT user_id)::int AS reach,
           sum(viewed)::int AS views, sum(completed)::int AS completions
    FROM touches GROUP BY GROUPING SETS ((campaign_id, day), (day))`);
  return result.rows.map((row) => ({
    campaignId: typeof row.campaign_id === 'string' ? row.campaign_id : null,
    day: String(row.day),
    reach: Number(row.reach),
    views: Number(row.views),
    completions: Number(row.completions),
  }));
}

/** Bonus points paid per campaign and day. */
export async function sumBonusesByDay(db: Executor, partnerId: string, span: DaySpan): Promise<DayAmount[]> {
  const result = await db.execute(sql`
    SELECT b.campaign_id, ${utcDay('b.created_at')} AS day, sum(b.points)::int AS points
    FROM partner_campaign_bonuses b JOIN partner_campaigns c ON c.id = b.campaign_id
    WHERE c.partner_id = ${partnerId} AND ${inSpan('b.created_at', span)}
    GROUP BY 1, 2`);
  return result.rows.map(toAmount);
}

/**
 * Each campaign's budget left at the end of each day: its ledger account's balance then (the account's id is
 * the campaign's), so top-ups and the return of an ended campaign's budget show on their day.
 */
export async function readBudgetLeftByDay(
  db: Executor,
  partnerId: string,
  span: DaySpan,
): Promise<DayAmount[]> {
  const result = await db.execute(sql`
    SELECT c.id AS campaign_id, to_char(d.day, 'YYYY-MM-DD') AS day,
      (SELECT coalesce(sum(e.amount), 0) FROM points_entries e
       WHERE e.account_id = c.id AND e.created_at < (d.day::date + 1)::timestamp AT TIME ZONE 'UTC')::int AS points
    FROM (${CAMPAIGNS(partnerId, span)}) c
    CROSS JOIN generate_series(${span.from}::date, ${span.to}::date, interval '1 day') AS d(day)`);
  return result.rows.map(toAmount);
}

function toAmount(row: Record<string, unknown>): DayAmount {
  return { campaignId: String(row.campaign_id), day: String(row.day), points: Number(row.points) };
}
