import { ANALYTICS_FRESH_SECONDS } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { readWatermarks, type AnalyticsRollup } from './analytics-rollup.repository.js';
import { ANALYTICS_ROLLUPS, rollUpAnalytics } from './analytics-rollup.service.js';

/** Whether every rollup ran within ANALYTICS_FRESH_SECONDS of `now` (a rollup never run is stale). */
export function rollupsAreFresh(watermarks: Map<AnalyticsRollup, Date>, now: number): boolean {
  const cutoff = now - ANALYTICS_FRESH_SECONDS * 1000;
  return ANALYTICS_ROLLUPS.every((rollup) => (watermarks.get(rollup)?.getTime() ?? 0) > cutoff);
}

// One refresh per database at a time in this process: reports opened together wait for the same run.
const refreshing = new WeakMap<object, Promise<unknown>>();

/**
 * Brings the analytics rollups up to date before a report reads them when their last run is older than
 * ANALYTICS_FRESH_SECONDS (decision 058): the five-minute job keeps them current while nobody looks, and a
 * member's points show in the analyst's report within a minute, with the report's "as of" time saying so.
 */
export function keepRollupsFresh(deps: AppDeps, now = Date.now()): Promise<unknown> {
  const running = refreshing.get(deps.db);
  if (running) return running;
  const work = readWatermarks(deps.db)
    .then((watermarks) => (rollupsAreFresh(watermarks, now) ? null : rollUpAnalytics(deps)))
    .finally(() => refreshing.delete(deps.db));
  refreshing.set(deps.db, work);
  return work;
}
