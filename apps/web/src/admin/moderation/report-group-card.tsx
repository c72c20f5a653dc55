import type { ReportGroupPage, ReportResolution } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../../components/form-field';
import { InlineConfirm } from '../ui/inline-confirm';
import { formatDateTime } from './moderation-format';

/** One reported activity with its reports. */
export type ReportGroup = ReportGroupPage['items'][number];

/** Props of ReportGroupCard. */
export interface ReportGroupCardProps {
  group: ReportGroup;
  pending: boolean;
  onResolve: (group: ReportGroup, action: ReportResolution, note: string) => void;
}

// Removing archives the content, so it asks once more; dismissing only closes the reports.
function ResolveButtons({
  pending,
  onAction,
}: {
  pending: boolean;
  onAction: (action: ReportResolution) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <InlineConfirm
        className="d-flex flex-wrap align-items-center gap-2 mt-2"
        label={t('moderation.reports.confirmRemove')}
        question={t('moderation.reports.confirmRemove')}
        yesLabel={t('moderation.reports.confirmYes')}
        noLabel={t('moderation.reports.confirmNo')}
        pending={pending}
        onYes={() => {
          onAction('REMOVE_CONTENT');
        }}
        onNo={() => {
          setConfirming(false);
        }}
      />
    );
  }
  return (
    <div className="d-flex flex-wrap gap-2 mt-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={pending}
        onClick={() => {
          onAction('DISMISS');
        }}
      >
        {t('moderation.reports.actions.DISMISS')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={pending}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('moderation.reports.actions.REMOVE_CONTENT')}
      </button>
    </div>
  );
}

function ResolveForm({ group, pending, onResolve }: ReportGroupCardProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const id = `resolve-${group.activityId}-note`;
  return (
    <div className="mt-2">
      <FormField id={id} label={t('moderation.reports.noteLabel')} small className="">
        {(aria) => (
          <textarea
            id={id}
            className="form-control form-control-sm"
            rows={2}
            maxLength={2000}
            value={note}
            {...aria}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
        )}
      </FormField>
      <ResolveButtons
        pending={pending}
        onAction={(action) => {
          onResolve(group, action, note.trim());
        }}
      />
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
