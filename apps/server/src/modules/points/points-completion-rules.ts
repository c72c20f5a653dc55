import {
  GAME_PASS_SCORE_PERCENT,
  TIERS,
  type CompletionBlockReason,
  type PointsBreakdown,
  type Tier,
} from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { capWindows, computeAward } from './points-calculation.js';
import {
  hasPassedQuiz,
  hasReadStory,
  hasWinningRound,
  sumCreditedWatchSeconds,
} from './points-evidence.repository.js';
import {
  basePointsOf,
  loadActivityRules,
  loadGlobalConfig,
  loadTierRules,
  type ActivityRules,
  type RatedActivity,
} from './points-config.service.js';
import { selectEarningState, type EarningState } from './points-earning.repository.js';

/** A playable activity with the fields completion needs. */
export type CompletableActivity = RatedActivity & { title: string };

/** Every rule's verdict for one member and activity at one moment. */
export interface Evaluation {
  reason: CompletionBlockReason | null;
  breakdown: PointsBreakdown;
  sequence: number;
  /** When the cooldown that blocks it ends; null when no cooldown blocks it. */
  cooldownEndsAt: Date | null;
  /** Whether the evidence is in (asked only when nothing before it in the order blocks it, or a cooldown). */
  evidence: boolean;
  /** The member as read with the rules: payment uses it to skip what cannot apply (streak, promotion). */
  state: EarningState;
}

type Earner = EarningState['member'];
type Global = Awaited<ReturnType<typeof loadGlobalConfig>>;

const tierRank = (tier: string) => TIERS.indexOf(tier as Tier);

/** Credited watch seconds a video needs for a completion, at the configured share of its duration. */
export function watchSecondsNeeded(durationSeconds: number, videoWatchPercent: number): number {
  return Math.ceil((durationSeconds * videoWatchPercent) / 100);
}

async function hasEvidence(
  db: Executor,
  userId: string,
  activity: RatedActivity,
  since: Date | null,
  global: Global,
) {
  if (activity.type === 'QUIZ') return hasPassedQuiz(db, userId, activity.id, since);
  if (activity.type === 'FEATURED') return hasReadStory(db, userId, activity.id, since);
  if (activity.type === 'GAME')
    return hasWinningRound(db, {
      userId,
      activityId: activity.id,
      since,
      scorePercent: GAME_PASS_SCORE_PERCENT,
    });
  if (!activity.durationSeconds) return false;
  const needed = watchSecondsNeeded(activity.durationSeconds, global.videoWatchPercent);
  return (await sumCreditedWatchSeconds(db, userId, activity.id, since)) >= needed;
}

const EVIDENCE_REASON = {
  VIDEO: 'WATCH_TIME_NOT_REACHED',
  FEATURED: 'WATCH_TIME_NOT_REACHED',
  QUIZ: 'QUIZ_NOT_PASSED',
  GAME: 'GAME_SCORE_TOO_LOW',
} as const;

/** The later of the two cooldowns that still run at `now` (between any completions, and per activity). */
function cooldownEnd(rules: ActivityRules, state: EarningState, global: Global, now: Date) {
  const lastAny = state.lastAnyAt;
  const ends = [
    lastAny ? lastAny.getTime() + global.cooldownSeconds * 1000 : 0,
    state.lastAt ? state.lastAt.getTime() + (rules.override?.cooldownSeconds ?? 0) * 1000 : 0,
  ];
  const latest = Math.max(...ends);
  return latest > now.getTime() ? new Date(latest) : null;
}

/** The rules that need no evidence: suspension, repeats and tier, in the order the UI explains them. */
function ruleBlock(member: Earner, rules: ActivityRules, state: EarningState) {
  const override = rules.override;
  if (member.suspended) return 'SUSPENDED';
  if (state.completions > 0 && !override?.allowRepeats) return 'ALREADY_COMPLETED';
  if (override?.requiredTier && tierRank(member.tier) < tierRank(override.requiredTier))
    return 'TIER_REQUIRED';
  return null;
}

async function breakdownFor(db: Executor, state: EarningState, activity: RatedActivity) {
  const [global, tiers, rules] = [
    await loadGlobalConfig(db),
    await loadTierRules(db),
    await loadActivityRules(db, activity),
  ];
  const { member } = state;
  const breakdown = computeAward({
    base: basePointsOf(activity, rules, global),
    tier: member.tier as Tier,
    tierMultiplierBp: tiers[member.tier as Tier].multiplierBp,
    categoryMultiplierBp: rules.categoryMultiplierBp,
    creatorMultiplierBp: rules.creatorMultiplierBp,
    dailyRemaining: global.dailyCap - state.dayEarned,
    weeklyRemaining: global.weeklyCap - state.weekEarned,
  });
  return { global, rules, breakdown };
}

/**
 * Every rule for one member and activity at `now`, read in the caller's transaction: the member's state in
 * one statement, the rules from the stamped cache, then the evidence from its owning module.
 */
export async function evaluate(
  db: Executor,
  userId: string,
  activity: RatedActivity,
  now: Date,
): Promise<Evaluation> {
  const { dayStart, weekStart } = capWindows(now);
  const windows = { dayStart, weekStart, today: dayStart.toISOString().slice(0, 10) };
  const state = await selectEarningState(db, { userId, activityId: activity.id }, windows);
  if (!state) throw new AppError('UNAUTHENTICATED');
  const { global, rules, breakdown } = await breakdownFor(db, state, activity);
  const sequence = state.completions + 1;
  const base = { breakdown, sequence, cooldownEndsAt: null, evidence: false, state };
  const blocked = ruleBlock(state.member, rules, state);
  if (blocked) return { ...base, reason: blocked };
  const cooldownEndsAt = cooldownEnd(rules, state, global, now);
  const evidence = await hasEvidence(db, userId, activity, state.lastAt, global);
  if (cooldownEndsAt) return { ...base, reason: 'COOLDOWN', cooldownEndsAt, evidence };
  if (!evidence) return { ...base, reason: EVIDENCE_REASON[activity.type] };
  const capped = breakdown.points === 0 && breakdown.uncapped > 0 ? breakdown.cappedBy : null;
  return { ...base, reason: capped, evidence };
}
