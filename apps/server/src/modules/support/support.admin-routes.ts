import {
  assignTicketEndpoint,
  createCannedReplyEndpoint,
  deleteCannedReplyEndpoint,
  deskReplyEndpoint,
  getDeskTicketEndpoint,
  listCannedRepliesEndpoint,
  listDeskTicketsEndpoint,
  setTicketPriorityEndpoint,
  setTicketStatusEndpoint,
  supportStatsEndpoint,
  updateCannedReplyEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import {
  createCannedReply,
  deleteCannedReply,
  listCannedReplies,
  updateCannedReply,
} from './support-canned.service.js';
import {
  assignTicket,
  getDeskTicket,
  listDeskTickets,
  readDeskStats,
  replyAsAgent,
  setTicketPriority,
  setTicketStatus,
  type DeskActor,
} from './support-desk.service.js';

const actorOf = (request: FastifyRequest): DeskActor => ({
  adminId: signedInAdmin(request).id,
  ip: request.ip,
});

/** `/support/admin/*`: the desk (SUPPORT_DESK_PERMISSION); every change is audited. */
export function registerSupportAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listDeskTicketsEndpoint, ({ query, request }) =>
    listDeskTickets(deps, signedInAdmin(request).id, query),
  );
  registerEndpoint(app, supportStatsEndpoint, () => readDeskStats(deps));
  registerEndpoint(app, getDeskTicketEndpoint, ({ params }) => getDeskTicket(deps, params.id));
  registerEndpoint(app, assignTicketEndpoint, ({ params, body, request }) =>
    assignTicket(deps, actorOf(request), params.id, body.assigneeId),
  );
  registerEndpoint(app, setTicketStatusEndpoint, ({ params, body, request }) =>
    setTicketStatus(deps, request.log, actorOf(request), params.id, body.status),
  );
  registerEndpoint(app, setTicketPriorityEndpoint, ({ params, body, request }) =>
    setTicketPriority(deps, actorOf(request), params.id, body.priority),
  );
  registerEndpoint(app, deskReplyEndpoint, ({ params, body, request }) =>
    replyAsAgent(deps, request.log, actorOf(request), params.id, body),
  );
  registerEndpoint(app, listCannedRepliesEndpoint, () => listCannedReplies(deps));
  registerEndpoint(app, createCannedReplyEndpoint, ({ body, request }) =>
    createCannedReply(deps, actorOf(request), body),
  );
  registerEndpoint(app, updateCannedReplyEndpoint, ({ params, body, request }) =>
    updateCannedReply(deps, actorOf(request), params.id, body),
  );
  registerEndpoint(app, deleteCannedReplyEndpoint, ({ params, request }) =>
    deleteCannedReply(deps, actorOf(request), params.id),
  );
}
