import { z } from 'zod';
import { TierSchema } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { PointsBreakdownSchema } from '../models/points.js';
import { PointsGlobalConfigInputSchema } from './points-config.endpoints.js';

/** Creator and content overrides and the draft preview under /admin/points-config (canManagePoints). */
const tags = ['admin-points'];
const points = z.number().int().min(0).max(1_000_000);
const multiplierBp = z.number().int().min(1).max(1_000_000);
const versionField = z.number().int().min(1);
const IdParams = z.object({ id: z.uuid() });
const deletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

/** A creator's multiplier on everything they publish (basis points). */
export const CreatorOverrideSchema = z.object({
  id: z.uuid(),
  creatorId: z.uuid(),
  multiplierBp: z.number().int(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type CreatorOverride = z.infer<typeof CreatorOverrideSchema>;

export const listCreatorOverridesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/creator',
  summary: 'Creator earning multipliers',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  response: z.object({ items: z.array(CreatorOverrideSchema) }),
});

export const getCreatorOverrideEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/creator/:id',
  summary: "One creator's multiplier",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  response: CreatorOverrideSchema,
});

export const createCreatorOverrideEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/points-config/creator',
  summary: 'Set a multiplier for a creator that has none',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  body: z.strictObject({ creatorId: z.uuid(), multiplierBp }),
  response: CreatorOverrideSchema,
  successStatus: 201,
});

export const updateCreatorOverrideEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/points-config/creator/:id',
  summary: "Change a creator's multiplier",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: z.strictObject({ multiplierBp, version: versionField }),
  response: CreatorOverrideSchema,
});

export const deleteCreatorOverrideEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/points-config/creator/:id',
  summary: "Remove a creator's multiplier (back to ×1)",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  response: deletedSchema,
});

/** One activity's own rules; a null field falls back to the activity's or the global rule. */
export const ContentOverrideValuesSchema = z.strictObject({
  /** Replaces the activity's base points (its author's pointsReward, else the global base for its kind). */
  basePoints: points.nullable().default(null),
  allowRepeats: z.boolean().default(false),
  /** Seconds between two completions of this activity when repeats are allowed. */
  cooldownSeconds: z.number().int().min(0).max(31_536_000).nullable().default(null),
  requiredTier: TierSchema.nullable().default(null),
});
export type ContentOverrideValues = z.input<typeof ContentOverrideValuesSchema>;

export const ContentOverrideSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  basePoints: z.number().int().nullable(),
  allowRepeats: z.boolean(),
  cooldownSeconds: z.number().int().nullable(),
  requiredTier: TierSchema.nullable(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type ContentOverride = z.infer<typeof ContentOverrideSchema>;

export const listContentOverridesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/content',
  summary: 'Per-activity earning rules',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  response: z.object({ items: z.array(ContentOverrideSchema) }),
});

export const getContentOverrideEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/points-config/content/:id',
  summary: "One activity's earning rules",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  response: ContentOverrideSchema,
});

export const createContentOverrideEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/points-config/content',
  summary: 'Give an activity its own earning rules',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  body: ContentOverrideValuesSchema.extend({ activityId: z.uuid() }),
  response: ContentOverrideSchema,
  successStatus: 201,
});

export const updateContentOverrideEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin/points-config/content/:id',
  summary: "Change an activity's earning rules",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  body: ContentOverrideValuesSchema.extend({ version: versionField }),
  response: ContentOverrideSchema,
});

export const deleteContentOverrideEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/points-config/content/:id',
  summary: "Remove an activity's own rules (back to the defaults)",
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  params: IdParams,
  response: deletedSchema,
});

/** A draft change to preview: any part of the configuration, none of it saved. */
export const PointsConfigDraftSchema = z.strictObject({
  global: PointsGlobalConfigInputSchema.omit({ version: true }).partial().optional(),
  tiers: z
    .array(z.strictObject({ tier: TierSchema, multiplierBp }))
    .max(6)
    .optional(),
  /** A null multiplier previews removing the category's (or creator's) multiplier. */
  categories: z
    .array(z.strictObject({ categoryId: z.uuid(), multiplierBp: multiplierBp.nullable() }))
    .max(200)
    .optional(),
  creators: z
    .array(z.strictObject({ creatorId: z.uuid(), multiplierBp: multiplierBp.nullable() }))
    .max(200)
    .optional(),
  /** `values: null` previews removing the activity's own rules. */
  content: z
    .array(z.strictObject({ activityId: z.uuid(), values: ContentOverrideValuesSchema.nullable() }))
    .max(200)
    .optional(),
});
export type PointsConfigDraft = z.input<typeof PointsConfigDraftSchema>;

/** The award of one sample activity to a member of `tier` with nothing earned yet today, now and with the draft. */
export const PointsPreviewItemSchema = z.object({
  activityId: z.uuid(),
  title: z.string(),
  type: z.string(),
  current: PointsBreakdownSchema,
  draft: PointsBreakdownSchema,
  /** draft.points − current.points. */
  delta: z.number().int(),
});
export type PointsPreviewItem = z.infer<typeof PointsPreviewItemSchema>;

/** POST /admin/points-config/preview (canManagePoints): the effect of a draft on sample activities; no writes. */
export const previewPointsConfigEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/points-config/preview',
  summary: 'Preview how a draft configuration change would change awards',
  tags,
  auth: 'admin',
  permission: 'canManagePoints',
  body: z.strictObject({
    draft: PointsConfigDraftSchema,
    /** The samples; without them, the 10 most recently published activities. */
    activityIds: z.array(z.uuid()).min(1).max(50).optional(),
    tier: TierSchema.default('BASIC'),
  }),
  response: z.object({ tier: TierSchema, items: z.array(PointsPreviewItemSchema) }),
});
