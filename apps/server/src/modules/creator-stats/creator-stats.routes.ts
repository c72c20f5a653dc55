import {
  getCreatorAnalyticsEndpoint,
  getCreatorDashboardEndpoint,
  runDailyStatsEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { getCreatorAnalytics, getCreatorDashboard } from './creator-analytics.service.js';
import { runDailyStatsTask } from './creator-rollup.service.js';

/** Creator Studio numbers (read from the rollups) and the staff "run now" of the rollup. */
export function registerCreatorStatsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getCreatorAnalyticsEndpoint, ({ query, request }) =>
    getCreatorAnalytics(deps, currentMember(request).userId, query),
  );
  registerEndpoint(app, getCreatorDashboardEndpoint, ({ request }) =>
    getCreatorDashboard(deps, currentMember(request).userId),
  );
  registerEndpoint(app, runDailyStatsEndpoint, ({ request }) =>
    runDailyStatsTask(deps, { adminId: signedInAdmin(request).id, ip: request.ip }),
  );
}
