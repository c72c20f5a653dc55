import type { ReportReason } from '@streamit/contract';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormField, SubmitButton } from '../../components/form-field';
import { RadioGroupField } from '../../components/radio-group-field';
import { ModalDialog } from '../../components/modal-dialog';
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
    <RadioGroupField
      id="report-reason"
      legend={t('play.report.reasonLegend')}
      choices={REPORT_REASON_OPTIONS.map((reason) => ({
        value: reason,
        label: t(`play.report.reasons.${reason}`),
      }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

function NoteField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (note: string) => void;
}) {
  const { t } = useTranslation();
  const hint = (
    <>
      {t('play.report.noteHint', { max: REPORT_NOTE_MAX })}{' '}
      <span dir="ltr">
        ({value.trim().length}/{REPORT_NOTE_MAX})
      </span>
    </>
  );
  return (
    <FormField id="report-note" label={t('play.report.note')} errorText={error} hint={hint}>
      {(aria) => (
        <textarea
          id="report-note"
          className={controlClass(Boolean(error))}
          rows={3}
          value={value}
          dir="auto"
          {...aria}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormField>
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
            <SubmitButton
              className="btn btn-primary"
              pending={report.isPending}
              label={t('play.report.submit')}
              pendingLabel={t('play.report.sending')}
            />
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
