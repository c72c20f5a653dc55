import type { JobDefinition } from '../../jobs/job-queue.js';
import { expireHolds } from './store-orders.repository.js';

const QUEUE = 'store.expire-holds';

/** store.expire-holds: every minute, cancels orders whose hold ran out before payment and restocks them. */
export const storeExpireHoldsJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    await expireHolds(deps.db);
  },
  options: { name: QUEUE, retryLimit: 1, expireInSeconds: 120 },
  cron: '* * * * *',
};
