import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** Props of ConfirmRemove. */
export interface ConfirmRemoveProps {
  /** The button's accessible name, e.g. "Remove the multiplier of Science". */
  label: string;
  /** The question asked before removing. */
  question: string;
  busy: boolean;
  onRemove: () => void;
}

/** A Remove button that asks first, in place: the question with Remove and Keep, focus on Keep. */
export function ConfirmRemove({ label, question, busy, onRemove }: ConfirmRemoveProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={label}
        onClick={() => {
          setAsking(true);
        }}
      >
        {t('pointsConfig.remove')}
      </button>
    );
  }
  return (
    <span role="group" aria-label={question} className="d-inline-flex flex-wrap align-items-center gap-2">
      <span className="small">{question}</span>
      <button type="button" className="btn btn-sm btn-danger" disabled={busy} onClick={onRemove}>
        {t('pointsConfig.confirmRemove')}
      </button>
      <button
        ref={keep}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => {
          setAsking(false);
        }}
      >
        {t('pointsConfig.keep')}
      </button>
    </span>
  );
}
