import { AUDIT_LOG_READER_ROLES, listAuditLogEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { requireAdmin } from './require-admin.js';
import { listAuditLog } from '../audit/audit.service.js';

/** `/admin/system/logs/audit`: the admin audit log, for SUPER_ADMIN and ADMIN. */
export function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listAuditLogEndpoint, ({ query }) => listAuditLog(deps.db, query), {
    onRequest: requireAdmin(deps, { roles: AUDIT_LOG_READER_ROLES }),
  });
}
