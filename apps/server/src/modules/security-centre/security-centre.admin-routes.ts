import {
  generateSecurityReportEndpoint,
  getFailedLoginsEndpoint,
  getSecurityAnomaliesEndpoint,
  getSuspiciousActivityEndpoint,
  getVpnDetectionEndpoint,
  securityBulkCheckEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  checkMembers,
  getFailedLogins,
  getSecurityAnomalies,
  getSuspiciousActivity,
  getVpnDetection,
} from './security-centre.service.js';
import { buildSecurityReport, securityReportCsv } from './security-report.js';

/** `/admin/security/*`: the security centre (canManageUsers, decision 039). */
export function registerSecurityCentreRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getFailedLoginsEndpoint, ({ query }) => getFailedLogins(deps, query.hours));
  registerEndpoint(app, getSuspiciousActivityEndpoint, ({ query }) =>
    getSuspiciousActivity(deps, query.hours),
  );
  registerEndpoint(app, getVpnDetectionEndpoint, ({ query }) => getVpnDetection(deps, query));
  registerEndpoint(app, getSecurityAnomaliesEndpoint, ({ query }) => getSecurityAnomalies(deps, query.hours));
  registerEndpoint(app, securityBulkCheckEndpoint, ({ body }) =>
    checkMembers(deps, body.userIds, body.hours),
  );
  registerEndpoint(app, generateSecurityReportEndpoint, async ({ query, request, reply }) => {
    const report = await buildSecurityReport(deps, query.hours);
    // The report names members and addresses, so who took one is on the audit log.
    await recordAuditEvent(deps.db, {
      actorAdminId: request.admin?.id ?? null,
      action: 'security.report_generated',
      targetType: 'security_report',
      ip: request.ip,
      details: { hours: query.hours, format: query.format },
    });
    const stamp = report.generatedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="security-report-${stamp}.${query.format}"`);
    if (query.format === 'csv') {
      reply.type('text/csv; charset=utf-8');
      return securityReportCsv(report);
    }
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(report, null, 2);
  });
}
