import {
  ERRORS,
  type CompletionBlockReason,
  type PendingAward,
  type PendingAwardList,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/database.js';
import type { CompletableActivity } from './points-completion-rules.js';
import { decideCompletion, type CompletionDecision } from './points-completion.service.js';
import { sendPendingAward } from './points-pending-queue.js';
import {
  findWaitingAwardById,
  postponeWaitingAward,
  selectMemberAwards,
  selectOverdueAwards,
  selectWaitingAward,
  settleWaitingAward,
  upsertWaitingAward,
  type PendingAwardRow,
} from './points-pending.repository.js';
import { memberLockKey } from './points-accounts.js';
import { lockKey } from './points-ledger.repository.js';
import { requirePlayable } from './points-playable.js';

/** How long settled awards stay in the member's list (the page shows them landing). */
const SETTLED_SHOWN_MS = 24 * 3_600_000;
const LISTED_AT_MOST = 20;

const messageOf = (reason: CompletionBlockReason | null) =>
  reason ? ERRORS[`POINTS_${reason}`].message : null;

/** A pending award as the contract shows it. */
export function toPendingAward(row: PendingAwardRow): PendingAward {
  const reason = row.reason as CompletionBlockReason | null;
  return {
    id: row.id,
    activityId: row.activityId,
    title: row.title,
    status: row.status as PendingAward['status'],
    dueAt: row.dueAt.toISOString(),
    points: row.points,
    reason,
    message: messageOf(reason),
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * Writes a decision's consequences for pending awards in its transaction: a PENDING decision keeps the
 * award (and queues its settlement at the due time); a PAID one settles any award that was waiting for
 * the same activity, so the member's list shows it paid whichever path paid it. Whether one waits was read
 * with the member's state under their lock (an award is only kept under it), so a payment with none waiting
 * writes nothing here.
 */
export async function recordPendingOutcome(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  activityId: string,
  decision: CompletionDecision,
): Promise<string | null> {
  if (decision.status === 'PAID') {
    if (!decision.awardWaiting) return null;
    const { points } = decision.award;
    await settleWaitingAward(
      tx,
      { userId, activityId },
      { status: 'PAID', points, postingId: decision.postingId },
    );
    return null;
  }
  if (decision.status !== 'PENDING') return null;
  const points = decision.evaluation.breakdown.points;
  const kept = await upsertWaitingAward(tx, { userId, activityId, dueAt: decision.dueAt, points });
  await sendPendingAward(deps.jobs, tx, kept.id, kept.dueAt);
  return kept.id;
}

// The member's lock first, then the award's row: the order every completion of theirs takes them in.
async function settleLocked(deps: AppDeps, tx: Transaction, id: string, activity: CompletableActivity) {
  const waiting = await findWaitingAwardById(tx, id);
  if (!waiting) return;
  await lockKey(tx, memberLockKey(waiting.userId));
  if (!(await findWaitingAwardById(tx, id, { lock: true }))) return;
  const decision = await decideCompletion(deps, tx, waiting.userId, activity);
  if (decision.status === 'PAID') {
    if (!decision.awardWaiting) return null;
    const { points } = decision.award;
    await settleWaitingAward(tx, { id }, { status: 'PAID', points, postingId: decision.postingId });
  } else if (decision.status === 'PENDING') {
    // Another award restarted the cooldown: wait for the new end.
    await postponeWaitingAward(tx, id, decision.dueAt);
    await sendPendingAward(deps.jobs, tx, id, decision.dueAt);
  } else await settleWaitingAward(tx, { id }, { status: 'REFUSED', reason: decision.reason });
}

/**
 * points.pending-award: pays a waiting award once its cooldown ended, through the same decision as every
 * completion. An activity that is no longer playable refuses it as UNAVAILABLE, kept visible to the member.
 */
export async function settlePendingAward(deps: AppDeps, id: string): Promise<void> {
  const waiting = await findWaitingAwardById(deps.db, id);
  if (!waiting) return;
  let activity: CompletableActivity;
  try {
    activity = await requirePlayable(deps, waiting.activityId);
  } catch (error) {
    if (!isGone(error)) throw error;
    return settleWaitingAward(deps.db, { id }, { status: 'REFUSED', reason: 'UNAVAILABLE' });
  }
  await deps.db.transaction((tx) => settleLocked(deps, tx, id, activity));
}

function isGone(error: unknown) {
  return error instanceof Error && 'code' in error && error.code === 'NOT_FOUND';
}

/** Settles waiting awards whose message went missing (due more than `graceSeconds` ago). */
export async function settleOverdueAwards(deps: AppDeps, graceSeconds: number): Promise<number> {
  const overdue = await selectOverdueAwards(deps.db, new Date(Date.now() - graceSeconds * 1000), 200);
  for (const { id } of overdue) await settlePendingAward(deps, id);
  return overdue.length;
}

/** GET /points/pending-awards. */
export async function listPendingAwards(deps: AppDeps, userId: string): Promise<PendingAwardList> {
  const since = new Date(Date.now() - SETTLED_SHOWN_MS);
  const rows = await selectMemberAwards(deps.db, userId, since, LISTED_AT_MOST);
  return { items: rows.map(toPendingAward) };
}

/** The award waiting on one activity, for the quote. */
export async function findWaitingAward(db: Executor, userId: string, activityId: string) {
  const row = await selectWaitingAward(db, userId, activityId);
  return row ? toPendingAward(row) : null;
}
