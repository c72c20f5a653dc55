import type { JobDefinition } from '../../jobs/job-queue.js';
import { removeStaleTusUploads } from './tus-store.js';

/** A resumable upload untouched for a day is abandoned: its bytes are deleted. */
const STALE_UPLOAD_MS = 24 * 3_600_000;

/** uploads.sweep: hourly, delete abandoned resumable uploads so nothing half-uploaded stays on disk. */
export const uploadsSweepJob: JobDefinition = {
  name: 'uploads.sweep',
  handler: async (deps) => {
    await removeStaleTusUploads(deps.config, STALE_UPLOAD_MS);
  },
  options: { name: 'uploads.sweep', retryLimit: 0, expireInSeconds: 300 },
  cron: '17 * * * *',
};
