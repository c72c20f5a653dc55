import { MULTIPLIER_ONE, TIERS, type CardPoints, type CardPointsQualifier } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import {
  selectCategoryMultipliers,
  selectContentOverrides,
  selectCreatorMultipliers,
} from './points-card.repository.js';
import type { GlobalConfigRow } from './points-config.repository.js';
import {
  basePointsOf,
  loadGlobalConfig,
  loadTierRules,
  type RatedActivity,
  type TierRules,
} from './points-config.service.js';

/** What the card chip may say about the member's tier multiplier, from the configured tiers. */
function qualifierOf(tiers: TierRules): CardPointsQualifier {
  const multipliers = TIERS.map((tier) => tiers[tier].multiplierBp);
  const [low, high] = [Math.min(...multipliers), Math.max(...multipliers)];
  if (low === MULTIPLIER_ONE && high === MULTIPLIER_ONE) return 'EXACT';
  if (low >= MULTIPLIER_ONE) return 'FROM';
  if (high <= MULTIPLIER_ONE) return 'UP_TO';
  return 'BASE';
}

const present = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * The category and creator multipliers and content overrides of a page of activities, in three queries run
 * one after another (the caller may pass a transaction, whose one connection runs one query at a time).
 */
async function loadPageRules(db: Executor, page: RatedActivity[]) {
  const categories = await selectCategoryMultipliers(db, present(page.map((a) => a.categoryId)));
  const creators = await selectCreatorMultipliers(db, present(page.map((a) => a.creatorId)));
  const overrides = await selectContentOverrides(
    db,
    page.map((activity) => activity.id),
  );
  return { categories, creators, overrides: new Map(overrides.map((row) => [row.activityId, row])) };
}

type PageRules = Awaited<ReturnType<typeof loadPageRules>>;

/** One card's amount: the award's formula with the tier multiplier and the caps left out. */
function cardAmount(activity: RatedActivity, rules: PageRules, global: GlobalConfigRow): number {
  const override = rules.overrides.get(activity.id) ?? null;
  const categoryBp = rules.categories.get(activity.categoryId ?? '') ?? MULTIPLIER_ONE;
  const creatorBp = rules.creators.get(activity.creatorId ?? '') ?? MULTIPLIER_ONE;
  const activityRules = { categoryMultiplierBp: categoryBp, creatorMultiplierBp: creatorBp, override };
  const base = basePointsOf(activity, activityRules, global);
  return Math.round((base * categoryBp * creatorBp) / MULTIPLIER_ONE ** 2);
}

/**
 * The points chip of each card on a page, keyed by activity id: the same base as an award (override, else
 * the author's own, else the global base for the kind) × category × creator multipliers, before the member's
 * tier multiplier and caps, so one answer fits every reader and the public cache may keep it. Every points
 * configuration change is an `/admin/*` write, which clears that cache (decision 021).
 */
export async function quoteCardPoints(
  db: Executor,
  page: RatedActivity[],
): Promise<Map<string, CardPoints | null>> {
  if (page.length === 0) return new Map();
  const global = await loadGlobalConfig(db);
  const qualifier = qualifierOf(await loadTierRules(db));
  const rules = await loadPageRules(db, page);
  return new Map(
    page.map((activity) => {
      const amount = cardAmount(activity, rules, global);
      return [activity.id, amount > 0 ? { amount, qualifier } : null];
    }),
  );
}
