import type { AnalyticsRangeQuery, PartnersReport } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { periodView, resolvePeriod } from './analytics-period.js';
import {
  countApplications,
  countPartnersByStatus,
  partnerRows,
  sumBonuses,
  sumBudgets,
} from './analytics-partners.repository.js';

function compare<K extends string>(current: Record<K, number>, previous: Record<K, number>, key: K) {
  return { current: current[key], previous: previous[key] };
}

/** GET /admin/analytics/partners: the program's figures, read live (its "as of" is the moment of the request). */
export async function getPartnersReport(
  deps: AppDeps,
  query: AnalyticsRangeQuery,
  now = new Date(),
): Promise<PartnersReport> {
  const period = resolvePeriod(query, now);
  const [applied, appliedBefore, paid, paidBefore, byStatus, budgets, partners] = await Promise.all([
    countApplications(deps.db, period.from, period.to),
    countApplications(deps.db, period.previousFrom, period.previousTo),
    sumBonuses(deps.db, period.from, period.to),
    sumBonuses(deps.db, period.previousFrom, period.previousTo),
    countPartnersByStatus(deps.db),
    sumBudgets(deps.db, period),
    partnerRows(deps.db, period),
  ]);
  return {
    period: periodView(period, now),
    applications: {
      submitted: compare(applied, appliedBefore, 'submitted'),
      approved: compare(applied, appliedBefore, 'approved'),
      rejected: compare(applied, appliedBefore, 'rejected'),
    },
    partnersByStatus: byStatus,
    bonus: {
      points: compare(paid, paidBefore, 'points'),
      bonuses: compare(paid, paidBefore, 'bonuses'),
      reach: compare(paid, paidBefore, 'reach'),
    },
    budgets,
    partners,
  };
}
