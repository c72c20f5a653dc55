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

/** Whether the member's evidence for the activity is in, since their last completion of it when given. */
export async function hasEvidence(
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

/** The rules an activity's award is computed with: the global and tier rules, and the activity's own. */
export interface AwardRules {
  global: Global;
  tiers: Awaited<ReturnType<typeof loadTierRules>>;
  rules: ActivityRules;
}

/** The rules for one activity, read in the caller's transaction (the global ones from the stamped cache). */
export async function loadAwardRules(db: Executor, activity: RatedActivity): Promise<AwardRules> {
  return {
    global: await loadGlobalConfig(db),
    tiers: await loadTierRules(db),
    rules: await loadActivityRules(db, activity),
  };
}

function breakdownOf(state: EarningState, activity: RatedActivity, { global, tiers, rules }: AwardRules) {
  const { member } = state;
  return computeAward({
    base: basePointsOf(activity, rules, global),
    tier: member.tier as Tier,
    tierMultiplierBp: tiers[member.tier as Tier].multiplierBp,
    categoryMultiplierBp: rules.categoryMultiplierBp,
    creatorMultiplierBp: rules.creatorMultiplierBp,
    dailyRemaining: global.dailyCap - state.dayEarned,
    weeklyRemaining: global.weeklyCap - state.weekEarned,
  });
}

/** One member's completion of one activity at one moment, with everything the rules read. */
export interface CompletionCase {
  state: EarningState;
  activity: RatedActivity;
  rules: AwardRules;
  now: Date;
}

/** Whether the rules would look at the evidence (nothing before it in the order blocks the completion). */
export const needsEvidence = ({ state, rules }: CompletionCase): boolean =>
  ruleBlock(state.member, rules.rules, state) === null;

/**
 * The rules' verdict, in the order the UI explains them, given whether the evidence is in: pure, so a batch
 * of completions (decision 073) and a single one reach the same verdict from the same rows.
 */
export function judge(input: CompletionCase, evidence: boolean): Evaluation {
  const { state, activity, rules, now } = input;
  const breakdown = breakdownOf(state, activity, rules);
  const base = { breakdown, sequence: state.completions + 1, cooldownEndsAt: null, evidence: false, state };
  const blocked = ruleBlock(state.member, rules.rules, state);
  if (blocked) return { ...base, reason: blocked };
  const cooldownEndsAt = cooldownEnd(rules.rules, state, rules.global, now);
  if (cooldownEndsAt) return { ...base, reason: 'COOLDOWN', cooldownEndsAt, evidence };
  if (!evidence) return { ...base, reason: EVIDENCE_REASON[activity.type] };
  const capped = breakdown.points === 0 && breakdown.uncapped > 0 ? breakdown.cappedBy : null;
  return { ...base, reason: capped, evidence };
}

/** The day, week and streak-day windows the state is read in, at `now`. */
export function earningWindows(now: Date) {
  const { dayStart, weekStart } = capWindows(now);
  return { dayStart, weekStart, today: dayStart.toISOString().slice(0, 10) };
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
  const state = await selectEarningState(db, { userId, activityId: activity.id }, earningWindows(now));
  if (!state) throw new AppError('UNAUTHENTICATED');
  const input = { state, activity, rules: await loadAwardRules(db, activity), now };
  const evidence =
    needsEvidence(input) && (await hasEvidence(db, userId, activity, state.lastAt, input.rules.global));
  return judge(input, evidence);
}
