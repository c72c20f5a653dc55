import type { ReactNode } from 'react';

/** Progress a player reports: a video's accepted heartbeat, or a quiz or game the server graded as passed. */
export type EarningProgress = { kind: 'watch'; sessionWatchedSeconds: number } | { kind: 'passed' };

// The activity page builds this from the points feature and hands it to the watch, quiz and game screens,
// which report progress without knowing the points rules (features do not import each other).
/** What an activity screen shows and reports about earning its points. */
export interface ActivityEarning {
  /** The points this member would earn now, from the server; null for guests or while loading. */
  points: number | null;
  /** The can-complete explanation shown with the activity. */
  note: ReactNode;
  /** Called on progress; the points feature decides when to ask the server to complete. */
  onProgress: (progress: EarningProgress) => void;
}
