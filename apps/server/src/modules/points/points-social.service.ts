import { MULTIPLIER_ONE, type PointsBreakdown, type Tier } from '@streamit/contract';
import type { Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { memberLockKey } from './points-accounts.js';
import { capWindows, computeAward } from './points-calculation.js';
import { loadGlobalConfig, loadTierRules } from './points-config.service.js';
import { selectEarner, sumEarnings } from './points-earning.repository.js';
import { lockKey } from './points-ledger.repository.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { buildLedgerReason, type LedgerReason } from './points-reasons.js';
import { promoteOnEarning, type TierMailer } from './points-tiers.service.js';

/** A social task paid to a member. */
export interface SocialAward {
  postingId: string;
  points: number;
  breakdown: PointsBreakdown;
  balance: number;
}

/** Takes the member's points lock (the one completions take), for the rest of the transaction. */
export function lockMemberPoints(tx: Transaction, userId: string): Promise<void> {
  return lockKey(tx, memberLockKey(userId));
}

/** Activity and social earnings since a moment: what the daily and weekly caps count for a social task. */
async function cappedEarnings(tx: Transaction, userId: string, since: Date): Promise<number> {
  return (
    (await sumEarnings(tx, userId, since, 'activity')) + (await sumEarnings(tx, userId, since, 'social'))
  );
}

/**
 * Pays a social task through the ledger, once per task and member (key `social:<task>:<member>`): the
 * task's points × the member's tier multiplier, cut by the daily and weekly caps like any earning. A cap
 * that leaves nothing throws POINTS_DAILY_CAP / POINTS_WEEKLY_CAP. The caller holds the member's lock.
 */
export async function awardSocialPoints(
  tx: Transaction,
  mailer: TierMailer,
  input: { userId: string; taskId: string; title: string; base: number; now: Date },
): Promise<SocialAward> {
  const member = await selectEarner(tx, input.userId);
  if (!member) throw new AppError('UNAUTHENTICATED');
  if (member.suspended) throw new AppError('POINTS_SUSPENDED');
  const [global, tiers] = [await loadGlobalConfig(tx), await loadTierRules(tx)];
  const { dayStart, weekStart } = capWindows(input.now);
  const breakdown = computeAward({
    base: input.base,
    tier: member.tier as Tier,
    tierMultiplierBp: tiers[member.tier as Tier].multiplierBp,
    categoryMultiplierBp: MULTIPLIER_ONE,
    creatorMultiplierBp: MULTIPLIER_ONE,
    dailyRemaining: global.dailyCap - (await cappedEarnings(tx, input.userId, dayStart)),
    weeklyRemaining: global.weeklyCap - (await cappedEarnings(tx, input.userId, weekStart)),
  });
  if (breakdown.points <= 0)
    throw new AppError(breakdown.cappedBy === 'WEEKLY_CAP' ? 'POINTS_WEEKLY_CAP' : 'POINTS_DAILY_CAP');
  const posted = await postPoints(tx, {
    kind: 'earn',
    source: 'social',
    idempotencyKey: `social:${input.taskId}:${input.userId}`,
    ...buildLedgerReason('socialTask', { title: input.title }),
    breakdown: { ...breakdown, socialTaskId: input.taskId },
    lines: memberAndPool(input.userId, breakdown.points),
  });
  await promoteOnEarning(tx, input.userId, mailer);
  const balance =
    posted.balances.get(input.userId) ?? (await selectEarner(tx, input.userId))?.totalPoints ?? 0;
  return { postingId: posted.posting.id, points: breakdown.points, breakdown, balance };
}

/**
 * Takes a social reward back (kind reverse, key `social-reverse:<task>:<member>`): an engagement undone
 * on X. It is marked a fraud reversal, so it applies even when the member already spent the points.
 */
export async function reverseSocialPoints(
  tx: Transaction,
  input: { userId: string; taskId: string; postingId: string; points: number; reason: LedgerReason },
): Promise<string> {
  const posted = await postPoints(tx, {
    kind: 'reverse',
    source: 'social',
    idempotencyKey: `social-reverse:${input.taskId}:${input.userId}`,
    ...input.reason,
    reversesPostingId: input.postingId,
    fraudReversal: true,
    breakdown: { socialTaskId: input.taskId, points: -input.points },
    lines: memberAndPool(input.userId, -input.points),
  });
  return posted.posting.id;
}
