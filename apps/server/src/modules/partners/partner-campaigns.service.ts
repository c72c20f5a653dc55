import type { Campaign, CampaignBody, CampaignList } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { openCampaignAccount, postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import type { StaffActor } from './partner-applications.service.js';
import {
  countPublished,
  endCampaigns,
  findSponsoredActivities,
  insertCampaign,
  listCampaigns,
} from './partner-campaigns.repository.js';
import { toCampaign } from './partner-view.js';
import { lockPartner } from './partners.repository.js';

/** Every activity is published and no other campaign that has not ended sponsors it. */
export async function assertActivitiesFree(
  tx: Transaction,
  activityIds: string[],
  exceptCampaignId?: string,
) {
  if ((await countPublished(tx, activityIds)) !== activityIds.length)
    throw new AppError('CAMPAIGN_ACTIVITY_UNKNOWN');
  const taken = await findSponsoredActivities(tx, activityIds, new Date(), exceptCampaignId);
  if (taken.length > 0)
    throw new AppError(
      'CAMPAIGN_ACTIVITY_TAKEN',
      `Already sponsored by another campaign: ${taken.join(', ')}`,
    );
}

/** A posting between the reward pool and a campaign's account: funding or a top-up in, a return out. */
interface BudgetMove {
  campaign: { id: string; title: string };
  points: number;
  idempotencyKey: string;
}

/** Moves `points` from the reward pool into the campaign's own ledger account. */
export async function fundCampaign(tx: Transaction, actor: StaffActor, move: BudgetMove) {
  const { campaign, points, idempotencyKey } = move;
  await postPoints(tx, {
    kind: 'hold',
    source: 'admin',
    adminId: actor.adminId,
    idempotencyKey,
    ...buildLedgerReason('campaignFunded', { title: campaign.title }),
    lines: [
      { campaign: campaign.id, amount: points },
      { platform: 'REWARD_POOL', amount: -points },
    ],
  });
}

/**
 * Returns a campaign's unspent `points` to the reward pool; `actor` null when the clock ends a campaign whose
 * window is over (the posting's issuer is then the system).
 */
export async function returnCampaignBudget(tx: Transaction, actor: StaffActor | null, move: BudgetMove) {
  const { campaign, points, idempotencyKey } = move;
  if (points <= 0) return;
  await postPoints(tx, {
    kind: 'release',
    source: 'admin',
    adminId: actor?.adminId,
    idempotencyKey,
    ...buildLedgerReason('campaignReturned', { title: campaign.title }),
    lines: [
      { platform: 'REWARD_POOL', amount: points },
      { campaign: campaign.id, amount: -points },
    ],
  });
}

/**
 * POST /admin/partners/:id/campaigns: under the partner's lock (it must be ACTIVE), the campaign, its
 * activities, its funding posting and the audit line are written together.
 */
export function createCampaign(
  deps: AppDeps,
  actor: StaffActor,
  partnerId: string,
  body: CampaignBody,
): Promise<Campaign> {
  return deps.db.transaction(async (tx) => {
    const partner = await lockPartner(tx, partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    if (partner.partner.status !== 'ACTIVE') throw new AppError('PARTNER_NOT_ACTIVE');
    await assertActivitiesFree(tx, body.activityIds);
    const { title, bonusPoints, budgetPoints } = body;
    const values = { partnerId, title, bonusPoints, budgetPoints, budgetLeft: budgetPoints };
    const window = { startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) };
    const row = await insertCampaign(
      tx,
      { ...values, ...window, createdByAdminId: actor.adminId },
      body.activityIds,
    );
    await openCampaignAccount(tx, row.id);
    const move = { campaign: row, points: budgetPoints, idempotencyKey: `campaign-fund:${row.id}` };
    await fundCampaign(tx, actor, move);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'partner_campaign.create',
      targetType: 'partner_campaign',
      targetId: row.id,
      ip: actor.ip,
      details: { partnerId, budgetPoints, bonusPoints, activityIds: body.activityIds },
    });
    const figures = { completions: 0, bonusPaid: 0, reach: 0 };
    return toCampaign({ campaign: row, activityIds: [...body.activityIds].sort(), figures });
  });
}

/** GET /admin/partners/:id/campaigns. */
export async function listPartnerCampaigns(deps: AppDeps, partnerId: string): Promise<CampaignList> {
  return { items: (await listCampaigns(deps.db, partnerId)).map(toCampaign) };
}

/** Ends a cancelled partner's campaigns and returns each one's unspent budget to the reward pool. */
export async function endAndReturnBudgets(tx: Transaction, actor: StaffActor, partnerId: string) {
  const ended = await endCampaigns(tx, partnerId);
  for (const { id, title, returned } of ended) {
    const idempotencyKey = `campaign-return:${id}`;
    await returnCampaignBudget(tx, actor, { campaign: { id, title }, points: returned, idempotencyKey });
  }
  return ended;
}
