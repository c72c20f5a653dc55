import { DASHBOARD_SERIES_DAYS, type AdminTask } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { tierMailerOf, updateAllTiers } from '../points/points-tiers.service.js';
import { rollUpCreatorStats } from '../creator-stats/creator-rollup.service.js';
import { upsertDailyStat } from './daily-stats.repository.js';
import { deleteRunsBefore } from './job-runs.repository.js';
import { deleteServerErrorsBefore } from './server-errors.repository.js';
import { cleanUpRetainedData } from './retention-cleanup.service.js';
import { DAY_MS, utcDayAt } from '../../lib/utc-days.js';

/** Reports progress (0-100) of a running task. */
export type ReportProgress = (progress: number) => Promise<void>;

/** A maintenance task: when it runs by itself, how long a run may take, and what it does. */
export interface TaskDefinition {
  /** pg-boss cron, UTC. */
  schedule: string;
  /** A run still "running" after this long belongs to a process that died. */
  timeoutSeconds: number;
  run(deps: AppDeps, report: ReportProgress): Promise<Record<string, number>>;
}

/** Days finished runs are kept for the status screen. */
export const JOB_RUN_RETENTION_DAYS = 90;

/** Recomputes the dashboard rollup for the last DASHBOARD_SERIES_DAYS days and today, then Creator Studio's. */
async function runDailyStats(deps: AppDeps, report: ReportProgress): Promise<Record<string, number>> {
  const now = Date.now();
  for (let back = DASHBOARD_SERIES_DAYS; back >= 0; back -= 1) {
    await upsertDailyStat(deps.db, utcDayAt(-back, now));
    await report(Math.round(((DASHBOARD_SERIES_DAYS - back + 1) / (DASHBOARD_SERIES_DAYS + 1)) * 90));
  }
  // Creator Studio's rollup too, so "run now" brings every screen's numbers up to date (decision 041).
  const creators = await rollUpCreatorStats(deps);
  return { days: DASHBOARD_SERIES_DAYS + 1, creatorDays: creators.days };
}

async function runTierUpdate(deps: AppDeps): Promise<Record<string, number>> {
  return deps.db.transaction(async (tx) => ({ ...(await updateAllTiers(tx, tierMailerOf(deps))) }));
}

async function runContentCleanup(deps: AppDeps, report: ReportProgress): Promise<Record<string, number>> {
  const now = Date.now();
  const serverErrors = await deleteServerErrorsBefore(
    deps.db,
    new Date(now - deps.config.ERROR_LOG_RETENTION_DAYS * DAY_MS),
  );
  await report(50);
  const jobRuns = await deleteRunsBefore(deps.db, new Date(now - JOB_RUN_RETENTION_DAYS * DAY_MS));
  await report(75);
  return { serverErrors, jobRuns, ...(await cleanUpRetainedData(deps, new Date(now))) };
}

/** The tasks of `/admin/tasks`; this table is also what the worker schedules. */
export const TASK_DEFINITIONS: Readonly<Record<AdminTask, TaskDefinition>> = {
  'daily-stats': { schedule: '7 * * * *', timeoutSeconds: 1800, run: runDailyStats },
  'tier-update': { schedule: '41 3 * * *', timeoutSeconds: 1800, run: runTierUpdate },
  'content-cleanup': { schedule: '23 4 * * *', timeoutSeconds: 900, run: runContentCleanup },
};
