import { banCreatorEndpoint, listAdminCreatorsEndpoint, unbanCreatorEndpoint } from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { banCreator, listCreators, unbanCreator } from './creator-bans.service.js';

const staffOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });

/** Staff with canManageCreators list creators and ban or unban them. */
export function registerCreatorBanRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listAdminCreatorsEndpoint, ({ query }) => listCreators(deps, query));
  registerEndpoint(app, banCreatorEndpoint, ({ params, body, request }) =>
    banCreator(deps, staffOf(request), params.id, body.reason),
  );
  registerEndpoint(app, unbanCreatorEndpoint, ({ params, body, request }) =>
    unbanCreator(deps, staffOf(request), params.id, body.reason),
  );
}
