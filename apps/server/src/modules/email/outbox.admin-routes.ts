import { getOutboxEmailEndpoint, listOutboxEndpoint, verifyMemberEmailEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { getOutboxEmail, listOutbox, verifyMemberEmail } from './outbox.service.js';

/** `/admin/outbox` (SUPER_ADMIN, ADMIN) and the hand verification of a member's address (canManageUsers). */
export function registerOutboxAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listOutboxEndpoint, ({ query }) => listOutbox(deps, query));
  registerEndpoint(app, getOutboxEmailEndpoint, ({ params }) => getOutboxEmail(deps, params.id));
  registerEndpoint(app, verifyMemberEmailEndpoint, ({ body, request }) =>
    verifyMemberEmail(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, body),
  );
}
