import { POINTS_GLOBAL_DEFAULTS, TIERS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../members/members.schema.js';
import { activities } from '../activities/activities.schema.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import { enumCheck } from '../../db/enum-check.js';
import { instantNow, primaryUuid } from '../../db/table-columns.js';

const versioned = {
  /** Bumped by every change; the audit log keeps each version's values. */
  version: integer('version').notNull().default(1),
  updatedAt: instantNow('updated_at'),
};

/** The global earning rules: one row (id 1), seeded from POINTS_GLOBAL_DEFAULTS. */
export const pointsGlobalConfig = pgTable(
  'points_global_config',
  {
    id: integer('id').primaryKey().default(1),
    baseVideo: integer('base_video').notNull(),
    baseQuiz: integer('base_quiz').notNull(),
    baseGame: integer('base_game').notNull(),
    baseFeatured: integer('base_featured').notNull(),
    dailyCap: integer('daily_cap').notNull(),
    weeklyCap: integer('weekly_cap').notNull(),
    cooldownSeconds: integer('cooldown_seconds').notNull(),
    welcomeBonus: integer('welcome_bonus').notNull(),
    referralReward: integer('referral_reward').notNull(),
    streakBonus: integer('streak_bonus').notNull(),
    videoWatchPercent: integer('video_watch_percent').notNull(),
    dailyGoal: integer('daily_goal').notNull().default(POINTS_GLOBAL_DEFAULTS.dailyGoal),
    creatorSharePercent: integer('creator_share_percent')
      .notNull()
      .default(POINTS_GLOBAL_DEFAULTS.creatorSharePercent),
    ...versioned,
  },
  (table) => [
    check('points_global_config_single_row', sql`${table.id} = 1`),
    check(
      'points_global_config_values_check',
      sql`least(${table.baseVideo}, ${table.baseQuiz}, ${table.baseGame}, ${table.baseFeatured}, ${table.dailyCap}, ${table.weeklyCap}, ${table.cooldownSeconds}, ${table.welcomeBonus}, ${table.referralReward}, ${table.streakBonus}, ${table.dailyGoal}) >= 0 AND ${table.videoWatchPercent} BETWEEN 1 AND 100 AND ${table.creatorSharePercent} BETWEEN 0 AND 100`,
    ),
  ],
);

/** Per tier: lifetime points to reach it and its earning multiplier in basis points. */
export const pointsTierRules = pgTable(
  'points_tier_rules',
  {
    tier: text('tier').primaryKey(),
    threshold: integer('threshold').notNull(),
    multiplierBp: integer('multiplier_bp').notNull(),
    ...versioned,
  },
  (table) => [
    enumCheck('points_tier_rules_tier_check', table.tier, TIERS),
    check('points_tier_rules_values_check', sql`${table.threshold} >= 0 AND ${table.multiplierBp} > 0`),
  ],
);

/** A category's earning multiplier (basis points); categories without a row earn ×1. */
export const pointsCategoryMultipliers = pgTable(
  'points_category_multipliers',
  {
    id: primaryUuid(),
    categoryId: uuid('category_id')
      .notNull()
      .unique()
      .references(() => contentCategories.id, { onDelete: 'cascade' }),
    multiplierBp: integer('multiplier_bp').notNull(),
    ...versioned,
  },
  (table) => [check('points_category_multipliers_check', sql`${table.multiplierBp} > 0`)],
);

/** A creator's multiplier on everything they publish. */
export const pointsCreatorOverrides = pgTable(
  'points_creator_overrides',
  {
    id: primaryUuid(),
    creatorId: uuid('creator_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    multiplierBp: integer('multiplier_bp').notNull(),
    ...versioned,
  },
  (table) => [check('points_creator_overrides_check', sql`${table.multiplierBp} > 0`)],
);

/** One activity's own rules: base points, repeats and cooldown; null fields fall back to the global ones. */
export const pointsContentOverrides = pgTable(
  'points_content_overrides',
  {
    id: primaryUuid(),
    activityId: uuid('activity_id')
      .notNull()
      .unique()
      .references(() => activities.id, { onDelete: 'cascade' }),
    basePoints: integer('base_points'),
    allowRepeats: boolean('allow_repeats').notNull().default(false),
    cooldownSeconds: integer('cooldown_seconds'),
    requiredTier: text('required_tier'),
    ...versioned,
  },
  (table) => [
    enumCheck('points_content_overrides_tier_check', table.requiredTier, TIERS),
    check(
      'points_content_overrides_check',
      sql`coalesce(${table.basePoints}, 0) >= 0 AND coalesce(${table.cooldownSeconds}, 0) >= 0`,
    ),
  ],
);
