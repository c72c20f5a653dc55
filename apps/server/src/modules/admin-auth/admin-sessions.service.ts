import type { AdminLoginResponse, AdminUser } from '@streamit/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { generateToken, hashToken, tokenKind } from '../../lib/security/tokens.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  findAdminSessionByTokenHash,
  insertAdminSession,
  revokeAdminSession,
  touchAdminSession,
  findAdminById,
  type AdminUserRow,
} from '../admins/admins.queries.js';

export type AdminDeps = Pick<AppDeps, 'config' | 'db'>;

/** Where a request came from, as recorded on sessions, attempts and audit rows. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

/** The signed-in admin of a request, with the session that carries it. */
export interface AuthenticatedAdmin extends AdminUser {
  sessionId: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

const USER_AGENT_MAX = 500;

/** The request's IP and user agent (trimmed to a sane length). */
export function requestContext(request: FastifyRequest): RequestContext {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null };
}

/** Only the public fields of an admin (spec §3 Admin user), from a row or a signed-in admin. */
export function toAdminUser(row: AdminUser): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    canModerateContent: row.canModerateContent,
    canManageUsers: row.canManageUsers,
    canManagePoints: row.canManagePoints,
    canViewAnalytics: row.canViewAnalytics,
    canManageCreators: row.canManageCreators,
  };
}

/**
 * Opens a session for an admin who has proven password and authenticator, records the login in the
 * audit log and answers the spec's `access_token` and `admin` with the session's absolute expiry.
 */
export async function openAdminSession(
  deps: AdminDeps,
  db: Executor,
  admin: AdminUserRow,
  context: RequestContext,
  method: 'password_totp' | 'totp_enrollment' | 'setup',
): Promise<AdminLoginResponse> {
  const { config } = deps;
  const token = generateToken('admin');
  const now = Date.now();
  const absoluteExpiresAt = new Date(now + config.ADMIN_SESSION_ABSOLUTE_HOURS * 3_600_000);
  const idleExpiresAt = new Date(
    Math.min(now + config.ADMIN_SESSION_IDLE_MINUTES * 60_000, absoluteExpiresAt.getTime()),
  );
  const session = await insertAdminSession(db, {
    tokenHash: hashToken(token),
    adminId: admin.id,
    ip: context.ip,
    userAgent: context.userAgent,
    idleExpiresAt,
    absoluteExpiresAt,
  });
  await recordAuditEvent(db, {
    actorAdminId: admin.id,
    action: 'admin.login',
    targetType: 'admin_session',
    targetId: session.id,
    ip: context.ip,
    details: { method, userAgent: context.userAgent },
  });
  return { access_token: token, expiresAt: absoluteExpiresAt.toISOString(), admin: toAdminUser(admin) };
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Resolves an admin token to its admin, sliding the idle expiry. Only `sta_` tokens of live
 * sessions of enabled admins pass; anything else is 'Admin authentication failed' (or 'Session
 * expired' for a session that timed out).
 */
export async function authenticateAdminToken(
  deps: AdminDeps,
  token: string | null,
): Promise<AuthenticatedAdmin> {
  if (!token || tokenKind(token) !== 'admin') throw new AppError('ADMIN_AUTH_FAILED');
  const tokenHash = hashToken(token);
  const idleMs = deps.config.ADMIN_SESSION_IDLE_MINUTES * 60_000;
  const session = await touchAdminSession(deps.db, tokenHash, new Date(), idleMs);
  if (!session) {
    const stale = await findAdminSessionByTokenHash(deps.db, tokenHash);
    throw new AppError(stale && !stale.revokedAt ? 'SESSION_EXPIRED' : 'ADMIN_AUTH_FAILED');
  }
  const admin = await findAdminById(deps.db, session.adminId);
  if (!admin || admin.disabledAt || !admin.totpEnabled) throw new AppError('ADMIN_AUTH_FAILED');
  return {
    ...toAdminUser(admin),
    sessionId: session.id,
    idleExpiresAt: session.idleExpiresAt,
    absoluteExpiresAt: session.absoluteExpiresAt,
  };
}

/** Revokes the session of a signed-in admin (logout). */
export async function closeAdminSession(
  deps: AdminDeps,
  admin: AuthenticatedAdmin,
  context: RequestContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeAdminSession(tx, admin.sessionId, 'logout');
    await recordAuditEvent(tx, {
      actorAdminId: admin.id,
      action: 'admin.logout',
      targetType: 'admin_session',
      targetId: admin.sessionId,
      ip: context.ip,
    });
  });
}
