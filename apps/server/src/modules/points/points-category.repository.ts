import { count, eq, inArray, sql } from 'drizzle-orm';
import { contentCategories } from '../catalog/catalog.schema.js';
import type { Executor } from '../../db/database.js';
import { pointsCategoryMultipliers } from './points-config.schema.js';

export type CategoryMultiplierRow = typeof pointsCategoryMultipliers.$inferSelect;

/** Every category multiplier. */
export function selectCategoryMultipliers(db: Executor): Promise<CategoryMultiplierRow[]> {
  return db
    .select()
    .from(pointsCategoryMultipliers)
    .orderBy(pointsCategoryMultipliers.updatedAt, pointsCategoryMultipliers.id);
}

/** Adds a category's multiplier; null when the category already has one. */
export async function insertCategoryMultiplier(db: Executor, categoryId: string, multiplierBp: number) {
  const [row] = await db
    .insert(pointsCategoryMultipliers)
    .values({ categoryId, multiplierBp })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Sets many categories' multipliers in one statement, bumping the version of those that existed. */
export function upsertCategoryMultipliers(
  db: Executor,
  items: { categoryId: string; multiplierBp: number }[],
) {
  return db
    .insert(pointsCategoryMultipliers)
    .values(items)
    .onConflictDoUpdate({
      target: pointsCategoryMultipliers.categoryId,
      set: {
        multiplierBp: sql`excluded.multiplier_bp`,
        version: sql`${pointsCategoryMultipliers.version} + 1`,
        updatedAt: new Date(),
      },
    })
    .returning();
}

/** Changes one multiplier if still at `version`; null otherwise. */
export async function updateCategoryMultiplier(
  db: Executor,
  id: string,
  version: number,
  multiplierBp: number,
) {
  const [row] = await db
    .update(pointsCategoryMultipliers)
    .set({ multiplierBp, version: sql`${pointsCategoryMultipliers.version} + 1`, updatedAt: new Date() })
    .where(sql`${pointsCategoryMultipliers.id} = ${id} AND ${pointsCategoryMultipliers.version} = ${version}`)
    .returning();
  return row ?? null;
}

/** Removes one multiplier; the removed row, or null. */
export async function deleteCategoryMultiplier(db: Executor, id: string) {
  const [row] = await db
    .delete(pointsCategoryMultipliers)
    .where(eq(pointsCategoryMultipliers.id, id))
    .returning();
  return row ?? null;
}

/** How many of these category ids exist. */
export async function countCategories(db: Executor, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentCategories)
    .where(inArray(contentCategories.id, ids));
  return row?.n ?? 0;
}
