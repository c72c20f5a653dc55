import type { JobDefinition } from '../../jobs/job-queue.js';
import { SWEEP_QUEUE, TRANSCODE_QUEUE_OPTIONS, type TranscodeMessage } from './media-queue.js';
import { runTranscodeJob } from './transcode.service.js';
import { sweepTranscodeJobs } from './transcode-sweeper.js';

/** media.transcode: probe and transcode one activity's source (retried by pg-boss with backoff). */
export const transcodeJob: JobDefinition<TranscodeMessage> = {
  name: TRANSCODE_QUEUE_OPTIONS.name,
  handler: runTranscodeJob,
  options: TRANSCODE_QUEUE_OPTIONS,
};

/** media.sweep: every minute and at worker start, fail stalled jobs and resend undelivered ones. */
export const sweepJob: JobDefinition = {
  name: SWEEP_QUEUE,
  handler: async (deps) => {
    await sweepTranscodeJobs(deps);
  },
  options: { name: SWEEP_QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '* * * * *',
};
