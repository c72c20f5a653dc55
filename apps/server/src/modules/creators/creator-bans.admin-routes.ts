import { banCreatorEndpoint, unbanCreatorEndpoint } from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { banCreator, unbanCreator } from './creator-bans.service.js';

const staffOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });

/** Staff with canManageCreators ban or unban creators (the list is creator-profiles' GET /admin/creators). */
export function registerCreatorBanRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, banCreatorEndpoint, ({ params, body, request }) =>
    banCreator(deps, staffOf(request), params.id, body.reason),
  );
  registerEndpoint(app, unbanCreatorEndpoint, ({ params, body, request }) =>
    unbanCreator(deps, staffOf(request), params.id, body.reason),
  );
}
