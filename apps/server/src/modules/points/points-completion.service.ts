import type { CompletionBlockReason, CompletionResult, PointsBreakdown } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { memberLockKey } from './points-accounts.js';
import { awardStreakBonus } from './points-bonus.service.js';
import { evaluate, type CompletableActivity, type Evaluation } from './points-completion-rules.js';
import { creatorShareOf, payCreatorShare } from './points-creator.service.js';
import { insertCompletion, selectEarner } from './points-earning.repository.js';
import { lockKey } from './points-ledger.repository.js';
import { memberAndPool, postPoints, type PostingResult } from './points-ledger.service.js';
import { planReferralVesting, runInAccountOrder, type OrderedWrite } from './points-referral.service.js';
import { promoteOnEarning, tierMailerOf } from './points-tiers.service.js';

/**
 * What the server decided for one completion: paid now, earned but waiting for the cooldown to end (the
 * caller keeps it as a pending award), or refused for a reason the member is shown.
 */
export type CompletionDecision =
  | { status: 'PAID'; award: CompletionResult; postingId: string | null }
  | { status: 'PENDING'; dueAt: Date; evaluation: Evaluation }
  | { status: 'REFUSED'; reason: CompletionBlockReason; evaluation: Evaluation };

/**
 * The member's award, the creator's share and, with a first reward, the referrer's vested reward. Each
 * moves a users row, so they are written in account-id order (runInAccountOrder): two awards touching
 * the same members can never lock their rows crosswise.
 */
async function postAward(
  tx: Transaction,
  userId: string,
  activity: CompletableActivity,
  breakdown: PointsBreakdown,
  sequence: number,
) {
  if (breakdown.points <= 0) return null;
  const { creatorId, title } = activity;
  const shareInput = {
    userId,
    activityId: activity.id,
    creatorId,
    title,
    sequence,
    points: breakdown.points,
  };
  const share = await creatorShareOf(tx, shareInput);
  const result: { posted?: PostingResult } = {};
  const award = () =>
    postPoints(tx, {
      kind: 'earn',
      source: 'activity',
      activityId: activity.id,
      breakdown,
      idempotencyKey: `complete:${activity.id}:${userId}:${sequence}`,
      reason: `Completed "${title}"`,
      lines: memberAndPool(userId, breakdown.points),
    }).then((posted) => (result.posted = posted));
  const writes: OrderedWrite[] = [{ accountId: userId, run: award }];
  if (creatorId && share > 0)
    writes.push({ accountId: creatorId, run: () => payCreatorShare(tx, shareInput, share) });
  const vesting = await planReferralVesting(tx, userId);
  if (vesting) writes.push(vesting);
  await runInAccountOrder(writes);
  return result.posted ?? null;
}

async function payAward(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  activity: CompletableActivity,
  { breakdown, sequence }: Evaluation,
  now: Date,
): Promise<CompletionDecision> {
  const posted = await postAward(tx, userId, activity, breakdown, sequence);
  const postingId = posted?.posting.id ?? null;
  await insertCompletion(tx, {
    userId,
    activityId: activity.id,
    sequence,
    postingId,
    points: breakdown.points,
    completedAt: now,
  });
  const streakBonus = posted ? await awardStreakBonus(tx, userId, now) : null;
  const balance = (await selectEarner(tx, userId))?.totalPoints ?? 0;
  if (posted) await promoteOnEarning(tx, userId, tierMailerOf(deps));
  const award = {
    activityId: activity.id,
    sequence,
    points: breakdown.points,
    breakdown,
    balance,
    streakBonus,
    completedAt: now.toISOString(),
  };
  return { status: 'PAID', award, postingId };
}

/**
 * Decides one completion in the caller's transaction. The member's advisory lock serialises their
 * completions, so the rules are read and the award written with nothing of theirs in between; the unique
 * completion index and the posting's key would refuse a double award even without it. A completion whose
 * evidence is in and that only a cooldown blocks comes back PENDING with the moment the cooldown ends.
 */
export async function decideCompletion(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  activity: CompletableActivity,
): Promise<CompletionDecision> {
  await lockKey(tx, memberLockKey(userId));
  const now = new Date();
  const evaluation = await evaluate(tx, userId, activity, now);
  const { reason, cooldownEndsAt, evidence } = evaluation;
  if (reason === 'COOLDOWN' && cooldownEndsAt && evidence)
    return { status: 'PENDING', dueAt: cooldownEndsAt, evaluation };
  if (reason) return { status: 'REFUSED', reason, evaluation };
  return payAward(deps, tx, userId, activity, evaluation, now);
}
