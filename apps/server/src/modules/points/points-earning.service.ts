import { ERRORS, type CompletionQuote, type CompletionResult, type EarningOutcome } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { moveEarnCheck } from '../watch/watch.queries.js';
import { readEarnCheck } from './points-evidence.repository.js';
import { evaluate, watchSecondsNeeded, type CompletableActivity } from './points-completion-rules.js';
import { submitCompletion } from './points-completion-batch.js';
import { decideAndRecord, lacksEvidence, outcomeOf } from './points-completion-outcome.js';
import { loadGlobalConfig } from './points-config.service.js';
import { lockKey } from './points-ledger.repository.js';
import { memberLockKey } from './points-accounts.js';
import { findWaitingAward } from './points-pending.service.js';
import { requirePlayable } from './points-playable.js';

/** GET /activities/:id/can-complete and /points/calculate/:id: the rules' verdict now, and any waiting award. */
export async function quoteCompletion(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<CompletionQuote> {
  const activity = await requirePlayable(deps, activityId);
  const { reason, breakdown } = await evaluate(deps.db, userId, activity, new Date());
  return {
    activityId: activity.id,
    canComplete: reason === null,
    reason,
    breakdown,
    message: reason ? ERRORS[`POINTS_${reason}`].message : null,
    pending: await findWaitingAward(deps.db, userId, activity.id),
  };
}

/**
 * POST /activities/:id/complete. A completion that only the cooldown blocks is kept as a pending award
 * (paid when the cooldown ends) before the refusal is answered, so an API client loses nothing either.
 */
export async function completeActivity(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<CompletionResult> {
  const activity: CompletableActivity = await requirePlayable(deps, activityId);
  const decision = await deps.db.transaction((tx) => decideAndRecord(deps, tx, userId, activity));
  if (decision.status === 'PAID') return decision.award;
  throw new AppError(decision.status === 'PENDING' ? 'POINTS_COOLDOWN' : `POINTS_${decision.reason}`);
}

/**
 * A passed quiz or a winning game round: the server completes the activity at once and the answer carries
 * what it decided (paid, pending until the cooldown ends, or refused with its reason). Completions arriving
 * together are decided in one transaction (decision 073, points-completion-batch.ts).
 */
export async function earnOnEvidence(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<EarningOutcome | null> {
  return submitCompletion(deps, userId, activityId);
}

/**
 * A heartbeat that brought the member's watched total to the earning mark (decision 047). Below the
 * threshold it only moves the mark up to it (no completion asked); at or over it, it decides and moves
 * the mark one threshold further, so a member's later beats ask nothing until they could earn again.
 */
export async function earnOnWatch(
  deps: AppDeps,
  userId: string,
  activityId: string,
  watchedSeconds: number,
): Promise<EarningOutcome | null> {
  const activity: CompletableActivity = await requirePlayable(deps, activityId);
  if (!activity.durationSeconds) return null;
  const { videoWatchPercent } = await loadGlobalConfig(deps.db);
  const needed = Math.max(1, watchSecondsNeeded(activity.durationSeconds, videoWatchPercent));
  if (watchedSeconds < needed) {
    await moveEarnCheck(deps.db, userId, activityId, needed);
    return null;
  }
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, memberLockKey(userId));
    // A beat that waited on the lock behind another beat's decision finds the mark moved: nothing to ask.
    if (watchedSeconds < (await readEarnCheck(tx, userId, activityId))) return null;
    const decision = await decideAndRecord(deps, tx, userId, activity);
    const missing = lacksEvidence(decision);
    // Evidence since the last award trails the total: look again after one more heartbeat's worth.
    await moveEarnCheck(tx, userId, activityId, watchedSeconds + (missing ? 5 : needed));
    // Watching a finished video again is not news: its answer says nothing rather than "already completed".
    const rewatch = decision.status === 'REFUSED' && decision.reason === 'ALREADY_COMPLETED';
    return missing || rewatch ? null : outcomeOf(tx, userId, decision, activity.id);
  });
}
