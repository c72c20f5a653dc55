import type { PointsStreak } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { DailyGoalRing } from './daily-goal-ring';
import { usePointsOverview } from './get-points-overview.queries';
import { PointsFiguresList } from './points-figures-list';
import { TierProgress } from './points-progress';

/** The streak in days, and whether today's bonus is in or still to earn with today's first reward. */
function StreakLine({ streak, format }: { streak: PointsStreak; format: (value: number) => string }) {
  const { t } = useTranslation();
  const days = t('points.dashboard.streak', { count: streak.days, days: format(streak.days) });
  const bonus = streak.bonusToday
    ? t('points.dashboard.streakBonusPaid', { bonus: format(streak.bonus) })
    : t('points.dashboard.streakBonusNext', { bonus: format(streak.bonus) });
  return (
    <p className="mb-0 small text-body-secondary" data-testid="dashboard-streak">
      {streak.bonus > 0 ? `${days} · ${bonus}` : days}
    </p>
  );
}

/** The dashboard's points widgets: the figures and tier progress, and today's activity earnings against the daily goal. */
export function PointsDashboard() {
  const { t, i18n } = useTranslation();
  const overview = usePointsOverview();
  if (!overview.data) return null;
  const { dailyGoal, streak } = overview.data;
  const number = new Intl.NumberFormat(i18n.language);
  const goalText = t('points.dashboard.goalText', {
    count: dailyGoal.goal,
    earned: number.format(dailyGoal.earned),
    cap: number.format(dailyGoal.goal),
  });
  return (
    <section aria-labelledby="dashboard-points-title" className="row g-3 mb-4">
      <div className="col-12 col-md-7">
        <div className="card h-100">
          <div className="card-body">
            <h2 id="dashboard-points-title" className="h5">
              {t('points.dashboard.title')}
            </h2>
            <p className="text-body-secondary mb-1">{t('points.figures.balance')}</p>
            <p className="display-6 fw-bold mb-2" data-testid="dashboard-balance">
              {number.format(overview.data.balance)}
            </p>
            <PointsFiguresList figures={overview.data} testIdPrefix="dashboard" />
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
              earned={dailyGoal.earned}
              cap={dailyGoal.goal}
              label={`${t('points.figures.dailyGoal')}: ${goalText}`}
            />
            <div>
              <h2 className="h5">{t('points.figures.dailyGoal')}</h2>
              <p className="mb-1" data-testid="dashboard-goal">
                {goalText}
              </p>
              <p className="small text-body-secondary mb-1">{t('points.figures.goalRule')}</p>
              <StreakLine streak={streak} format={(value) => number.format(value)} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
