import type { AppDeps } from '../../app-deps.js';
import { createGroupCommit, type Queued } from '../../db/group-commit.js';
import {
  closeOwnOpenAttempt,
  closeOwnOpenAttempts,
  type CloseAsk,
  type QuizAttemptRow,
} from './quizzes.repository.js';

// Group commit of quiz finishes (decision 099, as decisions 067 and 073): finishes that arrive while a batch of
// closes is being written wait for the next one, so under load one statement (one commit) closes many attempts.

/** The most attempts one statement closes; more wait for the next batch. */
const MAX_BATCH = 128;

type Waiting = Queued<CloseAsk, QuizAttemptRow | undefined>;

const keyOf = ({ attemptId, activityId, userId }: CloseAsk) => `${attemptId}:${activityId}:${userId}`;

/** The same ask twice in a batch (a member's racing finishes) is sent once; the first of them gets the row. */
function distinctAsks(batch: Waiting[]) {
  const slots = new Map<string, number>();
  const asks: CloseAsk[] = [];
  for (const { item } of batch) {
    if (slots.has(keyOf(item))) continue;
    slots.set(keyOf(item), asks.length);
    asks.push(item);
  }
  return { asks, slotOf: (ask: CloseAsk) => slots.get(keyOf(ask)) as number };
}

/** A batch whose statement failed (an ask PostgreSQL refused): each closed alone, so only that one fails. */
async function closeAlone(deps: AppDeps, batch: Waiting[]) {
  for (const waiting of batch)
    await closeOwnOpenAttempt(deps.db, waiting.item).then(waiting.resolve, waiting.reject);
}

async function closeBatch(deps: AppDeps, batch: Waiting[]) {
  const { asks, slotOf } = distinctAsks(batch);
  const rows = await closeOwnOpenAttempts(deps.db, asks).catch(() => null);
  if (!rows) return closeAlone(deps, batch);
  const answered = new Set<number>();
  for (const waiting of batch) {
    const slot = slotOf(waiting.item);
    waiting.resolve(answered.has(slot) ? undefined : rows[slot]);
    answered.add(slot);
  }
}

const submit = createGroupCommit(MAX_BATCH, closeBatch);

/**
 * Scores and closes the member's own open attempt with the next batch of closes; resolves with the closed row once
 * it committed, or undefined when it closed nothing (not theirs, finished already, or a racing finish was first).
 */
export function closeOwnOpenAttemptSoon(deps: AppDeps, ask: CloseAsk): Promise<QuizAttemptRow | undefined> {
  return submit(deps, ask);
}
