import type { ClearCachesResult, MaintenanceJob, MaintenanceJobKind } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { forgetMaintenance } from '../site-settings/maintenance-state.js';
import { BACKUP_SCHEMA, listBackupTables, quoteIdent } from './database-catalog.js';
import {
  claimMaintenanceJob,
  findMaintenanceJob,
  finishMaintenanceJob,
  insertMaintenanceJob,
  recordJobProgress,
  toMaintenanceJob,
} from './maintenance-jobs.repository.js';
import { OPTIMIZE_DB_QUEUE, sendMaintenanceJob } from './maintenance-queue.js';
import { poolOf } from './member-export.repository.js';

/** Who acted, for the audit log. */
export interface MaintenanceActor {
  adminId: string;
  ip: string;
}

/**
 * POST /admin/maintenance/clear-cache. The public read cache of every API process is cleared by the
 * catalogue-write hook this route matches (`/admin/*`, decision 021: NOTIFY, and the answer waits for each
 * listening process to confirm); this process also forgets its maintenance-mode copy at once.
 */
export async function clearCaches(deps: AppDeps, actor: MaintenanceActor): Promise<ClearCachesResult> {
  forgetMaintenance(deps);
  await recordAuditEvent(deps.db, {
    actorAdminId: actor.adminId,
    action: 'maintenance.caches_cleared',
    targetType: 'cache',
    ip: actor.ip,
  });
  return { clearedAt: new Date().toISOString() };
}

/** A parameterless job to queue: its kind, queue, audit action and the retention that dates its file. */
interface QueuedJobSpec {
  kind: MaintenanceJobKind;
  queue: string;
  action: string;
  retentionDays: number;
}

/** Records, audits and queues a parameterless maintenance job in one transaction. */
export async function queueMaintenanceJob(
  deps: AppDeps,
  actor: MaintenanceActor,
  spec: QueuedJobSpec,
): Promise<MaintenanceJob> {
  return deps.db.transaction(async (tx) => {
    const row = await insertMaintenanceJob(tx, { kind: spec.kind, requestedBy: actor.adminId });
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: spec.action,
      targetType: 'maintenance_job',
      targetId: row.id,
      ip: actor.ip,
    });
    await sendMaintenanceJob(deps.jobs, tx, spec.queue, row.id);
    return toMaintenanceJob(row, spec.retentionDays);
  });
}

/** POST /admin/maintenance/optimize-db: records and queues a VACUUM ANALYZE job. */
export function startOptimizeDatabase(deps: AppDeps, actor: MaintenanceActor): Promise<MaintenanceJob> {
  return queueMaintenanceJob(deps, actor, {
    kind: 'OPTIMIZE_DB',
    queue: OPTIMIZE_DB_QUEUE,
    action: 'maintenance.optimize_queued',
    retentionDays: deps.config.EXPORT_RETENTION_DAYS,
  });
}

/** An optimize job's status. */
export async function getOptimizeJob(deps: AppDeps, id: string): Promise<MaintenanceJob> {
  const row = await findMaintenanceJob(deps.db, 'OPTIMIZE_DB', id);
  if (!row) throw new AppError('MAINTENANCE_JOB_NOT_FOUND');
  return toMaintenanceJob(row, deps.config.EXPORT_RETENTION_DAYS);
}

/** Runs a queued optimize job: `VACUUM (ANALYZE)` table by table, so staff see how far it got. */
export async function runOptimizeDatabase(deps: AppDeps, jobId: string): Promise<void> {
  const pool = poolOf(deps);
  const client = await pool.connect();
  const tables = await listBackupTables(client).finally(() => {
    client.release();
  });
  if (!(await claimMaintenanceJob(deps.db, jobId, tables.length))) return;
  let done = 0;
  try {
    for (const table of tables) {
      // VACUUM cannot run inside a transaction; a pool query runs on its own.
      await pool.query(`VACUUM (ANALYZE) ${BACKUP_SCHEMA}.${quoteIdent(table.name)}`);
      done += 1;
      await recordJobProgress(deps.db, jobId, done);
    }
    await finishMaintenanceJob(deps.db, jobId, { processed: done });
  } catch (error) {
    await finishMaintenanceJob(deps.db, jobId, { error: error instanceof Error ? error.message : 'failed' });
  }
}
