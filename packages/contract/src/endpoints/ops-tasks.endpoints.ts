import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TASK_RUNNER_ROLES } from '../models/staff-access.js';

/** The maintenance tasks staff can run now from `/admin/tasks` (docs/decisions/037-jobs-and-rollups.md). */
export const ADMIN_TASKS = ['daily-stats', 'tier-update', 'content-cleanup'] as const;
export const AdminTaskSchema = z.enum(ADMIN_TASKS);
export type AdminTask = z.infer<typeof AdminTaskSchema>;

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const JOB_RUN_TRIGGERS = ['manual', 'schedule'] as const;

/** One run of a task, as recorded in `job_runs`. */
export const JobRunSchema = z.object({
  id: z.uuid(),
  task: AdminTaskSchema,
  status: z.enum(JOB_RUN_STATUSES),
  trigger: z.enum(JOB_RUN_TRIGGERS),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nullable(),
  /** 0-100 while running; 100 once succeeded. */
  progress: z.number().int().min(0).max(100),
  /** Counts the task reports, e.g. `{ promoted: 3 }`. */
  result: z.record(z.string(), z.number()).nullable(),
  /** The failure's message; never a stack or a secret. */
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

/** One task on the status screen: its schedule and its last runs, newest first. */
export const TaskStatusSchema = z.object({
  task: AdminTaskSchema,
  /** Cron expression in UTC, as the worker schedules it. */
  schedule: z.string(),
  running: JobRunSchema.nullable(),
  lastRuns: z.array(JobRunSchema),
});
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const TasksStatusResponseSchema = z.object({ tasks: z.array(TaskStatusSchema) });
export type TasksStatusResponse = z.infer<typeof TasksStatusResponseSchema>;

function runTaskEndpoint(task: AdminTask, summary: string) {
  return defineEndpoint({
    method: 'POST',
    path: `/admin/tasks/${task}`,
    summary,
    tags: ['admin-tasks'],
    auth: 'admin',
    roles: TASK_RUNNER_ROLES,
    response: JobRunSchema,
    successStatus: 202,
  });
}

/** POST /admin/tasks/daily-stats: recompute the dashboard's daily rollup now; 409 while a run is going. */
export const runDailyStatsTaskEndpoint = runTaskEndpoint('daily-stats', 'Recompute the daily statistics now');

/** POST /admin/tasks/tier-update: raise every member whose lifetime points reached a higher tier, now. */
export const runTierUpdateEndpoint = runTaskEndpoint('tier-update', 'Run the tier update now');

/** POST /admin/tasks/content-cleanup: prune expired logs and old runs now. */
export const runContentCleanupTaskEndpoint = runTaskEndpoint('content-cleanup', 'Run the clean-up now');

/** GET /admin/tasks/status: each task's schedule, running run with progress, and last runs. */
export const getTasksStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/tasks/status',
  summary: 'Schedules, progress and last runs of the maintenance tasks',
  tags: ['admin-tasks'],
  auth: 'admin',
  roles: TASK_RUNNER_ROLES,
  response: TasksStatusResponseSchema,
});
