import { GAME_PASS_SCORE_PERCENT, type EarningOutcome } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { insertAwards, lockMembers } from './points-completion-batch.repository.js';
import { scopeAwardExtras, type AwardExtrasRunner } from './points-award-extras.js';
import { evidenceOutcomeOf } from './points-completion-outcome.js';
import {
  earningWindows,
  hasEvidence,
  judge,
  needsEvidence,
  type AwardRules,
  type CompletableActivity,
  type CompletionCase,
  type Evaluation,
} from './points-completion-rules.js';
import {
  payAward,
  payAwardBonuses,
  paidDecision,
  type CompletionDecision,
} from './points-completion.service.js';
import { holdPointsConfig, loadActivitiesRules } from './points-config.service.js';
import { selectEarningStatesWithEvidence } from './points-earning.repository.js';
import { recordPendingOutcome } from './points-pending.service.js';
import { creatorShareOf } from './points-creator.service.js';
import { buildLedgerReason } from './points-reasons.js';

// One batch of completions (decision 073) in one transaction, its rules read just before it (decision 097): the
// members locked in one statement, then in rounds (a member at most once per round, in arrival order) their
// states and evidence read in one statement, decision 022's rules run per completion, and the awards written in
// one statement.

/** A completion waiting in a batch: the member and the playable activity whose evidence just arrived. */
export interface QueuedCompletion {
  userId: string;
  activity: CompletableActivity;
}

/** One completion's answer: what it carries, or the error its request fails with (alone). */
export type CompletionAnswer = { outcome: EarningOutcome | null } | { error: AppError };

/** Splits a batch into rounds, each member at most once per round; a member's second completion waits for the next. */
export function roundsOf<T extends { userId: string }>(items: T[]): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const round = seen.get(item.userId) ?? 0;
    seen.set(item.userId, round + 1);
    (rounds[round] ??= []).push(item);
  }
  return rounds;
}

async function loadBatchRules(db: Executor, activityIds: string[]) {
  const { byActivity, global, tiers, config } = await loadActivitiesRules(db, activityIds);
  const rulesOf = (activityId: string): AwardRules => {
    const rules = byActivity.get(activityId);
    if (!rules) throw new Error(`activity ${activityId} has no rules row`);
    return { global, tiers, rules };
  };
  return { rulesOf, config };
}

type RulesOf = Awaited<ReturnType<typeof loadBatchRules>>['rulesOf'];

/** What a batch reads before its transaction: its activities' rules and which of them an extra may pay on. */
export interface BatchReads {
  rulesOf: RulesOf;
  config: Awaited<ReturnType<typeof loadBatchRules>>['config'];
  runExtras: AwardExtrasRunner;
}

/**
 * The rules and the extras' scopes of a batch's activities, two statements side by side on two connections,
 * before the batch's transaction (decision 097): at read committed, a statement inside it would see no less.
 */
export async function readBatchRules(db: Executor, activityIds: string[]): Promise<BatchReads> {
  const ids = [...new Set(activityIds)];
  const [{ rulesOf, config }, runExtras] = await Promise.all([
    loadBatchRules(db, ids),
    scopeAwardExtras(db, ids, new Date()),
  ]);
  return { rulesOf, config, runExtras };
}

/** The types whose evidence the states statement reads (quizzes, games, stories); a video's is summed apart. */
const ASKED_TYPES = new Set(['QUIZ', 'GAME', 'FEATURED']);

/**
 * The evidence of every case the rules would look at it for: quizzes, games and stories as read with the
 * states, any other (a video's watch sessions) by its owning module.
 */
async function evidenceOf(tx: Transaction, cases: (CompletionCase | null)[], found: (boolean | null)[]) {
  const evidence = cases.map(() => false);
  for (const [index, input] of cases.entries()) {
    if (!input || !needsEvidence(input)) continue;
    const { state, activity, rules } = input;
    evidence[index] =
      found[index] ?? (await hasEvidence(tx, state.member.id, activity, state.lastAt, rules.global));
  }
  return evidence;
}

/**
 * The rules' verdict for each completion of a round (null: the member is gone): the members' states and the
 * evidence of quizzes, games and stories in one statement.
 */
async function judgeRound(
  tx: Transaction,
  round: QueuedCompletion[],
  rulesOf: RulesOf,
  { now, first }: { now: Date; first: boolean },
) {
  const pairs = round.map(({ userId, activity }) => ({ userId, activityId: activity.id }));
  const types = round.map(({ activity }) => (ASKED_TYPES.has(activity.type) ? activity.type : ''));
  const asked = { types, scorePercent: GAME_PASS_SCORE_PERCENT };
  // A member's first round reads their earnings row; a later one follows this transaction's own awards, which
  // the row counts only at commit, so it scans the lines (decision 084).
  const rows = await selectEarningStatesWithEvidence(tx, pairs, earningWindows(now), asked, {
    fromRow: first,
  });
  const cases = round.map(({ activity }, index): CompletionCase | null => {
    const state = rows[index]?.state;
    return state ? { state, activity, rules: rulesOf(activity.id), now } : null;
  });
  const evidence = await evidenceOf(
    tx,
    cases,
    rows.map((row) => row?.found ?? null),
  );
  return cases.map((input, index) => (input ? judge(input, evidence[index] ?? false) : null));
}

/** What decideCompletion answers for a verdict that pays nothing. */
function unpaidDecision(evaluation: Evaluation): CompletionDecision | null {
  const { reason, cooldownEndsAt, evidence } = evaluation;
  if (reason === 'COOLDOWN' && cooldownEndsAt && evidence)
    return { status: 'PENDING', dueAt: cooldownEndsAt, evaluation };
  return reason ? { status: 'REFUSED', reason, evaluation } : null;
}

/**
 * Whether an award goes through the batch's one statement: points to post and a referral settled before
 * (the first paid completion may vest one, which moves the referrer's row: it goes line by line, as before).
 */
const isBulk = (evaluation: Evaluation) => evaluation.breakdown.points > 0 && evaluation.state.paidBefore;

async function bulkAwardOf(tx: Transaction, { userId, activity }: QueuedCompletion, evaluation: Evaluation) {
  const { breakdown, sequence } = evaluation;
  const { points } = breakdown;
  const shareInput = { userId, points, sequence, creatorId: activity.creatorId, activityId: activity.id };
  const share = await creatorShareOf(tx, { ...shareInput, title: activity.title });
  return {
    userId,
    activityId: activity.id,
    sequence,
    points,
    idempotencyKey: `complete:${activity.id}:${userId}:${sequence}`,
    ...buildLedgerReason('completed', { title: activity.title }),
    breakdown: { ...breakdown },
    share: share > 0 && activity.creatorId ? { creatorId: activity.creatorId, points: share } : null,
  };
}

/** Writes the round's bulk awards in one statement, then pays each one's bonuses; their PAID decisions. */
async function payBulk(
  deps: AppDeps,
  tx: Transaction,
  bulk: { item: QueuedCompletion; evaluation: Evaluation }[],
  { now, runExtras }: { now: Date; runExtras: AwardExtrasRunner },
) {
  if (bulk.length === 0) return [];
  const awards = [];
  for (const { item, evaluation } of bulk) awards.push(await bulkAwardOf(tx, item, evaluation));
  const written = await insertAwards(tx, awards, now);
  const decisions: CompletionDecision[] = [];
  for (const [index, { item, evaluation }] of bulk.entries()) {
    const { postingId, balance } = written[index] ?? { postingId: null, balance: null };
    // A key already used (a replay the member's lock did not prevent): the batch fails, each is answered alone.
    if (!postingId || balance === null) throw new Error('a batched award found its posting key used');
    const paid = { userId: item.userId, activityId: item.activity.id, evaluation, now };
    const bonuses = await payAwardBonuses(deps, tx, paid, runExtras);
    const extra = (bonuses.streakBonus?.points ?? 0) + (bonuses.sponsored?.points ?? 0);
    decisions.push(
      paidDecision(item.activity.id, evaluation, now, { ...bonuses, postingId, balance: balance + extra }),
    );
  }
  return decisions;
}

/** Decides every completion of a round, paying the bulk awards in one statement and any other alone. */
async function decideRound(
  deps: AppDeps,
  tx: Transaction,
  round: QueuedCompletion[],
  { reads, first }: { reads: BatchReads; first: boolean },
) {
  const now = new Date();
  const evaluations = await judgeRound(tx, round, reads.rulesOf, { now, first });
  const decisions: (CompletionDecision | null)[] = round.map(() => null);
  const bulk: { index: number; item: QueuedCompletion; evaluation: Evaluation }[] = [];
  for (const [index, evaluation] of evaluations.entries()) {
    const item = round[index] as QueuedCompletion;
    if (!evaluation) continue;
    const unpaid = unpaidDecision(evaluation);
    if (unpaid) decisions[index] = unpaid;
    else if (isBulk(evaluation)) bulk.push({ index, item, evaluation });
    else decisions[index] = await payAward(deps, tx, item.userId, item.activity, evaluation, now);
  }
  const paid = await payBulk(deps, tx, bulk, { now, runExtras: reads.runExtras });
  bulk.forEach(({ index }, at) => (decisions[index] = paid[at] ?? null));
  return decisions;
}

/** Records the kept or settled pending awards of a round and answers each completion. */
async function answerRound(
  deps: AppDeps,
  tx: Transaction,
  round: QueuedCompletion[],
  decisions: (CompletionDecision | null)[],
): Promise<CompletionAnswer[]> {
  const answers: CompletionAnswer[] = [];
  for (const [index, { userId, activity }] of round.entries()) {
    const decision = decisions[index];
    if (!decision) {
      answers.push({ error: new AppError('UNAUTHENTICATED') });
      continue;
    }
    await recordPendingOutcome(deps, tx, userId, activity.id, decision);
    answers.push({ outcome: await evidenceOutcomeOf(tx, userId, decision, activity.id) });
  }
  return answers;
}

/**
 * Decides a batch of completions in the caller's transaction with the rules read for it (readBatchRules), in
 * arrival order per member; each one's answer in the batch's order. Anything thrown fails the whole batch
 * (nothing of it commits).
 */
export async function decideBatch(
  deps: AppDeps,
  tx: Transaction,
  items: QueuedCompletion[],
  reads: BatchReads,
): Promise<CompletionAnswer[]> {
  holdPointsConfig(tx, reads.config);
  await lockMembers(
    tx,
    items.map((item) => item.userId),
  );
  const answers = new Map<QueuedCompletion, CompletionAnswer>();
  for (const [index, round] of roundsOf(items).entries()) {
    const decisions = await decideRound(deps, tx, round, { reads, first: index === 0 });
    const answered = await answerRound(deps, tx, round, decisions);
    round.forEach((item, index) => answers.set(item, answered[index] as CompletionAnswer));
  }
  return items.map((item) => answers.get(item) as CompletionAnswer);
}
