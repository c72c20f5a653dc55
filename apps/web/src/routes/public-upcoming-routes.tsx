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

export const creatorsRoute = createRoute({
  getParentRoute: parent,
  path: 'creators',
  staticData: { breadcrumb: 'upcoming.pages.creators.title' },
  component: () => <UpcomingPage id="creators" />,
});

/** Public routes whose screens arrive with the next release. */
export const publicUpcomingRoutes = [
  leaderboardRoute,
  activitiesRoute,
  gamesRoute,
  quizzesRoute,
  videosRoute,
  featuredRoute,
  creatorsRoute,
] as const;
