import type { AdminTask } from '@streamit/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobRuns } from './ops.schema.js';

export type JobRunRow = typeof jobRuns.$inferSelect;

/** What starts a run. */
export interface NewJobRun {
  task: AdminTask;
  trigger: 'manual' | 'schedule';
  requestedByAdminId: string | null;
}

/**
 * Inserts a running run, or returns undefined when one of the task is already running: the partial
 * unique index decides, so any number of parallel starts yield exactly one run.
 */
export async function insertRunningRun(db: Executor, run: NewJobRun): Promise<JobRunRow | undefined> {
  const [row] = await db.insert(jobRuns).values(run).onConflictDoNothing().returning();
  return row;
}

/** Marks runs left running longer than `maxSeconds` (their process died) as failed. */
export async function failAbandonedRuns(db: Executor, task: AdminTask, maxSeconds: number): Promise<number> {
  const rows = await db
    .update(jobRuns)
    .set({ status: 'failed', finishedAt: sql`now()`, error: 'Abandoned: the process running it stopped' })
    .where(
      and(
        eq(jobRuns.task, task),
        eq(jobRuns.status, 'running'),
        lt(jobRuns.startedAt, sql`now() - make_interval(secs => ${maxSeconds})`),
      ),
    )
    .returning({ id: jobRuns.id });
  return rows.length;
}

/** Records how far a running run got (0-100). */
export async function updateRunProgress(db: Executor, id: string, progress: number): Promise<void> {
  await db
    .update(jobRuns)
    .set({ progress })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'running')));
}

/** Ends a run with its result or its error. */
export async function finishRun(
  db: Executor,
  id: string,
  outcome: { result: Record<string, number> } | { error: string },
): Promise<JobRunRow | undefined> {
  const values =
    'result' in outcome
      ? { status: 'succeeded', progress: 100, result: outcome.result }
      : { status: 'failed', error: outcome.error };
  const [row] = await db
    .update(jobRuns)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(jobRuns.id, id))
    .returning();
  return row;
}

/** A task's newest runs, newest first. */
export async function listRecentRuns(db: Executor, task: AdminTask, limit: number): Promise<JobRunRow[]> {
  return db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.task, task))
    .orderBy(desc(jobRuns.startedAt))
    .limit(limit);
}

/** Runs that failed since `since`, for the dashboard. */
export async function countFailedRunsSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobRuns)
    .where(and(eq(jobRuns.status, 'failed'), sql`${jobRuns.startedAt} >= ${since.toISOString()}`));
  return row?.count ?? 0;
}

/** Deletes finished runs that started before `before`. */
export async function deleteRunsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(jobRuns)
    .where(and(lt(jobRuns.startedAt, before), sql`${jobRuns.status} <> 'running'`))
    .returning({ id: jobRuns.id });
  return rows.length;
}
