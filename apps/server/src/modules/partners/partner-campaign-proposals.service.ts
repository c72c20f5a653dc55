import type { Campaign, CampaignBody } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { openCampaignAccount } from '../points/points-ledger.service.js';
import type { StaffActor } from './partner-applications.service.js';
import { findCampaignPartnerId } from './partner-campaign-changes.repository.js';
import { campaignProposalEmail } from './partner-campaign-proposal-emails.js';
import { claimProposal } from './partner-campaign-proposals.repository.js';
import { insertCampaign, loadCampaign } from './partner-campaigns.repository.js';
import { assertActivitiesFree, fundCampaign } from './partner-campaigns.service.js';
import { requireOwnedPartner } from './partner-invitations.service.js';
import { toCampaign } from './partner-view.js';
import { lockPartner } from './partners.repository.js';

async function answer(tx: Transaction, id: string): Promise<Campaign> {
  const loaded = await loadCampaign(tx, id);
  if (!loaded) throw new AppError('CAMPAIGN_NOT_FOUND');
  return toCampaign(loaded);
}

/**
 * POST /partner/campaigns: the owner proposes a campaign. It is PROPOSED with nothing in its budget guard
 * and no ledger account: it pays nothing and reserves no activity until staff approve it.
 */
export async function proposeCampaign(deps: AppDeps, userId: string, body: CampaignBody) {
  const owned = await requireOwnedPartner(deps, userId);
  return deps.db.transaction(async (tx) => {
    const partner = await lockPartner(tx, owned.id);
    if (partner?.partner.status !== 'ACTIVE') throw new AppError('PARTNER_NOT_ACTIVE');
    await assertActivitiesFree(tx, body.activityIds);
    const { title, bonusPoints, budgetPoints, activityIds } = body;
    const window = { startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) };
    const values = { partnerId: owned.id, title, bonusPoints, budgetPoints, budgetLeft: 0 };
    const extra = { status: 'PROPOSED', proposedByUserId: userId };
    const row = await insertCampaign(tx, { ...values, ...window, ...extra }, activityIds);
    return answer(tx, row.id);
  });
}

/** The partner (locked, first, as every campaign change does) of a proposal, which must be ACTIVE. */
async function lockProposalPartner(tx: Transaction, id: string) {
  const partnerId = await findCampaignPartnerId(tx, id);
  const partner = partnerId ? await lockPartner(tx, partnerId) : undefined;
  if (!partner) throw new AppError('CAMPAIGN_NOT_FOUND');
  return partner;
}

/**
 * POST /admin/partner-campaigns/:id/approve: the claim, the activities check, the campaign's ledger account
 * and its funding (the same posting a staff-created campaign gets), the audit line and the e-mail together.
 */
export function approveCampaignProposal(deps: AppDeps, actor: StaffActor, id: string) {
  return deps.db.transaction(async (tx) => {
    const partner = await lockProposalPartner(tx, id);
    if (partner.partner.status !== 'ACTIVE') throw new AppError('PARTNER_NOT_ACTIVE');
    const row = await claimProposal(tx, id, { to: 'ACTIVE', reason: null });
    if (!row) throw new AppError('CAMPAIGN_NOT_PROPOSED');
    const loaded = await answer(tx, id);
    await assertActivitiesFree(tx, loaded.activityIds, id);
    await openCampaignAccount(tx, id);
    const move = { campaign: row, points: row.budgetPoints, idempotencyKey: `campaign-fund:${id}` };
    await fundCampaign(tx, actor, move);
    await decided(tx, deps, actor, { row, ownerEmail: partner.ownerEmail, reason: '' });
    return loaded;
  });
}

/** POST /admin/partner-campaigns/:id/reject: PROPOSED → REJECTED (kept, with the reason the owner reads). */
export function rejectCampaignProposal(deps: AppDeps, actor: StaffActor, id: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const partner = await lockProposalPartner(tx, id);
    const row = await claimProposal(tx, id, { to: 'REJECTED', reason });
    if (!row) throw new AppError('CAMPAIGN_NOT_PROPOSED');
    await decided(tx, deps, actor, { row, ownerEmail: partner.ownerEmail, reason });
    return answer(tx, id);
  });
}

interface Decided {
  row: { id: string; partnerId: string; title: string; status: string; budgetPoints: number };
  ownerEmail: string | null;
  reason: string;
}

async function decided(tx: Transaction, deps: AppDeps, actor: StaffActor, decision: Decided) {
  const { row, ownerEmail, reason } = decision;
  const approved = row.status === 'ACTIVE';
  await recordAuditEvent(tx, {
    actorAdminId: actor.adminId,
    action: approved ? 'partner_campaign.approve' : 'partner_campaign.reject',
    targetType: 'partner_campaign',
    targetId: row.id,
    ip: actor.ip,
    details: { partnerId: row.partnerId, budgetPoints: row.budgetPoints, reason },
  });
  const kind = approved ? 'approved' : 'rejected';
  const emails = ownerEmail ? [campaignProposalEmail(ownerEmail, kind, row.title, reason)] : [];
  await insertOutboxEmails(tx, emails, Boolean(deps.config.SMTP_URL));
}
