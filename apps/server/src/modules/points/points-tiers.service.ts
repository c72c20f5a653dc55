import { TIERS, type Tier } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { loadTierRules, type TierRules } from './points-config.service.js';
import { raiseAllTiers, raiseTier, sumLifetimeEarnings } from './points-earning.repository.js';

/** The highest tier whose threshold a lifetime total reaches. */
export function tierForLifetime(rules: TierRules, lifetime: number): Tier {
  let reached: Tier = 'BASIC';
  for (const tier of TIERS) if (lifetime >= rules[tier].threshold) reached = tier;
  return reached;
}

/** Immediate promotion when an award crosses a threshold, in the award's transaction; returns the new tier. */
export async function promoteOnEarning(db: Executor, userId: string): Promise<Tier | null> {
  const tier = tierForLifetime(await loadTierRules(db), await sumLifetimeEarnings(db, userId));
  return (await raiseTier(db, userId, tier, TIERS)) ? tier : null;
}

/** The tier update: every member whose lifetime points reached a higher tier is raised to it. */
export async function updateAllTiers(db: Executor): Promise<{ promoted: number }> {
  await loadTierRules(db); // seeds the rules on a fresh database
  return { promoted: (await raiseAllTiers(db, TIERS)).length };
}

/** POST /admin/tasks/tier-update: runs the nightly tier update now, audited. */
export async function runTierUpdateTask(deps: AppDeps, operator: { adminId: string; ip: string }) {
  return deps.db.transaction(async (tx) => {
    const result = await updateAllTiers(tx);
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'points.tier_update_run',
      ip: operator.ip,
      details: result,
    });
    return result;
  });
}
