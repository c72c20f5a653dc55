import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { ActivityResults } from '../features/browse/activity-results';
import { BrowseFilters } from '../features/browse/browse-filters';
import { toListQuery, type ActivitiesSearch, type BrowseKind } from '../features/browse/browse-search';
import { useListCategories } from '../features/catalog/list-categories.queries';

type ListPageId = 'activities' | 'videos' | 'games' | 'quizzes';

interface ActivityListPageProps<S extends ActivitiesSearch> {
  id: ListPageId;
  search: S;
  onChange: (next: S) => void;
  /** The one kind this page lists; without it the kind chips choose. */
  kind?: BrowseKind;
}

function ActivityListPage<S extends ActivitiesSearch>({
  id,
  search,
  onChange,
  kind,
}: ActivityListPageProps<S>) {
  const { t } = useTranslation();
  const categories = useListCategories().data?.categories;
  return (
    <div className="page-container py-5">
      <PageTitle title={t(`browse.pages.${id}.title`)} />
      <p className="lead prose-lead">{t(`browse.pages.${id}.lead`)}</p>
      <BrowseFilters search={search} onChange={onChange} categories={categories} showKinds={!kind} />
      <ActivityResults
        filters={toListQuery(search, kind)}
        emptyAction={
          <Link to="/activities" className="btn btn-outline-primary">
            {t('browse.results.clearFilters')}
          </Link>
        }
      />
    </div>
  );
}

const activitiesApi = getRouteApi('/_frontend/activities');
const videosApi = getRouteApi('/_frontend/activities/videos');
const gamesApi = getRouteApi('/_frontend/activities/games');
const quizzesApi = getRouteApi('/_frontend/activities/quizzes');

/** Route /activities: every kind of activity, with kind chips, category, search and sort in the address. */
export function ActivitiesPage() {
  const navigate = activitiesApi.useNavigate();
  return (
    <ActivityListPage
      id="activities"
      search={activitiesApi.useSearch()}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}

/** Route /activities/videos: the activity list with only videos. */
export function VideoActivitiesPage() {
  const navigate = videosApi.useNavigate();
  return (
    <ActivityListPage
      id="videos"
      kind="VIDEO"
      search={videosApi.useSearch()}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}

/** Route /activities/games: the activity list with only games. */
export function GamesPage() {
  const navigate = gamesApi.useNavigate();
  return (
    <ActivityListPage
      id="games"
      kind="GAME"
      search={gamesApi.useSearch()}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}

/** Route /activities/quizzes: the activity list with only quizzes. */
export function QuizzesPage() {
  const navigate = quizzesApi.useNavigate();
  return (
    <ActivityListPage
      id="quizzes"
      kind="QUIZ"
      search={quizzesApi.useSearch()}
      onChange={(next) => void navigate({ search: next })}
    />
  );
}
