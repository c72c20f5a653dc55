import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { countOutcomes, type DecisionReport } from './moderation-outcomes';

/** Props of DecisionReportPanel. */
export interface DecisionReportPanelProps {
  report: DecisionReport | null;
  onDismiss: () => void;
}

/** The per-item outcome of the last decision, announced politely to screen readers. */
export function DecisionReportPanel({ report, onDismiss }: DecisionReportPanelProps) {
  const { t } = useTranslation();
  const counts = report ? countOutcomes(report.items) : null;
  return (
    <div aria-live="polite" aria-atomic="true" className="moderation-report-region">
      {report && counts ? (
        <div
          className={`alert ${counts.skipped > 0 ? 'alert-warning' : 'alert-success'} moderation-report`}
          data-testid="moderation-report"
        >
          <div className="d-flex align-items-start gap-2">
            <Icon name={counts.skipped > 0 ? 'warning' : 'check'} className="mt-1" />
            <div className="flex-grow-1">
              <p className="fw-semibold mb-1">
                {t(`moderation.report.title.${report.decision}`, { count: counts.done })}
                {counts.skipped > 0 ? ` ${t('moderation.report.skipped', { count: counts.skipped })}` : ''}
              </p>
              <ul className="mb-0 ps-3">
                {report.items.map((item) => (
                  <li key={item.id}>
                    <span dir="auto">{item.title}</span>
                    {': '}
                    {item.ok && item.status
                      ? t('moderation.report.itemDone', { status: t(`moderation.status.${item.status}`) })
                      : t('moderation.report.itemSkipped', { reason: t(errorKey(item.error)) })}
                  </li>
                ))}
              </ul>
            </div>
            <button
              type="button"
              className="btn-close"
              aria-label={t('moderation.report.dismiss')}
              onClick={onDismiss}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

const ERROR_KEYS = {
  CONTENT_NOT_PENDING: 'moderation.report.errors.notPending',
  NOT_FOUND: 'moderation.report.errors.notFound',
} as const;

function errorKey(code: string | null) {
  return code && code in ERROR_KEYS
    ? ERROR_KEYS[code as keyof typeof ERROR_KEYS]
    : ('moderation.report.errors.other' as const);
}
