import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import {
  clearDirtyDays,
  collectDirtyDays,
  lockRollupAndReadClock,
  readWatermark,
  tryLockRollupAndReadClock,
  saveWatermark,
  insertDailyStats,
  insertViewerDays,
  selectViewerIps,
  updateViewerCountry,
} from './creator-rollup.repository.js';
import { selectRolledUntil } from './creator-analytics.repository.js';
import { countryLookupFor, type CountryLookup } from './ip-country.js';

/**
 * Changes are looked for this far before the watermark: a heartbeat or posting stamped before a run
 * started may commit after the run read the tables; re-reading a little is harmless (days are rebuilt).
 */
const OVERLAP_MS = 5 * 60_000;

/** What one rollup run did. */
export interface RollupResult {
  days: number;
  rolledUntil: Date;
}

async function fillCountries(tx: Transaction, lookup: CountryLookup): Promise<void> {
  const byCountry = new Map<string, string[]>();
  for (const { userId, ip } of await selectViewerIps(tx)) {
    const country = lookup(ip);
    if (country) byCountry.set(country, [...(byCountry.get(country) ?? []), userId]);
  }
  for (const [country, userIds] of byCountry) await updateViewerCountry(tx, country, userIds);
}

/** Figures on creator screens trail live activity by at most this long (issue 26): reads refresh older ones. */
export const CREATOR_STATS_MAX_AGE_MS = 60_000;

/** Rebuilds, in one transaction, every (content, day) changed since the watermark, then moves it. */
export async function rollUpInTransaction(tx: Transaction, lookup: CountryLookup): Promise<RollupResult> {
  return rollUpLocked(tx, lookup, await lockRollupAndReadClock(tx));
}

async function rollUpLocked(
  tx: Transaction,
  lookup: CountryLookup,
  rolledUntil: Date,
): Promise<RollupResult> {
  const watermark = await readWatermark(tx);
  const since = new Date((watermark?.getTime() ?? 0) - OVERLAP_MS);
  const days = await collectDirtyDays(tx, since);
  await clearDirtyDays(tx);
  await insertViewerDays(tx);
  await fillCountries(tx, lookup);
  await insertDailyStats(tx);
  await saveWatermark(tx, rolledUntil);
  return { days, rolledUntil };
}

/** The creator-stats.rollup job, the daily-stats task and the tests: roll up everything changed since the last run. */
export async function rollUpCreatorStats(deps: AppDeps): Promise<RollupResult> {
  const lookup = countryLookupFor(deps.config.IP_COUNTRY_CSV);
  return deps.db.transaction((tx) => rollUpInTransaction(tx, lookup));
}

/**
 * Before a creator screen reads the rollups: when the last run is older than CREATOR_STATS_MAX_AGE_MS (the
 * worker is late or down), rolls up now, unless a run is already going. The rollup is incremental, so this
 * only reads what changed since the watermark. Answers the watermark the screen's figures include.
 */
export async function refreshCreatorStatsIfStale(deps: AppDeps, now = new Date()): Promise<Date | null> {
  const rolledUntil = await selectRolledUntil(deps.db);
  if (rolledUntil && now.getTime() - rolledUntil.getTime() < CREATOR_STATS_MAX_AGE_MS) return rolledUntil;
  const lookup = countryLookupFor(deps.config.IP_COUNTRY_CSV);
  const result = await deps.db.transaction(async (tx) => {
    const clock = await tryLockRollupAndReadClock(tx);
    return clock ? rollUpLocked(tx, lookup, clock) : null;
  });
  return result?.rolledUntil ?? rolledUntil;
}
