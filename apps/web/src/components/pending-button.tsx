// Apart from form-field.tsx: the home page's error states use it, the form fields only lazy pages do.

/** Props of PendingButton. */
export interface PendingButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  type?: 'button' | 'submit';
  onClick?: () => void;
}

/** A button that shows progress and cannot be pressed again while its action runs. */
export function PendingButton({
  pending,
  label,
  pendingLabel,
  className = 'btn btn-primary',
  type = 'button',
  onClick,
}: PendingButtonProps) {
  return (
    <button
      type={type}
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
