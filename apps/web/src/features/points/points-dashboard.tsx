import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DailyGoalRing } from './daily-goal-ring';
import { usePointsOverview } from './get-points-overview.queries';
import { TierProgress } from './points-progress';

/** The dashboard's points widgets: balance and tier progress, and today's earnings as a daily goal ring. */
export function PointsDashboard() {
  const { t, i18n } = useTranslation();
  const overview = usePointsOverview();
  if (!overview.data) return null;
  const { today } = overview.data;
  const number = new Intl.NumberFormat(i18n.language);
  const goalText = t('points.dashboard.goalText', {
    earned: number.format(today.earned),
    cap: number.format(today.cap),
  });
  return (
    <section aria-labelledby="dashboard-points-title" className="row g-3 mb-4">
      <div className="col-12 col-md-7">
        <div className="card h-100">
          <div className="card-body">
            <h2 id="dashboard-points-title" className="h5">
              {t('points.dashboard.title')}
            </h2>
            <p className="display-6 fw-bold mb-2" data-testid="dashboard-balance">
              {number.format(overview.data.balance)}
            </p>
            <TierProgress balance={overview.data} />
            <Link to="/points" className="btn btn-outline-primary btn-sm mt-3">
              {t('points.dashboard.seeAll')}
            </Link>
          </div>
        </div>
      </div>
      <div className="col-12 col-md-5">
        <div className="card h-100">
          <div className="card-body d-flex align-items-center gap-3">
            <DailyGoalRing
              earned={today.earned}
              cap={today.cap}
              label={`${t('points.dashboard.goal')}: ${goalText}`}
            />
            <div>
              <h2 className="h5">{t('points.dashboard.goal')}</h2>
              <p className="mb-0">{goalText}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
