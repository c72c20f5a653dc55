import type { AnalyticsRangeQuery, CreatorsReport } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import {
  applicationsByStatus,
  creatorSeries,
  creatorTotals,
  topCreators,
} from './analytics-creators.repository.js';
import { periodView, resolvePeriod } from './analytics-period.js';
import { readAsOf } from './analytics-state.js';

/** GET /admin/analytics/creators. */
export async function getCreatorsReport(deps: AppDeps, query: AnalyticsRangeQuery): Promise<CreatorsReport> {
  const period = resolvePeriod(query);
  const [current, previous, applications, series, top] = await Promise.all([
    creatorTotals(deps.db, period.from, period.to),
    creatorTotals(deps.db, period.previousFrom, period.previousTo),
    applicationsByStatus(deps.db, period),
    creatorSeries(deps.db, period),
    topCreators(deps.db, period.from, period.to),
  ]);
  const totals = Object.fromEntries(
    (Object.keys(current) as (keyof typeof current)[]).map((key) => [
      key,
      { current: current[key], previous: previous[key] },
    ]),
  ) as CreatorsReport['totals'];
  return {
    period: periodView(period, await readAsOf(deps.db, ['content-days'])),
    totals,
    applications,
    series,
    top,
  };
}
