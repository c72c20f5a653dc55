import type { ModerateBody, ModerationDecision } from '@streamit/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '../../components/form-field';
import { buildDecisionBody, checkReason, REASON_MAX_LENGTH, type ReasonProblem } from './moderation-decision';

/** Props of DecisionForm. */
export interface DecisionFormProps {
  idPrefix: string;
  /** Off while nothing is selected. */
  disabled?: boolean;
  pending: boolean;
  /** Called with a checked body; answers whether it was carried out (the form then clears its reason). */
  onDecide: (body: ModerateBody) => Promise<boolean>;
}

const BUTTONS: { decision: ModerationDecision; className: string }[] = [
  { decision: 'APPROVE', className: 'btn btn-success' },
  { decision: 'REJECT', className: 'btn btn-outline-danger' },
  { decision: 'REQUEST_CHANGES', className: 'btn btn-outline-secondary' },
];

/** A reason for the creator and the three decisions; reject and request changes refuse an empty reason. */
export function DecisionForm({ idPrefix, disabled = false, pending, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReasonProblem | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = `${idPrefix}-reason`;

  const decide = (decision: ModerationDecision): void => {
    const found = checkReason(decision, reason);
    setProblem(found);
    if (found) {
      reasonRef.current?.focus();
      return;
    }
    void onDecide(buildDecisionBody(decision, reason)).then((done) => {
      if (done) setReason('');
    });
  };

  return (
    <div className="moderation-decision">
      <label htmlFor={id} className="form-label">
        {t('moderation.decision.reasonLabel')}
      </label>
      <textarea
        ref={reasonRef}
        id={id}
        className={controlClass(problem !== null)}
        rows={2}
        maxLength={REASON_MAX_LENGTH + 100}
        value={reason}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(null);
        }}
      />
      <p id={`${id}-hint`} className="form-text mb-1">
        {t('moderation.decision.reasonHint')}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {t(`moderation.decision.reasonErrors.${problem}`, { max: REASON_MAX_LENGTH })}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-2">
        {BUTTONS.map(({ decision, className }) => (
          <button
            key={decision}
            type="button"
            className={className}
            disabled={disabled || pending}
            onClick={() => {
              decide(decision);
            }}
          >
            {t(`moderation.decision.actions.${decision}`)}
          </button>
        ))}
        {pending ? (
          <span className="align-self-center small text-body-secondary" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('moderation.decision.pending')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
