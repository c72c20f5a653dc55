import type { WatchToEarnStats } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorState } from '../../components/error-state';
import { useWatchToEarnStats } from './get-watch-to-earn-stats.queries';
import { CapProgress } from './points-progress';

function Rules({ rules }: { rules: WatchToEarnStats['rules'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const rows: [string, string][] = [
    [t('points.watchToEarn.perVideo'), number.format(rules.baseVideoPoints)],
    [t('points.watchToEarn.watchShare'), `${number.format(rules.videoWatchPercent)}%`],
    [t('points.watchToEarn.dailyCap'), number.format(rules.dailyCap)],
    [t('points.watchToEarn.weeklyCap'), number.format(rules.weeklyCap)],
    [t('points.watchToEarn.cooldown'), t('points.watchToEarn.seconds', { count: rules.cooldownSeconds })],
  ];
  return (
    <section aria-labelledby="wte-rules" className="card h-100">
      <div className="card-body">
        <h2 id="wte-rules" className="h5">
          {t('points.watchToEarn.rulesTitle')}
        </h2>
        <dl className="row mb-0" data-testid="watch-to-earn-rules">
          {rows.map(([term, value]) => (
            <Fragment key={term}>
              <dt className="col-7 fw-normal text-body-secondary">{term}</dt>
              <dd className="col-5 fw-semibold">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Progress({ stats }: { stats: WatchToEarnStats }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="wte-progress" className="card h-100">
      <div className="card-body">
        <h2 id="wte-progress" className="h5">
          {t('points.watchToEarn.progressTitle')}
        </h2>
        <CapProgress label={t('points.figures.today')} earned={stats.today.earned} cap={stats.today.cap} />
        <CapProgress label={t('points.caps.week')} earned={stats.week.earned} cap={stats.week.cap} />
        <p data-testid="watch-to-earn-videos">
          {t('points.watchToEarn.videosCompleted', {
            count: stats.videosCompleted,
            points: number.format(stats.pointsFromVideos),
          })}
        </p>
        <Link to="/activities/videos" className="btn btn-primary">
          {t('points.watchToEarn.browse')}
        </Link>
      </div>
    </section>
  );
}

/** What watching earns and the member's progress today and this week, from the server. */
export function WatchToEarnPanel() {
  const { t } = useTranslation();
  const stats = useWatchToEarnStats();
  if (stats.isPending) return <p role="status">{t('points.page.loading')}</p>;
  if (stats.isError) {
    return (
      <ErrorState
        title={t('points.page.failed')}
        body={stats.error.message}
        retryLabel={t('points.page.retry')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
      />
    );
  }
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <Rules rules={stats.data.rules} />
      </div>
      <div className="col-12 col-lg-6">
        <Progress stats={stats.data} />
      </div>
    </div>
  );
}
