import type {
  AnalyticsRangeQuery,
  ContentPerformanceQuery,
  ContentPerformanceReport,
  DailyStatsReport,
  FinancialOverview,
  GeographicGrowthReport,
  GeographicReport,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { periodView, resolvePeriod } from './analytics-period.js';
import { readAsOf } from './analytics-state.js';
import { contentPage, contentTotals } from './analytics-content.repository.js';
import { countryRows } from './analytics-geo.repository.js';
import { countryGrowth, countrySeries } from './analytics-geo-growth.repository.js';
import { platformRows, platformTotals } from './analytics-platform.repository.js';
import {
  artfiPaidWei,
  exchangesByStatus,
  liabilityAt,
  pointsBy,
  storeRevenueArtfiWei,
  storeRevenuePoints,
} from './analytics-finance.repository.js';

/** GET /admin/analytics/daily-stats. */
export async function getDailyStatsReport(
  deps: AppDeps,
  query: AnalyticsRangeQuery,
): Promise<DailyStatsReport> {
  const period = resolvePeriod(query);
  const [rows, current, previous] = await Promise.all([
    platformRows(deps.db, period, period.from, period.to),
    platformTotals(deps.db, period.from, period.to),
    platformTotals(deps.db, period.previousFrom, period.previousTo),
  ]);
  const keys = ['newMembers', 'activeMembers', 'watchSeconds', 'pointsIssued', 'pointsSpent'] as const;
  const totals = Object.fromEntries(
    keys.map((key) => [key, { current: current[key], previous: previous[key] }]),
  ) as DailyStatsReport['totals'];
  const asOf = await readAsOf(deps.db, ['member-days', 'signup-days', 'content-days', 'points-days']);
  return { period: periodView(period, asOf), rows, totals };
}

/** GET /admin/analytics/financial-overview. */
export async function getFinancialOverview(
  deps: AppDeps,
  query: AnalyticsRangeQuery,
): Promise<FinancialOverview> {
  const period = resolvePeriod(query);
  const [sources, kinds, owedNow, owedBefore, exchanges, paidNow, paidBefore, rows] = await Promise.all([
    pointsBy(deps.db, period, 'source'),
    pointsBy(deps.db, period, 'kind'),
    liabilityAt(deps.db, period.to),
    liabilityAt(deps.db, period.previousTo),
    exchangesByStatus(deps.db, period.from, period.to),
    artfiPaidWei(deps.db, period.from, period.to),
    artfiPaidWei(deps.db, period.previousFrom, period.previousTo),
    platformRows(deps.db, period, period.from, period.to),
  ]);
  const [storeNow, storeBefore, storeArtfiNow, storeArtfiBefore] = await Promise.all([
    storeRevenuePoints(deps.db, period.from, period.to),
    storeRevenuePoints(deps.db, period.previousFrom, period.previousTo),
    storeRevenueArtfiWei(deps.db, period.from, period.to),
    storeRevenueArtfiWei(deps.db, period.previousFrom, period.previousTo),
  ]);
  const sum = (list: { current: number; previous: number }[]) => ({
    current: list.reduce((total, row) => total + row.current, 0),
    previous: list.reduce((total, row) => total + row.previous, 0),
  });
  return {
    period: periodView(period, await readAsOf(deps.db, ['points-days'])),
    issuedBySource: sources.map(({ key, ...figures }) => ({ source: key, ...figures })),
    debitedByKind: kinds.map(({ key, ...figures }) => ({ kind: key, ...figures })),
    issued: sum(sources),
    debited: sum(kinds),
    outstandingLiability: { current: owedNow, previous: owedBefore },
    series: rows.map((row) => ({ bucket: row.bucket, issued: row.pointsIssued, debited: row.pointsSpent })),
    exchangesByStatus: exchanges,
    artfiPaidWei: { current: paidNow, previous: paidBefore },
    storeRevenuePoints: { current: storeNow, previous: storeBefore },
    storeRevenueArtfiWei: { current: storeArtfiNow, previous: storeArtfiBefore },
  };
}

/** GET /admin/analytics/content-performance. */
export async function getContentPerformance(
  deps: AppDeps,
  query: ContentPerformanceQuery,
): Promise<ContentPerformanceReport> {
  const period = resolvePeriod(query);
  const [page, current, previous] = await Promise.all([
    contentPage(deps.db, query, period.from, period.to),
    contentTotals(deps.db, period.from, period.to),
    contentTotals(deps.db, period.previousFrom, period.previousTo),
  ]);
  const keys = ['views', 'watchSeconds', 'completions', 'pointsPaid'] as const;
  const totals = Object.fromEntries(
    keys.map((key) => [key, { current: current[key], previous: previous[key] }]),
  ) as ContentPerformanceReport['totals'];
  return {
    period: periodView(period, await readAsOf(deps.db, ['content-days'])),
    ...page,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  };
}

/** GET /admin/analytics/geographic. */
export async function getGeographicReport(
  deps: AppDeps,
  query: AnalyticsRangeQuery,
): Promise<GeographicReport> {
  const period = resolvePeriod(query);
  const rows = await countryRows(deps.db, period);
  return { period: periodView(period, await readAsOf(deps.db, ['member-days', 'signup-days'])), rows };
}

/** GET /admin/analytics/geographic-growth. */
export async function getGeographicGrowthReport(
  deps: AppDeps,
  query: AnalyticsRangeQuery,
): Promise<GeographicGrowthReport> {
  const period = resolvePeriod(query);
  const rows = await countryGrowth(deps.db, period);
  const series = await countrySeries(
    deps.db,
    period,
    rows.map((row) => row.country),
  );
  return {
    period: periodView(period, await readAsOf(deps.db, ['member-days', 'signup-days'])),
    rows,
    series,
  };
}
