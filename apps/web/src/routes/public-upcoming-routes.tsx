import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { frontendLayoutRoute } from './layout-routes';

const parent = () => frontendLayoutRoute;

export const leaderboardRoute = createRoute({
  getParentRoute: parent,
  path: 'leaderboard',
  staticData: { breadcrumb: 'points.leaderboard.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/leaderboard-page')),
    'LeaderboardPage',
  ),
});

export const creatorsRoute = createRoute({
  getParentRoute: parent,
  path: 'creators',
  staticData: { breadcrumb: 'upcoming.pages.creators.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/upcoming-page')),
    'CreatorsUpcomingPage',
  ),
});

/** Public routes: the leaderboard, and the creators page that arrives with the next release. */
export const publicUpcomingRoutes = [leaderboardRoute, creatorsRoute] as const;
