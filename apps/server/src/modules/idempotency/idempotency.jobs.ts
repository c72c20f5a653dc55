import { IDEMPOTENCY_KEY_TTL_HOURS } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { deleteKeysBefore } from './idempotency.repository.js';

const QUEUE = 'idempotency-keys-cleanup';
const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;

/** Deletes Idempotency-Keys older than their 24 h lifetime; returns how many went. */
export function cleanUpIdempotencyKeys(deps: AppDeps, now = new Date()): Promise<number> {
  return deleteKeysBefore(deps.db, new Date(now.getTime() - TTL_MS));
}

/** Hourly clean-up of expired Idempotency-Keys. */
export const idempotencyCleanupJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps: AppDeps) => {
    await cleanUpIdempotencyKeys(deps);
  },
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '23 * * * *',
};
