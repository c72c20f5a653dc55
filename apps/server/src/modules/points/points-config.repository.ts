import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  pointsCategoryMultipliers,
  pointsContentOverrides,
  pointsCreatorOverrides,
  pointsGlobalConfig,
  pointsTierRules,
} from './points-config.schema.js';

export type GlobalConfigRow = typeof pointsGlobalConfig.$inferSelect;
export type TierRuleRow = typeof pointsTierRules.$inferSelect;
export type ContentOverrideRow = typeof pointsContentOverrides.$inferSelect;

/** The global rules row, if seeded. */
export async function selectGlobalConfig(db: Executor): Promise<GlobalConfigRow | null> {
  const [row] = await db.select().from(pointsGlobalConfig).where(eq(pointsGlobalConfig.id, 1));
  return row ?? null;
}

/** Seeds the global rules row unless it exists. */
export async function insertGlobalConfig(db: Executor, values: typeof pointsGlobalConfig.$inferInsert) {
  await db.insert(pointsGlobalConfig).values(values).onConflictDoNothing();
}

/** Every tier rule. */
export function selectTierRules(db: Executor): Promise<TierRuleRow[]> {
  return db.select().from(pointsTierRules);
}

/** Seeds tier rules that do not exist yet. */
export async function insertTierRules(db: Executor, rows: (typeof pointsTierRules.$inferInsert)[]) {
  await db.insert(pointsTierRules).values(rows).onConflictDoNothing();
}

/** A category's multiplier in basis points, if configured. */
export async function selectCategoryMultiplier(db: Executor, categoryId: string): Promise<number | null> {
  const [row] = await db
    .select({ bp: pointsCategoryMultipliers.multiplierBp })
    .from(pointsCategoryMultipliers)
    .where(eq(pointsCategoryMultipliers.categoryId, categoryId));
  return row?.bp ?? null;
}

/** A creator's multiplier in basis points, if configured. */
export async function selectCreatorMultiplier(db: Executor, creatorId: string): Promise<number | null> {
  const [row] = await db
    .select({ bp: pointsCreatorOverrides.multiplierBp })
    .from(pointsCreatorOverrides)
    .where(eq(pointsCreatorOverrides.creatorId, creatorId));
  return row?.bp ?? null;
}

/** An activity's own rules, if configured. */
export async function selectContentOverride(
  db: Executor,
  activityId: string,
): Promise<ContentOverrideRow | null> {
  const [row] = await db
    .select()
    .from(pointsContentOverrides)
    .where(eq(pointsContentOverrides.activityId, activityId));
  return row ?? null;
}

/** Changes the global rules if they are still at `version`; null when someone changed them first. */
export async function updateGlobalConfig(
  db: Executor,
  version: number,
  values: Omit<typeof pointsGlobalConfig.$inferInsert, 'id' | 'version' | 'updatedAt'>,
): Promise<GlobalConfigRow | null> {
  const [row] = await db
    .update(pointsGlobalConfig)
    .set({ ...values, version: sql`${pointsGlobalConfig.version} + 1`, updatedAt: new Date() })
    .where(and(eq(pointsGlobalConfig.id, 1), eq(pointsGlobalConfig.version, version)))
    .returning();
  return row ?? null;
}

/** Changes a tier rule if it is still at `version`; null otherwise. */
export async function updateTierRule(
  db: Executor,
  tier: string,
  version: number,
  values: { threshold: number; multiplierBp: number },
): Promise<TierRuleRow | null> {
  const [row] = await db
    .update(pointsTierRules)
    .set({ ...values, version: sql`${pointsTierRules.version} + 1`, updatedAt: new Date() })
    .where(and(eq(pointsTierRules.tier, tier), eq(pointsTierRules.version, version)))
    .returning();
  return row ?? null;
}

/** How many category, creator and content rules exist. */
export async function countOverrides(db: Executor) {
  const [categories] = await db.select({ n: count() }).from(pointsCategoryMultipliers);
  const [creators] = await db.select({ n: count() }).from(pointsCreatorOverrides);
  const [content] = await db.select({ n: count() }).from(pointsContentOverrides);
  return { categories: categories?.n ?? 0, creators: creators?.n ?? 0, content: content?.n ?? 0 };
}
