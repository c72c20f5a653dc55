import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { hashToken, tokenKind } from '../../lib/security/tokens.js';
import { findSessionByTokenHash, touchSession } from './sessions.repository.js';

/** The signed-in member behind a request, and the version of their profile (decision 049). */
export interface AuthenticatedMember {
  userId: string;
  sessionId: string;
  deviceId: string | null;
  /** Changes with the member's role, tier or verified email: the web refetches its profile when it does. */
  profileVersion: string;
}

// Writing last-seen on every request would be a write per call; a short grace keeps it cheap.
const TOUCH_GRACE_MS = 15_000;

/**
 * The member behind a bearer token, in one statement (plus a last-seen write at most every 15 s). Unknown,
 * revoked and other-realm tokens answer 401 'Authentication failed', expired ones 401 'Session expired'. A
 * suspended member's own token answers 403 ACCOUNT_SUSPENDED with the spec's message, so their open tab says
 * why it stopped working (issue 26) instead of silently signing them out; the session stays unusable.
 */
export async function authenticateMember(deps: AppDeps, token: string): Promise<AuthenticatedMember> {
  if (tokenKind(token) !== 'member') throw new AppError('UNAUTHENTICATED');
  const session = await findSessionByTokenHash(deps.db, hashToken(token));
  if (!session) throw new AppError('UNAUTHENTICATED');
  const now = Date.now();
  if (session.suspended && session.absoluteExpiresAt.getTime() > now) throw new AppError('ACCOUNT_SUSPENDED');
  if (session.revokedAt || session.suspended) throw new AppError('UNAUTHENTICATED');
  if (session.idleExpiresAt.getTime() <= now || session.absoluteExpiresAt.getTime() <= now)
    throw new AppError('SESSION_EXPIRED');
  if (now - session.lastSeenAt.getTime() > TOUCH_GRACE_MS) {
    const idleExpiresAt = new Date(now + deps.config.MEMBER_SESSION_IDLE_MINUTES * 60_000);
    await touchSession(deps.db, session.id, idleExpiresAt);
  }
  const { userId, id: sessionId, deviceId, profileVersion } = session;
  return { userId, sessionId, deviceId, profileVersion };
}
