import { verifyMemberEmailEndpoint } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { signedInAdmin } from '../admin-auth/require-admin.js';
import { verifyMemberEmail } from './staff-email-verification.service.js';

/**
 * POST /admin/members/verify-email (canManageUsers): staff verify a member's address by hand, for example
 * from the Outbox when no email can reach them. It lives with the accounts, above points (the welcome bonus).
 */
export function registerStaffEmailVerificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, verifyMemberEmailEndpoint, ({ body, request }) =>
    verifyMemberEmail(deps, { adminId: signedInAdmin(request).id, ip: request.ip }, body),
  );
}
