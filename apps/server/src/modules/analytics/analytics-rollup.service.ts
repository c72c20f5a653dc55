import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { WATCH_LIMITS } from '../watch/watch-sections.js';
import { rebuildContentDays, rebuildPointsDays } from './analytics-rollup-money.repository.js';
import { rebuildMemberReach } from './analytics-rollup-reach.repository.js';
import { rebuildReportDays, rollUpModeration } from './analytics-rollup-moderation.repository.js';
import { rebuildSecurityDays } from './analytics-rollup-trust.repository.js';
import {
  lockAnalyticsRollup,
  readWatermarks,
  rebuildMemberDays,
  rebuildSignupDays,
  rebuildTierDays,
  saveWatermark,
  type AnalyticsRollup,
} from './analytics-rollup.repository.js';

/**
 * Raw rows are looked for this far before each watermark: a row stamped before a run started may commit
 * after the run read the tables; re-reading is harmless (dirty days are rebuilt whole).
 */
const OVERLAP_MS = 5 * 60_000;

/** The member days, then what is derived from them (reach days, retention weeks) from the first rebuilt day on. */
async function rebuildMemberRollups(tx: Transaction, since: Date): Promise<number> {
  const days = await rebuildMemberDays(tx, since, WATCH_LIMITS.sessionHours);
  if (days > 0) await rebuildMemberReach(tx);
  return days;
}

const REBUILD: Record<AnalyticsRollup, (tx: Transaction, since: Date) => Promise<number>> = {
  'member-days': rebuildMemberRollups,
  'signup-days': rebuildSignupDays,
  'content-days': (tx, since) => rebuildContentDays(tx, since, WATCH_LIMITS.sessionHours),
  'points-days': rebuildPointsDays,
  'security-days': rebuildSecurityDays,
  moderation: rollUpModeration,
  'report-days': rebuildReportDays,
  'tier-days': rebuildTierDays,
};

/** Every rollup the job keeps, in the order it rebuilds them. */
export const ANALYTICS_ROLLUPS = Object.keys(REBUILD) as AnalyticsRollup[];

/** Days rebuilt per rollup by one run. */
export type AnalyticsRollupResult = Record<AnalyticsRollup, number>;

/**
 * The analytics.rollup job and the tests: each rollup rebuilds the UTC days whose raw rows changed since its
 * watermark (less the overlap), then moves its watermark to the run's start; one transaction, one run at a time.
 */
export async function rollUpAnalytics(deps: AppDeps): Promise<AnalyticsRollupResult> {
  return deps.db.transaction(async (tx) => {
    const startedAt = await lockAnalyticsRollup(tx);
    const watermarks = await readWatermarks(tx);
    const result = {} as AnalyticsRollupResult;
    for (const [rollup, rebuild] of Object.entries(REBUILD) as [
      AnalyticsRollup,
      (typeof REBUILD)['points-days'],
    ][]) {
      const since = new Date((watermarks.get(rollup)?.getTime() ?? 0) - OVERLAP_MS);
      result[rollup] = await rebuild(tx, since);
      await saveWatermark(tx, rollup, startedAt);
    }
    return result;
  });
}
