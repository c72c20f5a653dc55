import { getAdminDashboardEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { getAdminDashboard } from './dashboard.service.js';

/** `/admin/dashboard` (any staff): the operations dashboard, trimmed to what the caller may see. */
export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, getAdminDashboardEndpoint, ({ request }) =>
    getAdminDashboard(deps, signedInAdmin(request)),
  );
}
