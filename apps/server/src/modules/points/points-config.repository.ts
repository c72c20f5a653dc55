import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { forgetPointsConfig } from './points-config-cache.js';
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
  forgetPointsConfig(db);
}

/** The rules' stamp as an expression, so a read that needs the rules can carry it in its own statement. */
export const CONFIG_STAMP_SQL = sql<
  string | null
>`((SELECT xmin::text FROM points_global_config WHERE id = 1) || '/' ||
  coalesce((SELECT string_agg(tier || ':' || xmin::text, ',' ORDER BY tier) FROM points_tier_rules), ''))`;

/**
 * The version stamp of the global and tier rules: their rows' xmin, which every committed UPDATE or INSERT
 * moves whoever wrote it; null while the global row is not seeded.
 */
export async function selectConfigStamp(db: Executor): Promise<string | null> {
  const result = await db.execute<{ stamp: string | null }>(sql`SELECT ${CONFIG_STAMP_SQL} AS stamp`);
  return result.rows[0]?.stamp ?? null;
}

/** An activity's category and creator multipliers and its content override, as read by selectActivitiesRules. */
export interface ActivityRuleRow {
  category: number | null;
  creator: number | null;
  override: ContentOverrideRow | null;
}

/** The rules' columns of an activity, as selectActivitiesRules reads them. */
const activityRuleColumns = {
  id: activities.id,
  category: sql<number | null>`(SELECT multiplier_bp FROM points_category_multipliers
    WHERE category_id = ${activities.categoryId})`,
  creator: sql<number | null>`(SELECT multiplier_bp FROM points_creator_overrides
    WHERE creator_id = ${activities.creatorId})`,
  override: getTableColumns(pointsContentOverrides),
};

/**
 * The category and creator multipliers and the content override of every activity given, in one statement
 * (a batch of completions asks once for all its activities); an activity not found has none. With the rules'
 * stamp (CONFIG_STAMP_SQL) in the same statement; undefined when no activity was found.
 */
export async function selectActivitiesRules(
  db: Executor,
  ids: string[],
): Promise<{ rules: Map<string, ActivityRuleRow>; stamp: string | null | undefined }> {
  if (ids.length === 0) return { rules: new Map(), stamp: undefined };
  const rows = await db
    .select({ ...activityRuleColumns, stamp: CONFIG_STAMP_SQL })
    .from(activities)
    .leftJoin(pointsContentOverrides, eq(pointsContentOverrides.activityId, activities.id))
    .where(inArray(activities.id, ids));
  const rules = new Map(rows.map(({ id, stamp: _stamp, ...row }) => [id, row]));
  return { rules, stamp: rows[0]?.stamp };
}

/** selectActivitiesRules for one activity. */
export async function selectActivityRules(db: Executor, activity: { id: string }): Promise<ActivityRuleRow> {
  const rules = (await selectActivitiesRules(db, [activity.id])).rules.get(activity.id);
  return rules ?? { category: null, creator: null, override: null };
}

/** Every tier rule. */
export function selectTierRules(db: Executor): Promise<TierRuleRow[]> {
  return db.select().from(pointsTierRules);
}

/** Seeds tier rules that do not exist yet. */
export async function insertTierRules(db: Executor, rows: (typeof pointsTierRules.$inferInsert)[]) {
  await db.insert(pointsTierRules).values(rows).onConflictDoNothing();
  forgetPointsConfig(db);
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
  forgetPointsConfig(db);
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
  forgetPointsConfig(db);
  return row ?? null;
}

/** How many category, creator and content rules exist. */
export async function countOverrides(db: Executor) {
  const [categories] = await db.select({ n: count() }).from(pointsCategoryMultipliers);
  const [creators] = await db.select({ n: count() }).from(pointsCreatorOverrides);
  const [content] = await db.select({ n: count() }).from(pointsContentOverrides);
  return { categories: categories?.n ?? 0, creators: creators?.n ?? 0, content: content?.n ?? 0 };
}
