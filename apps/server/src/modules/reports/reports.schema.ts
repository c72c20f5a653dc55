import { REPORT_REASONS, REPORT_RESOLUTIONS } from '@streamit/contract';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';

/** Members' reports; one per member per activity, ever. */
export const activityReports = pgTable(
  'activity_reports',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    reporterId: requiredRef('reporter_id', () => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: instantNow('created_at'),
    resolvedAt: instant('resolved_at'),
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
