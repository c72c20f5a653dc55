import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { RESUME_RULES } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { incrementViewCount, LISTED } from '../activities/activities.queries.js';
import { mediaAssets } from '../media/media.schema.js';
import {
  activityDailyViews,
  activityViews,
  watchCreditClocks,
  watchProgress,
  watchSessions,
} from './watch.schema.js';

export type WatchSessionRow = typeof watchSessions.$inferSelect;

export async function insertWatchSession(db: Executor, row: typeof watchSessions.$inferInsert) {
  const [created] = await db.insert(watchSessions).values(row).returning();
  if (!created) throw new Error('Watch session insert returned nothing');
  return created;
}

/**
 * Locks the member's credit watermark row until the transaction ends (creating it at `now` the first
 * time) and returns the watermark. Starts and heartbeats take this lock first, so they never deadlock.
 */
export async function lockCreditClock(db: Executor, userId: string, now: Date): Promise<Date> {
  const [row] = await db
    .insert(watchCreditClocks)
    .values({ userId, creditedUntil: now })
    .onConflictDoUpdate({ target: watchCreditClocks.userId, set: { userId: sql`excluded.user_id` } })
    .returning({ creditedUntil: watchCreditClocks.creditedUntil });
  if (!row) throw new Error('Watch credit clock upsert returned nothing');
  return row.creditedUntil;
}

/** Ends every open session of a member: one member earns on one stream at a time. */
export async function endOpenSessions(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(watchSessions)
    .set({ endedAt: at })
    .where(and(eq(watchSessions.userId, userId), isNull(watchSessions.endedAt)));
}

/**
 * Counts a view unless this viewer already has one for this activity in this clock hour (the unique
 * index decides, so concurrent calls count once); bumps the activity's total and today's count.
 */
export async function countView(db: Executor, activityId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(activityViews)
    .values({ activityId, userId, hourBucket: sql`date_trunc('hour', now())` })
    .onConflictDoNothing()
    .returning({ id: activityViews.id });
  if (inserted.length === 0) return false;
  await incrementViewCount(db, activityId);
  await db
    .insert(activityDailyViews)
    .values({ activityId, day: sql`(now() at time zone 'utc')::date`, views: 1 })
    .onConflictDoUpdate({
      target: [activityDailyViews.activityId, activityDailyViews.day],
      set: { views: sql`${activityDailyViews.views} + 1` },
    });
  return true;
}

export async function hasViewThisHour(db: Executor, activityId: string, userId: string) {
  const rows = await db
    .select({ id: activityViews.id })
    .from(activityViews)
    .where(
      and(
        eq(activityViews.activityId, activityId),
        eq(activityViews.userId, userId),
        eq(activityViews.hourBucket, sql`date_trunc('hour', now())`),
      ),
    );
  return rows.length > 0;
}

/**
 * Moves the watched total at which the next heartbeat asks for a completion (decision 047); only ever
 * forward, so a late decision cannot pull it back below one that ran after it.
 */
export async function moveEarnCheck(db: Executor, userId: string, activityId: string, atSeconds: number) {
  await db
    .update(watchProgress)
    .set({ earnCheckSeconds: sql`greatest(${watchProgress.earnCheckSeconds}, ${atSeconds})` })
    .where(and(eq(watchProgress.userId, userId), eq(watchProgress.activityId, activityId)));
}

export async function findProgress(db: Executor, userId: string, activityId: string) {
  const [row] = await db
    .select()
    .from(watchProgress)
    .where(and(eq(watchProgress.userId, userId), eq(watchProgress.activityId, activityId)));
  return row;
}

const thumbnailKey = sql<string | null>`(select ${mediaAssets.storageKey} from ${mediaAssets}
  where ${mediaAssets.activityId} = ${activities.id} and ${mediaAssets.kind} = 'THUMBNAIL' limit 1)`;

/** A member's watched activities with progress, most recent first. */
export function findWatchHistory(db: Executor, userId: string, limit: number) {
  return db
    .select({ progress: watchProgress, activity: activities, thumbnailKey })
    .from(watchProgress)
    .innerJoin(activities, eq(activities.id, watchProgress.activityId))
    .where(eq(watchProgress.userId, userId))
    .orderBy(desc(watchProgress.updatedAt))
    .limit(limit);
}

const { minSeconds, endMarginSeconds, shortFraction } = RESUME_RULES;

/** The saved place is worth resuming: past the opening seconds and before the closing ones. */
const RESUMABLE = sql`${watchProgress.positionSeconds} >= least(${minSeconds}::float8,
    coalesce(${activities.durationSeconds} * 2 * ${shortFraction}::float8, ${minSeconds}::float8))
  and (${activities.durationSeconds} is null or ${watchProgress.positionSeconds} < ${activities.durationSeconds}
    - least(${endMarginSeconds}::float8, ${activities.durationSeconds} * ${shortFraction}::float8))`;

/** A member's videos to resume (listed now, started, not finished), most recent first. */
export function findContinueWatching(db: Executor, userId: string, limit: number) {
  return db
    .select({ progress: watchProgress, activity: activities, thumbnailKey })
    .from(watchProgress)
    .innerJoin(activities, eq(activities.id, watchProgress.activityId))
    .where(and(eq(watchProgress.userId, userId), eq(activities.type, 'VIDEO'), LISTED, RESUMABLE))
    .orderBy(desc(watchProgress.updatedAt), desc(watchProgress.activityId))
    .limit(limit);
}

/** A member's watch sessions, newest first. */
export function findInteractionHistory(db: Executor, userId: string, limit: number) {
  return db
    .select({ session: watchSessions, title: activities.title })
    .from(watchSessions)
    .innerJoin(activities, eq(activities.id, watchSessions.activityId))
    .where(eq(watchSessions.userId, userId))
    .orderBy(desc(watchSessions.startedAt))
    .limit(limit);
}

/** Distinct counted viewers and all credited watch time of an activity. */
export async function findWatchTotals(db: Executor, activityId: string) {
  const [viewers] = await db
    .select({ count: sql<number>`count(distinct ${activityViews.userId})::int` })
    .from(activityViews)
    .where(eq(activityViews.activityId, activityId));
  const [watched] = await db
    .select({ total: sql<number>`coalesce(sum(${watchProgress.watchedSeconds}), 0)::float8` })
    .from(watchProgress)
    .where(eq(watchProgress.activityId, activityId));
  return { uniqueViewers: viewers?.count ?? 0, totalWatchSeconds: watched?.total ?? 0 };
}
