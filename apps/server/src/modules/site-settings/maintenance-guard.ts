import { API_BASE_PATH, getSiteConfigEndpoint, registerMemberEndpoint } from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { sendError } from '../../http/error-handler.js';
import { routeOptionsOf } from '../../http/route-snapshot.js';
import { isAdminApiRequest } from '../admin-auth/require-admin.js';
import { peekMaintenance, readMaintenance, type MaintenanceSnapshot } from './maintenance-state.js';

/** API routes that keep working during maintenance: health checks, the site config, the admin realm. */
const EXEMPT_ROUTES = new Set([`${API_BASE_PATH}/health`, `${API_BASE_PATH}${getSiteConfigEndpoint.path}`]);
// The support desk is staff-only but lives under /support/admin (spec §7), outside the admin prefix.
const EXEMPT_PREFIXES = [
  `${API_BASE_PATH}/auth/admin/`,
  `${API_BASE_PATH}/docs`,
  `${API_BASE_PATH}/support/admin/`,
];

/**
 * Whether maintenance mode leaves a request alone. Decided on the matched route's pattern (so no spelling
 * of a path can borrow an exemption), on the raw path only when nothing matched. Everything outside
 * /api/v1 (the SPA, media files, metrics) is never blocked: the SPA itself shows the maintenance page.
 */
export function isMaintenanceExempt(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return true;
  const path = routeOptionsOf(request).url ?? request.url.split('?')[0] ?? '';
  if (!path.startsWith(`${API_BASE_PATH}/`)) return true;
  if (EXEMPT_ROUTES.has(path) || EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return isAdminApiRequest(request);
}

function secondsUntil(date: Date | null): number | null {
  if (!date) return null;
  const seconds = Math.ceil((date.getTime() - Date.now()) / 1000);
  return seconds > 0 ? seconds : null;
}

const REGISTER_ROUTE = `${API_BASE_PATH}${registerMemberEndpoint.path}`;

/**
 * App-wide hook: while maintenance mode is on, member-realm API calls answer 503 MAINTENANCE
 * (docs/decisions/010-maintenance-mode.md); while staff have closed registration, sign-up answers 403
 * REGISTRATION_CLOSED. Install it after the admin guard and before any route.
 */
export function installMaintenanceGuard(app: FastifyInstance, deps: Pick<AppDeps, 'db'>): void {
  // Callback style with a synchronous path: every API request passes here, and a fresh copy needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (isMaintenanceExempt(request)) {
      done();
      return;
    }
    const fresh = peekMaintenance(deps);
    if (fresh) {
      applyMaintenance(fresh, request, reply, done);
      return;
    }
    readMaintenance(deps).then((maintenance) => {
      applyMaintenance(maintenance, request, reply, done);
    }, done);
  });
}

/** Answers 403/503 when the switch closes this request (then `done` is not called), else lets it through. */
function applyMaintenance(
  maintenance: MaintenanceSnapshot,
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (!maintenance.registrationOpen && routeOptionsOf(request).url === REGISTER_ROUTE) {
    void sendError(reply, 'REGISTRATION_CLOSED');
    return;
  }
  if (!maintenance.enabled) {
    done();
    return;
  }
  const retryAfter = secondsUntil(maintenance.endsAt);
  if (retryAfter !== null) void reply.header('retry-after', String(retryAfter));
  void sendError(reply, 'MAINTENANCE');
}
