import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  pointsCategoryMultipliers,
  pointsContentOverrides,
  pointsCreatorOverrides,
} from './points-config.schema.js';

const byKey = <K extends string, V>(rows: { key: K; value: V }[]) =>
  new Map(rows.map((row) => [row.key, row.value]));

/** Category multipliers of the given categories, by category id. */
export async function selectCategoryMultipliers(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const { categoryId, multiplierBp } = pointsCategoryMultipliers;
  const rows = await db
    .select({ key: categoryId, value: multiplierBp })
    .from(pointsCategoryMultipliers)
    .where(inArray(categoryId, ids));
  return byKey(rows);
}

/** Creator multipliers of the given creators, by creator id. */
export async function selectCreatorMultipliers(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const { creatorId, multiplierBp } = pointsCreatorOverrides;
  const rows = await db
    .select({ key: creatorId, value: multiplierBp })
    .from(pointsCreatorOverrides)
    .where(inArray(creatorId, ids));
  return byKey(rows);
}

/** The content overrides of the given activities. */
export function selectContentOverrides(db: Executor, activityIds: string[]) {
  return db
    .select()
    .from(pointsContentOverrides)
    .where(inArray(pointsContentOverrides.activityId, activityIds));
}
