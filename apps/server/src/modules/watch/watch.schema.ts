import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';
import { activities } from '../activities/activities.schema.js';

/** Watched parts of a video in seconds, merged and sorted: `[[start, end], …]`. */
export type WatchSections = [number, number][];

/**
 * One server-issued watch session (interaction/start). The token is returned once and stored hashed;
 * heartbeats are applied under a row lock, so the credited time is bounded by this row's clock fields.
 */
export const watchSessions = pgTable(
  'watch_sessions',
  {
    id: primaryUuid(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    startedAt: instantNow('started_at'),
    expiresAt: instant('expires_at').notNull(),
    // Set when a newer session of the member starts or the session expires; no heartbeat counts after.
    endedAt: instant('ended_at'),
    lastHeartbeatAt: instant('last_heartbeat_at'),
    lastSequence: integer('last_sequence').notNull().default(-1),
    lastPosition: doublePrecision('last_position').notNull().default(0),
    heartbeats: integer('heartbeats').notNull().default(0),
    sections: jsonb('sections').$type<WatchSections>().notNull().default([]),
    // Sum of credited seconds (never more than the wall-clock time since startedAt).
    creditedSeconds: doublePrecision('credited_seconds').notNull().default(0),
    viewCounted: boolean('view_counted').notNull().default(false),
    /** ISO country of the address the session started from (modules/geo); null when unknown. */
    country: text('country'),
  },
  (table) => [
    index('watch_sessions_user_idx').on(table.userId, table.startedAt),
    index('watch_sessions_activity_idx').on(table.activityId),
    // Analytics rollups read sessions by the day they started; the column never changes, so heartbeats stay HOT.
    index('watch_sessions_started_idx').on(table.startedAt),
    check('watch_sessions_credit_check', sql`${table.creditedSeconds} >= 0`),
    // At most one open session per member, whatever races the application loses (decision 011).
    uniqueIndex('watch_sessions_one_open_idx')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/**
 * A member's watch-credit watermark: every credited second maps to wall-clock time after
 * `creditedUntil`, which then moves to the heartbeat's time. Credit summed over all of a member's
 * sessions and devices therefore never exceeds the wall-clock time that passed. The row is also the
 * per-member lock that serialises session starts and heartbeats.
 */
export const watchCreditClocks = pgTable('watch_credit_clocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  creditedUntil: instant('credited_until').notNull(),
});

/** Counted views: at most one per viewer, activity and clock hour (the unique index enforces it). */
export const activityViews = pgTable(
  'activity_views',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    hourBucket: instant('hour_bucket').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    uniqueIndex('activity_views_once_per_hour_idx').on(table.activityId, table.userId, table.hourBucket),
    index('activity_views_user_idx').on(table.userId),
  ],
);

/** Views per activity per UTC day: what "trending" weighs (last 7 days, newer days count more). */
export const activityDailyViews = pgTable(
  'activity_daily_views',
  {
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.day] }), index().on(table.day)],
);

/** A member's place in an activity: resume position and all the time they were credited. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    // The watched total at which the next heartbeat asks points to complete the activity (decision 047):
    // 0 until the first check, then moved on by each decision, so beats below it cost no extra reads.
    earnCheckSeconds: doublePrecision('earn_check_seconds').notNull().default(0),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.activityId] }),
    index('watch_progress_user_idx').on(table.userId, table.updatedAt),
  ],
);
