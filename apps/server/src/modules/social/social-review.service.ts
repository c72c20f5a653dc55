import type {
  SocialBypassBody,
  SocialClaim,
  SocialClaimList,
  SocialClaimListQuery,
  SocialReviewBody,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { findUserById } from '../members/members.queries.js';
import { lockMemberPoints } from '../points/points-social.service.js';
import { settleVerified } from './social-award.service.js';
import { claimDecisionEmail } from './social-emails.js';
import type { Operator } from './social-tasks.service.js';
import { toStaffClaim } from './social-view.js';
import { requireTask } from './social-verify.service.js';
import { lockClaimById, selectClaimQueue, selectClaimView, updateClaim } from './social.repository.js';

async function claimView(db: Executor, id: string): Promise<SocialClaim> {
  const row = await selectClaimView(db, id);
  if (!row) throw new AppError('SOCIAL_CLAIM_NOT_FOUND');
  return toStaffClaim(row);
}

/** GET /admin/social-tasks/claims: the manual review queue, oldest first. */
export async function listClaims(deps: AppDeps, query: SocialClaimListQuery): Promise<SocialClaimList> {
  return { items: (await selectClaimQueue(deps.db, query)).map(toStaffClaim) };
}

async function approve(tx: Transaction, deps: AppDeps, operator: Operator, claim: SocialClaim) {
  const task = await requireTask(tx, claim.taskId);
  await settleVerified(tx, deps, {
    task,
    userId: claim.userId,
    verification: { via: 'MANUAL', reviewerAdminId: operator.adminId },
    now: new Date(),
  });
}

/**
 * POST /admin/social-tasks/claims/:id/decision. The member's points lock is taken before the claim's row
 * (the order the member's own calls use), so a review and a member's verify never wait on each other
 * crosswise. Approving pays through the ledger; both decisions are audited and e-mailed to the member.
 */
export function decideClaim(
  deps: AppDeps,
  operator: Operator,
  id: string,
  body: SocialReviewBody,
): Promise<SocialClaim> {
  return deps.db.transaction(async (tx) => {
    const seen = await claimView(tx, id);
    await lockMemberPoints(tx, seen.userId);
    const claim = await lockClaimById(tx, id);
    if (claim?.state !== 'PENDING_REVIEW') throw new AppError('SOCIAL_CLAIM_NOT_PENDING');
    const reason = body.reason ?? '';
    if (body.decision === 'APPROVE') await approve(tx, deps, operator, seen);
    else await updateClaim(tx, id, { state: 'REJECTED', reason, reviewerAdminId: operator.adminId });
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: body.decision === 'APPROVE' ? 'social.claim_approved' : 'social.claim_rejected',
      targetType: 'social_claim',
      targetId: id,
      ip: operator.ip,
      details: { taskId: seen.taskId, userId: seen.userId, reason },
    });
    const decided = await claimView(tx, id);
    await notifyMember(tx, deps, decided);
    return decided;
  });
}

/** Tells the member about the decision by e-mail, in the same transaction (the outbox sends it). */
async function notifyMember(tx: Executor, deps: AppDeps, claim: SocialClaim): Promise<void> {
  const { memberEmail } = claim;
  if (!memberEmail) return;
  const email = claimDecisionEmail(deps.config.publicUrl, { ...claim, memberEmail });
  await insertOutboxEmails(tx, [email], Boolean(deps.config.SMTP_URL));
}

/** POST /social/follow/twitter/bypass: staff mark a member's task verified without X; paid and audited. */
export function bypassTask(deps: AppDeps, operator: Operator, body: SocialBypassBody): Promise<SocialClaim> {
  return deps.db.transaction(async (tx) => {
    const task = await requireTask(tx, body.taskId);
    if (!(await findUserById(tx, body.userId))) throw new AppError('NOT_FOUND', 'Member not found');
    const { claim } = await settleVerified(tx, deps, {
      task,
      userId: body.userId,
      verification: { via: 'BYPASS', reviewerAdminId: operator.adminId, reason: body.reason },
      now: new Date(),
    });
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'social.bypass',
      targetType: 'social_claim',
      targetId: claim.id,
      ip: operator.ip,
      details: { taskId: task.id, userId: body.userId, reason: body.reason, points: claim.points },
    });
    return claimView(tx, claim.id);
  });
}
