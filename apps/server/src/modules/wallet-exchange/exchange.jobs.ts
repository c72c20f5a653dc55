import type { JobDefinition } from '../../jobs/job-queue.js';
import { listStalledPayouts } from './exchange.repository.js';
import { PAYOUT_QUEUE, PAYOUT_QUEUE_OPTIONS, sendPayout, type PayoutMessage } from './exchange-queue.js';
import { runPayout } from './exchange-payout.service.js';

/** exchange.payout: pays one approved exchange on chain (decision 028). */
export const payoutJob: JobDefinition<PayoutMessage> = {
  name: PAYOUT_QUEUE,
  handler: (deps, data) => runPayout(deps, data.exchangeId),
  options: PAYOUT_QUEUE_OPTIONS,
};

// An approved or paying exchange untouched this long has lost its message (retries exhausted, chain down).
const STALLED_AFTER_MINUTES = 10;

/** exchange.payout-sweep: every 5 minutes, queues stalled payouts again; the payout is idempotent. */
export const payoutSweepJob: JobDefinition = {
  name: 'exchange.payout-sweep',
  handler: async (deps) => {
    for (const id of await listStalledPayouts(deps.db, STALLED_AFTER_MINUTES))
      await sendPayout(deps.jobs, deps.db, id);
  },
  options: { name: 'exchange.payout-sweep', retryLimit: 1, expireInSeconds: 600 },
  cron: '*/5 * * * *',
};
