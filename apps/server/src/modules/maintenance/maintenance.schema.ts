import { MAINTENANCE_JOB_KINDS, MAINTENANCE_JOB_STATUSES } from '@streamit/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { adminUsers } from '../admins/admins.schema.js';

/**
 * Staff-started background jobs of the maintenance screens (member exports, VACUUM ANALYZE), with their
 * progress for the status calls. An export's file lives in DATA_DIR/exports under the job's id.
 */
export const maintenanceJobs = pgTable(
  'maintenance_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('QUEUED'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => adminUsers.id),
    /** What the job works on: an export's format and filters. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    processed: integer('processed').notNull().default(0),
    total: integer('total'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => maintenanceJobs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => adminUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('backup_download_links_token_hash_idx').on(table.tokenHash)],
);
