import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { activities } from './activities.schema.js';
import { activityReportHolds } from './activity-holds.schema.js';

/**
 * Whether reports have hidden an activity (until a moderator decides). The public activity page and
 * every member-facing read of an activity must treat a hidden activity as not found.
 */
export async function isHiddenByReports(db: Executor, activityId: string): Promise<boolean> {
  const rows = await db
    .select({ id: activityReportHolds.activityId })
    .from(activityReportHolds)
    .where(eq(activityReportHolds.activityId, activityId));
  return rows.length > 0;
}

/** Activities by id, each with whether reports hold it (one statement for a batch of heartbeats). */
export function findActivitiesWithHolds(db: Executor, ids: string[]) {
  const held = sql<boolean>`exists (select 1 from ${activityReportHolds}
    where ${activityReportHolds.activityId} = ${activities.id})`;
  return db.select({ activity: activities, held }).from(activities).where(inArray(activities.id, ids));
}

/** A WHERE condition for listings: keeps only activities that reports have not hidden. */
export function notHiddenByReports(activityIdColumn: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${activityReportHolds} where ${activityReportHolds.activityId} = ${activityIdColumn})`;
}

/** Published, public, not hidden by reports and live now. */
export const LISTED: SQL = sql`${activities.status} = 'PUBLISHED' and ${activities.visibility} = 'PUBLIC'
  and (${activities.publishAt} is null or ${activities.publishAt} <= now())
  and ${notHiddenByReports(activities.id)}`;

/** Published, public, not hidden by reports and scheduled for later. */
export const SCHEDULED: SQL = sql`${activities.status} = 'PUBLISHED' and ${activities.visibility} = 'PUBLIC'
  and ${activities.publishAt} > now() and ${notHiddenByReports(activities.id)}`;

/** Hides an activity while its reports wait for a moderator (idempotent). */
export async function holdActivity(db: Executor, activityId: string): Promise<void> {
  await db.insert(activityReportHolds).values({ activityId }).onConflictDoNothing();
}

/** Shows an activity again once a moderator has decided on its reports. */
export async function releaseActivity(db: Executor, activityId: string): Promise<void> {
  await db.delete(activityReportHolds).where(eq(activityReportHolds.activityId, activityId));
}
