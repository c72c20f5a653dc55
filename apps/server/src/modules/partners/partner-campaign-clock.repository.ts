import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Inside the UTC day `day` (YYYY-MM-DD), whatever the session's time zone. */
const withinDay = (column: SQL, day: string) => {
  const start = sql`(${day}::date::timestamp AT TIME ZONE 'UTC')`;
  return sql`${column} >= ${start} AND ${column} < ${start} + interval '1 day'`;
};

/** A campaign whose start has just been announced. */
export type StartedCampaignRow = {
  id: string;
  partner_id: string;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  bonus_points: number;
  budget_left: number;
};

/**
 * Marks every running campaign (ACTIVE, its window open at `now`, its partner ACTIVE) whose start has not been
 * announced yet, and answers them. The `IS NULL` re-checked under each row's lock lets one sweep take a row.
 */
export async function markStartedCampaigns(db: Executor, now: Date): Promise<StartedCampaignRow[]> {
  const at = now.toISOString();
  const result = await db.execute<StartedCampaignRow>(sql`
    UPDATE partner_campaigns c SET started_announced_at = ${at}::timestamptz
    FROM partners p
    WHERE p.id = c.partner_id AND p.status = 'ACTIVE' AND c.status = 'ACTIVE'
      AND c.started_announced_at IS NULL
      AND c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz
    RETURNING c.id, c.partner_id, c.title, c.starts_at, c.ends_at, c.bonus_points, c.budget_left`);
  return result.rows;
}

/**
 * Campaigns still open (ACTIVE or PAUSED) whose window is over at `now`, the longest over first, up to `limit`:
 * the clock ends each (partner-campaign-changes.service.ts endExpiredCampaign). No lock here: each is locked
 * and checked again in its own transaction.
 */
export async function findExpiredCampaignIds(db: Executor, now: Date, limit = 100): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT id FROM partner_campaigns
    WHERE status IN ('ACTIVE', 'PAUSED') AND ends_at <= ${now.toISOString()}::timestamptz
    ORDER BY ends_at, id LIMIT ${limit}`);
  return result.rows.map((row) => row.id);
}

/** Claims the day's summary for every partner with an endpoint that is not cancelled; answers those claimed. */
export async function claimDailySummaries(db: Executor, day: string): Promise<string[]> {
  const result = await db.execute<{ partner_id: string }>(sql`
    INSERT INTO partner_daily_summaries (partner_id, day)
    SELECT p.id, ${day}::date FROM partners p JOIN partner_webhooks w ON w.partner_id = p.id
    WHERE p.status <> 'CANCELLED'
    ON CONFLICT DO NOTHING
    RETURNING partner_id`);
  return result.rows.map((row) => row.partner_id);
}

/** One campaign's counts for one UTC day. */
export type DayFiguresRow = {
  partner_id: string;
  campaign_id: string;
  title: string;
  status: string;
  budget_left: number;
  completions: number;
  bonus_points: number;
  reach: number;
};

/**
 * The day's counts of the given partners' campaigns, in one query: every running (ACTIVE or PAUSED) campaign, and any that
 * paid a bonus that day. Counts only, never who.
 */
export async function loadDayFigures(db: Executor, partnerIds: string[], day: string) {
  if (partnerIds.length === 0) return [];
  const result = await db.execute<DayFiguresRow>(sql`
    SELECT c.partner_id, c.id AS campaign_id, c.title, c.status, c.budget_left,
      count(b.id)::int AS completions, coalesce(sum(b.points), 0)::int AS bonus_points,
      count(DISTINCT b.user_id)::int AS reach
    FROM partner_campaigns c
    LEFT JOIN partner_campaign_bonuses b ON b.campaign_id = c.id
      AND ${withinDay(sql`b.created_at`, day)}
    WHERE c.partner_id IN (${uuidList(partnerIds)})
    GROUP BY c.id
    HAVING c.status IN ('ACTIVE', 'PAUSED') OR count(b.id) > 0
    ORDER BY c.created_at`);
  return result.rows;
}

/** Distinct members who got any of the partner's bonuses that day (a member in two campaigns counts once). */
export async function loadDayReach(db: Executor, partnerIds: string[], day: string) {
  if (partnerIds.length === 0) return new Map<string, number>();
  const result = await db.execute<{ partner_id: string; reach: number }>(sql`
    SELECT c.partner_id, count(DISTINCT b.user_id)::int AS reach
    FROM partner_campaign_bonuses b JOIN partner_campaigns c ON c.id = b.campaign_id
    WHERE c.partner_id IN (${uuidList(partnerIds)})
      AND ${withinDay(sql`b.created_at`, day)}
    GROUP BY c.partner_id`);
  return new Map(result.rows.map((row) => [row.partner_id, row.reach]));
}
