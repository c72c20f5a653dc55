import { useState, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { useTranslation } from '../../i18n/use-translation';
import { MemberDialogActions } from './member-dialog-parts';
import { ReasonField } from '../ui/reason-field';
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
        <ReasonField
          id="end-sessions-reason"
          label={t('memberAdmin.dialog.reason')}
          value={reason}
          onChange={setReason}
          multiline
        />
        <FormAlert message={error} />
        <MemberDialogActions
          className="btn btn-danger"
          label={t('memberAdmin.endSessions.confirm')}
          pending={pending}
          onClose={onClose}
        />
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
