import {
  approveMoneyApprovalEndpoint,
  listMoneyApprovalsEndpoint,
  rejectMoneyApprovalEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { listMoneyApprovals } from '../money-approvals/money-approvals.service.js';
import { approveMoneyApproval, rejectMoneyApproval } from './money-approval-desk.service.js';

const checkerOf = (request: FastifyRequest) => ({ adminId: signedInAdmin(request).id, ip: request.ip });

/** Money approvals (canManagePoints): the four-eyes requests, and a second staff member's decision. */
export function registerMoneyApprovalDeskRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listMoneyApprovalsEndpoint, ({ query }) => listMoneyApprovals(deps, query));
  registerEndpoint(app, approveMoneyApprovalEndpoint, ({ params, request }) =>
    approveMoneyApproval(deps, checkerOf(request), params.id),
  );
  registerEndpoint(app, rejectMoneyApprovalEndpoint, ({ params, body, request }) =>
    rejectMoneyApproval(deps, checkerOf(request), params.id, body.reason),
  );
}
