import { ADMIN_TASKS } from '@streamit/contract';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { TASK_DEFINITIONS } from './task-definitions.js';
import { runScheduledTask } from './tasks.service.js';

/** The maintenance tasks on their schedules; each scheduled run is recorded in job_runs like a manual one. */
export const TASK_JOBS: readonly JobDefinition[] = ADMIN_TASKS.map((task) => {
  const name = `ops.${task}`;
  const { schedule, timeoutSeconds } = TASK_DEFINITIONS[task];
  return {
    name,
    handler: async (deps) => {
      await runScheduledTask(deps, task);
    },
    options: { name, retryLimit: 0, expireInSeconds: timeoutSeconds },
    cron: schedule,
  };
});
