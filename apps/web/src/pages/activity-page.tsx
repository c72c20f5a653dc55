import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { EmptyState } from '../components/empty-state';
import { ErrorState } from '../components/error-state';
import { BreadcrumbBannerView } from '../components/layout/breadcrumb-banner';
import { PageTitle } from '../components/page-title';
import { useActivity } from '../features/activities/get-activity.queries';
import { SponsorLabel } from '../features/partners/sponsor-label';
import { useActivityEarning } from '../features/points/use-activity-earning';
import { ReportActivityButton } from '../features/reports/report-activity-button';
import { WatchView } from '../features/watch/watch-view';
import type { ActivityDetail } from '@streamit/contract';
import { isApiError } from '../lib/api-client';
import { getActiveMember } from '../lib/session';
import { useSession } from '../lib/use-session';
import { GameScreen, QuizScreen, StoryScreen } from './activity-screens';

// A story's videos play in the watch page's player, loaded when a reader first plays one.
const StoryVideoPlayer = lazy(() =>
  import('./story-video-player').then((module) => ({ default: module.StoryVideoPlayer })),
);

// Each kind of activity has its own screen; this page only picks it and hands it the points side
// (features never import each other).
function ActivityBody({ activity }: { activity: ActivityDetail }) {
  // A creator's or moderator's preview before publication earns nothing, so it asks nothing about earning.
  const member = getActiveMember(useSession()) !== null && !activity.previewStatus;
  const earning = useActivityEarning(activity, member);
  const actions = (
    <>
      {activity.previewStatus ? null : <SponsorLabel activityId={activity.id} />}
      <ReportActivityButton activityId={activity.id} />
    </>
  );
  switch (activity.type) {
    case 'VIDEO':
      return <WatchView activity={activity} actions={actions} earning={earning} />;
    case 'QUIZ':
      return <QuizScreen activity={activity} actions={actions} earning={earning} />;
    case 'GAME':
      return <GameScreen activity={activity} actions={actions} earning={earning} />;
    case 'FEATURED':
      return (
        <StoryScreen activity={activity} member={member} earning={earning} VideoPlayer={StoryVideoPlayer} />
      );
  }
}

// The route's loader has loaded the screen for the activity's kind; this shows only when it has not (the kind
// changed after a refresh of the activity), while its chunk arrives.
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="page-container py-5 text-body-secondary">
      {t('activity.loading')}
    </p>
  );
}

/** Route /activities/$activityId, where a search result leads: the activity as far as it can be shown. */
export function ActivityPage({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const activity = useActivity(activityId);
  if (activity.data) {
    return (
      <>
        <PageTitle title={activity.data.title} />
        {/* A video page opens on its player (its title follows below it), like the big streaming sites. */}
        {activity.data.type === 'VIDEO' ? null : <BreadcrumbBannerView name={activity.data.title} />}
        <Suspense fallback={<ScreenLoading />}>
          <ActivityBody activity={activity.data} />
        </Suspense>
      </>
    );
  }
  const missing = isApiError(activity.error) && activity.error.status === 404;
  return (
    <>
      <BreadcrumbBannerView name={t('activity.fallbackTitle')} />
      <div className="page-container py-5">
        {activity.isPending ? (
          <p role="status" className="text-body-secondary">
            {t('activity.loading')}
          </p>
        ) : missing ? (
          <EmptyState title={t('activity.missingTitle')} body={t('activity.missingBody')} headingLevel={2} />
        ) : (
          <ErrorState
            title={t('activity.errorTitle')}
            body={t('catalog.categories.errorBody')}
            retryLabel={t('catalog.categories.retry')}
            retrying={activity.isFetching}
            onRetry={() => void activity.refetch()}
          />
        )}
      </div>
    </>
  );
}
