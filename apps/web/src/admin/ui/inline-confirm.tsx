/** Props of InlineConfirm. */
export interface InlineConfirmProps {
  /** What the pair of buttons asks, for assistive technology. */
  label: string;
  /** The question written out beside the buttons, where the row has room for it. */
  question?: string;
  yesLabel: string;
  noLabel: string;
  pending: boolean;
  onYes: () => void;
  onNo: () => void;
  /** Layout classes of the group. */
  className: string;
}

/** A destructive action asked once more in place: yes (danger) and no, side by side. */
export function InlineConfirm({
  label,
  question,
  yesLabel,
  noLabel,
  pending,
  onYes,
  onNo,
  className,
}: InlineConfirmProps) {
  return (
    <div className={className} role="group" aria-label={label}>
      {question ? <span className="small fw-semibold">{question}</span> : null}
      <button type="button" className="btn btn-sm btn-danger" disabled={pending} onClick={onYes}>
        {yesLabel}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onNo}>
        {noLabel}
      </button>
    </div>
  );
}
