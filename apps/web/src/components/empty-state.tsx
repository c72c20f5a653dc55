import type { ReactNode } from 'react';

/** Props of EmptyState. */
export interface EmptyStateProps {
  title: string;
  body: string;
  /** Next step offered to the user, such as a link. */
  action?: ReactNode;
}

/** A designed empty list: what is (not) here and what to do next. */
export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <div className="state-panel">
      <div className="state-panel__icon" aria-hidden="true">
        ✦
      </div>
      <h3 className="h5">{title}</h3>
      <p className="text-body-secondary mb-0">{body}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
