import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { instantNow } from '../../db/table-columns.js';
import { activities } from './activities.schema.js';

/**
 * Activities hidden automatically by reports; the row goes when a moderator decides. It lives with the
 * activities because "is it held?" is part of the one playable rule every module asks here.
 */
export const activityReportHolds = pgTable('activity_report_holds', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  hiddenAt: instantNow('hidden_at'),
});
