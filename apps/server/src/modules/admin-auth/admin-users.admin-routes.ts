import {
  ADMIN_USER_MANAGER_ROLES,
  createAdminUserEndpoint,
  deleteAdminUserEndpoint,
  getAdminUserEndpoint,
  listAdminUsersEndpoint,
  resetAdminUserAccessEndpoint,
  updateAdminUserEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { requestContext } from './admin-sessions.service.js';
import {
  createAdminUser,
  disableAdminUser,
  getAdminUser,
  listAdminUsers,
  resetAdminUserAccess,
  updateAdminUser,
  type AdminActor,
} from './admin-users.service.js';
import { requireAdmin, signedInAdmin } from './require-admin.js';

function actorOf(request: FastifyRequest): AdminActor {
  return { admin: signedInAdmin(request), context: requestContext(request) };
}

/** `/admin/admin-users`: staff accounts, managed by SUPER_ADMINs only. */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const superAdminOnly = { onRequest: requireAdmin(deps, { roles: ADMIN_USER_MANAGER_ROLES }) };
  registerEndpoint(app, listAdminUsersEndpoint, ({ query }) => listAdminUsers(deps, query), superAdminOnly);
  registerEndpoint(app, getAdminUserEndpoint, ({ params }) => getAdminUser(deps, params.id), superAdminOnly);
  registerEndpoint(
    app,
    createAdminUserEndpoint,
    ({ body, request }) => createAdminUser(deps, actorOf(request), body),
    superAdminOnly,
  );
  registerEndpoint(
    app,
    updateAdminUserEndpoint,
    ({ params, body, request }) => updateAdminUser(deps, actorOf(request), params.id, body),
    superAdminOnly,
  );
  registerEndpoint(
    app,
    deleteAdminUserEndpoint,
    ({ params, request }) => disableAdminUser(deps, actorOf(request), params.id),
    superAdminOnly,
  );
  registerEndpoint(
    app,
    resetAdminUserAccessEndpoint,
    ({ params, request }) => resetAdminUserAccess(deps, actorOf(request), params.id),
    superAdminOnly,
  );
}
