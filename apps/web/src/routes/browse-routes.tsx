import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { readActivitiesSearch, readBrowseSearch } from '../features/browse/browse-search';
import { frontendLayoutRoute } from './layout-routes';

const parent = () => frontendLayoutRoute;

export const comingSoonRoute = createRoute({
  getParentRoute: parent,
  path: 'coming-soon',
  staticData: { breadcrumb: 'browse.pages.comingSoon.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/coming-soon-page')), 'ComingSoonPage'),
});

/**
 * All Videos. Filters and sort live in the address (newest first when none is given); the footer's Top
 * trending, Recommended and Popular links open it with ?sort=trending|recommended|popular.
 */
export const viewAllRoute = createRoute({
  getParentRoute: parent,
  path: 'view-all',
  validateSearch: readBrowseSearch,
  staticData: { breadcrumb: 'browse.pages.viewAll.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/view-all-page')), 'ViewAllPage'),
});

export const activitiesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities',
  validateSearch: readActivitiesSearch,
  staticData: { breadcrumb: 'browse.pages.activities.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/activities-pages')), 'ActivitiesPage'),
});

export const gamesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/games',
  validateSearch: readBrowseSearch,
  staticData: { breadcrumb: 'browse.pages.games.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/activities-pages')), 'GamesPage'),
});

export const quizzesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/quizzes',
  validateSearch: readBrowseSearch,
  staticData: { breadcrumb: 'browse.pages.quizzes.title' },
  component: lazyRouteComponent(() => withPageStrings(import('../pages/activities-pages')), 'QuizzesPage'),
});

export const videosRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/videos',
  validateSearch: readBrowseSearch,
  staticData: { breadcrumb: 'browse.pages.videos.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/activities-pages')),
    'VideoActivitiesPage',
  ),
});

export const featuredRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/featured',
  staticData: { breadcrumb: 'browse.pages.featured.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/activities-featured-page')),
    'FeaturedPage',
  ),
});

/** The browsing screens: All Videos, Coming Soon and the activity lists by kind. */
export const browseRoutes = [
  comingSoonRoute,
  viewAllRoute,
  activitiesRoute,
  gamesRoute,
  quizzesRoute,
  videosRoute,
  featuredRoute,
] as const;
