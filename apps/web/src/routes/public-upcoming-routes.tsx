import { createRoute } from '@tanstack/react-router';
import { UpcomingPage } from '../pages/upcoming-page';
import { frontendLayoutRoute } from './layout-routes';

const parent = () => frontendLayoutRoute;

export const leaderboardRoute = createRoute({
  getParentRoute: parent,
  path: 'leaderboard',
  staticData: { breadcrumb: 'upcoming.pages.leaderboard.title' },
  component: () => <UpcomingPage id="leaderboard" />,
});

export const creatorsRoute = createRoute({
  getParentRoute: parent,
  path: 'creators',
  staticData: { breadcrumb: 'upcoming.pages.creators.title' },
  component: () => <UpcomingPage id="creators" />,
});

/** Public routes whose screens arrive with the next release. */
export const publicUpcomingRoutes = [leaderboardRoute, creatorsRoute] as const;
