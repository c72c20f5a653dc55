import type { ReactNode } from 'react';

/** Props of EmptyState. */
export interface EmptyStateProps {
  title: string;
  body: string;
  /** Next step offered to the user, such as a link. */
  action?: ReactNode;
  /** Heading level of the title, so it fits the page's outline. */
  headingLevel?: 2 | 3;
}

/** A designed empty list: what is (not) here and what to do next. */
export function EmptyState({ title, body, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="state-panel">
      <div className="state-panel__icon" aria-hidden="true">
        ✦
      </div>
      <Heading className="h5">{title}</Heading>
      <p className="text-body-secondary mb-0">{body}</p>
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
