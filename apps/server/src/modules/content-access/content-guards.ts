import type { AdminPermission } from '@streamit/contract';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { tokenKind } from '../../lib/security/tokens.js';
import { requireAdmin } from '../admin-auth/require-admin.js';
import { bearerToken } from '../admin-auth/admin-sessions.service.js';
import { findUserById } from '../members/members.queries.js';
import { requireMember } from '../sessions/require-member.js';

/**
 * Guard for member routes staff may call too (a content's creator, or a moderator): an admin token goes
 * through the admin guard with the given flag, anything else through the member guard.
 */
export function requireMemberOrStaff(deps: AppDeps, permission: AdminPermission): onRequestAsyncHookHandler {
  const asAdmin = requireAdmin(deps, permission);
  const asMember = requireMember(deps);
  return async function guard(request, reply) {
    const token = bearerToken(request);
    if (token && tokenKind(token) === 'admin') return asAdmin.call(this, request, reply);
    return asMember.call(this, request, reply);
  };
}

/** Who is acting: an admin (already checked for canModerateContent) or a member by user id. */
export type ContentActor = { kind: 'admin'; adminId: string } | { kind: 'member'; userId: string };

export function contentActorOf(request: FastifyRequest): ContentActor {
  if (request.admin) return { kind: 'admin', adminId: request.admin.id };
  if (request.member) return { kind: 'member', userId: request.member.userId };
  throw new AppError('UNAUTHENTICATED');
}

/** 403 CREATOR_REQUIRED unless the member is a content creator who is not BANNED. */
export async function assertContentCreator(deps: AppDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user?.isContentCreator || user.creatorStatus === 'BANNED') throw new AppError('CREATOR_REQUIRED');
}
