import type { JobDefinition } from '../../jobs/job-queue.js';
import { rollUpCreatorStats } from './creator-rollup.service.js';

/** creator-stats.rollup: every 10 minutes, rebuilds the creator rollups of what changed (decision 041). */
export const creatorRollupJob: JobDefinition = {
  name: 'creator-stats.rollup',
  handler: async (deps) => {
    await rollUpCreatorStats(deps);
  },
  options: { name: 'creator-stats.rollup', retryLimit: 1, expireInSeconds: 900 },
  cron: '*/10 * * * *',
};
