import type { JobDefinition } from '../../jobs/job-queue.js';
import { rollUpAnalytics } from './analytics-rollup.service.js';

/** analytics.rollup: every five minutes, rebuilds the analytics rollups' changed days (modules/analytics). */
export const analyticsRollupJob: JobDefinition = {
  name: 'analytics.rollup',
  handler: async (deps) => {
    await rollUpAnalytics(deps);
  },
  options: { name: 'analytics.rollup', retryLimit: 1, expireInSeconds: 900 },
  cron: '*/5 * * * *',
};
