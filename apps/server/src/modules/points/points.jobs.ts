import { pino } from 'pino';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { REDACTED_PATHS } from '../../logger.js';
import { rederiveBalances } from './points-rederive.service.js';
import { tierMailerOf, updateAllTiers } from './points-tiers.service.js';

const QUEUE = 'points.rederive';

/** points.rederive: nightly, re-derives every member's balance from the ledger (decision 022). */
export const pointsRederiveJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    const level = deps.config.NODE_ENV === 'test' ? 'silent' : deps.config.LOG_LEVEL;
    await rederiveBalances(deps, pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }));
  },
  options: { name: QUEUE, retryLimit: 1, expireInSeconds: 1800 },
  cron: '17 3 * * *',
};

/** points.tier-update: nightly, raises members whose lifetime points reached a higher tier. */
export const tierUpdateJob: JobDefinition = {
  name: 'points.tier-update',
  handler: async (deps) => {
    await updateAllTiers(deps.db, tierMailerOf(deps));
  },
  options: { name: 'points.tier-update', retryLimit: 1, expireInSeconds: 1800 },
  cron: '41 3 * * *',
};
