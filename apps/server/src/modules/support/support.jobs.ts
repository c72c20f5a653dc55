import { pino } from 'pino';
import { logDestination } from '../../log-target.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { REDACTED_PATHS } from '../../logger.js';
import type { AppDeps } from '../../app-deps.js';
import { closeIdleTickets, escalateNearBreach } from './support-jobs.service.js';

function jobLog(deps: AppDeps) {
  const level = deps.config.NODE_ENV === 'test' ? 'silent' : deps.config.LOG_LEVEL;
  return pino(
    { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    logDestination(deps.config.LOG_TARGET),
  );
}

/** support.escalate: every five minutes, raises tickets close to missing their SLA (decision 033). */
export const supportEscalateJob: JobDefinition = {
  name: 'support.escalate',
  handler: async (deps) => {
    await escalateNearBreach(deps, jobLog(deps));
  },
  options: { name: 'support.escalate', retryLimit: 1, expireInSeconds: 600 },
  cron: '*/5 * * * *',
};

/** support.auto-close: hourly, closes tickets idle in AWAITING_REPLY for SUPPORT_AUTO_CLOSE_DAYS. */
export const supportAutoCloseJob: JobDefinition = {
  name: 'support.auto-close',
  handler: async (deps) => {
    await closeIdleTickets(deps, jobLog(deps));
  },
  options: { name: 'support.auto-close', retryLimit: 1, expireInSeconds: 1800 },
  cron: '23 * * * *',
};
