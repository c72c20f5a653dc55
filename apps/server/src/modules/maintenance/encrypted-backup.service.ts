import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BACKUP_LINK_MINUTES,
  STORED_BACKUP_LIST_LIMIT,
  type BackupLink,
  type MaintenanceJob,
  type StoredBackup,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { hashToken } from '../../lib/security/tokens.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { decryptBackup, encryptBackup } from './backup-cipher.js';
import { backupFilePath, backupKeyLookup, currentBackupKey } from './backup-key.js';
import { claimBackupLink, insertBackupLink } from './backup-links.repository.js';
import { generateBackup } from './database-backup.service.js';
import {
  claimMaintenanceJob,
  exportExpiresAt,
  findMaintenanceJob,
  finishMaintenanceJob,
  listRecentMaintenanceJobs,
  type MaintenanceJobRow,
} from './maintenance-jobs.repository.js';
import { DATABASE_BACKUP_QUEUE } from './maintenance-queue.js';
import { queueMaintenanceJob, type MaintenanceActor } from './maintenance.service.js';

function audit(deps: AppDeps, actor: MaintenanceActor, action: string, jobId: string, details = {}) {
  return recordAuditEvent(deps.db, {
    actorAdminId: actor.adminId,
    action,
    targetType: 'maintenance_job',
    targetId: jobId,
    ip: actor.ip,
    details,
  });
}

/** POST /admin/maintenance/backups: records and queues an encrypted backup (the key must be usable now). */
export function startEncryptedBackup(deps: AppDeps, actor: MaintenanceActor): Promise<MaintenanceJob> {
  currentBackupKey(deps.config);
  return queueMaintenanceJob(deps, actor, {
    kind: 'DATABASE_BACKUP',
    queue: DATABASE_BACKUP_QUEUE,
    action: 'maintenance.backup_queued',
    retentionDays: deps.config.BACKUP_RETENTION_DAYS,
  });
}

/**
 * Runs a queued backup: the plain-SQL backup of decision 036, encrypted as it is generated into an
 * owner-only `.part` file that is renamed into place only when complete.
 */
export async function runEncryptedBackupJob(deps: AppDeps, jobId: string): Promise<void> {
  if (!(await claimMaintenanceJob(deps.db, jobId, null))) return;
  const target = backupFilePath(deps.config, jobId);
  let rows = 0;
  try {
    const { key, keyId } = currentBackupKey(deps.config);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const plain = generateBackup(deps, (_tables, count) => Promise.resolve(void (rows = count)));
    await pipeline(
      Readable.from(encryptBackup(plain, key, keyId)),
      createWriteStream(`${target}.part`, { mode: 0o600 }),
    );
    await rename(`${target}.part`, target);
    await finishMaintenanceJob(deps.db, jobId, { processed: rows });
  } catch (error) {
    await finishMaintenanceJob(deps.db, jobId, { error: error instanceof Error ? error.message : 'failed' });
  }
}

/** Bytes of a finished backup's file; null before it is written or once it is gone. */
async function backupSize(deps: AppDeps, row: MaintenanceJobRow): Promise<number | null> {
  if (row.status !== 'SUCCEEDED') return null;
  return stat(backupFilePath(deps.config, row.id)).then(
    (file) => file.size,
    () => null,
  );
}

/** GET /admin/maintenance/backups: the newest stored backups with their file sizes. */
export async function listEncryptedBackups(deps: AppDeps): Promise<{ items: StoredBackup[] }> {
  const rows = await listRecentMaintenanceJobs(deps.db, 'DATABASE_BACKUP', STORED_BACKUP_LIST_LIMIT);
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      status: row.status as StoredBackup['status'],
      createdAt: row.createdAt.toISOString(),
      sizeBytes: await backupSize(deps, row),
      error: row.error,
    })),
  );
  return { items };
}

/** POST /admin/maintenance/backups/:id/link: a one-time token for a finished backup, stored hashed. */
export async function createBackupLink(
  deps: AppDeps,
  actor: MaintenanceActor,
  jobId: string,
): Promise<BackupLink> {
  const row = await findMaintenanceJob(deps.db, 'DATABASE_BACKUP', jobId);
  if (!row) throw new AppError('MAINTENANCE_JOB_NOT_FOUND');
  if (row.status !== 'SUCCEEDED') throw new AppError('BACKUP_NOT_READY');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + BACKUP_LINK_MINUTES * 60_000);
  await insertBackupLink(deps.db, {
    jobId,
    tokenHash: hashToken(token),
    createdBy: actor.adminId,
    expiresAt,
  });
  await audit(deps, actor, 'maintenance.backup_link_created', jobId, { expiresAt: expiresAt.toISOString() });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The download behind a link: claims the token (once), then streams the stored file decrypted to the plain
 * SQL backup the restore accepts. A changed file or a wrong key fails the stream at its end.
 */
export async function openBackupDownload(deps: AppDeps, actor: MaintenanceActor, token: string | undefined) {
  const jobId = token ? await claimBackupLink(deps.db, hashToken(token)) : null;
  if (!jobId) throw new AppError('BACKUP_LINK_USED');
  const row = await findMaintenanceJob(deps.db, 'DATABASE_BACKUP', jobId);
  const file = backupFilePath(deps.config, jobId);
  const expiresAt = row && exportExpiresAt(row, deps.config.BACKUP_RETENTION_DAYS);
  if (
    !expiresAt ||
    !(await access(file).then(
      () => true,
      () => false,
    ))
  ) {
    throw new AppError('MAINTENANCE_JOB_NOT_FOUND');
  }
  await audit(deps, actor, 'maintenance.backup_downloaded', jobId, { rows: row.processed });
  const stream = Readable.from(decryptBackup(createReadStream(file), backupKeyLookup(deps.config)));
  return {
    stream,
    fileName: `streamit-backup-${(row.finishedAt ?? row.createdAt).toISOString().replace(/[:.]/g, '-')}.sql`,
  };
}
