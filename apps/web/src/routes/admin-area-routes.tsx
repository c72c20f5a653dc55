import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { rootRoute } from './layout-routes';
import { requireAdminSession } from './route-guards';

// The admin area is its own chunk, loaded only when someone opens /admin: member pages never download it,
// and member code never imports admin code statically (docs/architecture.md boundaries).
const loadAdminFrame = () => withPageStrings(import('../admin/admin-frame'));
const loadAdminPages = () => withPageStrings(import('../admin/admin-section-page'));

export const adminLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin/login',
  component: lazyRouteComponent(
    () => withPageStrings(import('../admin/auth/admin-sign-in-page')),
    'AdminSignInPage',
  ),
});

export const adminIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
    throw redirect({ to: '/admin/dashboard' });
  },
});

/** The admin frame: needs an admin session (spec §4), else /admin/login. */
export const adminFrameRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_admin',
  beforeLoad: requireAdminSession,
  component: lazyRouteComponent(loadAdminFrame, 'AdminFrame'),
});

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/dashboard',
  component: lazyRouteComponent(loadAdminPages, 'AdminDashboardPage'),
});

export const adminModerationRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/moderation',
  component: lazyRouteComponent(loadAdminPages, 'AdminModerationPage'),
});

export const adminFeaturedRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/featured-content',
  component: lazyRouteComponent(loadAdminPages, 'AdminFeaturedPage'),
});

export const adminUsersRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/users',
  component: lazyRouteComponent(loadAdminPages, 'AdminUsersPage'),
});

export const adminAnalyticsRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/analytics',
  component: lazyRouteComponent(loadAdminPages, 'AdminAnalyticsPage'),
});

export const adminPointsConfigRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/points-config',
  component: lazyRouteComponent(loadAdminPages, 'AdminPointsConfigPage'),
});

export const adminOutboxRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/outbox',
  component: lazyRouteComponent(loadAdminPages, 'AdminOutboxPage'),
});

export const adminSupportRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/support',
  component: lazyRouteComponent(loadAdminPages, 'AdminSupportPage'),
});

export const adminExchangesRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/exchanges',
  component: lazyRouteComponent(loadAdminPages, 'AdminExchangesPage'),
});

export const adminCreatorApplicationsRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/creator-applications',
  component: lazyRouteComponent(loadAdminPages, 'AdminCreatorApplicationsPage'),
});

export const adminSocialTasksRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/social-tasks',
  component: lazyRouteComponent(loadAdminPages, 'AdminSocialTasksPage'),
});

/** The screens inside the admin frame, in menu order. */
export const adminFrameChildren = [
  adminDashboardRoute,
  adminModerationRoute,
  adminFeaturedRoute,
  adminUsersRoute,
  adminAnalyticsRoute,
  adminPointsConfigRoute,
  adminExchangesRoute,
  adminCreatorApplicationsRoute,
  adminSocialTasksRoute,
  adminOutboxRoute,
  adminSupportRoute,
] as const;
