import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MaintenanceJob, MemberExportFilter, MemberExportFormat } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  claimMaintenanceJob,
  findMaintenanceJob,
  finishMaintenanceJob,
  insertMaintenanceJob,
  exportExpiresAt,
  recordJobProgress,
  toMaintenanceJob,
} from './maintenance-jobs.repository.js';
import { MEMBER_EXPORT_QUEUE, sendMaintenanceJob } from './maintenance-queue.js';
import { describeExportFile, formatCsvHeader, formatMemberBatch } from './member-export.format.js';
import { countMembers, readMembersInBatches } from './member-export.repository.js';

/** Who asked for an export, for the audit log. */
export interface ExportActor {
  adminId: string;
  ip: string;
}

/** What an export writes: its format and the member list's filters. */
export interface ExportRequest {
  format: MemberExportFormat;
  filters: MemberExportFilter;
}

/** The export as text chunks: a header for CSV, then one chunk per cursor batch. */
async function* generateExport(
  deps: AppDeps,
  request: ExportRequest,
  onBatch: (rows: number) => Promise<void> | void,
): AsyncGenerator<string> {
  if (request.format === 'csv') yield formatCsvHeader();
  for await (const rows of readMembersInBatches(deps, request.filters)) {
    yield formatMemberBatch(rows, request.format);
    await onBatch(rows.length);
  }
}

/**
 * GET /admin/export/users: the filtered members streamed to the response straight from the cursor. The
 * audit row (who, filters, rows sent, whether it finished) is written when the stream ends or is cut.
 */
export function streamMemberExport(deps: AppDeps, actor: ExportActor, request: ExportRequest): Readable {
  let rows = 0;
  let completed = false;
  async function* audited() {
    try {
      yield* generateExport(deps, request, (count) => void (rows += count));
      completed = true;
    } finally {
      await recordAuditEvent(deps.db, {
        actorAdminId: actor.adminId,
        action: 'member_export.streamed',
        targetType: 'users',
        ip: actor.ip,
        details: { ...request, rows, completed },
      });
    }
  }
  return Readable.from(audited(), { objectMode: false });
}

/** POST /admin/export/users: records and queues an export job. */
export async function startMemberExportJob(
  deps: AppDeps,
  actor: ExportActor,
  request: ExportRequest,
): Promise<MaintenanceJob> {
  return deps.db.transaction(async (tx) => {
    const row = await insertMaintenanceJob(tx, {
      kind: 'MEMBER_EXPORT',
      requestedBy: actor.adminId,
      params: { ...request },
    });
    await recordAuditEvent(tx, {
      actorAdminId: actor.adminId,
      action: 'member_export.queued',
      targetType: 'maintenance_job',
      targetId: row.id,
      ip: actor.ip,
      details: { ...request },
    });
    await sendMaintenanceJob(deps.jobs, tx, MEMBER_EXPORT_QUEUE, row.id);
    return toMaintenanceJob(row, deps.config.EXPORT_RETENTION_DAYS);
  });
}

/** An export job's status, progress included. */
export async function getMemberExportJob(deps: AppDeps, id: string): Promise<MaintenanceJob> {
  const row = await findMaintenanceJob(deps.db, 'MEMBER_EXPORT', id);
  if (!row) throw new AppError('MAINTENANCE_JOB_NOT_FOUND');
  return toMaintenanceJob(row, deps.config.EXPORT_RETENTION_DAYS);
}

/** Where a job's finished file lives. */
export function exportFilePath(deps: AppDeps, id: string, format: MemberExportFormat): string {
  return path.join(deps.config.DATA_DIR, 'exports', `${id}.${format}`);
}

/**
 * Runs a queued export job: counts the members for progress, streams them into a temporary file,
 * recording the rows written after every batch, and renames it into place when complete.
 */
export async function runMemberExportJob(deps: AppDeps, jobId: string): Promise<void> {
  const row = await findMaintenanceJob(deps.db, 'MEMBER_EXPORT', jobId);
  if (!row) return;
  const request = row.params as unknown as ExportRequest;
  if (!(await claimMaintenanceJob(deps.db, jobId, await countMembers(deps, request.filters)))) return;
  const target = exportFilePath(deps, jobId, request.format);
  let written = 0;
  try {
    await mkdir(path.dirname(target), { recursive: true });
    const progress = async (count: number) => {
      written += count;
      await recordJobProgress(deps.db, jobId, written);
    };
    await pipeline(
      Readable.from(generateExport(deps, request, progress)),
      createWriteStream(`${target}.part`),
    );
    await rename(`${target}.part`, target);
    await finishMaintenanceJob(deps.db, jobId, { processed: written });
  } catch (error) {
    await finishMaintenanceJob(deps.db, jobId, { error: error instanceof Error ? error.message : 'failed' });
  }
}

/** The finished file of an export job as a stream, audited as a download. */
export async function openMemberExportDownload(deps: AppDeps, actor: ExportActor, id: string) {
  const row = await findMaintenanceJob(deps.db, 'MEMBER_EXPORT', id);
  if (!row) throw new AppError('MAINTENANCE_JOB_NOT_FOUND');
  if (row.status !== 'SUCCEEDED') throw new AppError('EXPORT_NOT_READY');
  const expiresAt = exportExpiresAt(row, deps.config.EXPORT_RETENTION_DAYS);
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw new AppError('EXPORT_EXPIRED');
  const { format } = row.params as unknown as ExportRequest;
  await recordAuditEvent(deps.db, {
    actorAdminId: actor.adminId,
    action: 'member_export.downloaded',
    targetType: 'maintenance_job',
    targetId: id,
    ip: actor.ip,
    details: { format, rows: row.processed },
  });
  return {
    stream: createReadStream(exportFilePath(deps, id, format)),
    ...describeExportFile(format, `members-${id.slice(0, 8)}`),
  };
}
