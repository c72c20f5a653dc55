import { useEffect, useId, useRef } from 'react';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';

/** Props of ConfirmStep. */
export interface ConfirmStepProps {
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The second step of a staff action that pays or changes a member: what will happen, said plainly, then
 * confirm or go back. It takes the focus, so a keyboard or screen reader user hears the question first.
 */
export function ConfirmStep({ question, confirmLabel, pending, onConfirm, onCancel }: ConfirmStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="group" aria-labelledby={id} className="alert alert-warning py-2 mb-2">
      <p id={id} ref={heading} tabIndex={-1} className="mb-2" dir="auto">
        {question}
      </p>
      <div className="d-flex gap-2">
        <PendingButton
          className="btn btn-sm btn-primary"
          pending={pending}
          label={confirmLabel}
          pendingLabel={t('memberAdmin.dialog.working')}
          onClick={onConfirm}
        />
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={pending}
          onClick={onCancel}
        >
          {t('memberAdmin.dialog.cancel')}
        </button>
      </div>
    </div>
  );
}
