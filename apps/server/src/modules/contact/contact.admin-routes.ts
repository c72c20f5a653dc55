import { listContactMessagesEndpoint, updateContactMessageEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { listContactMessages, updateContactMessageStatus } from './contact.service.js';

/** `/admin/contact-messages`: staff read contact messages and track their status (canManageUsers). */
export function registerContactAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listContactMessagesEndpoint, ({ query }) => listContactMessages(deps, query));
  registerEndpoint(app, updateContactMessageEndpoint, ({ params, body, request }) =>
    updateContactMessageStatus(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, params.id, body),
  );
}
