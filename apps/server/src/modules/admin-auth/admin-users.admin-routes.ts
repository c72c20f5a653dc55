import {
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
import { languageOf } from '../../http/request-language.js';
import {
  createAdminUser,
  disableAdminUser,
  getAdminUser,
  listAdminUsers,
  resetAdminUserAccess,
  updateAdminUser,
  type AdminActor,
} from './admin-users.service.js';
import { signedInAdmin } from './require-admin.js';

function actorOf(request: FastifyRequest): AdminActor {
  return { admin: signedInAdmin(request), context: requestContext(request) };
}

/** `/admin/admin-users`: staff accounts, managed by SUPER_ADMINs only. */
export function registerAdminUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listAdminUsersEndpoint, ({ query }) => listAdminUsers(deps, query));
  registerEndpoint(app, getAdminUserEndpoint, ({ params }) => getAdminUser(deps, params.id));
  registerEndpoint(app, createAdminUserEndpoint, ({ body, request }) =>
    createAdminUser(
      deps,
      request.log,
      actorOf(request),
      body,
      languageOf(request.headers['accept-language']),
    ),
  );
  registerEndpoint(app, updateAdminUserEndpoint, ({ params, body, request }) =>
    updateAdminUser(deps, actorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteAdminUserEndpoint, ({ params, request }) =>
    disableAdminUser(deps, actorOf(request), params.id),
  );
  registerEndpoint(app, resetAdminUserAccessEndpoint, ({ params, request }) =>
    resetAdminUserAccess(deps, actorOf(request), params.id),
  );
}
