import type { ModerateBody, ModerationDecision } from '@streamit/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormField } from '../../components/form-field';
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
      <FormField
        id={id}
        label={t('moderation.decision.reasonLabel')}
        hint={t('moderation.decision.reasonHint')}
        errorText={
          problem ? t(`moderation.decision.reasonErrors.${problem}`, { max: REASON_MAX_LENGTH }) : undefined
        }
        announceError
        className=""
      >
        {(aria) => (
          <textarea
            ref={reasonRef}
            id={id}
            className={controlClass(problem !== null)}
            rows={2}
            maxLength={REASON_MAX_LENGTH + 100}
            value={reason}
            disabled={disabled}
            {...aria}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </FormField>
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
