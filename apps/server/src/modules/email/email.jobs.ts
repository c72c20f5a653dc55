import { pino } from 'pino';
import { logDestination } from '../../log-target.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { REDACTED_PATHS } from '../../logger.js';
import { retryDueEmails } from './outbox.service.js';

const QUEUE = 'email.retry';

/** email.retry: every minute, with SMTP_URL, sends the outbox's emails whose earlier attempt failed. */
export const emailRetryJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps) => {
    const level = deps.config.NODE_ENV === 'test' ? 'silent' : deps.config.LOG_LEVEL;
    await retryDueEmails(
      deps,
      pino(
        { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
        logDestination(deps.config.LOG_TARGET),
      ),
    );
  },
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '* * * * *',
};
