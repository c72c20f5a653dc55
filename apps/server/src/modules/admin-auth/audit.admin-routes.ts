import {
  API_BASE_PATH,
  AUDIT_LOG_EXPORT_PATH,
  AUDIT_LOG_READER_ROLES,
  AuditLogExportQuerySchema,
  listAuditLogEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { streamAuditExport } from '../audit/audit-export.service.js';
import { listAuditLog } from '../audit/audit.service.js';
import { requireAdmin, signedInAdmin } from './require-admin.js';

/** `/admin/system/logs/audit`: the admin audit log and its download, for SUPER_ADMIN and ADMIN. */
export function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listAuditLogEndpoint, ({ query }) => listAuditLog(deps.db, query));
  // A download, not a JSON endpoint: it guards itself like the member export.
  app.get(
    `${API_BASE_PATH}${AUDIT_LOG_EXPORT_PATH}`,
    { onRequest: requireAdmin(deps, { roles: AUDIT_LOG_READER_ROLES }) },
    (request, reply) => {
      const query = AuditLogExportQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('VALIDATION_FAILED');
      const extension = query.data.format === 'csv' ? 'csv' : 'jsonl';
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type(query.data.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="audit-log-${stamp}.${extension}"`)
        .send(streamAuditExport(deps.db, { adminId: signedInAdmin(request).id, ip: request.ip }, query.data));
    },
  );
}
