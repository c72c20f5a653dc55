import { listAuditLogEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { listAuditLog } from '../audit/audit.service.js';

/** `/admin/system/logs/audit`: the admin audit log, for SUPER_ADMIN and ADMIN. */
export function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listAuditLogEndpoint, ({ query }) => listAuditLog(deps.db, query));
}
