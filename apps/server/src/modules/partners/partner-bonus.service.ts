import type { Transaction } from '../../db/database.js';
import { addAwardExtra, type ExtraPaid, type PaidCompletion } from '../points/points-award-extras.js';
import { postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import { CAMPAIGN_BUDGET_LOW_BPS } from '@streamit/contract';
import {
  findRunningSponsored,
  insertBonus,
  takeBonus,
  type TakenBonus,
} from './partner-campaigns.repository.js';
import { enqueuePartnerEvent } from './partner-webhooks.service.js';

/** The budget event this bonus crossed into, if any: exhausted (no bonus left) or low (under 10 %). */
async function tellBudget(tx: Transaction, taken: TakenBonus) {
  const { campaignId, partnerId, budgetLeft, budgetPoints, points } = taken;
  const data = { campaignId, budgetLeft, budgetPoints };
  if (budgetLeft < points) return enqueuePartnerEvent(tx, partnerId, 'campaign.budget_exhausted', data);
  const low = (budgetPoints * CAMPAIGN_BUDGET_LOW_BPS) / 10_000;
  if (budgetLeft < low && budgetLeft + points >= low)
    await enqueuePartnerEvent(tx, partnerId, 'campaign.budget_low', data);
}

/**
 * The sponsored bonus of a paid completion, in the award's transaction: one conditional UPDATE takes the
 * bonus off the running campaign's budget (or finds too little and pays nothing), then the ledger moves it
 * from the campaign's account to the member and the bonus is recorded for the portal's counts.
 */
export async function paySponsoredBonus(
  tx: Transaction,
  completion: PaidCompletion,
): Promise<ExtraPaid | null> {
  const { userId, activityId, sequence, now } = completion;
  const taken = await takeBonus(tx, activityId, now);
  if (!taken) return null;
  const posted = await postPoints(tx, {
    kind: 'earn',
    source: 'bonus',
    activityId,
    idempotencyKey: `campaign-bonus:${taken.campaignId}:${userId}:${activityId}:${sequence}`,
    ...buildLedgerReason('campaignBonus', { partner: taken.partnerName }),
    lines: [
      { member: userId, amount: taken.points },
      { campaign: taken.campaignId, amount: -taken.points },
    ],
  });
  // The award itself was just written (not replayed), so its bonus cannot have been paid before.
  if (posted.replayed) throw new Error('a sponsored bonus was replayed for a fresh award');
  const bonus = { campaignId: taken.campaignId, userId, activityId, sequence, points: taken.points };
  await insertBonus(tx, { ...bonus, postingId: posted.posting.id });
  await tellBudget(tx, taken);
  return { points: taken.points, partner: taken.partnerName };
}

/**
 * Plugs the sponsored bonus into every paid completion (app and worker call it at start-up); a batch of awards
 * asks once which of its activities a running campaign sponsors, and only those take a bonus.
 */
export function installSponsoredBonus(): void {
  addAwardExtra(paySponsoredBonus, findRunningSponsored);
}
