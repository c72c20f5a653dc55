import type { JobDefinition } from '../../jobs/job-queue.js';
import { settleArtfiPayments } from './store-artfi-payment.service.js';
import { expireUnpaidOrders } from './store-close.service.js';

const QUEUE = 'store.expire-holds';

/**
 * store.expire-holds: every minute, cancels orders whose hold ran out before payment and restocks them, and
 * settles ARTFI payments still waiting for the chain (their holds no longer expire).
 */
export const storeExpireHoldsJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    await expireUnpaidOrders(deps.db, deps.config);
    await settleArtfiPayments(deps);
  },
  options: { name: QUEUE, retryLimit: 1, expireInSeconds: 120 },
  cron: '* * * * *',
};
