import { getCreatorAnalyticsEndpoint, getCreatorDashboardEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { getCreatorAnalytics, getCreatorDashboard } from './creator-analytics.service.js';

/** Creator Studio numbers, read from the rollups (staff run the rollup now with the daily-stats task). */
export function registerCreatorStatsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getCreatorAnalyticsEndpoint, ({ query, request }) =>
    getCreatorAnalytics(deps, currentMember(request).userId, query),
  );
  registerEndpoint(app, getCreatorDashboardEndpoint, ({ request }) =>
    getCreatorDashboard(deps, currentMember(request).userId),
  );
}
