import type { PointsOverview } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { PointsFiguresList } from './points-figures-list';
import { CapProgress, TierProgress } from './points-progress';

/** The /points header: the figures, tier progress, and today's and this week's earnings against the caps. */
export function PointsSummary({ overview }: { overview: PointsOverview }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="row g-3">
      <div className="col-12 col-lg-6">
        <div className="card h-100">
          <div className="card-body">
            <p className="text-body-secondary mb-1">{t('points.figures.balance')}</p>
            <p className="display-6 fw-bold mb-1" data-testid="points-balance">
              {number.format(overview.balance)}
            </p>
            <PointsFiguresList figures={overview} testIdPrefix="points" />
            <p className="small text-body-secondary mb-3">
              {t('points.balance.completions', {
                count: overview.completions,
                number: number.format(overview.completions),
              })}
            </p>
            <TierProgress balance={overview} />
          </div>
        </div>
      </div>
      <div className="col-12 col-lg-6">
        <div className="card h-100">
          <div className="card-body">
            <CapProgress
              label={t('points.figures.today')}
              earned={overview.today.earned}
              cap={overview.today.cap}
              testId="points-today"
            />
            <p className="small text-body-secondary mt-n2">{t('points.figures.todayRule')}</p>
            <CapProgress
              label={t('points.caps.week')}
              earned={overview.week.earned}
              cap={overview.week.cap}
              testId="points-week"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
