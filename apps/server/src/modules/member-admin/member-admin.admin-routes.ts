import {
  bulkSuspendMembersEndpoint,
  bulkUnsuspendMembersEndpoint,
  endMemberSessionsEndpoint,
  findAdminMemberEndpoint,
  getAdminMemberEndpoint,
  getMemberDeviceHistoryEndpoint,
  getMemberLocationInsightsEndpoint,
  getMemberSecurityProfileEndpoint,
  listAdminMembersEndpoint,
  listSuspendedMembersEndpoint,
  suspendMemberEndpoint,
  unsuspendMemberEndpoint,
  verifyMemberEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { StaffActor } from '../accounts/staff-email-verification.service.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import {
  findMembers,
  getMemberDetail,
  getMemberDevices,
  getMemberLocations,
  getMemberSecurityProfile,
  listMembers,
  listSuspendedMembers,
  verifyMember,
} from './member-admin.service.js';
import {
  bulkSuspendMembers,
  bulkUnsuspendMembers,
  suspendMember,
  unsuspendMember,
} from './member-suspension.service.js';
import { endMemberSessions } from './member-sessions.service.js';

const actorOf = (request: FastifyRequest): StaffActor => ({
  adminId: signedInAdmin(request).id,
  ip: request.ip,
});

function registerMemberReads(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, listAdminMembersEndpoint, ({ query }) => listMembers(deps, query));
  registerEndpoint(app, findAdminMemberEndpoint, ({ query }) => findMembers(deps, query.q));
  registerEndpoint(app, listSuspendedMembersEndpoint, ({ query }) => listSuspendedMembers(deps, query));
  registerEndpoint(app, getAdminMemberEndpoint, ({ params }) => getMemberDetail(deps, params.id));
  registerEndpoint(app, getMemberLocationInsightsEndpoint, ({ params }) =>
    getMemberLocations(deps, params.id),
  );
  registerEndpoint(app, getMemberDeviceHistoryEndpoint, ({ params }) => getMemberDevices(deps, params.id));
  registerEndpoint(app, getMemberSecurityProfileEndpoint, ({ params }) =>
    getMemberSecurityProfile(deps, params.id),
  );
}

/** The admin Members area (canManageUsers): list, lookup, member page, suspensions, verification, sign-outs. */
export function registerMemberAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerMemberReads(app, deps);
  registerEndpoint(app, suspendMemberEndpoint, ({ params, body, request }) =>
    suspendMember(deps, actorOf(request), params.id, body),
  );
  registerEndpoint(app, unsuspendMemberEndpoint, ({ params, body, request }) =>
    unsuspendMember(deps, actorOf(request), params.id, body.reason),
  );
  registerEndpoint(app, bulkSuspendMembersEndpoint, ({ body, request }) =>
    bulkSuspendMembers(deps, actorOf(request), body),
  );
  registerEndpoint(app, bulkUnsuspendMembersEndpoint, ({ body, request }) =>
    bulkUnsuspendMembers(deps, actorOf(request), body),
  );
  registerEndpoint(app, verifyMemberEndpoint, ({ params, body, request }) =>
    verifyMember(deps, actorOf(request), params.id, body.reason),
  );
  registerEndpoint(app, endMemberSessionsEndpoint, ({ params, body, request }) =>
    endMemberSessions(deps, actorOf(request), params.id, body.reason),
  );
}
