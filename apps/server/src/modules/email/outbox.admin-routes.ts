import { getOutboxEmailEndpoint, listOutboxEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getOutboxEmail, listOutbox } from './outbox.service.js';

/** `/admin/outbox` (SUPER_ADMIN, ADMIN): the stored emails. */
export function registerOutboxAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listOutboxEndpoint, ({ query }) => listOutbox(deps, query));
  registerEndpoint(app, getOutboxEmailEndpoint, ({ params }) => getOutboxEmail(deps, params.id));
}
