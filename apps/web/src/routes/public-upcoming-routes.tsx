import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { readDiscoverSearch } from '../features/creators/discover-search';
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

const loadCreatorsPages = () => withPageStrings(import('../pages/creators-pages'));

/** Discover Creators: search, category and sort live in the address. */
export const creatorsRoute = createRoute({
  getParentRoute: parent,
  path: 'creators',
  validateSearch: readDiscoverSearch,
  staticData: { breadcrumb: 'creators.discover.title' },
  component: lazyRouteComponent(loadCreatorsPages, 'CreatorsDiscoverPage'),
});

/** A creator's public page by handle; the page names its own banner after the creator. */
export const creatorPageRoute = createRoute({
  getParentRoute: parent,
  path: 'creators/$handle',
  component: lazyRouteComponent(loadCreatorsPages, 'CreatorPublicPage'),
});

/** Public routes: the leaderboard, Discover Creators and the creator pages. */
export const publicUpcomingRoutes = [leaderboardRoute, creatorsRoute, creatorPageRoute] as const;
