import type { JobDefinition } from '../../jobs/job-queue.js';
import { rollUpCreatorStats } from './creator-rollup.service.js';

/** creator-stats.rollup: every minute, rebuilds the creator rollups of what changed (decision 041, amended by issue 26). */
export const creatorRollupJob: JobDefinition = {
  name: 'creator-stats.rollup',
  handler: async (deps) => {
    await rollUpCreatorStats(deps);
  },
  options: { name: 'creator-stats.rollup', retryLimit: 1, expireInSeconds: 300 },
  cron: '* * * * *',
};
