import { PendingButton } from './pending-button';

/** Props of ErrorState. */
export interface ErrorStateProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
  /** True while the retry is running; the button then cannot be pressed again. */
  retrying?: boolean;
}

/** A failed load: what happened, and a retry button. */
export function ErrorState({ title, body, retryLabel, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <div className="state-panel" role="alert">
      <div className="state-panel__icon" aria-hidden="true">
        !
      </div>
      <h3 className="h5">{title}</h3>
      <p className="text-body-secondary">{body}</p>
      <PendingButton pending={retrying} label={retryLabel} pendingLabel={retryLabel} onClick={onRetry} />
    </div>
  );
}
