import { CAMPAIGN_RUNNING_STATUSES } from '@streamit/contract';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { executeNamed } from '../../db/prepared-query.js';
import { activities } from '../activities/activities.schema.js';
import {
  partnerCampaignActivities,
  partnerCampaignBonuses,
  partnerCampaigns,
} from './partner-campaigns.schema.js';

export type CampaignRow = typeof partnerCampaigns.$inferSelect;
type NewCampaign = typeof partnerCampaigns.$inferInsert;

/** The portal's counts of one campaign: never who the members are. */
export interface CampaignFigures {
  completions: number;
  bonusPaid: number;
  reach: number;
}

export interface CampaignWithFigures {
  campaign: CampaignRow;
  activityIds: string[];
  figures: CampaignFigures;
}

/** Inserts a campaign and the activities it sponsors. */
export async function insertCampaign(db: Executor, values: NewCampaign, activityIds: string[]) {
  const [row] = await db.insert(partnerCampaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned nothing');
  await db
    .insert(partnerCampaignActivities)
    .values(activityIds.map((activityId) => ({ campaignId: row.id, activityId })));
  return row;
}

/** How many of `ids` are published activities. */
export async function countPublished(db: Executor, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(and(inArray(activities.id, ids), eq(activities.status, 'PUBLISHED')));
  return row?.n ?? 0;
}

/** Which of `ids` a campaign that has not ended (other than `exceptCampaignId`) already sponsors. */
export async function findSponsoredActivities(
  db: Executor,
  ids: string[],
  now: Date,
  exceptCampaignId?: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: partnerCampaignActivities.activityId })
    .from(partnerCampaignActivities)
    .innerJoin(partnerCampaigns, eq(partnerCampaigns.id, partnerCampaignActivities.campaignId))
    .where(
      and(
        inArray(partnerCampaignActivities.activityId, ids),
        // A proposal reserves nothing: its activities are checked again when staff approve it.
        inArray(partnerCampaigns.status, [...CAMPAIGN_RUNNING_STATUSES]),
        gt(partnerCampaigns.endsAt, now),
        exceptCampaignId ? ne(partnerCampaigns.id, exceptCampaignId) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

async function figuresOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, CampaignFigures>();
  const rows = await db
    .select({
      id: partnerCampaignBonuses.campaignId,
      completions: sql<number>`count(*)::int`,
      bonusPaid: sql<number>`coalesce(sum(${partnerCampaignBonuses.points}), 0)::int`,
      reach: sql<number>`count(distinct ${partnerCampaignBonuses.userId})::int`,
    })
    .from(partnerCampaignBonuses)
    .where(inArray(partnerCampaignBonuses.campaignId, ids))
    .groupBy(partnerCampaignBonuses.campaignId);
  return new Map(rows.map(({ id, ...figures }) => [id, figures]));
}

async function activitiesOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({
      id: partnerCampaignActivities.campaignId,
      activityIds: sql<
        string[]
      >`array_agg(${partnerCampaignActivities.activityId} order by ${partnerCampaignActivities.activityId})`,
    })
    .from(partnerCampaignActivities)
    .where(inArray(partnerCampaignActivities.campaignId, ids))
    .groupBy(partnerCampaignActivities.campaignId);
  return new Map(rows.map((row) => [row.id, row.activityIds]));
}

/** A partner's campaigns, newest first, with their activities and figures. */
export async function listCampaigns(db: Executor, partnerId: string): Promise<CampaignWithFigures[]> {
  const rows = await db
    .select()
    .from(partnerCampaigns)
    .where(eq(partnerCampaigns.partnerId, partnerId))
    .orderBy(desc(partnerCampaigns.createdAt));
  const ids = rows.map((row) => row.id);
  const [figures, sponsored] = await Promise.all([figuresOf(db, ids), activitiesOf(db, ids)]);
  const none = { completions: 0, bonusPaid: 0, reach: 0 };
  return rows.map((campaign) => ({
    campaign,
    activityIds: sponsored.get(campaign.id) ?? [],
    figures: figures.get(campaign.id) ?? none,
  }));
}

/** One campaign with its activities and figures, or null. */
export async function loadCampaign(db: Executor, id: string): Promise<CampaignWithFigures | null> {
  const [campaign] = await db.select().from(partnerCampaigns).where(eq(partnerCampaigns.id, id));
  if (!campaign) return null;
  const [figures, sponsored] = await Promise.all([figuresOf(db, [id]), activitiesOf(db, [id])]);
  return {
    campaign,
    activityIds: sponsored.get(id) ?? [],
    figures: figures.get(id) ?? { completions: 0, bonusPaid: 0, reach: 0 },
  };
}

/** Moves a partner's campaigns from one status to another (suspend pauses, activate resumes). */
export async function moveCampaigns(db: Executor, partnerId: string, from: string, to: string) {
  return db
    .update(partnerCampaigns)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(partnerCampaigns.partnerId, partnerId), eq(partnerCampaigns.status, from)))
    .returning({ id: partnerCampaigns.id });
}

/** Ends every open campaign of a partner, zeroing its budget; answers what each had left (to return). */
export async function endCampaigns(db: Executor, partnerId: string) {
  const result = await db.execute<{ id: string; title: string; returned: number }>(sql`
    WITH open AS (
      SELECT id, budget_left FROM partner_campaigns
      WHERE partner_id = ${partnerId} AND status IN ('ACTIVE', 'PAUSED') FOR UPDATE
    )
    UPDATE partner_campaigns c SET status = 'ENDED', budget_left = 0, updated_at = now()
    FROM open WHERE c.id = open.id
    RETURNING c.id, c.title, open.budget_left AS returned`);
  return result.rows;
}

/** The bonus one statement took off a running campaign's budget, with what the ledger line needs. */
export interface TakenBonus {
  campaignId: string;
  partnerId: string;
  points: number;
  partnerName: string;
  budgetLeft: number;
  budgetPoints: number;
}

/**
 * Takes one bonus off the budget of the running campaign that sponsors the activity, in one conditional
 * UPDATE: a concurrent taker waits on the row and re-checks `budget_left >= bonus_points` against the
 * committed value, so the budget can never go below zero. Null when nothing is running or too little is left.
 */
export async function takeBonus(db: Executor, activityId: string, now: Date): Promise<TakenBonus | null> {
  const at = now.toISOString();
  const result = await db.execute<{
    id: string;
    partner_id: string;
    bonus_points: number;
    name: string;
    budget_left: number;
    budget_points: number;
  }>(sql`
    WITH candidate AS (
      SELECT c.id FROM partner_campaign_activities ca
      JOIN partner_campaigns c ON c.id = ca.campaign_id
      WHERE ca.activity_id = ${activityId} AND c.status = 'ACTIVE'
        AND c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz
      ORDER BY c.starts_at LIMIT 1
    )
    UPDATE partner_campaigns c SET budget_left = c.budget_left - c.bonus_points, updated_at = now()
    FROM candidate, partners p
    WHERE c.id = candidate.id AND p.id = c.partner_id
      AND c.status = 'ACTIVE' AND c.budget_left >= c.bonus_points
    RETURNING c.id, c.partner_id, c.bonus_points, p.name, c.budget_left, c.budget_points`);
  const [row] = result.rows;
  if (!row) return null;
  const { id: campaignId, partner_id: partnerId, bonus_points: points, name: partnerName } = row;
  return {
    campaignId,
    partnerId,
    points,
    partnerName,
    budgetLeft: row.budget_left,
    budgetPoints: row.budget_points,
  };
}

/**
 * Which of these activities an ACTIVE campaign sponsors at `now`: takeBonus's candidate, for a whole batch of
 * awards in one statement (the budget is left to takeBonus, which re-checks it on the row it updates).
 */
export async function findRunningSponsored(
  db: Executor,
  activityIds: string[],
  now: Date,
): Promise<Set<string>> {
  if (activityIds.length === 0) return new Set();
  const at = now.toISOString();
  const result = await executeNamed<{ activity_id: string }>(
    db,
    'find_running_sponsored',
    sql`
    SELECT DISTINCT ca.activity_id FROM partner_campaign_activities ca
    JOIN partner_campaigns c ON c.id = ca.campaign_id
    WHERE ca.activity_id = ANY(${`{${activityIds.join(',')}}`}::uuid[]) AND c.status = 'ACTIVE'
      AND c.starts_at <= ${at}::timestamptz AND c.ends_at > ${at}::timestamptz`,
  );
  return new Set(result.rows.map((row) => row.activity_id));
}

/** Records a paid bonus (the portal's counts). */
export async function insertBonus(db: Executor, values: typeof partnerCampaignBonuses.$inferInsert) {
  await db.insert(partnerCampaignBonuses).values(values);
}
