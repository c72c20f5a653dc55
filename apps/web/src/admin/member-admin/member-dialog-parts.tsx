import { SubmitButton } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';

/** Props of AuditReasonField. */
export interface AuditReasonFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** The required reason of a staff action on members (3–500 characters, as the contract asks), kept in the audit log. */
export function AuditReasonField({ id, value, onChange }: AuditReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {t('memberAdmin.dialog.reason')}
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={3}
        required
        minLength={3}
        maxLength={500}
        dir="auto"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** Props of MemberDialogActions. */
export interface MemberDialogActionsProps {
  /** The confirm button's classes: btn-danger for what takes something away. */
  className: string;
  label: string;
  pending: boolean;
  onClose: () => void;
}

/** Cancel and confirm at the foot of a member dialog. */
export function MemberDialogActions({ className, label, pending, onClose }: MemberDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex gap-2 justify-content-end">
      <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
        {t('memberAdmin.dialog.cancel')}
      </button>
      <SubmitButton
        className={className}
        pending={pending}
        label={label}
        pendingLabel={t('memberAdmin.dialog.working')}
      />
    </div>
  );
}
