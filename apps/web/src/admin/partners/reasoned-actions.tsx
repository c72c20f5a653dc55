import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';

/** One button of a reasoned decision: its label and whether it may go without a reason. */
export interface ReasonedAction {
  key: string;
  label: string;
  reasonOptional?: boolean;
  className?: string;
}

/** Props of ReasonedActions. */
export interface ReasonedActionsProps {
  id: string;
  name: string;
  actions: ReasonedAction[];
  pending: boolean;
  error: unknown;
  onAct: (key: string, reason: string) => void;
}

/** A labelled reason box and the buttons that act with it; a button that needs a reason says so. */
export function ReasonedActions({ id, name, actions, pending, error, onAct }: ReasonedActionsProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const act = (action: ReasonedAction) => {
    const needed = !action.reasonOptional && reason.trim() === '';
    setMissing(needed);
    if (!needed) onAct(action.key, reason.trim());
  };
  const message = missing ? t('partners.admin.reasonRequired') : isApiError(error) ? error.message : null;
  return (
    <div className="d-grid gap-2">
      <label htmlFor={`${id}-reason`} className="visually-hidden">
        {t('partners.admin.reasonLabel', { name })}
      </label>
      <input
        id={`${id}-reason`}
        className="form-control form-control-sm"
        dir="auto"
        value={reason}
        aria-invalid={missing || undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        placeholder={t('partners.admin.reasonLabel', { name })}
        onChange={(event) => {
          setReason(event.target.value);
        }}
      />
      <div className="d-flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            // Labels name the organisation; wrapping keeps a long name from widening the table past a phone.
            className={`${action.className ?? 'btn btn-outline-secondary btn-sm'} text-wrap text-break`}
            disabled={pending}
            onClick={() => {
              act(action);
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="small text-danger mb-0">
          {message}
        </p>
      ) : null}
    </div>
  );
}
