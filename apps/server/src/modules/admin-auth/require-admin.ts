import {
  ACCESS_DENIED_AUDIT_ACTION,
  API_BASE_PATH,
  type AdminPermission,
  type AdminRole,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { routeOptionsOf } from '../../http/route-snapshot.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  authenticateAdminToken,
  bearerToken,
  type AdminDeps,
  type AuthenticatedAdmin,
} from './admin-sessions.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set on admin routes by the admin guard, null elsewhere. */
    admin: AuthenticatedAdmin | null;
    /** Why the admin guard refused this request (the missing permission or roles), for the audit. */
    adminDenialReason: string | null;
    /** Whether this is an admin API request, once `isAdminApiRequest` has decided it (two guards ask). */
    adminApi: boolean | null;
  }
}

/** What an admin route needs beyond a session: one capability flag, or one of some roles. */
export type AdminRule = AdminPermission | { roles: readonly AdminRole[] };

/** Every route under this prefix needs an admin session, whatever its own options say. */
export const ADMIN_API_PREFIX = `${API_BASE_PATH}/admin`;

// Every spelling of the admin prefix (any case, doubled slashes) contains these letters in some case.
const ADMIN_LETTERS = /admin/i;

function isUnderAdminPrefix(path: string): boolean {
  if (!ADMIN_LETTERS.test(path)) return false;
  const normalized = path
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
  return normalized === ADMIN_API_PREFIX || normalized.startsWith(`${ADMIN_API_PREFIX}/`);
}

function decodedPath(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  const path = query < 0 ? request.url : request.url.slice(0, query);
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * True for requests to the admin API: by the matched route's pattern, and by the decoded path so
 * that unknown admin paths answer 401 rather than telling which admin routes exist.
 */
export function isAdminApiRequest(request: FastifyRequest): boolean {
  if (typeof request.adminApi === 'boolean') return request.adminApi;
  const pattern = routeOptionsOf(request).url;
  request.adminApi =
    (pattern !== undefined && isUnderAdminPrefix(pattern)) || isUnderAdminPrefix(decodedPath(request));
  return request.adminApi;
}

/** Whether an admin satisfies a rule. */
export function adminSatisfies(admin: AuthenticatedAdmin, rule: AdminRule): boolean {
  return typeof rule === 'string' ? admin[rule] : rule.roles.includes(admin.role);
}

async function authenticate(deps: AdminDeps, request: FastifyRequest): Promise<AuthenticatedAdmin> {
  request.admin ??= await authenticateAdminToken(deps, bearerToken(request));
  return request.admin;
}

/**
 * onRequest guard for admin routes (runs before the body is read or validated): only an admin token of a live session passes (a member token or
 * anything else is 401 'Admin authentication failed'); with a rule, a missing flag or role is 403.
 */
export function requireAdmin(deps: AdminDeps, rule?: AdminRule): onRequestAsyncHookHandler {
  return async (request) => {
    const admin = await authenticate(deps, request);
    if (rule && !adminSatisfies(admin, rule)) {
      request.adminDenialReason = describeRule(rule);
      throw new AppError('FORBIDDEN');
    }
  };
}

function describeRule(rule: AdminRule): string {
  return typeof rule === 'string' ? `missing permission ${rule}` : `role not in ${rule.roles.join(', ')}`;
}

function isForbidden(error: unknown): boolean {
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  return status === 403 || statusCode === 403;
}

/** Writes one audit entry for a staff call refused with 403: who, which route, and why. */
async function auditRefusal(deps: AdminDeps, request: FastifyRequest, error: unknown): Promise<void> {
  if (!request.admin || !isForbidden(error)) return;
  const route = `${request.method} ${routeOptionsOf(request).url ?? request.url.split('?')[0] ?? ''}`;
  const reason = request.adminDenialReason ?? (error instanceof AppError ? error.code : 'FORBIDDEN');
  try {
    await recordAuditEvent(deps.db, {
      actorAdminId: request.admin.id,
      action: ACCESS_DENIED_AUDIT_ACTION,
      targetType: 'route',
      targetId: route,
      ip: request.ip,
      details: { route, reason },
    });
  } catch (auditError) {
    // The caller still gets the 403; a lost audit row must not turn it into a 500.
    request.log.error({ err: auditError }, 'audit of a refused staff call failed');
  }
}

/**
 * App-wide guard: every request under /api/v1/admin is authenticated as an admin before routing
 * reaches its handler, so an admin route registered without `requireAdmin` is still closed.
 * Install it before any route module.
 */
export function installAdminGuard(app: FastifyInstance, deps: AdminDeps): void {
  app.decorateRequest('admin', null);
  app.decorateRequest('adminDenialReason', null);
  app.decorateRequest('adminApi', null);
  // Callback style: the other requests pass without allocating a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isAdminApiRequest(request)) {
      done();
      return;
    }
    authenticate(deps, request).then(() => {
      done();
    }, done);
  });
  // Every 403 answered to a signed-in staff member is audited, whichever guard or service refused it.
  app.addHook('onError', async (request, _reply, error) => {
    await auditRefusal(deps, request, error);
  });
}

/** The admin a guarded handler runs for; throws if a route forgot its guard. */
export function signedInAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw new AppError('ADMIN_AUTH_FAILED');
  return request.admin;
}
