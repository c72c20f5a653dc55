import type { AppDeps } from '../../app-deps.js';
import { isDeadlock } from '../../db/postgres-errors.js';
import type { Executor } from '../../db/database.js';
import { createGroupCommit, type Queued } from '../../db/group-commit.js';
import { AppError } from '../../http/app-error.js';
import { findPlayableActivities } from '../activities/activities.service.js';
import { lockBeats, writeBeats, type ProgressTotals } from './watch-beat.repository.js';
import { answerBeats, planBeats, type QueuedBeat, type RecordedHeartbeat } from './watch-beat-plan.js';
import { countView } from './watch.repository.js';

// Group commit of heartbeats (decision 067): beats that arrive while a batch is being written wait for the
// next one, so under load one transaction of four round trips applies a whole batch instead of one beat.

/** The most beats one transaction applies; more wait for the next batch. */
const MAX_BATCH = 256;

/**
 * Reads the batch's activities (one statement instead of two per beat) while the transaction locks the members
 * and sessions of the batch's beats (decision 077: the read no longer waits in front of the locks), then applies
 * the beats for playable activities in arrival order and writes them; each beat's answer, or null for a 404.
 */
async function applyBatch(deps: AppDeps, beats: QueuedBeat[]) {
  const reading = findPlayableActivities(
    deps,
    beats.map((queued) => queued.activityId),
  );
  // Answered through the transaction below; this only keeps a failure seen before it is awaited from being unhandled.
  reading.catch(() => undefined);
  return deps.db.transaction(async (tx: Executor) => {
    const users = beats.map((queued) => queued.userId);
    const tokens = [...new Set(beats.map((queued) => queued.tokenHash))];
    const locked = await lockBeats(tx, users, tokens, new Date());
    const activities = await reading;
    // Read after the locks: a batch that waited must not measure budgets from before the wait.
    const plan = planBeats(beats, activities, locked, new Date());
    for (const view of plan.views) await countView(tx, view.activityId, view.userId);
    const totals =
      plan.write.sessions.length > 0 ? await writeBeats(tx, plan.write) : (new Map() as ProgressTotals);
    return answerBeats(plan.outcomes, totals);
  });
}

/** Answers every beat of the batch only after its transaction committed (or every one with its failure). */
async function runBatch(deps: AppDeps, batch: Queued<QueuedBeat, RecordedHeartbeat>[]) {
  const beats = batch.map((waiting) => waiting.item);
  try {
    const answers = await applyBatch(deps, beats).catch((error: unknown) => {
      if (isDeadlock(error)) return applyBatch(deps, beats);
      throw error;
    });
    batch.forEach((waiting, index) => {
      const answer = answers[index];
      if (answer) waiting.resolve(answer);
      else waiting.reject(new AppError('NOT_FOUND'));
    });
  } catch (error) {
    for (const waiting of batch) waiting.reject(error);
  }
}

const submit = createGroupCommit(MAX_BATCH, runBatch);

/**
 * Queues a heartbeat for the next batch of this database and resolves with its answer once that batch
 * committed: a kill -9 never loses an acknowledged beat, and a batch that fails answers none of its beats.
 */
export function submitBeat(deps: AppDeps, queued: QueuedBeat): Promise<RecordedHeartbeat> {
  return submit(deps, queued);
}
