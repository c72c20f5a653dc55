import { useTranslation } from '../i18n/use-translation';
import { ErrorState } from '../components/error-state';
import { PageTitle } from '../components/page-title';
import { usePointsOverview } from '../features/points/get-points-overview.queries';
import { useWatchToEarnStats } from '../features/points/get-watch-to-earn-stats.queries';
import { HowToEarn } from '../features/points/how-to-earn';
import { PendingAwardsPanel } from '../features/points/pending-awards-panel';
import { PointsHistory } from '../features/points/points-history';
import { PointsSummary } from '../features/points/points-summary';

function Overview() {
  const { t } = useTranslation();
  const overview = usePointsOverview();
  if (overview.isPending) {
    return (
      <p role="status" className="placeholder-glow">
        <span className="placeholder col-6" />
        <span className="visually-hidden">{t('points.page.loading')}</span>
      </p>
    );
  }
  if (overview.isError) {
    return (
      <ErrorState
        title={t('points.page.failed')}
        body={overview.error.message}
        retryLabel={t('points.page.retry')}
        onRetry={() => void overview.refetch()}
        retrying={overview.isRefetching}
      />
    );
  }
  return <PointsSummary overview={overview.data} />;
}

/** Route /points (members): balance, tier progress, caps, how to earn and the history. */
export function PointsPage() {
  const { t } = useTranslation();
  const stats = useWatchToEarnStats();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('points.page.title')} />
      <p className="lead">{t('points.page.lead')}</p>
      <Overview />
      <PendingAwardsPanel />
      {stats.data ? <HowToEarn rules={stats.data.rules} /> : null}
      <PointsHistory />
    </div>
  );
}
