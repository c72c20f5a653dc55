import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, instantNow, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';

/**
 * Per content and UTC day: what the creator screens read (decision 041). Rebuilt whole for every
 * (content, day) the rollup finds touched since its watermark, so a re-run writes the same numbers.
 */
export const creatorDailyStats = pgTable(
  'creator_daily_stats',
  {
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    creatorId: requiredRef('creator_id', () => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    viewers: integer('viewers').notNull().default(0),
    watchSeconds: doublePrecision('watch_seconds').notNull().default(0),
    funnelStarted: integer('funnel_started').notNull().default(0),
    funnelCompleted: integer('funnel_completed').notNull().default(0),
    funnelPassed: integer('funnel_passed').notNull().default(0),
    earnedPoints: integer('earned_points').notNull().default(0),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.day] }),
    index('creator_daily_stats_creator_idx').on(table.creatorId, table.day),
    check('creator_daily_stats_counts_check', sql`${table.views} >= 0 AND ${table.viewers} >= 0`),
  ],
);

/**
 * One row per viewer, content and UTC day: their verified seconds, which 5% marks of the video their
 * watched sections covered (bit k = k × 5%, 21 bits) and their country. Unique viewers and the
 * retention curve over any range are read from these, never from watch sessions.
 */
export const creatorViewerDays = pgTable(
  'creator_viewer_days',
  {
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    creatorId: requiredRef('creator_id', () => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    watchSeconds: doublePrecision('watch_seconds').notNull().default(0),
    coverage: integer('coverage').notNull().default(0),
    // ISO 3166-1 alpha-2 from the viewer's sign-in IP and the offline table; null when unknown.
    country: text('country'),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.day, table.userId] }),
    index('creator_viewer_days_creator_idx').on(table.creatorId, table.day),
    check('creator_viewer_days_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** The rollup's watermark: everything changed before `rolledUntil` is in the tables above. */
export const creatorRollupState = pgTable('creator_rollup_state', {
  id: integer('id').primaryKey(),
  rolledUntil: instant('rolled_until').notNull(),
  lastRunAt: instant('last_run_at').notNull(),
});
