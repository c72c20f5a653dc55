import { ADMIN_TASKS, type AdminTask, type JobRun, type TasksStatusResponse } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  failAbandonedRuns,
  finishRun,
  insertRunningRun,
  listRecentRuns,
  updateRunProgress,
  type JobRunRow,
} from './job-runs.repository.js';
import { TASK_DEFINITIONS } from './task-definitions.js';

/** Runs shown per task on the status screen. */
const RECENT_RUNS = 5;
const ERROR_MESSAGE_MAX = 500;

// Manual runs finishing in the background; the app waits for them when it closes.
const inFlight = new Set<Promise<unknown>>();

/** Resolves once every manual run this process started has finished (graceful shutdown, tests). */
export async function waitForManualRuns(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}

/** Who asked for a manual run, for the audit log. */
export interface TaskOperator {
  adminId: string;
  ip: string;
}

/** The API shape of a run row. */
export function toJobRun(row: JobRunRow): JobRun {
  const finished = row.finishedAt;
  return {
    id: row.id,
    task: row.task as AdminTask,
    status: row.status as JobRun['status'],
    trigger: row.trigger as JobRun['trigger'],
    startedAt: row.startedAt.toISOString(),
    finishedAt: finished?.toISOString() ?? null,
    durationMs: finished ? finished.getTime() - row.startedAt.getTime() : null,
    progress: row.progress,
    result: row.result ?? null,
    error: row.error,
  };
}

/** Claims the task's one running slot, clearing a slot a dead process left behind first. */
async function claimRun(
  deps: AppDeps,
  task: AdminTask,
  trigger: 'manual' | 'schedule',
  adminId: string | null,
): Promise<JobRunRow | undefined> {
  await failAbandonedRuns(deps.db, task, TASK_DEFINITIONS[task].timeoutSeconds);
  return insertRunningRun(deps.db, { task, trigger, requestedByAdminId: adminId });
}

/** The root cause's message: a failed query's wrapper would show the SQL instead of the reason. */
function describeFailure(error: unknown): string {
  let root = error;
  while (root instanceof Error && root.cause instanceof Error) root = root.cause;
  const message = root instanceof Error ? root.message : String(root);
  return message.slice(0, ERROR_MESSAGE_MAX);
}

/** Executes a claimed run to its end; a failure is recorded on the run, never thrown. */
async function executeRun(deps: AppDeps, run: JobRunRow): Promise<JobRunRow | undefined> {
  const task = run.task as AdminTask;
  const report = (progress: number) => updateRunProgress(deps.db, run.id, Math.min(99, progress));
  try {
    const result = await TASK_DEFINITIONS[task].run(deps, report);
    return await finishRun(deps.db, run.id, { result });
  } catch (error) {
    return finishRun(deps.db, run.id, { error: describeFailure(error) });
  }
}

/**
 * POST /admin/tasks/<task>: claims the run (409 TASK_ALREADY_RUNNING when one is going), audits it and
 * lets it finish in the background; the status screen follows its progress.
 */
export async function startTaskRun(deps: AppDeps, task: AdminTask, operator: TaskOperator): Promise<JobRun> {
  const run = await claimRun(deps, task, 'manual', operator.adminId);
  if (!run) throw new AppError('TASK_ALREADY_RUNNING');
  await recordAuditEvent(deps.db, {
    actorAdminId: operator.adminId,
    action: 'task.run_started',
    targetType: 'task',
    targetId: task,
    ip: operator.ip,
    details: { runId: run.id },
  });
  const running = executeRun(deps, run).catch(() => undefined);
  inFlight.add(running);
  void running.finally(() => inFlight.delete(running));
  return toJobRun(run);
}

/** The worker's scheduled run; skipped when a manual run of the task is already going. */
export async function runScheduledTask(deps: AppDeps, task: AdminTask): Promise<JobRun | undefined> {
  const run = await claimRun(deps, task, 'schedule', null);
  if (!run) return undefined;
  const finished = await executeRun(deps, run);
  return finished ? toJobRun(finished) : undefined;
}

/** GET /admin/tasks/status. */
export async function getTasksStatus(deps: AppDeps): Promise<TasksStatusResponse> {
  const tasks = await Promise.all(
    ADMIN_TASKS.map(async (task) => {
      const runs = (await listRecentRuns(deps.db, task, RECENT_RUNS)).map(toJobRun);
      const running = runs.find((run) => run.status === 'running') ?? null;
      return { task, schedule: TASK_DEFINITIONS[task].schedule, running, lastRuns: runs };
    }),
  );
  return { tasks };
}
