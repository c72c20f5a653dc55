import { JOB_RUN_STATUSES, JOB_RUN_TRIGGERS, ADMIN_TASKS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';

/**
 * One run of a maintenance task (decision 037). The partial unique index allows one running run per
 * task whatever races the application loses: a second "run now" fails to insert and answers 409.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: primaryUuid(),
    task: text('task').notNull(),
    status: text('status').notNull().default('running'),
    trigger: text('trigger').notNull(),
    requestedByAdminId: uuid('requested_by_admin_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    startedAt: instantNow('started_at'),
    finishedAt: instant('finished_at'),
    progress: smallint('progress').notNull().default(0),
    result: jsonb('result').$type<Record<string, number>>(),
    error: text('error'),
  },
  (table) => [
    enumCheck('job_runs_task_check', table.task, ADMIN_TASKS),
    enumCheck('job_runs_status_check', table.status, JOB_RUN_STATUSES),
    enumCheck('job_runs_trigger_check', table.trigger, JOB_RUN_TRIGGERS),
    uniqueIndex('job_runs_one_running_idx')
      .on(table.task)
      .where(sql`${table.status} = 'running'`),
    index('job_runs_task_started_idx').on(table.task, table.startedAt),
  ],
);

/** The dashboard's daily rollup (UTC days), written by the daily-stats task, read per request. */
export const dailyStats = pgTable('daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  newMembers: integer('new_members').notNull().default(0),
  activeMembers: integer('active_members').notNull().default(0),
  watchSeconds: bigint('watch_seconds', { mode: 'number' }).notNull().default(0),
  pointsIssued: bigint('points_issued', { mode: 'number' }).notNull().default(0),
  pointsSpent: bigint('points_spent', { mode: 'number' }).notNull().default(0),
  computedAt: instantNow('computed_at'),
});

/** Recent server errors (5xx), a ring buffer: each insert drops rows beyond the newest few thousand. */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instantNow('at'),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: smallint('status').notNull(),
    message: text('message').notNull(),
  },
  (table) => [index('server_errors_at_idx').on(table.at)],
);
