import type { MaintenanceJob } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** A job's state in words and, while it runs, a progress bar with its count (announced politely). */
export function JobProgress({ job, unit }: { job: MaintenanceJob; unit: 'rows' | 'tables' }) {
  const { t } = useTranslation();
  const total = job.total ?? 0;
  return (
    <div className="mt-3" aria-live="polite">
      <p className="mb-1">
        <span className="fw-semibold">{t(`adminMaintenance.jobStatus.${job.status}`)}</span>
        {job.total !== null ? (
          <span className="ms-2 text-body-secondary">
            {t(`adminMaintenance.progress.${unit}`, { count: total, done: job.processed, total })}
          </span>
        ) : null}
      </p>
      {job.total !== null ? (
        <progress
          className="w-100"
          max={Math.max(total, 1)}
          value={job.processed}
          aria-label={t('adminMaintenance.progressLabel')}
        />
      ) : null}
      {job.error ? (
        <p className="text-danger small mb-0" role="alert">
          {job.error}
        </p>
      ) : null}
    </div>
  );
}
