import { listReportsEndpoint, reportActivityEndpoint, resolveReportsEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { currentMember } from '../sessions/require-member.js';
import { listReports, REPORTS_PER_MINUTE, reportActivity, resolveReports } from './reports.service.js';

/** Members report activities; moderators (canModerateContent) list and resolve reports. */
export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    reportActivityEndpoint,
    ({ params, body, request }) => reportActivity(deps, currentMember(request).userId, params.id, body),
    {
      // Per IP, in memory; the per-member budget is reserved in PostgreSQL by the service.
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    },
  );
  registerEndpoint(app, listReportsEndpoint, ({ query }) => listReports(deps, query));
  registerEndpoint(app, resolveReportsEndpoint, ({ params, body, request }) =>
    resolveReports(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, params.activityId, body),
  );
}
