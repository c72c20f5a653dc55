import type { AppDeps } from '../../app-deps.js';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { endExpiredSuspensions } from './member-suspension.service.js';

const QUEUE = 'member-suspension-end';

/** Every five minutes: tidies timed suspensions that have ended (they stopped applying at their end). */
export const suspensionEndJob: JobDefinition = {
  name: QUEUE,
  handler: async (deps: AppDeps) => {
    await endExpiredSuspensions(deps);
  },
  options: { name: QUEUE, retryLimit: 0, expireInSeconds: 120 },
  cron: '*/5 * * * *',
};
