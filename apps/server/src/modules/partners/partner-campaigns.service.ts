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
  type CampaignRow,
} from './partner-campaigns.repository.js';
import { toCampaign } from './partner-view.js';
import { lockPartner } from './partners.repository.js';

async function assertActivitiesFree(tx: Transaction, activityIds: string[]) {
  if ((await countPublished(tx, activityIds)) !== activityIds.length)
    throw new AppError('CAMPAIGN_ACTIVITY_UNKNOWN');
  const taken = await findSponsoredActivities(tx, activityIds, new Date());
  if (taken.length > 0)
    throw new AppError(
      'CAMPAIGN_ACTIVITY_TAKEN',
      `Already sponsored by another campaign: ${taken.join(', ')}`,
    );
}

/** Moves the budget from the reward pool into the campaign's own ledger account. */
async function fundCampaign(tx: Transaction, actor: StaffActor, campaign: CampaignRow) {
  await openCampaignAccount(tx, campaign.id);
  await postPoints(tx, {
    kind: 'hold',
    source: 'admin',
    adminId: actor.adminId,
    idempotencyKey: `campaign-fund:${campaign.id}`,
    ...buildLedgerReason('campaignFunded', { title: campaign.title }),
    lines: [
      { campaign: campaign.id, amount: campaign.budgetPoints },
      { platform: 'REWARD_POOL', amount: -campaign.budgetPoints },
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
    await fundCampaign(tx, actor, row);
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
    if (returned <= 0) continue;
    await postPoints(tx, {
      kind: 'release',
      source: 'admin',
      adminId: actor.adminId,
      idempotencyKey: `campaign-return:${id}`,
      ...buildLedgerReason('campaignReturned', { title }),
      lines: [
        { platform: 'REWARD_POOL', amount: returned },
        { campaign: id, amount: -returned },
      ],
    });
  }
  return ended;
}
