import {
  MULTIPLIER_ONE,
  POINTS_GLOBAL_DEFAULTS,
  TIER_DEFAULTS,
  TIERS,
  type ActivityType,
  type Tier,
} from '@streamit/contract';
import type { Executor, Transaction } from '../../db/database.js';
import {
  rememberSnapshot,
  sharedSnapshotAt,
  transactionSnapshot,
  type PointsConfigSnapshot,
} from './points-config-cache.js';
import {
  insertGlobalConfig,
  insertTierRules,
  selectActivitiesRules,
  selectActivityRules,
  type ActivityRuleRow,
  selectConfigStamp,
  selectGlobalConfig,
  selectTierRules,
  type ContentOverrideRow,
  type GlobalConfigRow,
} from './points-config.repository.js';

/** A tier's threshold (lifetime points) and earning multiplier (basis points). */
export type TierRules = Record<Tier, { threshold: number; multiplierBp: number }>;

/** The earning rules that apply to one activity. */
export interface ActivityRules {
  categoryMultiplierBp: number;
  creatorMultiplierBp: number;
  override: ContentOverrideRow | null;
}

/** The activity fields the rules depend on. */
export interface RatedActivity {
  id: string;
  type: ActivityType;
  categoryId: string | null;
  creatorId: string | null;
  pointsReward: number;
  durationSeconds: number | null;
}

/**
 * The global rules. A database without them (a fresh install, a test database) is seeded from the
 * contract's defaults on first read, so the numbers live once, in POINTS_GLOBAL_DEFAULTS.
 */
export async function loadGlobalConfig(db: Executor): Promise<GlobalConfigRow> {
  return (await loadPointsConfig(db)).global;
}

/** Tier thresholds and multipliers; tiers without a row are seeded from TIER_DEFAULTS. */
export async function loadTierRules(db: Executor): Promise<TierRules> {
  return (await loadPointsConfig(db)).tiers;
}

/**
 * The global and tier rules: one stamp check per transaction (none more inside it), the rows read again only
 * when the stamp moved (decision 046, points-config-cache.ts).
 */
async function loadPointsConfig(db: Executor): Promise<PointsConfigSnapshot> {
  const checked = transactionSnapshot(db);
  if (checked) return checked;
  return loadPointsConfigAt(db, await selectConfigStamp(db));
}

/**
 * The global and tier rules at a stamp a caller already read in its own statement (CONFIG_STAMP_SQL): no
 * query at all while the process's snapshot is at that stamp.
 */
export async function loadPointsConfigAt(db: Executor, stamp: string | null): Promise<PointsConfigSnapshot> {
  const snapshot = sharedSnapshotAt(stamp) ?? {
    stamp: stamp ?? '',
    global: await readGlobalConfig(db),
    tiers: await readTierRules(db),
  };
  // Read before seeding (no stamp yet): not kept, the next read stamps the seeded rows.
  if (stamp !== null) rememberSnapshot(db, snapshot, 'rollback' in db);
  return snapshot;
}

async function readGlobalConfig(db: Executor): Promise<GlobalConfigRow> {
  const row = await selectGlobalConfig(db);
  if (row) return row;
  await insertGlobalConfig(db, { id: 1, ...POINTS_GLOBAL_DEFAULTS });
  const seeded = await selectGlobalConfig(db);
  if (!seeded) throw new Error('points global config could not be seeded');
  return seeded;
}

async function readTierRules(db: Executor): Promise<TierRules> {
  let rows = await selectTierRules(db);
  if (rows.length < TIERS.length) {
    await insertTierRules(
      db,
      TIERS.map((tier) => ({ tier, ...TIER_DEFAULTS[tier] })),
    );
    rows = await selectTierRules(db);
  }
  const rules = { ...TIER_DEFAULTS };
  for (const row of rows)
    rules[row.tier as Tier] = { threshold: row.threshold, multiplierBp: row.multiplierBp };
  return rules;
}

const activityRulesOf = ({ category, creator, override }: ActivityRuleRow): ActivityRules => ({
  categoryMultiplierBp: category ?? MULTIPLIER_ONE,
  creatorMultiplierBp: creator ?? MULTIPLIER_ONE,
  override,
});

/** Category, creator and content rules of an activity; unconfigured multipliers are ×1. */
export async function loadActivityRules(db: Executor, activity: RatedActivity): Promise<ActivityRules> {
  return activityRulesOf(await selectActivityRules(db, activity));
}

/**
 * loadActivityRules for many activities by activity id, with the global and tier rules: one statement in all
 * (the rules' stamp read with the activities'), a second only when none of them was found.
 */
export async function loadActivitiesRules(db: Executor, ids: string[]) {
  const { rules, stamp } = await selectActivitiesRules(db, [...new Set(ids)]);
  const checked = transactionSnapshot(db);
  const config =
    checked ?? (stamp === undefined ? await loadPointsConfig(db) : await loadPointsConfigAt(db, stamp));
  const byActivity = new Map([...rules].map(([id, row]) => [id, activityRulesOf(row)]));
  return { byActivity, global: config.global, tiers: config.tiers, config };
}

/**
 * Lets a transaction use rules its caller read just before it began (a batch of completions reads them beside
 * its activities, decision 097): no stamp check inside it, as if its first statement had read them.
 */
export function holdPointsConfig(tx: Transaction, config: PointsConfigSnapshot): void {
  rememberSnapshot(tx, config, true);
}

/** The base points of an activity: its override, else what its author set, else the global base for its kind. */
export function basePointsOf(activity: RatedActivity, rules: ActivityRules, global: GlobalConfigRow): number {
  if (rules.override?.basePoints != null) return rules.override.basePoints;
  if (activity.pointsReward > 0) return activity.pointsReward;
  const byKind = { VIDEO: global.baseVideo, QUIZ: global.baseQuiz, GAME: global.baseGame };
  return activity.type === 'FEATURED' ? global.baseFeatured : byKind[activity.type];
}
