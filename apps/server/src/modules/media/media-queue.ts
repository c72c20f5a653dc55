import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/database.js';
import { queueDbFor } from '../../db/queue-db.js';

/** Queue names of the media pipeline. */
export const TRANSCODE_QUEUE = 'media.transcode';
export const SWEEP_QUEUE = 'media.sweep';

/** Message of a transcode job: which activity's source to process. */
export interface TranscodeMessage {
  activityId: string;
}

/**
 * Automatic retries of a transcode (pg-boss retryLimit/backoff): a job runs at most this many times
 * before it is FAILED for good and offered to the creator or staff as "retry".
 */
export const TRANSCODE_MAX_ATTEMPTS = 3;

/** Queue options of media.transcode; applied when the queue is first created. */
export const TRANSCODE_QUEUE_OPTIONS = {
  name: TRANSCODE_QUEUE,
  retryLimit: TRANSCODE_MAX_ATTEMPTS - 1,
  retryDelay: 30,
  retryBackoff: true,
  // Long enough for a feature film on a small machine; the sweeper catches dead workers much sooner.
  expireInSeconds: 6 * 3600,
};

/**
 * Sends a transcode message in the caller's transaction, so the message exists exactly when the
 * state change that needs it commits. Returns the pg-boss job id.
 */
export async function sendTranscode(jobs: PgBoss, tx: Executor, activityId: string): Promise<string> {
  // pg-boss drops messages for a queue that does not exist yet; creating it is idempotent.
  await jobs.createQueue(TRANSCODE_QUEUE, TRANSCODE_QUEUE_OPTIONS);
  const message: TranscodeMessage = { activityId };
  const id = await jobs.send(TRANSCODE_QUEUE, message, { db: queueDbFor(tx) });
  if (!id) throw new Error(`pg-boss did not accept a ${TRANSCODE_QUEUE} message`);
  return id;
}
