import {
  SUPPORT_ATTACHMENT_LIMITS,
  closeTicketEndpoint,
  createTicketEndpoint,
  getTicketEndpoint,
  listTicketsEndpoint,
  rateTicketEndpoint,
  replyTicketEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import { attachmentsOf } from './support-attachments.js';
import { registerSupportFileRoutes } from './support-files.routes.js';
import { acceptTicketForms } from './support-form.js';
import {
  closeAsMember,
  createMemberTicket,
  getMemberTicket,
  listMemberTickets,
  rateTicket,
  replyAsMember,
} from './support.service.js';

const FORM_OVERHEAD_BYTES = 256 * 1024;

/** The member's side of the support desk; create and reply also take multipart forms with files. */
export function registerSupportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const maxBytes = deps.config.SUPPORT_ATTACHMENT_MAX_BYTES;
  const bodyLimit = maxBytes * SUPPORT_ATTACHMENT_LIMITS.maxCount + FORM_OVERHEAD_BYTES;
  void app.register(async (scope) => {
    await acceptTicketForms(scope, maxBytes, deps.config);
    registerEndpoint(
      scope,
      createTicketEndpoint,
      ({ body, request }) =>
        createMemberTicket(deps, request.log, currentMember(request).userId, body, attachmentsOf(request)),
      { bodyLimit },
    );
    registerEndpoint(
      scope,
      replyTicketEndpoint,
      ({ params, body, request }) =>
        replyAsMember(deps, currentMember(request).userId, params.id, body.message, attachmentsOf(request)),
      { bodyLimit },
    );
  });
  registerEndpoint(app, listTicketsEndpoint, ({ query, request }) =>
    listMemberTickets(deps, currentMember(request).userId, query),
  );
  registerEndpoint(app, getTicketEndpoint, ({ params, request }) =>
    getMemberTicket(deps, currentMember(request).userId, params.id),
  );
  registerEndpoint(app, closeTicketEndpoint, ({ params, request }) =>
    closeAsMember(deps, currentMember(request).userId, params.id),
  );
  registerSupportFileRoutes(app, deps);
  registerEndpoint(app, rateTicketEndpoint, ({ params, body, request }) =>
    rateTicket(deps, currentMember(request).userId, params.id, body),
  );
}
