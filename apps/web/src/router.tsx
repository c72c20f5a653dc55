import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import {
  adminFrameChildren,
  adminFrameRoute,
  adminIndexRoute,
  adminLoginRoute,
  adminSetupRoute,
} from './routes/admin-area-routes';
import { areaOfPath } from './routes/admin-area-entry';
import { authRoutes } from './routes/auth-routes';
import { browseRoutes } from './routes/browse-routes';
import { creatorContentRoutes } from './routes/creator-content-routes';
import { contentRoutes, maintenanceRoute } from './routes/frontend-routes';
import {
  blankLayoutRoute,
  frontendLayoutRoute,
  merchandiseLayoutRoute,
  rootRoute,
} from './routes/layout-routes';
import { accountRoute, memberRoutes } from './routes/member-routes';
import { publicUpcomingRoutes } from './routes/public-upcoming-routes';
import { searchRoute } from './routes/search-routes';
import { storeRoutes } from './routes/store-routes';

export type { RouterContext } from './routes/layout-routes';

// Every route of spec §2 under its layout: Frontend (default), Merchandise, Blank, and the admin frame.
const routeTree = rootRoute.addChildren([
  frontendLayoutRoute.addChildren([
    ...contentRoutes,
    ...browseRoutes,
    ...publicUpcomingRoutes,
    searchRoute,
    ...memberRoutes,
    ...creatorContentRoutes,
    ...authRoutes,
  ]),
  merchandiseLayoutRoute.addChildren([accountRoute, ...storeRoutes]),
  blankLayoutRoute.addChildren([maintenanceRoute]),
  adminLoginRoute,
  adminSetupRoute,
  adminIndexRoute,
  adminFrameRoute.addChildren([...adminFrameChildren]),
]);

/** Creates the app router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // Only a real page load has an area to keep (routes/admin-area-entry.ts); tests pass their own history.
    context: { queryClient, documentArea: history ? null : areaOfPath(window.location.pathname) },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

/** The app's router instance. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
