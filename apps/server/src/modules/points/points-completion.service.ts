import type { CompletionBlockReason, CompletionResult } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { memberLockKey } from './points-accounts.js';
import { runAwardExtras, type AwardExtrasRunner, type ExtraPaid } from './points-award-extras.js';
import { awardStreakBonus } from './points-bonus.service.js';
import { evaluate, type CompletableActivity, type Evaluation } from './points-completion-rules.js';
import { creatorShareOf } from './points-creator.service.js';
import { insertCompletionWithShare, selectEarner } from './points-earning.repository.js';
import { lockKey } from './points-ledger.repository.js';
import { memberAndPool, postPoints, type PostingResult } from './points-ledger.service.js';
import { buildLedgerReason } from './points-reasons.js';
import { planReferralVesting, runInAccountOrder, type OrderedWrite } from './points-referral.service.js';
import { promoteIfCrossed, tierMailerOf } from './points-tiers.service.js';

/**
 * What the server decided for one completion: paid now, earned but waiting for the cooldown to end (the
 * caller keeps it as a pending award), or refused for a reason the member is shown.
 */
export type CompletionDecision =
  | { status: 'PAID'; award: CompletionResult; postingId: string | null; awardWaiting: boolean }
  | { status: 'PENDING'; dueAt: Date; evaluation: Evaluation }
  | { status: 'REFUSED'; reason: CompletionBlockReason; evaluation: Evaluation };

/**
 * The member's award and, with their first paid completion, the referrer's vested reward (a later one finds
 * the referral settled by the first, or by the member's verification). Each moves a users row, so they are
 * written in account-id order (runInAccountOrder): two awards touching the same members can never lock their
 * rows crosswise. The creator's share is an accrual inserted with the completion: it locks no row.
 */
async function postAward(
  tx: Transaction,
  userId: string,
  activity: CompletableActivity,
  evaluation: Evaluation,
) {
  const { breakdown, sequence, state } = evaluation;
  if (breakdown.points <= 0) return null;
  const result: { posted?: PostingResult } = {};
  const award = () =>
    postPoints(tx, {
      kind: 'earn',
      source: 'activity',
      activityId: activity.id,
      breakdown,
      idempotencyKey: `complete:${activity.id}:${userId}:${sequence}`,
      ...buildLedgerReason('completed', { title: activity.title }),
      lines: memberAndPool(userId, breakdown.points),
    }).then((posted) => (result.posted = posted));
  const writes: OrderedWrite[] = [{ accountId: userId, run: award }];
  const vesting = state.paidBefore ? null : await planReferralVesting(tx, userId);
  if (vesting) writes.push(vesting);
  await runInAccountOrder(writes);
  return result.posted ?? null;
}

/** The completion row and, on another creator's content, the creator's share accrued in the same statement. */
async function recordCompletion(
  tx: Transaction,
  activity: CompletableActivity,
  completion: {
    userId: string;
    sequence: number;
    postingId: string | null;
    points: number;
    completedAt: Date;
  },
) {
  const shareInput = {
    ...completion,
    activityId: activity.id,
    creatorId: activity.creatorId,
    title: activity.title,
  };
  const share = completion.postingId ? await creatorShareOf(tx, shareInput) : 0;
  const accrual =
    share > 0 && activity.creatorId
      ? { creatorId: activity.creatorId, memberPoints: completion.points, share }
      : null;
  await insertCompletionWithShare(tx, { ...completion, activityId: activity.id }, accrual);
}

/** The member's balance after the award: the postings' own answers, read again only after a replayed key. */
async function balanceAfter(tx: Transaction, userId: string, posted: PostingResult | null, bonus: number) {
  const balance = posted?.balances.get(userId);
  if (balance !== undefined) return balance + bonus;
  return (await selectEarner(tx, userId))?.totalPoints ?? 0;
}

/**
 * The streak bonus only when today's streak day was not in yet (read with the rules, under the member's
 * lock), so later awards of the day skip its insert; a tier promotion only when the lifetime total crosses.
 */
async function payExtras(deps: AppDeps, tx: Transaction, userId: string, evaluation: Evaluation, now: Date) {
  const { state, breakdown } = evaluation;
  const streakBonus = state.earnedToday ? null : await awardStreakBonus(tx, userId, now);
  const lifetime = state.lifetime + breakdown.points + (streakBonus?.points ?? 0);
  await promoteIfCrossed(tx, { userId, tier: state.member.tier, lifetime }, tierMailerOf(deps), now);
  return streakBonus;
}

/** What a posted award paid on top of its points: the streak bonus and a module's extra (a campaign's). */
export interface AwardBonuses {
  streakBonus: CompletionResult['streakBonus'];
  sponsored: ExtraPaid | null;
}

/**
 * After an award's posting and completion row, in its transaction: the streak bonus, the tier promotion and
 * the award extras (a single completion and a batch of them, decision 073, pay them alike).
 */
export async function payAwardBonuses(
  deps: AppDeps,
  tx: Transaction,
  paid: { userId: string; activityId: string; evaluation: Evaluation; now: Date },
  runExtras: AwardExtrasRunner = runAwardExtras,
): Promise<AwardBonuses> {
  const { userId, activityId, evaluation, now } = paid;
  const streakBonus = await payExtras(deps, tx, userId, evaluation, now);
  const sequence = evaluation.sequence;
  const sponsored = await runExtras(tx, { userId, activityId, sequence, now });
  return { streakBonus, sponsored };
}

/** The PAID decision for an award written with `postingId`, answering the member's balance after it. */
export function paidDecision(
  activityId: string,
  evaluation: Evaluation,
  now: Date,
  paid: AwardBonuses & { postingId: string | null; balance: number },
): CompletionDecision {
  const { breakdown, sequence } = evaluation;
  const { streakBonus, sponsored } = paid;
  const award: CompletionResult = {
    activityId,
    sequence,
    points: breakdown.points,
    breakdown,
    balance: paid.balance,
    streakBonus,
    completedAt: now.toISOString(),
  };
  if (sponsored) award.sponsoredBonus = sponsored;
  return { status: 'PAID', award, postingId: paid.postingId, awardWaiting: evaluation.state.awardWaiting };
}

/** Posts one award line by line (a referral to vest, no points to post, a replayed key): decision 046's path. */
export async function payAward(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  activity: CompletableActivity,
  evaluation: Evaluation,
  now: Date,
): Promise<CompletionDecision> {
  const { breakdown, sequence } = evaluation;
  const posted = await postAward(tx, userId, activity, evaluation);
  const postingId = posted?.posting.id ?? null;
  const { points } = breakdown;
  await recordCompletion(tx, activity, { userId, sequence, postingId, points, completedAt: now });
  const paid = { userId, activityId: activity.id, evaluation, now };
  const bonuses = posted ? await payAwardBonuses(deps, tx, paid) : { streakBonus: null, sponsored: null };
  const extra = (bonuses.streakBonus?.points ?? 0) + (bonuses.sponsored?.points ?? 0);
  const balance = await balanceAfter(tx, userId, posted, extra);
  return paidDecision(activity.id, evaluation, now, { ...bonuses, postingId, balance });
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
