import { REPORT_REASONS, REPORT_RESOLUTIONS } from '@streamit/contract';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';

/** Members' reports; one per member per activity, ever. */
export const activityReports = pgTable(
  'activity_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (table) => [
    uniqueIndex('activity_reports_one_per_member_idx').on(table.activityId, table.reporterId),
    index('activity_reports_open_idx').on(table.activityId, table.resolvedAt),
    index('activity_reports_created_idx').on(table.createdAt),
    index('activity_reports_resolved_idx').on(table.resolvedAt),
    enumCheck('activity_reports_reason_check', table.reason, REPORT_REASONS),
    enumCheck('activity_reports_resolution_check', table.resolution, REPORT_RESOLUTIONS),
  ],
);
