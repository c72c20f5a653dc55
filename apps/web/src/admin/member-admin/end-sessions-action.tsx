import { useState, type SyntheticEvent } from 'react';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { ModalDialog } from '../../features/reports/modal-dialog';
import '../../features/reports/reports.css';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useEndMemberSessions } from './member-admin.queries';

interface EndSessionsDialogProps {
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why before every session of the member ends; the reason goes to the audit trail. */
function EndSessionsDialog({ pending, error, onConfirm, onClose }: EndSessionsDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <ModalDialog title={t('memberAdmin.endSessions.title')} onClose={onClose}>
      <form onSubmit={submit} className="d-grid gap-3">
        <p className="mb-0">{t('memberAdmin.endSessions.body')}</p>
        <div>
          <label htmlFor="end-sessions-reason" className="form-label">
            {t('memberAdmin.dialog.reason')}
          </label>
          <textarea
            id="end-sessions-reason"
            className="form-control"
            rows={3}
            required
            minLength={3}
            maxLength={500}
            dir="auto"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        </div>
        <FormAlert message={error} />
        <div className="d-flex gap-2 justify-content-end">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('memberAdmin.dialog.cancel')}
          </button>
          <SubmitButton
            className="btn btn-danger"
            pending={pending}
            label={t('memberAdmin.endSessions.confirm')}
            pendingLabel={t('memberAdmin.dialog.working')}
          />
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * "End all sessions" (canManageUsers, decision 075): signs the member out on every device without suspending
 * them, after asking why; says how many sessions ended.
 */
export function EndSessionsAction({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const end = useEndMemberSessions(userId);
  const [asking, setAsking] = useState(false);
  const error = end.error ? (isApiError(end.error) ? end.error.message : t('memberAdmin.failed')) : null;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mt-2">
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => {
          end.reset();
          setAsking(true);
        }}
      >
        {t('memberAdmin.endSessions.action')}
      </button>
      {end.data ? (
        <span className="small" role="status">
          {t('memberAdmin.endSessions.done', { count: end.data.ended })}
        </span>
      ) : null}
      {asking ? (
        <EndSessionsDialog
          pending={end.isPending}
          error={error}
          onConfirm={(reason) => {
            end.mutate(reason, {
              onSuccess: () => {
                setAsking(false);
              },
            });
          }}
          onClose={() => {
            setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}
