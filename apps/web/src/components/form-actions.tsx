import { SubmitButton } from './form-field';

/** Props of FormActions. */
export interface FormActionsProps {
  /** The confirm button's classes: btn-danger for what cannot be undone. */
  className?: string;
  pending: boolean;
  label: string;
  pendingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** The confirm (submit) and Cancel buttons at the foot of a form that opened in place of something else. */
export function FormActions({
  className = 'btn btn-primary',
  cancelLabel,
  onCancel,
  ...submit
}: FormActionsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <SubmitButton className={className} {...submit} />
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
