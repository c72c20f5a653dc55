import type { ReactNode } from 'react';
import './play-panel.css';

/** Props of PlayPanel. */
export interface PlayPanelProps {
  /** Id of the heading, which labels the panel. */
  headingId: string;
  title: string;
  /** Extra controls beside the title (e.g. the report button). */
  actions?: ReactNode;
  /** Class of the kind of activity, for its own styles. */
  className: string;
  children: ReactNode;
}

/** The frame of an activity you play (quiz, game): its title with actions, then the activity itself. */
export function PlayPanel({ headingId, title, actions, className, children }: PlayPanelProps) {
  return (
    <div className="page-container py-5">
      <section className={`play-panel ${className}`} aria-labelledby={headingId}>
        <div className="play-panel__header">
          <h2 id={headingId} className="h3 mb-0" dir="auto">
            {title}
          </h2>
          {actions ? <div className="play-panel__actions">{actions}</div> : null}
        </div>
        {children}
      </section>
    </div>
  );
}
