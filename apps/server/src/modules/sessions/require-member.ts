import { PROFILE_VERSION_HEADER } from '@streamit/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { authenticateMember } from './member-session.service.js';
import type { MemberContext } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the member guard on routes with `auth: 'member'`. */
    member?: MemberContext;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * The guard for member routes: a live member session or 401 (missing, unknown, revoked, expired or
 * other-realm tokens). It runs on `onRequest`, so an anonymous caller learns nothing from body validation.
 * Contract routes get it from `auth: 'member'` through registerEndpoint; routes outside the contract
 * (tus, CSV export) attach it as their own `onRequest`. Every answer it lets through carries the member's
 * profile version (decision 049): the web refetches the profile when it differs from the one it holds.
 */
export function requireMember(deps: AppDeps): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const member = await authenticateMember(deps, token);
    request.member = member;
    void reply.header(PROFILE_VERSION_HEADER, member.profileVersion);
  };
}

/** The signed-in member of a request that passed `requireMember`. */
export function currentMember(request: FastifyRequest): MemberContext {
  if (!request.member) throw new AppError('UNAUTHENTICATED');
  return request.member;
}
