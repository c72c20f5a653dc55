import { and, count, desc, eq, inArray, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { users } from '../members/members.schema.js';
import { pointsContentOverrides, pointsCreatorOverrides } from './points-config.schema.js';

export type CreatorOverrideRow = typeof pointsCreatorOverrides.$inferSelect;
export type ContentOverrideRow = typeof pointsContentOverrides.$inferSelect;

/** The rule fields of a content override. */
export type ContentRuleValues = Pick<
  ContentOverrideRow,
  'basePoints' | 'allowRepeats' | 'cooldownSeconds' | 'requiredTier'
>;

const bump = (version: Column) => ({
  version: sql`${version} + 1`,
  updatedAt: new Date(),
});

/** Every creator multiplier, oldest change first. */
export function selectCreatorOverrides(db: Executor): Promise<CreatorOverrideRow[]> {
  return db.select().from(pointsCreatorOverrides).orderBy(pointsCreatorOverrides.updatedAt);
}

/** One creator multiplier by id. */
export async function selectCreatorOverride(db: Executor, id: string) {
  const [row] = await db.select().from(pointsCreatorOverrides).where(eq(pointsCreatorOverrides.id, id));
  return row ?? null;
}

/** Adds a creator's multiplier; null when they already have one. */
export async function insertCreatorOverride(db: Executor, creatorId: string, multiplierBp: number) {
  const [row] = await db
    .insert(pointsCreatorOverrides)
    .values({ creatorId, multiplierBp })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Changes a creator multiplier if still at `version`; null otherwise. */
export async function updateCreatorOverride(db: Executor, id: string, version: number, multiplierBp: number) {
  const [row] = await db
    .update(pointsCreatorOverrides)
    .set({ multiplierBp, ...bump(pointsCreatorOverrides.version) })
    .where(and(eq(pointsCreatorOverrides.id, id), eq(pointsCreatorOverrides.version, version)))
    .returning();
  return row ?? null;
}

/** Removes a creator multiplier; the removed row, or null. */
export async function deleteCreatorOverride(db: Executor, id: string) {
  const [row] = await db.delete(pointsCreatorOverrides).where(eq(pointsCreatorOverrides.id, id)).returning();
  return row ?? null;
}

/** Every content override, oldest change first. */
export function selectContentOverrides(db: Executor): Promise<ContentOverrideRow[]> {
  return db.select().from(pointsContentOverrides).orderBy(pointsContentOverrides.updatedAt);
}

/** One content override by id. */
export async function selectContentOverrideById(db: Executor, id: string) {
  const [row] = await db.select().from(pointsContentOverrides).where(eq(pointsContentOverrides.id, id));
  return row ?? null;
}

/** Adds an activity's own rules; null when it already has them. */
export async function insertContentOverride(db: Executor, activityId: string, values: ContentRuleValues) {
  const [row] = await db
    .insert(pointsContentOverrides)
    .values({ activityId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Changes an activity's rules if still at `version`; null otherwise. */
export async function updateContentOverride(
  db: Executor,
  id: string,
  version: number,
  values: ContentRuleValues,
) {
  const [row] = await db
    .update(pointsContentOverrides)
    .set({ ...values, ...bump(pointsContentOverrides.version) })
    .where(and(eq(pointsContentOverrides.id, id), eq(pointsContentOverrides.version, version)))
    .returning();
  return row ?? null;
}

/** Removes an activity's rules; the removed row, or null. */
export async function deleteContentOverride(db: Executor, id: string) {
  const [row] = await db.delete(pointsContentOverrides).where(eq(pointsContentOverrides.id, id)).returning();
  return row ?? null;
}

/** Whether a member exists. */
export async function memberExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.id, id));
  return (row?.n ?? 0) > 0;
}

/** Whether an activity exists. */
export async function activityExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(activities).where(eq(activities.id, id));
  return (row?.n ?? 0) > 0;
}

const sampleColumns = {
  id: activities.id,
  title: activities.title,
  type: activities.type,
  categoryId: activities.categoryId,
  creatorId: activities.creatorId,
  pointsReward: activities.pointsReward,
  durationSeconds: activities.durationSeconds,
};

/** The activities a preview is computed on: these ids, else the 10 most recently published. */
export function selectPreviewSamples(db: Executor, ids: string[] | undefined) {
  const query = db.select(sampleColumns).from(activities);
  if (ids) return query.where(inArray(activities.id, ids));
  return query
    .where(eq(activities.status, 'PUBLISHED'))
    .orderBy(desc(sql`coalesce(${activities.publishAt}, ${activities.createdAt})`), activities.id)
    .limit(10);
}
