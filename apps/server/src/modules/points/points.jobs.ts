import { pino } from 'pino';
import { logDestination } from '../../log-target.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { REDACTED_PATHS } from '../../logger.js';
import { rederiveBalances } from './points-rederive.service.js';

const QUEUE = 'points.rederive';

/** points.rederive: nightly, re-derives every member's balance from the ledger (decision 022). */
export const pointsRederiveJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    const level = deps.config.NODE_ENV === 'test' ? 'silent' : deps.config.LOG_LEVEL;
    await rederiveBalances(
      deps,
      pino(
        { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
        logDestination(deps.config.LOG_TARGET),
      ),
    );
  },
  options: { name: QUEUE, retryLimit: 1, expireInSeconds: 1800 },
  cron: '17 3 * * *',
};
