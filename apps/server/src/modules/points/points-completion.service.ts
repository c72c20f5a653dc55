import {
  ERRORS,
  GAME_PASS_SCORE_PERCENT,
  TIERS,
  type CompletionBlockReason,
  type CompletionQuote,
  type CompletionResult,
  type PointsBreakdown,
  type Tier,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { hasWinningRound } from '../games/game-evidence.service.js';
import { hasPassedQuiz } from '../quizzes/quiz-evidence.service.js';
import { sumCreditedWatchSeconds } from '../watch/watch-evidence.service.js';
import { memberLockKey } from './points-accounts.js';
import { awardStreakBonus } from './points-bonus.service.js';
import { capWindows, computeAward } from './points-calculation.js';
import { creatorShareOf, payCreatorShare } from './points-creator.service.js';
import {
  basePointsOf,
  loadActivityRules,
  loadGlobalConfig,
  loadTierRules,
  type ActivityRules,
  type RatedActivity,
} from './points-config.service.js';
import {
  insertCompletion,
  selectCompletionState,
  selectEarner,
  selectLastCompletionAt,
  sumEarnings,
} from './points-earning.repository.js';
import { lockKey } from './points-ledger.repository.js';
import { memberAndPool, postPoints, type PostingResult } from './points-ledger.service.js';
import { planReferralVesting, runInAccountOrder, type OrderedWrite } from './points-referral.service.js';
import { requirePlayable } from './points-playable.js';
import { promoteOnEarning, tierMailerOf } from './points-tiers.service.js';

/** A playable activity with the fields completion needs. */
type CompletableActivity = RatedActivity & { title: string };

interface Evaluation {
  reason: CompletionBlockReason | null;
  breakdown: PointsBreakdown;
  sequence: number;
}

type Earner = NonNullable<Awaited<ReturnType<typeof selectEarner>>>;
type Global = Awaited<ReturnType<typeof loadGlobalConfig>>;
type State = Awaited<ReturnType<typeof selectCompletionState>>;

const tierRank = (tier: string) => TIERS.indexOf(tier as Tier);

async function hasEvidence(
  db: Executor,
  userId: string,
  activity: RatedActivity,
  since: Date | null,
  global: Global,
) {
  if (activity.type === 'QUIZ') return hasPassedQuiz(db, userId, activity.id, since);
  if (activity.type === 'GAME')
    return hasWinningRound(db, {
      userId,
      activityId: activity.id,
      since,
      scorePercent: GAME_PASS_SCORE_PERCENT,
    });
  if (!activity.durationSeconds) return false;
  const needed = Math.ceil((activity.durationSeconds * global.videoWatchPercent) / 100);
  return (await sumCreditedWatchSeconds(db, userId, activity.id, since)) >= needed;
}

const EVIDENCE_REASON = {
  VIDEO: 'WATCH_TIME_NOT_REACHED',
  FEATURED: 'WATCH_TIME_NOT_REACHED',
  QUIZ: 'QUIZ_NOT_PASSED',
  GAME: 'GAME_SCORE_TOO_LOW',
} as const;

/** The rules that need no evidence: suspension, repeats, tier and cooldowns, in the order the UI explains them. */
function ruleBlock(
  member: Earner,
  rules: ActivityRules,
  state: State,
  lastAny: Date | null,
  global: Global,
  now: Date,
) {
  const override = rules.override;
  if (member.suspended) return 'SUSPENDED';
  if (state.completions > 0 && !override?.allowRepeats) return 'ALREADY_COMPLETED';
  if (override?.requiredTier && tierRank(member.tier) < tierRank(override.requiredTier))
    return 'TIER_REQUIRED';
  if (lastAny && now.getTime() - lastAny.getTime() < global.cooldownSeconds * 1000) return 'COOLDOWN';
  const repeatCooldown = override?.cooldownSeconds ?? 0;
  if (state.lastAt && now.getTime() - state.lastAt.getTime() < repeatCooldown * 1000) return 'COOLDOWN';
  return null;
}

/** Every rule for one member and activity at `now`, read in the caller's transaction. */
async function evaluate(
  db: Executor,
  userId: string,
  activity: RatedActivity,
  now: Date,
): Promise<Evaluation> {
  const member = await selectEarner(db, userId);
  if (!member) throw new AppError('UNAUTHENTICATED');
  const [global, tiers, rules] = [
    await loadGlobalConfig(db),
    await loadTierRules(db),
    await loadActivityRules(db, activity),
  ];
  const state = await selectCompletionState(db, userId, activity.id);
  const { dayStart, weekStart } = capWindows(now);
  const breakdown = computeAward({
    base: basePointsOf(activity, rules, global),
    tier: member.tier as Tier,
    tierMultiplierBp: tiers[member.tier as Tier].multiplierBp,
    categoryMultiplierBp: rules.categoryMultiplierBp,
    creatorMultiplierBp: rules.creatorMultiplierBp,
    dailyRemaining: global.dailyCap - (await sumEarnings(db, userId, dayStart)),
    weeklyRemaining: global.weeklyCap - (await sumEarnings(db, userId, weekStart)),
  });
  const sequence = state.completions + 1;
  const blocked = ruleBlock(member, rules, state, await selectLastCompletionAt(db, userId), global, now);
  if (blocked) return { reason: blocked, breakdown, sequence };
  if (!(await hasEvidence(db, userId, activity, state.lastAt, global)))
    return { reason: EVIDENCE_REASON[activity.type], breakdown, sequence };
  const capped = breakdown.points === 0 && breakdown.uncapped > 0 ? breakdown.cappedBy : null;
  return { reason: capped, breakdown, sequence };
}

function quoteOf(activityId: string, evaluation: Evaluation): CompletionQuote {
  const { reason, breakdown } = evaluation;
  return {
    activityId,
    canComplete: reason === null,
    reason,
    breakdown,
    message: reason ? ERRORS[`POINTS_${reason}`].message : null,
  };
}

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

/** GET /activities/:id/can-complete and /points/calculate/:id. */
export async function quoteCompletion(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<CompletionQuote> {
  const activity = await requirePlayable(deps, activityId);
  return quoteOf(activity.id, await evaluate(deps.db, userId, activity, new Date()));
}

/**
 * POST /activities/:id/complete. The member's advisory lock serialises their completions, so the
 * rules are read and the award written with nothing of theirs in between; the unique completion
 * index and the posting's key would refuse a double award even without it.
 */
export async function completeActivity(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<CompletionResult> {
  const activity: CompletableActivity = await requirePlayable(deps, activityId);
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, memberLockKey(userId));
    const now = new Date();
    const { reason, breakdown, sequence } = await evaluate(tx, userId, activity, now);
    if (reason) throw new AppError(`POINTS_${reason}`);
    const posted = await postAward(tx, userId, activity, breakdown, sequence);
    await insertCompletion(tx, {
      userId,
      activityId: activity.id,
      sequence,
      postingId: posted?.posting.id ?? null,
      points: breakdown.points,
      completedAt: now,
    });
    const streakBonus = posted ? await awardStreakBonus(tx, userId, now) : null;
    const balance = (await selectEarner(tx, userId))?.totalPoints ?? 0;
    if (posted) await promoteOnEarning(tx, userId, tierMailerOf(deps));
    return {
      activityId: activity.id,
      sequence,
      points: breakdown.points,
      breakdown,
      balance,
      streakBonus,
      completedAt: now.toISOString(),
    };
  });
}
