import {
  CONTACT_MESSAGES_PERMISSION,
  listContactMessagesEndpoint,
  updateContactMessageEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { requireAdmin, signedInAdmin } from '../admin-auth/require-admin.js';
import { listContactMessages, updateContactMessageStatus } from './contact.service.js';

/** `/admin/contact-messages`: staff read contact messages and track their status (canManageUsers). */
export function registerContactAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const support = { onRequest: requireAdmin(deps, CONTACT_MESSAGES_PERMISSION) };
  registerEndpoint(
    app,
    listContactMessagesEndpoint,
    ({ query }) => listContactMessages(deps, query),
    support,
  );
  registerEndpoint(
    app,
    updateContactMessageEndpoint,
    ({ params, body, request }) =>
      updateContactMessageStatus(
        deps,
        { adminId: signedInAdmin(request).id, ip: request.ip },
        params.id,
        body,
      ),
    support,
  );
}
