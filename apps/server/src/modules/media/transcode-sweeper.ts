import type { AppDeps } from '../../app-deps.js';
import { transitionActivity } from '../activities/activities.queries.js';
import { mediaLog } from './media-log.js';
import { TRANSCODE_MAX_ATTEMPTS, TRANSCODE_QUEUE } from './media-queue.js';
import { enqueueTranscode } from './media.service.js';
import {
  failStalledJobs,
  findQueuedJobsToCheck,
  requeueStalledJobs,
  type TranscodeJob,
} from './transcode.repository.js';

/** Reason recorded on a job whose worker stopped reporting. */
export const STALLED_REASON = 'Processing stopped responding (the server may have restarted). Please retry.';
/** A QUEUED job this long without change gets its pg-boss message checked. */
const QUEUED_IDLE_SECONDS = 600;
const LIVE_QUEUE_STATES = new Set(['created', 'retry', 'active']);

async function hasLiveMessage(deps: AppDeps, job: TranscodeJob): Promise<boolean> {
  if (!job.queueJobId) return false;
  const message = await deps.jobs.getJobById(TRANSCODE_QUEUE, job.queueJobId);
  return message !== null && LIVE_QUEUE_STATES.has(message.state);
}

/**
 * PROBING/TRANSCODING jobs whose heartbeat went quiet: sent again while attempts remain, otherwise failed
 * with their activities (the creator can retry).
 */
async function recoverStalled(deps: AppDeps): Promise<{ requeued: number; failed: number }> {
  const stallSeconds = deps.config.TRANSCODE_STALL_SECONDS;
  return deps.db.transaction(async (tx) => {
    const requeued = await requeueStalledJobs(tx, stallSeconds, TRANSCODE_MAX_ATTEMPTS);
    for (const job of requeued) await enqueueTranscode(deps, tx, job);
    const stalled = await failStalledJobs(tx, stallSeconds, STALLED_REASON);
    for (const job of stalled) await transitionActivity(tx, job.activityId, ['PROCESSING'], 'FAILED');
    return { requeued: requeued.length, failed: stalled.length };
  });
}

/** Sends QUEUED jobs that have no live pg-boss message (seeded rows, lost or purged messages). */
async function redeliverQueued(deps: AppDeps): Promise<number> {
  let sent = 0;
  for (const job of await findQueuedJobsToCheck(deps.db, QUEUED_IDLE_SECONDS)) {
    if (await hasLiveMessage(deps, job)) continue;
    await deps.db.transaction((tx) => enqueueTranscode(deps, tx, job));
    sent += 1;
  }
  return sent;
}

/**
 * Handler of `media.sweep` (every minute, and once when workers start): no transcode job is left
 * without a state that moves. Stalled jobs are sent again (or, out of attempts, FAILED and retryable by
 * the creator); undelivered ones are sent.
 */
export async function sweepTranscodeJobs(
  deps: AppDeps,
): Promise<{ requeued: number; failed: number; sent: number }> {
  const { requeued, failed } = await recoverStalled(deps);
  const sent = await redeliverQueued(deps);
  if (requeued + failed + sent > 0) mediaLog(deps.config).info({ requeued, failed, sent }, 'transcode sweep');
  return { requeued, failed, sent };
}
