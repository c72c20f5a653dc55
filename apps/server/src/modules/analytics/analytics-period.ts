import type { AnalyticsGranularity, AnalyticsPeriod, AnalyticsRangeQuery } from '@streamit/contract';

const DAY_MS = 86_400_000;

/** A report's days (UTC, both ends included) and the same number of days just before them. */
export interface ReportPeriod {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  days: number;
  granularity: AnalyticsGranularity;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Resolves a query's range: to defaults to today (UTC), from to 29 days before to. */
export function resolvePeriod(query: AnalyticsRangeQuery, now = new Date()): ReportPeriod {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(Date.parse(to) - 29 * DAY_MS);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const previousTo = isoDay(Date.parse(from) - DAY_MS);
  const previousFrom = isoDay(Date.parse(previousTo) - (days - 1) * DAY_MS);
  return { from, to, previousFrom, previousTo, days, granularity: query.granularity };
}

/** The period as the reports answer it, with the rollups' "as of" time. */
export function periodView(period: ReportPeriod, asOf: Date | null): AnalyticsPeriod {
  const { from, to, previousFrom, previousTo, granularity } = period;
  return { from, to, previousFrom, previousTo, granularity, asOf: asOf?.toISOString() ?? null };
}

/** Shifts an ISO day by whole days. */
export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(day) + days * DAY_MS);
}
