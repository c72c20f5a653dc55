import type { AppDeps } from '../../app-deps.js';
import { transitionActivity } from '../activities/activities.queries.js';
import { mediaLog } from './media-log.js';
import { TRANSCODE_QUEUE } from './media-queue.js';
import { enqueueTranscode } from './media.service.js';
import { failStalledJobs, findQueuedJobsToCheck, type TranscodeJob } from './transcode.repository.js';

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

/** Fails PROBING/TRANSCODING jobs whose heartbeat went quiet, and their activities with them. */
async function failStalled(deps: AppDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const stalled = await failStalledJobs(tx, deps.config.TRANSCODE_STALL_SECONDS, STALLED_REASON);
    for (const job of stalled) await transitionActivity(tx, job.activityId, ['PROCESSING'], 'FAILED');
    return stalled.length;
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
 * without a state that moves. Stalled jobs become FAILED (retryable), undelivered ones are sent.
 */
export async function sweepTranscodeJobs(deps: AppDeps): Promise<{ failed: number; sent: number }> {
  const failed = await failStalled(deps);
  const sent = await redeliverQueued(deps);
  if (failed + sent > 0) mediaLog(deps.config).info({ failed, sent }, 'transcode sweep');
  return { failed, sent };
}
