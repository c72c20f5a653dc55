import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerCampaignActivities, partnerCampaigns } from './partner-campaigns.schema.js';
import type { CampaignRow } from './partner-campaigns.repository.js';

/** The campaign's partner, read without a lock (the partner is locked first, then the campaign). */
export async function findCampaignPartnerId(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ partnerId: partnerCampaigns.partnerId })
    .from(partnerCampaigns)
    .where(eq(partnerCampaigns.id, id));
  return row?.partnerId ?? null;
}

/** Locks one campaign's row for a staff change. */
export async function lockCampaign(db: Executor, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(partnerCampaigns).where(eq(partnerCampaigns.id, id)).for('update');
  return row ?? null;
}

/** Writes a campaign's edited fields. */
export async function updateCampaignRow(
  db: Executor,
  id: string,
  values: Partial<typeof partnerCampaigns.$inferInsert>,
) {
  await db
    .update(partnerCampaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partnerCampaigns.id, id));
}

/** Replaces the activities a campaign sponsors. */
export async function replaceCampaignActivities(db: Executor, id: string, activityIds: string[]) {
  await db.delete(partnerCampaignActivities).where(eq(partnerCampaignActivities.campaignId, id));
  await db
    .insert(partnerCampaignActivities)
    .values(activityIds.map((activityId) => ({ campaignId: id, activityId })));
}

/** Adds `points` to a campaign's budget and to what is left of it (a top-up). */
export async function addCampaignBudget(db: Executor, id: string, points: number) {
  await db
    .update(partnerCampaigns)
    .set({
      budgetPoints: sql`${partnerCampaigns.budgetPoints} + ${points}`,
      budgetLeft: sql`${partnerCampaigns.budgetLeft} + ${points}`,
      updatedAt: new Date(),
    })
    .where(eq(partnerCampaigns.id, id));
}

/** Sets a locked campaign's status; ending it zeroes what is left (the caller returns it to the pool). */
export async function setCampaignStatus(db: Executor, id: string, status: string) {
  const ending = status === 'ENDED' ? { budgetLeft: 0 } : {};
  await db
    .update(partnerCampaigns)
    .set({ status, ...ending, updatedAt: new Date() })
    .where(eq(partnerCampaigns.id, id));
}
