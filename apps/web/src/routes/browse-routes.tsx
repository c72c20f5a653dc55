import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ComingSoonPage } from '../pages/coming-soon-page';
import { UpcomingPage } from '../pages/upcoming-page';
import { frontendLayoutRoute } from './layout-routes';

const parent = () => frontendLayoutRoute;

export const comingSoonRoute = createRoute({
  getParentRoute: parent,
  path: 'coming-soon',
  staticData: { breadcrumb: 'comingSoon.title' },
  component: ComingSoonPage,
});

/** The footer's Top trending, Recommended and Popular links open All Videos in that order. */
const ViewAllSearchSchema = z.object({
  sort: z.enum(['trending', 'recommended', 'popular']).optional().catch(undefined),
});

export const viewAllRoute = createRoute({
  getParentRoute: parent,
  path: 'view-all',
  validateSearch: ViewAllSearchSchema,
  staticData: { breadcrumb: 'upcoming.pages.viewAll.title' },
  component: () => <UpcomingPage id="viewAll" />,
});

export const activitiesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities',
  staticData: { breadcrumb: 'upcoming.pages.activities.title' },
  component: () => <UpcomingPage id="activities" />,
});

export const gamesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/games',
  staticData: { breadcrumb: 'upcoming.pages.games.title' },
  component: () => <UpcomingPage id="games" />,
});

export const quizzesRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/quizzes',
  staticData: { breadcrumb: 'upcoming.pages.quizzes.title' },
  component: () => <UpcomingPage id="quizzes" />,
});

export const videosRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/videos',
  staticData: { breadcrumb: 'upcoming.pages.videos.title' },
  component: () => <UpcomingPage id="videos" />,
});

export const featuredRoute = createRoute({
  getParentRoute: parent,
  path: 'activities/featured',
  staticData: { breadcrumb: 'upcoming.pages.featured.title' },
  component: () => <UpcomingPage id="featured" />,
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
