import type { ReportReason } from '@streamit/contract';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';
import { useReportActivity } from './report-activity.queries';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_OPTIONS,
  reportBodyOf,
  validateReportDraft,
  type ReportDraftErrors,
} from './report-form';

function ReasonGroup({
  value,
  error,
  onChange,
}: {
  value: ReportReason | null;
  error?: string;
  onChange: (r: ReportReason) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3" aria-describedby={error ? 'report-reason-error' : undefined}>
      <legend className="form-label fs-6">{t('play.report.reasonLegend')}</legend>
      {REPORT_REASON_OPTIONS.map((reason) => (
        <div className="form-check" key={reason}>
          <input
            className="form-check-input"
            type="radio"
            name="report-reason"
            id={`report-reason-${reason}`}
            checked={value === reason}
            onChange={() => {
              onChange(reason);
            }}
          />
          <label className="form-check-label" htmlFor={`report-reason-${reason}`}>
            {t(`play.report.reasons.${reason}`)}
          </label>
        </div>
      ))}
      {error ? (
        <p id="report-reason-error" className="invalid-feedback d-block">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function NoteField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (note: string) => void;
}) {
  const { t } = useTranslation();
  const describedBy = error ? 'report-note-hint report-note-error' : 'report-note-hint';
  return (
    <div className="mb-3">
      <label htmlFor="report-note" className="form-label">
        {t('play.report.note')}
      </label>
      <textarea
        id="report-note"
        className={error ? 'form-control is-invalid' : 'form-control'}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        dir="auto"
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <p id="report-note-hint" className="form-text mb-0">
        {t('play.report.noteHint', { max: REPORT_NOTE_MAX })}{' '}
        <span dir="ltr">
          ({value.trim().length}/{REPORT_NOTE_MAX})
        </span>
      </p>
      {error ? (
        <p id="report-note-error" className="invalid-feedback d-block">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Thanks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <p className="fw-semibold mb-1">{t('play.report.thanksTitle')}</p>
      <p>{t('play.report.thanksBody')}</p>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        {t('play.report.close')}
      </button>
    </div>
  );
}

/** The report dialog: a reason, an optional note within the contract's limit, then thanks or the server's refusal. */
export function ReportDialog({ activityId, onClose }: { activityId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportActivity(activityId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReportDraftErrors>({});
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validateReportDraft({ reason, note });
    setErrors(found);
    if (found.reason || found.note || !reason) return;
    report.mutate(reportBodyOf({ reason, note }));
  };
  return (
    <ModalDialog title={t('play.report.title')} onClose={onClose}>
      {report.isSuccess ? (
        <Thanks onClose={onClose} />
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('play.report.title')}>
          <p className="text-body-secondary">{t('play.report.intro')}</p>
          <ReasonGroup value={reason} error={errors.reason && t(errors.reason)} onChange={setReason} />
          <NoteField
            value={note}
            error={errors.note && t(errors.note, { max: REPORT_NOTE_MAX })}
            onChange={setNote}
          />
          {report.error ? (
            <p role="alert" className="alert alert-warning">
              {report.error.message}
            </p>
          ) : null}
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('play.report.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={report.isPending}>
              {report.isPending ? t('play.report.sending') : t('play.report.submit')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
