import type { JobDefinition } from '../../jobs/job-queue.js';
import { settleCreatorShares } from './points-creator-settle.service.js';

const QUEUE = 'points.creator-settle';
/** Seconds between settlements: how long an accrued share waits, at most, before the creator's balance holds it. */
const SETTLE_EVERY_SECONDS = 1;

/**
 * points.creator-settle (decision 046): folds accrued creators' shares into their balances, then queues its
 * own next run a second later. The queue is `stately` (one waiting message at most), so the chain never fans
 * out; the minute cron restarts it if a worker died between a run and its successor's send.
 */
export const creatorSettleJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    try {
      await settleCreatorShares(deps.db);
    } finally {
      await deps.jobs.send(QUEUE, {}, { startAfter: SETTLE_EVERY_SECONDS });
    }
  },
  options: { name: QUEUE, policy: 'stately', retryLimit: 1, expireInSeconds: 300 },
  cron: '* * * * *',
};
