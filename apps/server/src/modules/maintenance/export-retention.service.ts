import { rm } from 'node:fs/promises';
import type { MemberExportFormat } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { backupFilePath } from './backup-key.js';
import { deleteBackupJobsFinishedBefore } from './backup-links.repository.js';
import { listExportsFinishedBefore } from './maintenance-jobs.repository.js';
import { exportFilePath } from './member-export.service.js';
import { DAY_MS } from '../../lib/utc-days.js';

/**
 * Deletes the files of member exports that finished more than EXPORT_RETENTION_DAYS before `now`: they hold
 * personal data, and staff can always start a new export. Returns how many files it removed (a file already
 * gone counts as removed). The job rows stay, so the screen and the audit log still show what was exported.
 */
export async function deleteExpiredExports(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.EXPORT_RETENTION_DAYS * DAY_MS);
  const expired = await listExportsFinishedBefore(deps.db, cutoff);
  for (const row of expired) {
    const { format } = row.params as { format: MemberExportFormat };
    await rm(exportFilePath(deps, row.id, format), { force: true });
  }
  return expired.length;
}

/**
 * Deletes stored encrypted backups (row, links and file, a leftover `.part` too) that finished, or failed,
 * more than BACKUP_RETENTION_DAYS before `now`. Returns how many it removed.
 */
export async function deleteExpiredBackups(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.BACKUP_RETENTION_DAYS * DAY_MS);
  const ids = await deleteBackupJobsFinishedBefore(deps.db, cutoff);
  for (const id of ids) {
    const file = backupFilePath(deps.config, id);
    await rm(file, { force: true });
    await rm(`${file}.part`, { force: true });
  }
  return ids.length;
}
