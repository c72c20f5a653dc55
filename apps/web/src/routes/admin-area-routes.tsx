import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { readMembersSearch } from '../lib/admin-members-search';
import { withPageStrings } from '../i18n/page-strings';
import { readAuditSearch } from '../lib/audit-search';
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

/** The page an invited staff member opens from their setup link (public: they have no session yet). */
export const adminSetupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin/setup',
  component: lazyRouteComponent(
    () => withPageStrings(import('../admin/auth/admin-setup-page')),
    'AdminSetupPage',
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
  validateSearch: readMembersSearch,
  component: lazyRouteComponent(loadAdminPages, 'AdminUsersPage'),
});

export const adminMemberRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/users/$userId',
  component: lazyRouteComponent(loadAdminPages, 'AdminMemberPage'),
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

export const adminExportRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/export',
  component: lazyRouteComponent(loadAdminPages, 'AdminExportPage'),
});

export const adminMaintenanceRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/maintenance',
  component: lazyRouteComponent(loadAdminPages, 'AdminMaintenancePage'),
});

export const adminSettingsRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/settings',
  component: lazyRouteComponent(loadAdminPages, 'AdminSettingsPage'),
});

export const adminTasksRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/tasks',
  component: lazyRouteComponent(loadAdminPages, 'AdminTasksPage'),
});

const AdminSystemPage = lazyRouteComponent(loadAdminPages, 'AdminSystemPage');

/** The audit log viewer's filters live in the address (`?action=&targetType=&from=&to=&page=`). */
export const adminSystemRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/system',
  validateSearch: readAuditSearch,
  component: function AdminSystemRoute() {
    return <AdminSystemPage search={adminSystemRoute.useSearch()} />;
  },
});

export const adminStaffRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/admin-users',
  component: lazyRouteComponent(loadAdminPages, 'AdminStaffPage'),
});

export const adminSecurityRoute = createRoute({
  getParentRoute: () => adminFrameRoute,
  path: 'admin/security',
  component: lazyRouteComponent(loadAdminPages, 'AdminSecurityPage'),
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
  adminMemberRoute,
  adminAnalyticsRoute,
  adminPointsConfigRoute,
  adminExchangesRoute,
  adminCreatorApplicationsRoute,
  adminSocialTasksRoute,
  adminOutboxRoute,
  adminSupportRoute,
  adminExportRoute,
  adminMaintenanceRoute,
  adminSettingsRoute,
  adminTasksRoute,
  adminSystemRoute,
  adminSecurityRoute,
  adminStaffRoute,
] as const;
