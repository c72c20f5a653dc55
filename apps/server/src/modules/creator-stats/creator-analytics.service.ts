import type {
  AnalyticsRange,
  CreatorAnalytics,
  CreatorDashboard,
  CreatorPeriod,
  CreatorTotals,
} from '@streamit/contract';
import { ANALYTICS_RANGES, RETENTION_MARKS } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { assertContentCreator } from '../content-access/content-guards.js';
import { findActivityById } from '../activities/activities.queries.js';
import {
  selectCountries,
  selectRetention,
  selectSeries,
  sumScope,
  type StatsScope,
} from './creator-analytics.repository.js';
import { selectCreatorHandle } from '../creator-profiles/creator-profiles.queries.js';
import { selectCreatorTasks, selectLatestContent } from './creator-dashboard.repository.js';
import { countFollowers, countFollowersGained } from './creator-followers.js';
import { refreshCreatorStatsIfStale } from './creator-rollup.service.js';
import { utcDayAt } from '../../lib/utc-days.js';

/** The current period (the last `range` UTC days, today included) and the one before it. */
export function periodDays(range: number, now = new Date()) {
  return {
    current: { from: utcDayAt(1 - range, now), to: utcDayAt(0, now) },
    previous: { from: utcDayAt(1 - 2 * range, now), to: utcDayAt(-range, now) },
  };
}

function totalsOf(sum: Awaited<ReturnType<typeof sumScope>>): CreatorTotals {
  const { views, uniqueViewers, watchSeconds, earnedPoints } = sum;
  return {
    views,
    uniqueViewers,
    watchSeconds,
    earnedPoints,
    averageViewSeconds: views ? watchSeconds / views : 0,
  };
}

/** Change in percent, one decimal; null when the previous period had nothing to compare with. */
export function trendOf(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}

async function readPeriod(deps: AppDeps, base: Omit<StatsScope, 'from' | 'to'>, range: number) {
  const days = periodDays(range);
  const current = await sumScope(deps.db, { ...base, ...days.current });
  const previous = totalsOf(await sumScope(deps.db, { ...base, ...days.previous }));
  const totals = totalsOf(current);
  const period: CreatorPeriod = {
    range,
    current: totals,
    previous,
    trend: {
      views: trendOf(totals.views, previous.views),
      uniqueViewers: trendOf(totals.uniqueViewers, previous.uniqueViewers),
      watchSeconds: trendOf(totals.watchSeconds, previous.watchSeconds),
      earnedPoints: trendOf(totals.earnedPoints, previous.earnedPoints),
    },
  };
  return { period, funnel: current.funnel, scope: { ...base, ...days.current } };
}

async function readRetention(deps: AppDeps, scope: StatsScope): Promise<CreatorAnalytics['retention']> {
  const marks = await selectRetention(deps.db, scope);
  const viewers = marks[0]?.viewers ?? 0;
  if (viewers === 0) return { viewers: 0, points: [] };
  const points = marks.map((mark, k) => ({
    percent: (k * 100) / (RETENTION_MARKS - 1),
    share: mark.reached / viewers,
  }));
  return { viewers, points };
}

/** GET /creator/analytics: read from the rollups only (creators only; someone else's content is 404). */
export async function getCreatorAnalytics(
  deps: AppDeps,
  creatorId: string,
  query: { range: number; contentId?: string | undefined },
): Promise<CreatorAnalytics> {
  await assertContentCreator(deps, creatorId);
  if (query.contentId) {
    const activity = await findActivityById(deps.db, query.contentId);
    if (!activity || activity.creatorId !== creatorId) throw new AppError('NOT_FOUND');
  }
  const rolledUntil = await refreshCreatorStatsIfStale(deps);
  const { period, funnel, scope } = await readPeriod(
    deps,
    { creatorId, activityId: query.contentId },
    query.range,
  );
  return {
    period,
    series: await selectSeries(deps.db, scope),
    retention: await readRetention(deps, scope),
    funnel,
    countries: await selectCountries(deps.db, scope),
    followersGained: await countFollowersGained(deps, creatorId, scope.from, scope.to),
    rolledUntil: rolledUntil?.toISOString() ?? null,
  };
}

/** GET /creator/dashboard: totals and trends for each range, latest content and tasks (creators only). */
export async function getCreatorDashboard(deps: AppDeps, creatorId: string): Promise<CreatorDashboard> {
  await assertContentCreator(deps, creatorId);
  const rolledUntil = await refreshCreatorStatsIfStale(deps);
  const periods: CreatorPeriod[] = [];
  for (const range of ANALYTICS_RANGES as readonly AnalyticsRange[])
    periods.push((await readPeriod(deps, { creatorId }, range)).period);
  return {
    periods,
    latestContent: await selectLatestContent(deps.db, creatorId),
    tasks: await selectCreatorTasks(deps.db, creatorId),
    followers: await countFollowers(deps, creatorId),
    publicHandle: await selectCreatorHandle(deps.db, creatorId),
    rolledUntil: rolledUntil?.toISOString() ?? null,
  };
}
