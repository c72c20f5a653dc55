import {
  adminEnrollTotpEndpoint,
  adminLoginEndpoint,
  adminLogoutEndpoint,
  adminSetupEndpoint,
  adminSetupStartEndpoint,
  getAdminMeEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { enrollAdminTotp, loginAdmin } from './admin-auth.service.js';
import { closeAdminSession, requestContext, toAdminUser } from './admin-sessions.service.js';
import { completeAdminSetup, startAdminSetup } from './admin-setup.service.js';
import { signedInAdmin } from './require-admin.js';

/** Staff sign-in: login (with authenticator enrollment), setup links, logout and the current admin. */
export function registerAdminAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Per-IP request limit of the public admin auth calls (the auth family's budget, a counter of their own), on
  // top of the lockout in PostgreSQL.
  const { RATE_LIMIT_AUTH_MAX: max, RATE_LIMIT_WINDOW_MS: timeWindow } = deps.config;
  const limited = { config: { rateLimit: { max, timeWindow } } };
  registerEndpoint(
    app,
    adminLoginEndpoint,
    ({ body, request }) => loginAdmin(deps, body, requestContext(request)),
    limited,
  );
  registerEndpoint(
    app,
    adminEnrollTotpEndpoint,
    ({ body, request }) => enrollAdminTotp(deps, body, requestContext(request)),
    limited,
  );
  registerEndpoint(app, adminSetupStartEndpoint, ({ body }) => startAdminSetup(deps, body), limited);
  registerEndpoint(
    app,
    adminSetupEndpoint,
    ({ body, request }) => completeAdminSetup(deps, body, requestContext(request), request.log),
    limited,
  );
  registerSessionRoutes(app, deps);
}

function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, adminLogoutEndpoint, async ({ request }) => {
    await closeAdminSession(deps, signedInAdmin(request), requestContext(request));
    return { loggedOut: true as const };
  });
  registerEndpoint(app, getAdminMeEndpoint, ({ request }) => {
    const admin = signedInAdmin(request);
    return {
      admin: toAdminUser(admin),
      session: {
        idleExpiresAt: admin.idleExpiresAt.toISOString(),
        expiresAt: admin.absoluteExpiresAt.toISOString(),
      },
    };
  });
}
