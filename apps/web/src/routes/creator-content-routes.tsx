import { createRoute } from '@tanstack/react-router';
import { CreatorStudioPage } from '../pages/creator-pages';
import { frontendLayoutRoute } from './layout-routes';
import { requireMemberSession } from './route-guards';

const parent = () => frontendLayoutRoute;

export const createContentRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/content/create',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'upcoming.pages.createContent.title' },
  component: () => <CreatorStudioPage id="createContent" />,
});

/** The creator's content screens: the upload wizard and the creator's own content list. */
export const creatorContentRoutes = [createContentRoute] as const;
