import {
  CAMPAIGN_BUDGET_MAX,
  CAMPAIGN_TRANSITIONS,
  canMoveCampaign,
  type Campaign,
  type CampaignAction,
  type CampaignStatus,
  type CampaignUpdateBody,
} from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { StaffActor } from './partner-applications.service.js';
import {
  addCampaignBudget,
  findCampaignPartnerId,
  lockCampaign,
  replaceCampaignActivities,
  setCampaignStatus,
  updateCampaignRow,
} from './partner-campaign-changes.repository.js';
import { loadCampaign, type CampaignRow } from './partner-campaigns.repository.js';
import { assertActivitiesFree, fundCampaign, returnCampaignBudget } from './partner-campaigns.service.js';
import { toCampaign } from './partner-view.js';
import { enqueuePartnerEvent } from './partner-webhooks.service.js';
import { lockPartner } from './partners.repository.js';

type Locked = { campaign: CampaignRow; partnerStatus: string };

/** Locks the partner, then the campaign (the order the partner's lifecycle uses, so neither waits on the other). */
async function lockBoth(tx: Transaction, id: string): Promise<Locked> {
  const partnerId = await findCampaignPartnerId(tx, id);
  const partner = partnerId ? await lockPartner(tx, partnerId) : null;
  const campaign = partner ? await lockCampaign(tx, id) : null;
  if (!partner || !campaign) throw new AppError('CAMPAIGN_NOT_FOUND');
  return { campaign, partnerStatus: partner.partner.status };
}

async function answer(tx: Transaction, id: string): Promise<Campaign> {
  const loaded = await loadCampaign(tx, id);
  if (!loaded) throw new AppError('CAMPAIGN_NOT_FOUND');
  return toCampaign(loaded);
}

function assertWindow(campaign: CampaignRow, body: CampaignUpdateBody) {
  const startsAt = body.startsAt ? new Date(body.startsAt) : campaign.startsAt;
  const endsAt = body.endsAt ? new Date(body.endsAt) : campaign.endsAt;
  if (endsAt <= startsAt) throw new AppError('CAMPAIGN_WINDOW_INVALID');
  return { startsAt, endsAt };
}

async function topUp(tx: Transaction, actor: StaffActor, campaign: CampaignRow, points: number) {
  if (campaign.budgetPoints + points > CAMPAIGN_BUDGET_MAX) throw new AppError('CAMPAIGN_BUDGET_TOO_LARGE');
  await addCampaignBudget(tx, campaign.id, points);
  // Each top-up is its own posting; the request's own idempotency (decision 017) guards a repeated click.
  const idempotencyKey = `campaign-topup:${campaign.id}:${randomUUID()}`;
  await fundCampaign(tx, actor, { campaign, points, idempotencyKey });
}

/**
 * PATCH /admin/partner-campaigns/:id. Under the partner's and the campaign's locks: the edited fields, the
 * new activities (each free of other running campaigns), a top-up posting and the audit line land together.
 */
export function updateCampaign(
  deps: AppDeps,
  actor: StaffActor,
  id: string,
  body: CampaignUpdateBody,
): Promise<Campaign> {
  return deps.db.transaction(async (tx) => {
    const { campaign } = await lockBoth(tx, id);
    if (campaign.status === 'ENDED') throw new AppError('CAMPAIGN_ENDED');
    // A proposal is unfunded: editing (or topping up) one would fund it without an approval.
    if (campaign.status === 'PROPOSED' || campaign.status === 'REJECTED')
      throw new AppError('CAMPAIGN_IS_PROPOSAL');
    const window = assertWindow(campaign, body);
    if (body.activityIds) {
      await assertActivitiesFree(tx, body.activityIds, id);
      await replaceCampaignActivities(tx, id, body.activityIds);
    }
    const { title = campaign.title, bonusPoints = campaign.bonusPoints } = body;
    // A start moved into the future makes the campaign scheduled again: its new start is announced.
    const rescheduled = window.startsAt > new Date() ? { startedAnnouncedAt: null } : {};
    await updateCampaignRow(tx, id, { title, bonusPoints, ...window, ...rescheduled });
    if (body.addBudgetPoints) await topUp(tx, actor, campaign, body.addBudgetPoints);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'partner_campaign.update',
      targetType: 'partner_campaign',
      targetId: id,
      ip: actor.ip,
      details: { partnerId: campaign.partnerId, ...body },
    });
    return answer(tx, id);
  });
}

function assertMove(locked: Locked, action: CampaignAction) {
  const status = locked.campaign.status as CampaignStatus;
  if (!canMoveCampaign(status, action)) {
    const needs = CAMPAIGN_TRANSITIONS[action].from.join(' or ');
    const title = locked.campaign.title;
    throw new AppError(
      'CAMPAIGN_TRANSITION_REFUSED',
      status === 'ENDED'
        ? `${title} has ENDED, which is final: it cannot ${action}.`
        : `${title} is ${status}; ${action} is allowed only from ${needs}.`,
    );
  }
  if (action === 'resume' && locked.partnerStatus !== 'ACTIVE') throw new AppError('PARTNER_NOT_ACTIVE');
}

/** Ending returns what is left to the reward pool and tells the partner's webhook (`actor` null: the clock). */
async function endOne(tx: Transaction, actor: StaffActor | null, campaign: CampaignRow) {
  const idempotencyKey = `campaign-return:${campaign.id}`;
  await returnCampaignBudget(tx, actor, { campaign, points: campaign.budgetLeft, idempotencyKey });
  await enqueuePartnerEvent(tx, campaign.partnerId, 'campaign.ended', {
    campaignId: campaign.id,
    budgetReturned: campaign.budgetLeft,
  });
}

/** POST /admin/partner-campaigns/:id/{pause|resume|end}, with staff's reason, audited. */
export function moveCampaign(
  deps: AppDeps,
  actor: StaffActor,
  id: string,
  action: CampaignAction,
  reason: string,
): Promise<Campaign> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockBoth(tx, id);
    assertMove(locked, action);
    const { campaign } = locked;
    const to = CAMPAIGN_TRANSITIONS[action].to;
    await setCampaignStatus(tx, id, to);
    if (action === 'end') await endOne(tx, actor, campaign);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: `partner_campaign.${action}`,
      targetType: 'partner_campaign',
      targetId: id,
      ip: actor.ip,
      details: { partnerId: campaign.partnerId, from: campaign.status, to, reason },
    });
    return answer(tx, id);
  });
}

/**
 * The clock ends a campaign whose window is over (ACTIVE or PAUSED, its end passed at `now`) by the path staff
 * ending takes: under the partner's and the campaign's locks, ENDED, its unspent budget back to the reward pool
 * through the ledger, and `campaign.ended` with `budgetReturned`, in one transaction. The status is read again
 * under the lock, so a second sweep (or another process) finds it ENDED and does nothing. Answers whether this
 * call ended it.
 */
export function endExpiredCampaign(deps: AppDeps, id: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const { campaign } = await lockBoth(tx, id);
    const open = campaign.status === 'ACTIVE' || campaign.status === 'PAUSED';
    if (!open || campaign.endsAt > now) return false;
    await setCampaignStatus(tx, id, 'ENDED');
    await endOne(tx, null, campaign);
    return true;
  });
}
