import type { JobDefinition } from '../../jobs/job-queue.js';
import { recheckEngagements } from './social-recheck.service.js';

/** social.recheck: hourly, reverses rewards whose follow, like or repost was undone on X (decision 038). */
export const socialRecheckJob: JobDefinition = {
  name: 'social.recheck',
  handler: async (deps) => {
    await recheckEngagements(deps);
  },
  options: { name: 'social.recheck', retryLimit: 1, expireInSeconds: 1800 },
  cron: '23 * * * *',
};
