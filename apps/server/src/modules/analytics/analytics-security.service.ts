import { SECURITY_EVENTS, type AnalyticsRangeQuery, type SecurityReport } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { periodView, resolvePeriod } from './analytics-period.js';
import { securitySeries, securityTotals, twoFactorAt } from './analytics-security.repository.js';
import { readAsOf } from './analytics-state.js';

const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** GET /admin/analytics/security. */
export async function getSecurityReport(deps: AppDeps, query: AnalyticsRangeQuery): Promise<SecurityReport> {
  const period = resolvePeriod(query);
  const [current, previous, series, twoFactorNow, twoFactorBefore] = await Promise.all([
    securityTotals(deps.db, period.from, period.to),
    securityTotals(deps.db, period.previousFrom, period.previousTo),
    securitySeries(deps.db, period),
    twoFactorAt(deps.db, period.to),
    twoFactorAt(deps.db, period.previousTo),
  ]);
  const totals = Object.fromEntries(
    SECURITY_EVENTS.map((event) => [event, { current: current[event], previous: previous[event] }]),
  ) as SecurityReport['totals'];
  return {
    period: periodView(period, await readAsOf(deps.db, ['security-days', 'signup-days'])),
    totals,
    twoFactorMembers: { current: twoFactorNow.enabled, previous: twoFactorBefore.enabled },
    twoFactorAdoption: {
      current: shareOf(twoFactorNow.enabled, twoFactorNow.members),
      previous: shareOf(twoFactorBefore.enabled, twoFactorBefore.members),
    },
    series,
  };
}
