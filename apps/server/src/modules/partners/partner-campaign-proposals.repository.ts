import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { partnerCampaigns } from './partner-campaigns.schema.js';

/**
 * Claims the decision on a proposal: one conditional UPDATE moves it out of PROPOSED, so of any number of
 * parallel approvals or rejections exactly one gets the row (the others get null). Approving fills the
 * budget guard (`budget_left`) that the funding posting mirrors.
 */
export async function claimProposal(
  db: Executor,
  id: string,
  decision: { to: 'ACTIVE' | 'REJECTED'; reason: string | null },
) {
  const budget = decision.to === 'ACTIVE' ? { budgetLeft: sql`${partnerCampaigns.budgetPoints}` } : {};
  const [row] = await db
    .update(partnerCampaigns)
    .set({ status: decision.to, decisionReason: decision.reason, ...budget, updatedAt: new Date() })
    .where(and(eq(partnerCampaigns.id, id), eq(partnerCampaigns.status, 'PROPOSED')))
    .returning();
  return row ?? null;
}
