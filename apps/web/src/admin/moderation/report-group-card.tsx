import type { ReportGroupPage, ReportResolution } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './moderation-format';

/** One reported activity with its reports. */
export type ReportGroup = ReportGroupPage['items'][number];

/** Props of ReportGroupCard. */
export interface ReportGroupCardProps {
  group: ReportGroup;
  pending: boolean;
  onResolve: (group: ReportGroup, action: ReportResolution, note: string) => void;
}

function ResolveForm({ group, pending, onResolve }: ReportGroupCardProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const id = `resolve-${group.activityId}-note`;
  return (
    <div className="mt-2">
      <label htmlFor={id} className="form-label small">
        {t('moderation.reports.noteLabel')}
      </label>
      <textarea
        id={id}
        className="form-control form-control-sm"
        rows={2}
        maxLength={2000}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
      <div className="d-flex flex-wrap gap-2 mt-2">
        {(['DISMISS', 'REMOVE_CONTENT'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'DISMISS' ? 'btn btn-sm btn-outline-secondary' : 'btn btn-sm btn-danger'}
            disabled={pending}
            onClick={() => {
              onResolve(group, action, note.trim());
            }}
          >
            {t(`moderation.reports.actions.${action}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A reported activity: its state, each report (reason, note, date) and, while open, how to resolve it. */
export function ReportGroupCard(props: ReportGroupCardProps) {
  const { t, i18n } = useTranslation();
  const { group } = props;
  const open = group.reports.some((report) => report.resolution === null);
  return (
    <article className="card moderation-report-card" aria-labelledby={`report-${group.activityId}`}>
      <div className="card-body">
        <h3 id={`report-${group.activityId}`} className="h6 mb-1" dir="auto">
          {group.title}
        </h3>
        <p className="small text-body-secondary mb-2">
          {t(`moderation.kinds.${group.type}`)} · {t(`moderation.status.${group.status}`)} ·{' '}
          {t('moderation.reports.count', { count: group.reportCount })} ·{' '}
          {t('moderation.reports.last', { date: formatDateTime(group.lastReportedAt, i18n.language) })}
          {group.hidden ? (
            <span className="badge text-bg-warning ms-2">{t('moderation.reports.hidden')}</span>
          ) : null}
        </p>
        <ul className="list-unstyled small mb-0 moderation-report-list">
          {group.reports.map((report) => (
            <li key={report.id}>
              <span className="fw-semibold">{t(`moderation.reasons.${report.reason}`)}</span>
              {' · '}
              {formatDateTime(report.createdAt, i18n.language)}
              {report.note ? (
                <q dir="auto" className="d-block text-body-secondary">
                  {report.note}
                </q>
              ) : null}
            </li>
          ))}
        </ul>
        {open ? <ResolveForm {...props} /> : null}
      </div>
    </article>
  );
}
