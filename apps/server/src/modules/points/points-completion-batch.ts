import type { EarningOutcome } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { isDeadlock } from '../../db/postgres-errors.js';
import { createGroupCommit, type Queued } from '../../db/group-commit.js';
import { AppError } from '../../http/app-error.js';
import { findPlayableActivities } from '../activities/activities.service.js';
import { earnAlone } from './points-completion-outcome.js';
import {
  decideBatch,
  readBatchRules,
  type BatchReads,
  type CompletionAnswer,
  type QueuedCompletion,
} from './points-completion-round.js';

// Group commit of completions (decision 073, as decision 067's heartbeats, db/group-commit.ts): completions
// that arrive while a batch is being written wait for the next one, so under load one transaction of a few
// round trips decides a whole batch instead of one completion.

/** The most completions one transaction decides; more wait for the next batch. */
const MAX_BATCH = 128;

interface Asked {
  userId: string;
  activityId: string;
}

type Waiting = Queued<Asked, EarningOutcome | null>;

function settle(waiting: Waiting, answer: CompletionAnswer) {
  if ('error' in answer) waiting.reject(answer.error);
  else waiting.resolve(answer.outcome);
}

/** A batch that failed as a whole (a replayed key, a unique violation): each completion alone, as before. */
async function answerAlone(deps: AppDeps, items: QueuedCompletion[], waiting: Waiting[]) {
  await Promise.all(
    items.map((item, index) =>
      earnAlone(deps, item.userId, item.activity).then(
        (outcome) => waiting[index]?.resolve(outcome),
        (error: unknown) => waiting[index]?.reject(error),
      ),
    ),
  );
}

/** The batch's answers, once more after a deadlock; null when it failed (nothing of it committed). */
async function decideOnce(
  deps: AppDeps,
  items: QueuedCompletion[],
  reads: BatchReads,
): Promise<CompletionAnswer[] | null> {
  const decide = () => deps.db.transaction((tx) => decideBatch(deps, tx, items, reads));
  try {
    return await decide();
  } catch (error) {
    if (!isDeadlock(error)) return null;
  }
  return decide().catch(() => null);
}

/**
 * Reads the batch's activities (any other one is 404 to its caller) and their rules side by side, decides the
 * rest in one transaction (once more after a deadlock) and answers each only after it committed.
 */
async function runBatch(deps: AppDeps, batch: Waiting[]) {
  const activityIds = batch.map((waiting) => waiting.item.activityId);
  const [activities, reads] = await Promise.all([
    findPlayableActivities(deps, activityIds),
    readBatchRules(deps.db, activityIds),
  ]);
  const waiting: Waiting[] = [];
  const items: QueuedCompletion[] = [];
  for (const entry of batch) {
    const activity = activities.get(entry.item.activityId);
    if (!activity) {
      entry.reject(new AppError('NOT_FOUND'));
      continue;
    }
    items.push({ userId: entry.item.userId, activity });
    waiting.push(entry);
  }
  if (items.length === 0) return;
  const answers = await decideOnce(deps, items, reads);
  if (!answers) {
    await answerAlone(deps, items, waiting);
    return;
  }
  answers.forEach((answer, index) => {
    settle(waiting[index] as Waiting, answer);
  });
}

/**
 * Two batches may be written at once, never with a member in common (a member's completion waits for the next
 * batch while one of theirs is under way), so they never wait on each other's member locks (decision 093).
 */
const BATCHES_IN_FLIGHT = 2;

/**
 * A second batch starts beside a running one only with this many completions waiting; fewer wait for the running
 * batch to finish (no timer). At 50 members a lone completion's batch had held the second slot as long as a batch
 * of thirty, and the members answered meanwhile queued behind it (decision 093's amendment).
 */
const OVERLAP_FROM = 16;

const submit = createGroupCommit(MAX_BATCH, runBatch, {
  inFlight: BATCHES_IN_FLIGHT,
  keyOf: (asked: Asked) => asked.userId,
  overlapFrom: OVERLAP_FROM,
});

/**
 * Queues a completion (a passed quiz, a winning round, a read story) for the next batch of this database and
 * resolves with what its answer carries once that batch committed; rejects with its own error only.
 */
export function submitCompletion(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<EarningOutcome | null> {
  return submit(deps, { userId, activityId });
}
