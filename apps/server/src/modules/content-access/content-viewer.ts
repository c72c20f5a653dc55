import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { tokenKind } from '../../lib/security/tokens.js';
import { authenticateAdminToken, bearerToken } from '../admin-auth/admin-sessions.service.js';
import { resolveMemberSession } from '../sessions/sessions.service.js';
import type { ContentViewer } from '../activities/activities.service.js';

/**
 * The viewer a request's bearer token proves, or null (no token, or one that does not authenticate):
 * public routes answer an invalid token as if there were none, never with 401.
 */
export async function resolveContentViewer(deps: AppDeps, request: FastifyRequest): Promise<ContentViewer> {
  if (!request.headers.authorization) return null;
  try {
    const token = bearerToken(request);
    if (!token) return null;
    if (tokenKind(token) === 'admin') {
      return (await authenticateAdminToken(deps, token)).canModerateContent ? { kind: 'moderator' } : null;
    }
    return { kind: 'member', userId: (await resolveMemberSession(deps, token)).userId };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
