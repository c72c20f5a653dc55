import type { MaintenanceJob, MaintenanceJobKind } from '@streamit/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { maintenanceJobs } from './maintenance.schema.js';
import { DAY_MS } from '../../lib/utc-days.js';

/** A maintenance job row as stored. */
export type MaintenanceJobRow = typeof maintenanceJobs.$inferSelect;

/** Queues a job row; the queue message that runs it carries only its id. */
export async function insertMaintenanceJob(
  db: Executor,
  job: { kind: MaintenanceJobKind; requestedBy: string; params?: Record<string, unknown> },
): Promise<MaintenanceJobRow> {
  const [row] = await db.insert(maintenanceJobs).values(job).returning();
  if (!row) throw new Error('maintenance job insert returned no row');
  return row;
}

/** One job of a kind, or undefined. */
export async function findMaintenanceJob(
  db: Executor,
  kind: MaintenanceJobKind,
  id: string,
): Promise<MaintenanceJobRow | undefined> {
  const [row] = await db
    .select()
    .from(maintenanceJobs)
    .where(and(eq(maintenanceJobs.id, id), eq(maintenanceJobs.kind, kind)));
  return row;
}

/** The newest jobs of a kind, newest first. */
export function listRecentMaintenanceJobs(
  db: Executor,
  kind: MaintenanceJobKind,
  limit: number,
): Promise<MaintenanceJobRow[]> {
  return db
    .select()
    .from(maintenanceJobs)
    .where(eq(maintenanceJobs.kind, kind))
    .orderBy(desc(maintenanceJobs.createdAt), desc(maintenanceJobs.id))
    .limit(limit);
}

/**
 * Moves a queued job to RUNNING; false when it is not queued (a redelivered message, a finished job), so
 * one job never runs twice at once.
 */
export async function claimMaintenanceJob(db: Executor, id: string, total: number | null): Promise<boolean> {
  const claimed = await db
    .update(maintenanceJobs)
    .set({ status: 'RUNNING', startedAt: new Date(), total, processed: 0 })
    .where(and(eq(maintenanceJobs.id, id), eq(maintenanceJobs.status, 'QUEUED')))
    .returning({ id: maintenanceJobs.id });
  return claimed.length === 1;
}

/** Records how far a running job got. */
export async function recordJobProgress(db: Executor, id: string, processed: number): Promise<void> {
  await db.update(maintenanceJobs).set({ processed }).where(eq(maintenanceJobs.id, id));
}

/** Ends a job: SUCCEEDED with its final count, or FAILED with the reason staff will read. */
export async function finishMaintenanceJob(
  db: Executor,
  id: string,
  outcome: { processed: number } | { error: string },
): Promise<void> {
  const values =
    'error' in outcome
      ? { status: 'FAILED', error: outcome.error.slice(0, 500) }
      : { status: 'SUCCEEDED', processed: outcome.processed };
  await db
    .update(maintenanceJobs)
    .set({ ...values, finishedAt: sql`now()` })
    .where(eq(maintenanceJobs.id, id));
}

/** When a finished export's or backup's file goes (retention), or null for anything else. */
export function exportExpiresAt(row: MaintenanceJobRow, retentionDays: number): Date | null {
  if (row.kind === 'OPTIMIZE_DB' || row.status !== 'SUCCEEDED' || !row.finishedAt) return null;
  return new Date(row.finishedAt.getTime() + retentionDays * DAY_MS);
}

/** Finished exports whose retention ended before `cutoff` finished. */
export function listExportsFinishedBefore(db: Executor, cutoff: Date): Promise<MaintenanceJobRow[]> {
  return db
    .select()
    .from(maintenanceJobs)
    .where(
      and(
        eq(maintenanceJobs.kind, 'MEMBER_EXPORT'),
        eq(maintenanceJobs.status, 'SUCCEEDED'),
        lt(maintenanceJobs.finishedAt, cutoff),
      ),
    );
}

/** The job as the status endpoints answer it; `retentionDays` dates a finished export's expiry. */
export function toMaintenanceJob(row: MaintenanceJobRow, retentionDays: number): MaintenanceJob {
  return {
    id: row.id,
    kind: row.kind as MaintenanceJob['kind'],
    status: row.status as MaintenanceJob['status'],
    processed: row.processed,
    total: row.total,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: exportExpiresAt(row, retentionDays)?.toISOString() ?? null,
  };
}
