import { MAINTENANCE_JOB_KINDS, MAINTENANCE_JOB_STATUSES } from '@streamit/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
