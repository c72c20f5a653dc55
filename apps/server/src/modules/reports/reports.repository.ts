import type { ListReportsQuery } from '@streamit/contract';
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { activityReportHolds } from '../activities/activity-holds.schema.js';
import { activityReports } from './reports.schema.js';

export type ReportRow = typeof activityReports.$inferSelect;

/** Stores a report; undefined when this member already reported this activity. */
export async function insertReport(db: Executor, row: typeof activityReports.$inferInsert) {
  const [created] = await db.insert(activityReports).values(row).onConflictDoNothing().returning();
  return created;
}

/** Distinct members with an open report on the activity. */
export async function countOpenReporters(db: Executor, activityId: string): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(activityReports.reporterId) })
    .from(activityReports)
    .where(and(eq(activityReports.activityId, activityId), isNull(activityReports.resolvedAt)));
  return row?.total ?? 0;
}

/** Marks the open reports of an activity resolved; returns how many. */
export async function resolveOpenReports(
  db: Executor,
  activityId: string,
  resolution: string,
): Promise<number> {
  const rows = await db
    .update(activityReports)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(and(eq(activityReports.activityId, activityId), isNull(activityReports.resolvedAt)))
    .returning({ id: activityReports.id });
  return rows.length;
}

function heldCondition(): SQL {
  return sql`exists (select 1 from ${activityReportHolds} where ${activityReportHolds.activityId} = ${activities.id})`;
}

function reportConditions(query: ListReportsQuery): SQL | undefined {
  return and(
    query.state === 'OPEN' ? isNull(activityReports.resolvedAt) : isNotNull(activityReports.resolvedAt),
    query.reason ? eq(activityReports.reason, query.reason) : undefined,
    query.type ? eq(activities.type, query.type) : undefined,
    query.hiddenOnly === 'true' ? heldCondition() : undefined,
  );
}

/** A page of reported activities, most recently reported first. */
export function listReportedActivities(db: Executor, query: ListReportsQuery) {
  return db
    .select({
      activity: {
        id: activities.id,
        title: activities.title,
        type: activities.type,
        status: activities.status,
      },
      lastReportedAt: max(activityReports.createdAt),
      hidden: sql<boolean>`${heldCondition()}`,
    })
    .from(activityReports)
    .innerJoin(activities, eq(activities.id, activityReports.activityId))
    .where(reportConditions(query))
    .groupBy(activities.id)
    .orderBy(desc(max(activityReports.createdAt)), activities.id)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countReportedActivities(db: Executor, query: ListReportsQuery): Promise<number> {
  const [row] = await db
    .select({ total: count(sql`distinct ${activities.id}`) })
    .from(activityReports)
    .innerJoin(activities, eq(activities.id, activityReports.activityId))
    .where(reportConditions(query));
  return row?.total ?? 0;
}

/** The reports of some activities in the listed state, newest first. */
export function findReportsOf(db: Executor, activityIds: string[], state: ListReportsQuery['state']) {
  if (activityIds.length === 0) return Promise.resolve([] as ReportRow[]);
  return db
    .select()
    .from(activityReports)
    .where(
      and(
        inArray(activityReports.activityId, activityIds),
        state === 'OPEN' ? isNull(activityReports.resolvedAt) : isNotNull(activityReports.resolvedAt),
      ),
    )
    .orderBy(desc(activityReports.createdAt));
}
