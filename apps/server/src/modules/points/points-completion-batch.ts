import type { EarningOutcome } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findPlayableActivities } from '../activities/activities.service.js';
import { earnAlone } from './points-completion-outcome.js';
import { decideBatch, type CompletionAnswer, type QueuedCompletion } from './points-completion-round.js';

// Group commit of completions (decision 073, the model of decision 067's heartbeats): completions that arrive
// while a batch is being written wait for the next one, so under load one transaction of a few round trips
// decides a whole batch instead of one completion.

/** The most completions one transaction decides; more wait for the next batch. */
const MAX_BATCH = 128;
/** PostgreSQL's deadlock_detected: the batch ran into a transaction that locks in another order. */
const DEADLOCK = '40P01';

interface Waiting {
  userId: string;
  activityId: string;
  resolve: (outcome: EarningOutcome | null) => void;
  reject: (error: unknown) => void;
}

interface Batcher {
  queue: Waiting[];
  running: boolean;
  scheduled: boolean;
}

const batchers = new WeakMap<Database, Batcher>();

const isDeadlock = (error: unknown) =>
  error instanceof Error && (error.cause as { code?: string } | undefined)?.code === DEADLOCK;

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
async function decideOnce(deps: AppDeps, items: QueuedCompletion[]): Promise<CompletionAnswer[] | null> {
  const decide = () => deps.db.transaction((tx) => decideBatch(deps, tx, items));
  try {
    return await decide();
  } catch (error) {
    if (!isDeadlock(error)) return null;
  }
  return decide().catch(() => null);
}

/**
 * Reads the batch's activities in one statement (any other one is 404 to its caller), decides the rest in
 * one transaction (once more after a deadlock) and answers each only after it committed.
 */
async function runBatch(deps: AppDeps, batch: Waiting[]) {
  const activities = await findPlayableActivities(
    deps,
    batch.map((waiting) => waiting.activityId),
  );
  const waiting: Waiting[] = [];
  const items: QueuedCompletion[] = [];
  for (const entry of batch) {
    const activity = activities.get(entry.activityId);
    if (!activity) {
      entry.reject(new AppError('NOT_FOUND'));
      continue;
    }
    items.push({ userId: entry.userId, activity });
    waiting.push(entry);
  }
  if (items.length === 0) return;
  const answers = await decideOnce(deps, items);
  if (!answers) {
    await answerAlone(deps, items, waiting);
    return;
  }
  answers.forEach((answer, index) => {
    settle(waiting[index] as Waiting, answer);
  });
}

/** Starts the next batch with every completion queued so far, unless one is being written. */
function flush(deps: AppDeps, batcher: Batcher) {
  batcher.scheduled = false;
  if (batcher.running || batcher.queue.length === 0) return;
  batcher.running = true;
  const batch = batcher.queue.splice(0, MAX_BATCH);
  void runBatch(deps, batch)
    .catch((error: unknown) => {
      for (const waiting of batch) waiting.reject(error);
    })
    .finally(() => {
      batcher.running = false;
      schedule(deps, batcher);
    });
}

function schedule(deps: AppDeps, batcher: Batcher) {
  if (batcher.scheduled || batcher.running || batcher.queue.length === 0) return;
  batcher.scheduled = true;
  // After the current I/O callbacks: completions whose requests were handled in the same turn share the batch.
  setImmediate(() => {
    flush(deps, batcher);
  });
}

/**
 * Queues a completion (a passed quiz, a winning round, a read story) for the next batch of this database and
 * resolves with what its answer carries once that batch committed; rejects with its own error only.
 */
export function submitCompletion(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<EarningOutcome | null> {
  let batcher = batchers.get(deps.db);
  if (!batcher) {
    batcher = { queue: [], running: false, scheduled: false };
    batchers.set(deps.db, batcher);
  }
  const target = batcher;
  return new Promise((resolve, reject) => {
    target.queue.push({ userId, activityId, resolve, reject });
    schedule(deps, target);
  });
}
