import {
  MULTIPLIER_ONE,
  type PointsConfigDraft,
  type PointsPreviewItem,
  type Tier,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { computeAward } from './points-calculation.js';
import {
  basePointsOf,
  loadActivityRules,
  loadGlobalConfig,
  loadTierRules,
  type ActivityRules,
  type RatedActivity,
  type TierRules,
} from './points-config.service.js';
import type { GlobalConfigRow } from './points-config.repository.js';
import { ruleValuesOf } from './points-overrides.service.js';
import { selectPreviewSamples } from './points-overrides.repository.js';

type Sample = RatedActivity & { title: string };

interface Config {
  global: GlobalConfigRow;
  tiers: TierRules;
}

/** The draft's global and tier values laid over the saved ones. */
function draftConfig(saved: Config, draft: PointsConfigDraft): Config {
  const tiers = { ...saved.tiers };
  for (const { tier, multiplierBp } of draft.tiers ?? []) tiers[tier] = { ...tiers[tier], multiplierBp };
  return { global: { ...saved.global, ...draft.global }, tiers };
}

/** The draft's category, creator and content changes laid over an activity's saved rules. */
function draftRules(activity: Sample, saved: ActivityRules, draft: PointsConfigDraft): ActivityRules {
  const category = draft.categories?.find((item) => item.categoryId === activity.categoryId);
  const creator = draft.creators?.find((item) => item.creatorId === activity.creatorId);
  const content = draft.content?.find((item) => item.activityId === activity.id);
  const override =
    content === undefined
      ? saved.override
      : content.values && {
          ...ruleValuesOf(content.values),
          id: '',
          activityId: activity.id,
          version: 0,
          updatedAt: new Date(),
        };
  return {
    categoryMultiplierBp: category ? (category.multiplierBp ?? MULTIPLIER_ONE) : saved.categoryMultiplierBp,
    creatorMultiplierBp: creator ? (creator.multiplierBp ?? MULTIPLIER_ONE) : saved.creatorMultiplierBp,
    override,
  };
}

/** What a member of `tier` who earned nothing yet today and this week would get. */
function awardOf(activity: Sample, rules: ActivityRules, config: Config, tier: Tier) {
  return computeAward({
    base: basePointsOf(activity, rules, config.global),
    tier,
    tierMultiplierBp: config.tiers[tier].multiplierBp,
    categoryMultiplierBp: rules.categoryMultiplierBp,
    creatorMultiplierBp: rules.creatorMultiplierBp,
    dailyRemaining: config.global.dailyCap,
    weeklyRemaining: config.global.weeklyCap,
  });
}

/**
 * POST /admin/points-config/preview: each sample's award with the saved rules and with the draft laid
 * over them, computed in memory by the same computeAward that pays members. Nothing is written.
 */
export async function previewPointsConfig(
  deps: AppDeps,
  body: { draft: PointsConfigDraft; activityIds?: string[] | undefined; tier: Tier },
): Promise<{ tier: Tier; items: PointsPreviewItem[] }> {
  const samples = await selectPreviewSamples(deps.db, body.activityIds);
  if (body.activityIds && samples.length !== new Set(body.activityIds).size) throw new AppError('NOT_FOUND');
  const saved = { global: await loadGlobalConfig(deps.db), tiers: await loadTierRules(deps.db) };
  const draft = draftConfig(saved, body.draft);
  const items: PointsPreviewItem[] = [];
  for (const activity of samples) {
    const rules = await loadActivityRules(deps.db, activity);
    const current = awardOf(activity, rules, saved, body.tier);
    const next = awardOf(activity, draftRules(activity, rules, body.draft), draft, body.tier);
    const { id, title, type } = activity;
    items.push({ activityId: id, title, type, current, draft: next, delta: next.points - current.points });
  }
  return { tier: body.tier, items };
}
