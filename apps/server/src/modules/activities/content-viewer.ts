import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { tokenKind } from '../../lib/security/tokens.js';
import { authenticateAdminToken, bearerToken } from '../admin-auth/admin-sessions.service.js';
import { resolveMemberSession } from '../sessions/sessions.service.js';

/** Who may see content that is not public yet: its creator, or staff who moderate content. */
export type ContentViewer = { kind: 'moderator' } | { kind: 'member'; userId: string } | null;

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

/** Whether the viewer may see an activity that is not public: its creator or a moderator (decision 013). */
export function mayPreview(viewer: ContentViewer, creatorId: string | null): boolean {
  if (!viewer) return false;
  return viewer.kind === 'moderator' || (creatorId !== null && viewer.userId === creatorId);
}
