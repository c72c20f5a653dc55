import {
  TIERS,
  type PointsConfigSummary,
  type PointsGlobalConfig,
  type PointsGlobalConfigInput,
  type Tier,
  type TierRule,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { PointsOperator } from './points-admin.service.js';
import {
  countOverrides,
  selectTierRules,
  updateGlobalConfig,
  updateTierRule,
  type GlobalConfigRow,
  type TierRuleRow,
} from './points-config.repository.js';
import { loadGlobalConfig, loadTierRules } from './points-config.service.js';

function globalOf(row: GlobalConfigRow): PointsGlobalConfig {
  const { id: _id, updatedAt, ...values } = row;
  return { ...values, updatedAt: updatedAt.toISOString() };
}

function tierOf(row: TierRuleRow): TierRule {
  return {
    tier: row.tier as Tier,
    threshold: row.threshold,
    multiplierBp: row.multiplierBp,
    version: row.version,
  };
}

/** GET /admin/points-config/global. */
export async function getGlobalConfig(deps: AppDeps): Promise<PointsGlobalConfig> {
  return globalOf(await loadGlobalConfig(deps.db));
}

/** PUT /admin/points-config/global: one conditional UPDATE on the version read, audited with both versions. */
export async function changeGlobalConfig(
  deps: AppDeps,
  operator: PointsOperator,
  input: PointsGlobalConfigInput,
) {
  return deps.db.transaction(async (tx) => {
    const before = await loadGlobalConfig(tx);
    const { version, ...values } = input;
    const after = await updateGlobalConfig(tx, version, values);
    if (!after) throw new AppError('CONFLICT');
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'points.config.global_updated',
      ip: operator.ip,
      targetType: 'points_config',
      targetId: 'global',
      details: { before: globalOf(before), after: globalOf(after) },
    });
    return globalOf(after);
  });
}

async function tierRows(db: Executor): Promise<TierRuleRow[]> {
  await loadTierRules(db); // seeds missing tiers
  const rows = await selectTierRules(db);
  return rows.sort((a, b) => TIERS.indexOf(a.tier as Tier) - TIERS.indexOf(b.tier as Tier));
}

/** GET /admin/points-config/tier-multipliers. */
export async function listTierRules(deps: AppDeps): Promise<{ items: TierRule[] }> {
  return { items: (await tierRows(deps.db)).map(tierOf) };
}

/** PUT /admin/points-config/tier-multipliers/:tier: versioned like the global rules, audited. */
export async function changeTierRule(
  deps: AppDeps,
  operator: PointsOperator,
  tier: Tier,
  input: { threshold: number; multiplierBp: number; version: number },
): Promise<TierRule> {
  return deps.db.transaction(async (tx) => {
    const before = (await tierRows(tx)).find((row) => row.tier === tier);
    const after = await updateTierRule(tx, tier, input.version, input);
    if (!before || !after) throw new AppError('CONFLICT');
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'points.config.tier_updated',
      ip: operator.ip,
      targetType: 'points_tier',
      targetId: tier,
      details: { before: tierOf(before), after: tierOf(after) },
    });
    return tierOf(after);
  });
}

/** GET /admin/points-config/summary. */
export async function getConfigSummary(deps: AppDeps): Promise<PointsConfigSummary> {
  const [global, tiers, counts] = [
    await getGlobalConfig(deps),
    await listTierRules(deps),
    await countOverrides(deps.db),
  ];
  return {
    global,
    tiers: tiers.items,
    categoryMultipliers: counts.categories,
    creatorOverrides: counts.creators,
    contentOverrides: counts.content,
  };
}
