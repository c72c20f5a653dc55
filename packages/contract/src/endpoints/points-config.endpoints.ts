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
  version: z.number().int().min(1),
});
export type PointsGlobalConfigInput = z.input<typeof PointsGlobalConfigInputSchema>;

export const PointsGlobalConfigSchema = PointsGlobalConfigInputSchema.extend({ updatedAt: z.iso.datetime() });
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
  response: PointsGlobalConfigSchema,
});

/** PUT /admin/points-config/global (canManagePoints): bumps the version, audited with before and after. */
export const updatePointsGlobalConfigEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/points-config/global',
  summary: 'Change the global earning rules',
  tags,
  auth: 'admin',
  body: PointsGlobalConfigInputSchema,
  response: PointsGlobalConfigSchema,
});

export const listTierRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/tier-multipliers',
  summary: 'Tier thresholds and multipliers, lowest tier first',
  tags,
  auth: 'admin',
  response: z.object({ items: z.array(TierRuleSchema) }),
});

export const updateTierRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/points-config/tier-multipliers/:tier',
  summary: "Change a tier's threshold and multiplier",
  tags,
  auth: 'admin',
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
  response: PointsConfigSummarySchema,
});
