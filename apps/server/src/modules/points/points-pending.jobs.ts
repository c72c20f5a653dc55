import type { JobDefinition } from '../../jobs/job-queue.js';
import {
  PENDING_AWARD_QUEUE,
  PENDING_AWARD_QUEUE_OPTIONS,
  type PendingAwardMessage,
} from './points-pending-queue.js';
import { settleOverdueAwards, settlePendingAward } from './points-pending.service.js';

/** points.pending-award: pays one award kept during a cooldown, once the cooldown ended (decision 047). */
export const pendingAwardJob: JobDefinition<PendingAwardMessage> = {
  name: PENDING_AWARD_QUEUE,
  handler: (deps, data) => settlePendingAward(deps, data.pendingId),
  options: PENDING_AWARD_QUEUE_OPTIONS,
};

// A waiting award this long past its due time has lost its message (retries exhausted, a worker down).
const OVERDUE_AFTER_SECONDS = 30;

/** points.pending-sweep: every minute, settles waiting awards whose message went missing. */
export const pendingAwardSweepJob: JobDefinition = {
  name: 'points.pending-sweep',
  handler: async (deps) => {
    await settleOverdueAwards(deps, OVERDUE_AFTER_SECONDS);
  },
  options: { name: 'points.pending-sweep', retryLimit: 1, expireInSeconds: 300 },
  cron: '* * * * *',
};
