import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import { WIZARD_STEPS, type WizardStep } from '../features/creator-content/wizard-steps';
import { keepSetValues, readSearchOption, readSearchUuid, type SearchInput } from '../lib/search-params';
import { frontendLayoutRoute } from './layout-routes';
import { requireMemberSession } from './route-guards';

const parent = () => frontendLayoutRoute;
// The wizard (tus-js-client, react-hook-form) is its own chunk: none of it belongs on the home page.
// The route's loader fetches it first, so the route component (which passes the search) never suspends.
const loadCreatePage = () => withPageStrings(import('../pages/creator-content-create-page'));
const CreatorContentCreatePage = lazyRouteComponent(loadCreatePage, 'CreatorContentCreatePage');
// Through the lazy component itself: its first render then finds the page loaded and never suspends.
const preloadCreatePage = async () => {
  await CreatorContentCreatePage.preload?.();
};

/** The draft being worked on and the wizard step live in the address, so a reload resumes the upload. */
interface CreateContentSearch {
  activity?: string;
  step?: WizardStep;
}

function readCreateContentSearch(search: SearchInput<CreateContentSearch>): CreateContentSearch {
  return keepSetValues({
    activity: readSearchUuid(search.activity),
    step: readSearchOption(search.step, WIZARD_STEPS),
  });
}

export const createContentRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/content/create',
  loader: preloadCreatePage,
  beforeLoad: requireMemberSession,
  validateSearch: readCreateContentSearch,
  staticData: { breadcrumb: 'creator.wizard.title' },
  component: function CreateContentRoute() {
    return <CreatorContentCreatePage search={createContentRoute.useSearch()} />;
  },
});

export const contentListRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/content',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'creator.list.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/creator-content-list-page')),
    'CreatorContentListPage',
  ),
});

/** The creator's public profile editor (and, when banned, why). */
export const creatorProfileRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/profile',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'creators.profile.title' },
  component: lazyRouteComponent(
    () => withPageStrings(import('../pages/creators-pages')),
    'CreatorProfilePage',
  ),
});

const CreatorQuizPage = lazyRouteComponent(
  () => withPageStrings(import('../pages/creator-quiz-page')),
  'CreatorQuizPage',
);

/** A new quiz in the Creator Studio's quiz editor. */
export const newQuizRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/quizzes/new',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'quizEditor.titleNew' },
  component: function NewQuizRoute() {
    return <CreatorQuizPage quizId={null} />;
  },
});

/** One of the creator's quizzes in the editor. */
export const editQuizRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/quizzes/$quizId',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'quizEditor.titleEdit' },
  component: function EditQuizRoute() {
    return <CreatorQuizPage quizId={editQuizRoute.useParams().quizId} />;
  },
});

const CreatorStoryPage = lazyRouteComponent(
  () => withPageStrings(import('../pages/creator-story-page')),
  'CreatorStoryPage',
);

/** A new featured art story in the Creator Studio's story editor. */
export const newStoryRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/stories/new',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'stories.editor.titleNew' },
  component: function NewStoryRoute() {
    return <CreatorStoryPage storyId={null} />;
  },
});

/** One of the creator's stories in the editor. */
export const editStoryRoute = createRoute({
  getParentRoute: parent,
  path: 'creator/stories/$storyId',
  beforeLoad: requireMemberSession,
  staticData: { breadcrumb: 'stories.editor.titleEdit' },
  component: function EditStoryRoute() {
    return <CreatorStoryPage storyId={editStoryRoute.useParams().storyId} />;
  },
});

/** The creator's screens: the upload wizard, the quiz and story editors, their own content list and public profile. */
export const creatorContentRoutes = [
  createContentRoute,
  contentListRoute,
  newQuizRoute,
  editQuizRoute,
  newStoryRoute,
  editStoryRoute,
  creatorProfileRoute,
] as const;
