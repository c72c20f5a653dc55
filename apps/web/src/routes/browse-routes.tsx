import { createRoute } from '@tanstack/react-router';
import { ActivitiesSearchSchema, BrowseSearchSchema } from '../features/browse/browse-search';
import { ActivitiesPage, GamesPage, QuizzesPage, VideoActivitiesPage } from '../pages/activities-pages';
import { FeaturedPage } from '../pages/activities-featured-page';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { ViewAllPage } from '../pages/view-all-page';
import { frontendLayoutRoute } from './layout-routes';

const parent = () => frontendLayoutRoute;

export const comingSoonRoute = createRoute({
  getParentRoute: parent,
  path: 'coming-soon',
  staticData: { breadcrumb: 'browse.pages.comingSoon.title' },
  component: ComingSoonPage,
});

/**
 * All Videos. Filters and sort live in the address (newest first when none is given); the footer's Top
 * trending, Recommended and Popular links open it with ?sort=trending|recommended|popular.
 */
export const viewAllRoute = createRoute({
  getParentRoute: parent,
  path: 'view-all',
  validateSearch: BrowseSearchSchema,
  staticData: { breadcrumb: 'browse.pages.viewAll.title' },
  component: ViewAllPage,
});

export const activitiesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities',
  validateSearch: ActivitiesSearchSchema,
  staticData: { breadcrumb: 'browse.pages.activities.title' },
  component: ActivitiesPage,
});

export const gamesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/games',
  validateSearch: BrowseSearchSchema,
  staticData: { breadcrumb: 'browse.pages.games.title' },
  component: GamesPage,
});

export const quizzesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/quizzes',
  validateSearch: BrowseSearchSchema,
  staticData: { breadcrumb: 'browse.pages.quizzes.title' },
  component: QuizzesPage,
});

export const videosRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/videos',
  validateSearch: BrowseSearchSchema,
  staticData: { breadcrumb: 'browse.pages.videos.title' },
  component: VideoActivitiesPage,
});

export const featuredRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/featured',
  staticData: { breadcrumb: 'browse.pages.featured.title' },
  component: FeaturedPage,
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
