import {
  getLocationSummaryEndpoint,
  getRiskAssessmentEndpoint,
  getSecurityOverviewEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember as me } from '../sessions/require-member.js';
import { assessRisk, getLocationSummary, getSecurityOverview } from './security-insights.service.js';

/** The member's security views: overview, risk assessment and location summary. */
export function registerSecurityInsightsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getLocationSummaryEndpoint, ({ request }) =>
    getLocationSummary(deps, me(request).userId, request.ip),
  );
  registerEndpoint(app, getSecurityOverviewEndpoint, ({ request }) =>
    getSecurityOverview(deps, me(request).userId),
  );
  registerEndpoint(app, getRiskAssessmentEndpoint, ({ request }) => assessRisk(deps, me(request).userId));
}
