import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MemberDialogActions } from './member-dialog-parts';
import { ReasonField } from '../ui/reason-field';
import { FormAlert } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';

/** Durations offered for a timed suspension, in minutes; '' is "until lifted". */
export const SUSPENSION_DURATIONS = ['', '60', '1440', '10080', '43200'] as const;

/** What the dialog asks for: the reason, and for a suspension its length. */
export interface SuspensionInput {
  reason: string;
  durationMinutes?: number;
}

/** Props of SuspensionDialog. */
export interface SuspensionDialogProps {
  kind: 'suspend' | 'unsuspend';
  count: number;
  pending: boolean;
  error: string | null;
  onConfirm: (input: SuspensionInput) => void;
  onClose: () => void;
}

/** Confirms a suspend or a lift for `count` members: the reason is required; suspensions may be timed. */
export function SuspensionDialog({ kind, count, pending, error, onConfirm, onClose }: SuspensionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState<string>('');
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm({ reason: reason.trim(), ...(duration ? { durationMinutes: Number(duration) } : {}) });
  };
  return (
    <ModalDialog title={t(`memberAdmin.dialog.${kind}Title`, { count })} onClose={onClose}>
      <form onSubmit={submit} className="d-grid gap-3">
        <p className="mb-0">{t(`memberAdmin.dialog.${kind}Body`, { count })}</p>
        <ReasonField
          id="suspension-reason"
          label={t('memberAdmin.dialog.reason')}
          value={reason}
          onChange={setReason}
          multiline
        />
        {kind === 'suspend' ? (
          <div>
            <label htmlFor="suspension-duration" className="form-label">
              {t('memberAdmin.dialog.duration')}
            </label>
            <select
              id="suspension-duration"
              className="form-select"
              value={duration}
              onChange={(event) => {
                setDuration(event.target.value);
              }}
            >
              {SUSPENSION_DURATIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`memberAdmin.durations.${value || 'none'}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {error ? <FormAlert message={error} /> : null}
        <MemberDialogActions
          className={kind === 'suspend' ? 'btn btn-danger' : 'btn btn-primary'}
          label={t(`memberAdmin.dialog.${kind}Confirm`, { count })}
          pending={pending}
          onClose={onClose}
        />
      </form>
    </ModalDialog>
  );
}
