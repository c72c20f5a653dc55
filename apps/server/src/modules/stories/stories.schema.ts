import type { StorySection } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';

/** The sections of a featured art story, one row per FEATURED activity (decision 069). */
export const stories = pgTable('stories', {
  activityId: uuid('activity_id')
    .primaryKey()
    .references(() => activities.id, { onDelete: 'cascade' }),
  sections: jsonb('sections').$type<StorySection[]>().notNull(),
  updatedAt: instantNow('updated_at'),
});

/**
 * A member's reading of a story. Views are applied under this row's lock: the time since the previous view
 * is credited to the section shown then, never past that section's bound, so the credit stays within both
 * the sections' bounds and the wall-clock time since the first view.
 */
export const storyReadings = pgTable(
  'story_readings',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    // Seconds credited to each section, in section order.
    creditedSeconds: doublePrecision('credited_seconds').array().notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
    lastSection: integer('last_section'),
    lastViewAt: instant('last_view_at'),
    reachedEnd: boolean('reached_end').notNull().default(false),
    startedAt: instantNow('started_at'),
    // Set once, by the view that met every section's bound with the end reached: the points' evidence.
    completedAt: instant('completed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityId] }),
    check('story_readings_sequence_check', sql`${table.lastSequence} >= 0`),
  ],
);
