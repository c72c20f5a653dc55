import { z } from 'zod';
import { TierSchema } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';

const points = z.number().int().min(0).max(1_000_000);

/** The global earning rules as staff edit them. `version` is the one they read: a stale one is 409. */
export const PointsGlobalConfigInputSchema = z.strictObject({
  baseVideo: points,
  baseQuiz: points,
  baseGame: points,
  baseFeatured: points,
  dailyCap: points,
  weeklyCap: points,
  cooldownSeconds: z.number().int().min(0).max(86_400),
  welcomeBonus: points,
  referralReward: points,
  streakBonus: points,
  videoWatchPercent: z.number().int().min(1).max(100),
  /** Optional so an editor that predates them keeps working: left out, they keep their value. */
  dailyGoal: points.optional(),
  creatorSharePercent: z.number().int().min(0).max(100).optional(),
  version: z.number().int().min(1),
});
export type PointsGlobalConfigInput = z.input<typeof PointsGlobalConfigInputSchema>;

export const PointsGlobalConfigSchema = PointsGlobalConfigInputSchema.extend({
  dailyGoal: z.number().int(),
  creatorSharePercent: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type PointsGlobalConfig = z.infer<typeof PointsGlobalConfigSchema>;

/** A tier's rule: lifetime points to reach it and its multiplier (basis points, 10 000 = ×1). */
export const TierRuleSchema = z.object({
  tier: TierSchema,
  threshold: z.number().int(),
  multiplierBp: z.number().int(),
  version: z.number().int(),
});
export type TierRule = z.infer<typeof TierRuleSchema>;

export const TierRuleInputSchema = z.strictObject({
  threshold: z.number().int().min(0).max(100_000_000),
  multiplierBp: z.number().int().min(1).max(1_000_000),
  version: z.number().int().min(1),
});

/** Everything that shapes an award, on one page. */
export const PointsConfigSummarySchema = z.object({
  global: PointsGlobalConfigSchema,
  tiers: z.array(TierRuleSchema),
  categoryMultipliers: z.number().int(),
  creatorOverrides: z.number().int(),
  contentOverrides: z.number().int(),
});
export type PointsConfigSummary = z.infer<typeof PointsConfigSummarySchema>;

const tags = ['admin-points'];

export const getPointsGlobalConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/global',
  summary: 'The global earning rules',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  response: PointsGlobalConfigSchema,
});

/** PUT /admin/points-config/global (canManagePoints): bumps the version, audited with before and after. */
export const updatePointsGlobalConfigEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/points-config/global',
  summary: 'Change the global earning rules',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  body: PointsGlobalConfigInputSchema,
  response: PointsGlobalConfigSchema,
});

export const listTierRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/tier-multipliers',
  summary: 'Tier thresholds and multipliers, lowest tier first',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  response: z.object({ items: z.array(TierRuleSchema) }),
});

export const updateTierRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/points-config/tier-multipliers/:tier',
  summary: "Change a tier's threshold and multiplier",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: z.object({ tier: TierSchema }),
  body: TierRuleInputSchema,
  response: TierRuleSchema,
});

export const getPointsConfigSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/summary',
  summary: 'The whole points configuration at a glance',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  response: PointsConfigSummarySchema,
});

const multiplierBp = z.number().int().min(1).max(1_000_000);

/** A category's earning multiplier (basis points). */
export const CategoryMultiplierSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  multiplierBp: z.number().int(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type CategoryMultiplier = z.infer<typeof CategoryMultiplierSchema>;
const CategoryMultiplierListSchema = z.object({ items: z.array(CategoryMultiplierSchema) });
const CategoryMultiplierInputSchema = z.strictObject({ categoryId: z.uuid(), multiplierBp });

export const listCategoryMultipliersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/category',
  summary: 'Category earning multipliers',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  response: CategoryMultiplierListSchema,
});

export const createCategoryMultiplierEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/points-config/category',
  summary: 'Set a multiplier for a category that has none',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  body: CategoryMultiplierInputSchema,
  response: CategoryMultiplierSchema,
  successStatus: 201,
});

/** POST /admin/points-config/category/bulk: sets many categories at once (one statement, audited). */
export const bulkCategoryMultipliersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/points-config/category/bulk',
  summary: 'Set the multipliers of many categories at once',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  body: z.strictObject({
    items: z
      .array(CategoryMultiplierInputSchema)
      .min(1)
      .max(200)
      .refine((items) => new Set(items.map((item) => item.categoryId)).size === items.length, {
        message: 'Each category may appear once',
      }),
  }),
  response: CategoryMultiplierListSchema,
});

export const updateCategoryMultiplierEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/points-config/category/:id',
  summary: "Change a category's multiplier",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: z.object({ id: z.uuid() }),
  body: z.strictObject({ multiplierBp, version: z.number().int().min(1) }),
  response: CategoryMultiplierSchema,
});

export const deleteCategoryMultiplierEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/points-config/category/:id',
  summary: "Remove a category's multiplier (back to ×1)",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: z.object({ id: z.uuid() }),
  response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
});
