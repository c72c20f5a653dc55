import { TIERS, type Tier } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { loadTierRules, type TierRules } from './points-config.service.js';
import { raiseTier, sumLifetimeEarnings } from './points-earning.repository.js';

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
