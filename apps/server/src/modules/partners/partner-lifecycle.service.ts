import {
  canMovePartner,
  PARTNER_TRANSITIONS,
  type ListPartnersQuery,
  type Partner,
  type PartnerAction,
  type PartnerList,
  type PartnerStatus,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import type { StaffActor } from './partner-applications.service.js';
import { moveCampaigns } from './partner-campaigns.repository.js';
import { endAndReturnBudgets } from './partner-campaigns.service.js';
import { partnerLifecycleEmail } from './partner-emails.js';
import { toPartner } from './partner-view.js';
import { enqueuePartnerEvent } from './partner-webhooks.service.js';
import { listPartnerRows, lockPartner, setPartnerStatus } from './partners.repository.js';

/** GET /admin/partners. */
export async function listPartners(deps: AppDeps, query: ListPartnersQuery): Promise<PartnerList> {
  return { items: (await listPartnerRows(deps.db, query.status)).map(toPartner) };
}

/** A refused move says what the partner is and what the action needs. */
function refusal(name: string, status: PartnerStatus, action: PartnerAction): AppError {
  const needs = PARTNER_TRANSITIONS[action].from.join(' or ');
  const message =
    status === 'CANCELLED'
      ? `${name} is CANCELLED, which is final: it cannot ${action}.`
      : `${name} is ${status}; ${action} is allowed only from ${needs}.`;
  return new AppError('PARTNER_TRANSITION_REFUSED', message);
}

/** What the partner's campaigns do with the move: pause, run again, or end with the budget returned. */
async function applyToCampaigns(
  tx: Transaction,
  actor: StaffActor,
  partnerId: string,
  action: PartnerAction,
) {
  if (action === 'suspend') return (await moveCampaigns(tx, partnerId, 'ACTIVE', 'PAUSED')).length;
  if (action === 'activate') return (await moveCampaigns(tx, partnerId, 'PAUSED', 'ACTIVE')).length;
  const ended = await endAndReturnBudgets(tx, actor, partnerId);
  for (const { id, returned } of ended)
    await enqueuePartnerEvent(tx, partnerId, 'campaign.ended', { campaignId: id, budgetReturned: returned });
  return ended.length;
}

/**
 * POST /admin/partners/:id/{suspend|activate|cancel}. Under the partner's row lock: the status, its
 * campaigns (paused, resumed or ended at once), the audit line and the owner's e-mail land together.
 */
export function changePartnerStatus(
  deps: AppDeps,
  actor: StaffActor,
  id: string,
  action: PartnerAction,
  reason: string,
): Promise<Partner> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockPartner(tx, id);
    if (!locked) throw new AppError('PARTNER_NOT_FOUND');
    const { name, status } = locked.partner;
    if (!canMovePartner(status as PartnerStatus, action))
      throw refusal(name, status as PartnerStatus, action);
    const to = PARTNER_TRANSITIONS[action].to;
    const row = await setPartnerStatus(tx, id, to, reason);
    const campaigns = await applyToCampaigns(tx, actor, id, action);
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: `partner.${action}`,
      targetType: 'partner',
      targetId: id,
      ip: actor.ip,
      details: { from: status, to, reason, campaigns },
    });
    await enqueuePartnerEvent(tx, id, 'partner.status_changed', { from: status, to, reason });
    const emails = locked.ownerEmail ? [partnerLifecycleEmail(locked.ownerEmail, action, name, reason)] : [];
    await insertOutboxEmails(tx, emails, Boolean(deps.config.SMTP_URL));
    return toPartner({ ...locked, partner: row });
  });
}
