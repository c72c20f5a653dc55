import type { JobDefinition } from '../../jobs/job-queue.js';
import { runOptimizeDatabase } from './maintenance.service.js';
import { runEncryptedBackupJob } from './encrypted-backup.service.js';
import {
  DATABASE_BACKUP_QUEUE,
  MEMBER_EXPORT_QUEUE,
  OPTIMIZE_DB_QUEUE,
  maintenanceQueueOptions,
  type MaintenanceJobMessage,
} from './maintenance-queue.js';
import { runMemberExportJob } from './member-export.service.js';
import { deleteExpiredBackups, deleteExpiredExports } from './export-retention.service.js';
import { deleteExpiredDataExports } from '../member-data/member-data-job.service.js';

/** maintenance.member-export: writes one queued member export to its file, with progress. */
export const memberExportJob: JobDefinition<MaintenanceJobMessage> = {
  name: MEMBER_EXPORT_QUEUE,
  handler: (deps, data) => runMemberExportJob(deps, data.jobId),
  options: maintenanceQueueOptions(MEMBER_EXPORT_QUEUE),
};

/** maintenance.optimize-db: VACUUM ANALYZE of every table, with progress. */
export const optimizeDatabaseJob: JobDefinition<MaintenanceJobMessage> = {
  name: OPTIMIZE_DB_QUEUE,
  handler: (deps, data) => runOptimizeDatabase(deps, data.jobId),
  options: maintenanceQueueOptions(OPTIMIZE_DB_QUEUE),
};

/** maintenance.database-backup: writes one queued encrypted backup to DATA_DIR/backups. */
export const databaseBackupJob: JobDefinition<MaintenanceJobMessage> = {
  name: DATABASE_BACKUP_QUEUE,
  handler: (deps, data) => runEncryptedBackupJob(deps, data.jobId),
  options: maintenanceQueueOptions(DATABASE_BACKUP_QUEUE),
};

const EXPORT_RETENTION_QUEUE = 'maintenance.export-retention';

/**
 * maintenance.export-retention: hourly, deletes staff member-export files past EXPORT_RETENTION_DAYS and the
 * members' own copies of their data past MEMBER_DATA_EXPORT_RETENTION_DAYS, and stored encrypted backups (file
 * and row) past BACKUP_RETENTION_DAYS.
 */
export const exportRetentionJob: JobDefinition = {
  name: EXPORT_RETENTION_QUEUE,
  handler: async (deps) => {
    await deleteExpiredExports(deps);
    await deleteExpiredDataExports(deps);
    await deleteExpiredBackups(deps);
  },
  options: { name: EXPORT_RETENTION_QUEUE, retryLimit: 0, expireInSeconds: 300 },
  cron: '41 * * * *',
};
