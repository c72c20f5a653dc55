import type { ReactNode } from 'react';
import './play-panel.css';

/** Props of PlayPanel. */
export interface PlayPanelProps {
  /** Id of the heading that labels the panel (the page's banner title, so the title shows once). */
  headingId: string;
  /** Extra controls above the activity (e.g. the report button). */
  actions?: ReactNode;
  /** Class of the kind of activity, for its own styles. */
  className: string;
  children: ReactNode;
}

/** The frame of an activity you play (quiz, game): its actions, then the activity; the banner names it. */
export function PlayPanel({ headingId, actions, className, children }: PlayPanelProps) {
  return (
    <div className="page-container py-5">
      <section className={`play-panel ${className}`} aria-labelledby={headingId}>
        {actions ? (
          <div className="play-panel__header">
            <div className="play-panel__actions">{actions}</div>
          </div>
        ) : null}
        {children}
      </section>
    </div>
  );
}
