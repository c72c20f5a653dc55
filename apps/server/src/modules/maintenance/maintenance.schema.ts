import { MAINTENANCE_JOB_KINDS, MAINTENANCE_JOB_STATUSES } from '@streamit/contract';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';

/**
 * Staff-started background jobs of the maintenance screens (member exports, VACUUM ANALYZE), with their
 * progress for the status calls. An export's file lives in DATA_DIR/exports under the job's id.
 */
export const maintenanceJobs = pgTable(
  'maintenance_jobs',
  {
    id: primaryUuid(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('QUEUED'),
    requestedBy: requiredRef('requested_by', () => adminUsers.id),
    /** What the job works on: an export's format and filters. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    error: text('error'),
    createdAt: instantNow('created_at'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    enumCheck('maintenance_jobs_kind_check', table.kind, MAINTENANCE_JOB_KINDS),
    enumCheck('maintenance_jobs_status_check', table.status, MAINTENANCE_JOB_STATUSES),
    index('maintenance_jobs_kind_created_idx').on(table.kind, table.createdAt),
  ],
);

/**
 * One-time download links of stored encrypted backups (DATA_DIR/backups/<job id>.sql.enc). Only the token's
 * SHA-256 is kept; a download claims the row with one conditional UPDATE, so a link works exactly once.
 */
export const backupDownloadLinks = pgTable(
  'backup_download_links',
  {
    id: primaryUuid(),
    jobId: requiredRef('job_id', () => maintenanceJobs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: requiredRef('created_by', () => adminUsers.id),
    createdAt: instantNow('created_at'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [uniqueIndex('backup_download_links_token_hash_idx').on(table.tokenHash)],
);
