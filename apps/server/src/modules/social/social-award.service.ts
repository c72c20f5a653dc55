import type { SocialVerifiedVia } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { awardSocialPoints, lockMemberPoints } from '../points/points-social.service.js';
import { tierMailerOf } from '../points/points-tiers.service.js';
import {
  lockClaim,
  saveClaim,
  takeCompletionSlot,
  type SocialClaimRow,
  type SocialTaskRow,
} from './social.repository.js';

/** How a claim came to be verified, and by whom. */
export interface Verification {
  via: SocialVerifiedVia;
  xUserId?: string | null;
  reviewerAdminId?: string | null;
  reason?: string | null;
}

/** Refuses a claim that is already paid or waiting for review. */
export function assertClaimOpen(claim: SocialClaimRow | null, allowPending = false): void {
  if (claim?.state === 'VERIFIED' || claim?.state === 'REVERSED')
    throw new AppError('SOCIAL_TASK_ALREADY_DONE');
  if (claim?.state === 'PENDING_REVIEW' && !allowPending) throw new AppError('SOCIAL_TASK_PENDING_REVIEW');
}

/**
 * Marks a member's task verified and pays it, in the caller's transaction: the member's points lock
 * serialises their claims, the claim row is locked, one conditional UPDATE takes a completion under the
 * task's cap, and the ledger posting's key plus the (task, member) unique index make the award once.
 */
export async function settleVerified(
  tx: Transaction,
  deps: AppDeps,
  input: { task: SocialTaskRow; userId: string; verification: Verification; now: Date },
): Promise<{ claim: SocialClaimRow; balance: number }> {
  const { task, userId, verification, now } = input;
  await lockMemberPoints(tx, userId);
  assertClaimOpen(await lockClaim(tx, task.id, userId), verification.via !== 'X_API');
  if (!(await takeCompletionSlot(tx, task.id))) throw new AppError('SOCIAL_TASK_FULL');
  const award = await awardSocialPoints(tx, tierMailerOf(deps), {
    userId,
    taskId: task.id,
    title: task.title,
    base: task.points,
    now,
  });
  const claim = await saveClaim(tx, {
    taskId: task.id,
    userId,
    state: 'VERIFIED',
    verifiedVia: verification.via,
    xUserId: verification.xUserId ?? null,
    points: award.points,
    postingId: award.postingId,
    reason: verification.reason ?? null,
    reviewerAdminId: verification.reviewerAdminId ?? null,
    verifiedAt: now,
    lastCheckedAt: now,
  });
  return { claim, balance: award.balance };
}
