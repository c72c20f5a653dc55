import type { AnalyticsRangeQuery, ModerationReport } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import {
  decisionOutcomes,
  decisionsByModerator,
  moderationSeries,
  moderationTotals,
  reportOutcomes,
} from './analytics-moderation.repository.js';
import { periodView, resolvePeriod } from './analytics-period.js';
import { readAsOf } from './analytics-state.js';

/** GET /admin/analytics/moderation. */
export async function getModerationReport(
  deps: AppDeps,
  query: AnalyticsRangeQuery,
): Promise<ModerationReport> {
  const period = resolvePeriod(query);
  const [current, previous, series, moderators, outcomes, reports] = await Promise.all([
    moderationTotals(deps.db, period.from, period.to),
    moderationTotals(deps.db, period.previousFrom, period.previousTo),
    moderationSeries(deps.db, period),
    decisionsByModerator(deps.db, period.from, period.to),
    decisionOutcomes(deps.db, period),
    reportOutcomes(deps.db, period),
  ]);
  return {
    period: periodView(period, await readAsOf(deps.db, ['moderation', 'report-days'])),
    totals: {
      decisions: { current: current.decisions, previous: previous.decisions },
      reportsReceived: { current: current.reportsReceived, previous: previous.reportsReceived },
      medianDecisionSeconds: { current: current.median, previous: previous.median },
      p90DecisionSeconds: { current: current.p90, previous: previous.p90 },
    },
    series,
    moderators,
    outcomes,
    reports,
  };
}
