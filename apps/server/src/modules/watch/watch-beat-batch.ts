import type { AppDeps } from '../../app-deps.js';
import type { Database, Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findPlayableActivities } from '../activities/activities.service.js';
import { lockBeats, writeBeats, type ProgressTotals } from './watch-beat.repository.js';
import { answerBeats, planBeats, type QueuedBeat, type RecordedHeartbeat } from './watch-beat-plan.js';
import { countView } from './watch.repository.js';

// Group commit of heartbeats (decision 067): beats that arrive while a batch is being written wait for the
// next one, so under load one transaction of four round trips applies a whole batch instead of one beat.

/** The most beats one transaction applies; more wait for the next batch. */
const MAX_BATCH = 256;
/** PostgreSQL's deadlock_detected: the batch ran into a transaction that locks in another order; run it again. */
const DEADLOCK = '40P01';

interface WaitingBeat extends QueuedBeat {
  resolve: (recorded: RecordedHeartbeat) => void;
  reject: (error: unknown) => void;
}

interface Batcher {
  queue: WaitingBeat[];
  running: boolean;
  scheduled: boolean;
}

const batchers = new WeakMap<Database, Batcher>();

/**
 * Reads the batch's activities (one statement instead of two per beat), then locks the members and sessions of
 * the beats for playable ones, applies the beats in arrival order and writes them, in one transaction; each
 * beat's answer, or null for a 404.
 */
async function applyBatch(deps: AppDeps, beats: QueuedBeat[]) {
  const activities = await findPlayableActivities(
    deps,
    beats.map((queued) => queued.activityId),
  );
  const playable = beats.filter((queued) => activities.has(queued.activityId));
  if (playable.length === 0) return beats.map(() => null);
  return deps.db.transaction(async (tx: Executor) => {
    const users = playable.map((queued) => queued.userId);
    const tokens = [...new Set(playable.map((queued) => queued.tokenHash))];
    const locked = await lockBeats(tx, users, tokens, new Date());
    // Read after the locks: a batch that waited must not measure budgets from before the wait.
    const plan = planBeats(beats, activities, locked, new Date());
    for (const view of plan.views) await countView(tx, view.activityId, view.userId);
    const totals =
      plan.write.sessions.length > 0 ? await writeBeats(tx, plan.write) : (new Map() as ProgressTotals);
    return answerBeats(plan.outcomes, totals);
  });
}

const isDeadlock = (error: unknown) =>
  error instanceof Error && (error.cause as { code?: string } | undefined)?.code === DEADLOCK;

/** Answers every beat of the batch only after its transaction committed (or every one with its failure). */
async function runBatch(deps: AppDeps, beats: WaitingBeat[]) {
  try {
    const answers = await applyBatch(deps, beats).catch((error: unknown) => {
      if (isDeadlock(error)) return applyBatch(deps, beats);
      throw error;
    });
    beats.forEach((waiting, index) => {
      const answer = answers[index];
      if (answer) waiting.resolve(answer);
      else waiting.reject(new AppError('NOT_FOUND'));
    });
  } catch (error) {
    for (const waiting of beats) waiting.reject(error);
  }
}

/** Starts the next batch with every beat queued so far, unless one is being written (it starts when that ends). */
function flush(deps: AppDeps, batcher: Batcher) {
  batcher.scheduled = false;
  if (batcher.running || batcher.queue.length === 0) return;
  batcher.running = true;
  const beats = batcher.queue.splice(0, MAX_BATCH);
  void runBatch(deps, beats).finally(() => {
    batcher.running = false;
    schedule(deps, batcher);
  });
}

function schedule(deps: AppDeps, batcher: Batcher) {
  if (batcher.scheduled || batcher.running || batcher.queue.length === 0) return;
  batcher.scheduled = true;
  // After the current I/O callbacks: beats whose requests were parsed in the same turn share the batch.
  setImmediate(() => {
    flush(deps, batcher);
  });
}

/**
 * Queues a heartbeat for the next batch of this database and resolves with its answer once that batch
 * committed: a kill -9 never loses an acknowledged beat, and a batch that fails answers none of its beats.
 */
export function submitBeat(deps: AppDeps, queued: QueuedBeat): Promise<RecordedHeartbeat> {
  let batcher = batchers.get(deps.db);
  if (!batcher) {
    batcher = { queue: [], running: false, scheduled: false };
    batchers.set(deps.db, batcher);
  }
  const target = batcher;
  return new Promise((resolve, reject) => {
    target.queue.push({ ...queued, resolve, reject });
    schedule(deps, target);
  });
}
