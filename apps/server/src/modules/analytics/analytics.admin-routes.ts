import {
  getContentPerformanceAnalyticsEndpoint,
  getCreatorsAnalyticsEndpoint,
  getDailyStatsAnalyticsEndpoint,
  getFinancialOverviewAnalyticsEndpoint,
  getModerationAnalyticsEndpoint,
  getGeographicAnalyticsEndpoint,
  getGeographicGrowthAnalyticsEndpoint,
  getPartnersAnalyticsEndpoint,
  getSecurityAnalyticsEndpoint,
  getUsersAnalyticsEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import {
  getContentPerformance,
  getDailyStatsReport,
  getFinancialOverview,
  getGeographicGrowthReport,
  getGeographicReport,
} from './analytics-reports.service.js';
import { keepRollupsFresh } from './analytics-freshness.js';
import { getCreatorsReport } from './analytics-creators.service.js';
import { getModerationReport } from './analytics-moderation.service.js';
import { getSecurityReport } from './analytics-security.service.js';
import { getPartnersReport } from './analytics-partners.service.js';
import { getUsersReport } from './analytics-users.service.js';

/** `/admin/analytics/*` (canViewAnalytics, from the contract): reports read from the analytics rollups. */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Every report reads the rollups; they are brought within a minute of now first (decision 058).
  const fresh = {
    preHandler: async () => {
      await keepRollupsFresh(deps);
    },
  };
  registerEndpoint(app, getUsersAnalyticsEndpoint, ({ query }) => getUsersReport(deps, query), fresh);
  registerEndpoint(
    app,
    getDailyStatsAnalyticsEndpoint,
    ({ query }) => getDailyStatsReport(deps, query),
    fresh,
  );
  registerEndpoint(
    app,
    getContentPerformanceAnalyticsEndpoint,
    ({ query }) => getContentPerformance(deps, query),
    fresh,
  );
  registerEndpoint(
    app,
    getFinancialOverviewAnalyticsEndpoint,
    ({ query }) => getFinancialOverview(deps, query),
    fresh,
  );
  registerEndpoint(
    app,
    getGeographicAnalyticsEndpoint,
    ({ query }) => getGeographicReport(deps, query),
    fresh,
  );
  registerEndpoint(app, getPartnersAnalyticsEndpoint, ({ query }) => getPartnersReport(deps, query));
  registerEndpoint(app, getSecurityAnalyticsEndpoint, ({ query }) => getSecurityReport(deps, query), fresh);
  registerEndpoint(
    app,
    getModerationAnalyticsEndpoint,
    ({ query }) => getModerationReport(deps, query),
    fresh,
  );
  registerEndpoint(app, getCreatorsAnalyticsEndpoint, ({ query }) => getCreatorsReport(deps, query), fresh);
  registerEndpoint(
    app,
    getGeographicGrowthAnalyticsEndpoint,
    ({ query }) => getGeographicGrowthReport(deps, query),
    fresh,
  );
}
