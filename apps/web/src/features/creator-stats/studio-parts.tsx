import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { useTranslation } from '../../i18n/use-translation';
import { STUDIO_RANGES, type StudioRange } from './creator-studio.queries';

/** Loading and failure of a studio query; the children render once its data is in. */
export function StudioQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p role="status" className="placeholder-glow">
        <span className="placeholder col-6" />
        <span className="visually-hidden">{t('creatorStudio.loading')}</span>
      </p>
    );
  if (query.isError)
    return (
      <ErrorState
        title={t('creatorStudio.failed')}
        body={query.error.message}
        retryLabel={t('creatorStudio.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  return <>{children(query.data)}</>;
}

/** One figure with its trend against the previous period. */
export function StatCard({
  label,
  value,
  trend,
  testId,
}: {
  label: string;
  value: string;
  trend?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="col-6 col-lg-3">
      <div className="card h-100">
        <div className="card-body">
          <p className="text-body-secondary small mb-1">{label}</p>
          <p className="h4 fw-bold mb-1" data-testid={testId}>
            {value}
          </p>
          {trend === undefined ? null : (
            <p className="small mb-0 text-body-secondary">
              {trend === null
                ? t('creatorStudio.trend.none')
                : t('creatorStudio.trend.change', { change: trend })}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The 7 / 28 / 90 days switch: toggle buttons, one pressed. */
export function RangePicker({
  value,
  onChange,
}: {
  value: StudioRange;
  onChange: (range: StudioRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="btn-group mb-3" role="group" aria-label={t('creatorStudio.range.label')}>
      {STUDIO_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          className={`btn btn-outline-primary${range === value ? ' active' : ''}`}
          aria-pressed={range === value}
          onClick={() => {
            onChange(range);
          }}
        >
          {t('creatorStudio.range.days', { count: range })}
        </button>
      ))}
    </div>
  );
}

/** When the numbers were last rolled up (they trail live activity by up to the job's interval). */
export function RolledUntil({ at, format }: { at: string | null; format: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <p className="small text-body-secondary" data-testid="studio-rolled-until">
      {at ? t('creatorStudio.rolledUntil', { at: format(at) }) : t('creatorStudio.notRolledYet')}
    </p>
  );
}
