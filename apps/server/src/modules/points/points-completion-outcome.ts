import { ERRORS, type EarningOutcome } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import type { CompletableActivity } from './points-completion-rules.js';
import { decideCompletion, type CompletionDecision } from './points-completion.service.js';
import { findWaitingAward, recordPendingOutcome } from './points-pending.service.js';

/** One completion decided and, when it is kept for a cooldown or settles a kept one, recorded as such. */
export async function decideAndRecord(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  activity: CompletableActivity,
): Promise<CompletionDecision> {
  const decision = await decideCompletion(deps, tx, userId, activity);
  await recordPendingOutcome(deps, tx, userId, activity.id, decision);
  return decision;
}

/** What an answer carries for a decision: the award, the kept award as read back, or the reason. */
export async function outcomeOf(
  tx: Transaction,
  userId: string,
  decision: CompletionDecision,
  activityId: string,
): Promise<EarningOutcome> {
  if (decision.status === 'PAID') return { status: 'PAID', award: decision.award };
  if (decision.status === 'PENDING') {
    const pending = await findWaitingAward(tx, userId, activityId);
    if (!pending) throw new Error('a pending award was kept but cannot be read back');
    return { status: 'PENDING', pending };
  }
  return { status: 'REFUSED', reason: decision.reason, message: ERRORS[`POINTS_${decision.reason}`].message };
}

const EVIDENCE_REASONS = new Set(['WATCH_TIME_NOT_REACHED', 'QUIZ_NOT_PASSED', 'GAME_SCORE_TOO_LOW']);

/** Whether a decision is "the evidence is not in": nothing to tell the member (the answer says null). */
export const lacksEvidence = (decision: CompletionDecision): boolean =>
  decision.status === 'REFUSED' && EVIDENCE_REASONS.has(decision.reason);

/** What the answer to a piece of evidence (a passed quiz, a winning round, a read story) carries. */
export async function evidenceOutcomeOf(
  tx: Transaction,
  userId: string,
  decision: CompletionDecision,
  activityId: string,
): Promise<EarningOutcome | null> {
  return lacksEvidence(decision) ? null : outcomeOf(tx, userId, decision, activityId);
}

/** One piece of evidence decided in a transaction of its own (a batch that failed answers each so, as before). */
export async function earnAlone(
  deps: AppDeps,
  userId: string,
  activity: CompletableActivity,
): Promise<EarningOutcome | null> {
  return deps.db.transaction(async (tx) => {
    const decision = await decideAndRecord(deps, tx, userId, activity);
    return evidenceOutcomeOf(tx, userId, decision, activity.id);
  });
}
