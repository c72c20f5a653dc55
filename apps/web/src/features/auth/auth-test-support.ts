import type { MemberLoginResponse, MemberUser } from '@streamit/contract';
import type { RenderResult } from '@testing-library/react';
import { installFakeFetch, respondByPath, respondJson, type Responder } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

/** GET /auth/providers as a server without OAuth client ids answers it. */
export const respondNoProviders: Responder = respondJson(200, {
  providers: [
    { id: 'google', configured: false, startPath: '/api/v1/auth/google' },
    { id: 'twitter', configured: false, startPath: '/api/v1/auth/twitter' },
  ],
});

/** A successful member login answer. */
export function makeLoginResponse(user: MemberUser = makeMember()): MemberLoginResponse {
  return {
    accessToken: 'stm_fresh-session',
    expiresAt: '2030-01-01T00:00:00.000Z',
    user,
    wallet: { address: null, artfiBalance: '0' },
  };
}

/** GET /auth/dashboard-stats for a new member. */
export const respondDashboardStats: Responder = respondJson(200, {
  totalPoints: 120,
  tier: 'BASIC',
  memberSince: '2026-01-05T10:00:00.000Z',
  emailVerified: true,
  referrals: { total: 2, verified: 1 },
  security: { activeSessions: 1, twoFactorEnabled: false, unreadAlerts: 0 },
  lastLoginAt: null,
});

/** The routes every page of the app calls. */
export const SITE_ROUTES: Record<string, Responder> = {
  '/api/v1/site/config': respondSiteConfig(),
  '/api/v1/auth/providers': respondNoProviders,
  '/api/v1/auth/dashboard-stats': respondDashboardStats,
  '/api/v1/referral/my-code': respondJson(200, {
    code: 'LINA42',
    link: 'http://localhost/auth/sign-up?ref=LINA42',
    active: true,
  }),
};

/** Makes the browser address an auth page, as it is when these screens run for real. */
export function visitAuthPage(path: string): void {
  window.history.replaceState(null, '', path);
}

/** Answers the routes every page calls and the given ones; returns the requests seen. */
export function serveAuthRoutes(routes: Record<string, Responder> = {}): ReturnType<typeof installFakeFetch> {
  return installFakeFetch(respondByPath({ ...SITE_ROUTES, ...routes }));
}

/** Opens the whole app at an auth page, the browser address set as it is for real. */
export function openAuthPage(path: string): RenderResult {
  visitAuthPage(path);
  return renderApp(path);
}
