import { SubmitButton } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';

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
