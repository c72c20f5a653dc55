import {
  changePasswordEndpoint,
  getDashboardStatsEndpoint,
  getLinkedProvidersEndpoint,
  getProfileEndpoint,
  getProfileWithProvidersEndpoint,
  getWelcomeTokensStatusEndpoint,
  linkPasswordEndpoint,
  revokeSessionsEndpoint,
  unlinkProviderEndpoint,
  updateProfileEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { clientContextOf } from '../sessions/client-context.js';
import { revokeMemberSessions } from '../sessions/devices.service.js';
import { currentMember } from '../sessions/require-member.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.queries.js';
import { linkedProvidersOf, requireUser, toMemberUser } from '../members/member-view.js';
import { requireRecentAuthentication } from '../wallet-custody/wallet-step-up.service.js';
import { loadMemberUser } from './member-user.service.js';
import {
  changePassword,
  getDashboardStats,
  getWelcomeTokensStatus,
  updateProfile,
} from './profile.service.js';
import { getLinkedProviders, linkPassword, unlinkProvider } from './providers.service.js';

/** The signed-in member's own account: profile, stats, password, linked providers and ending sessions. */
export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const userIdOf = (request: Parameters<typeof currentMember>[0]) => currentMember(request).userId;
  registerEndpoint(app, getProfileEndpoint, async ({ request }) => ({
    user: await loadMemberUser(deps, userIdOf(request)),
  }));
  registerEndpoint(app, updateProfileEndpoint, async ({ body, request }) => ({
    user: await updateProfile(deps, userIdOf(request), body, clientContextOf(request).language),
  }));
  registerEndpoint(app, getProfileWithProvidersEndpoint, async ({ request }) => {
    const user = await requireUser(deps, userIdOf(request));
    const twoFactor = await isTwoFactorEnabled(deps.db, user.id);
    return { user: toMemberUser(user, twoFactor), linkedProviders: linkedProvidersOf(user) };
  });
  registerEndpoint(app, getDashboardStatsEndpoint, ({ request }) =>
    getDashboardStats(deps, userIdOf(request)),
  );
  registerEndpoint(app, getWelcomeTokensStatusEndpoint, ({ request }) =>
    getWelcomeTokensStatus(deps, userIdOf(request)),
  );
  registerEndpoint(app, changePasswordEndpoint, ({ body, request }) =>
    changePassword(deps, request.log, currentMember(request), body, clientContextOf(request)),
  );
  registerEndpoint(app, getLinkedProvidersEndpoint, ({ request }) =>
    getLinkedProviders(deps, userIdOf(request)),
  );
  // Re-authentication first (ASVS V7.5.2, decision 080): a stolen session alone may not sign the member out
  // of the devices they would notice it from.
  registerEndpoint(app, linkPasswordEndpoint, ({ body, request }) =>
    linkPassword(deps, request.log, currentMember(request), body, clientContextOf(request)),
  );
  registerEndpoint(app, revokeSessionsEndpoint, async ({ request, body }) => {
    await requireRecentAuthentication(deps, currentMember(request));
    return revokeMemberSessions(deps, currentMember(request), body);
  });
  registerEndpoint(app, unlinkProviderEndpoint, ({ params, request }) =>
    unlinkProvider(deps, request.log, userIdOf(request), params.provider, clientContextOf(request)),
  );
}
