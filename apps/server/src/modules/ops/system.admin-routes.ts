import {
  getSecurityConfigEndpoint,
  getSecurityStatusEndpoint,
  getSystemHealthEndpoint,
  listServerErrorsEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getSecurityConfig, getSecurityStatus } from './security-status.service.js';
import { listRecentServerErrors } from './server-errors.service.js';
import { createSystemHealthChecker } from './system-health.service.js';

/** `/admin/system/*` (SUPER_ADMIN and ADMIN): health, server errors, security status and config. */
export function registerSystemAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const checkHealth = createSystemHealthChecker(deps);
  registerEndpoint(app, getSystemHealthEndpoint, () => checkHealth());
  registerEndpoint(app, listServerErrorsEndpoint, ({ query }) => listRecentServerErrors(deps, query));
  registerEndpoint(app, getSecurityStatusEndpoint, () => getSecurityStatus(deps));
  registerEndpoint(app, getSecurityConfigEndpoint, () => getSecurityConfig(deps));
}
