import type { EarningOutcome } from '@streamit/contract';
import type { ReactNode } from 'react';

// The activity page builds this from the points feature and hands it to the watch, quiz and game screens,
// which pass on what the server decided without knowing the points rules (features do not import each other).
/** What an activity screen shows and reports about earning its points. */
export interface ActivityEarning {
  /** The points this member would earn now, from the server; null for guests or while loading. */
  points: number | null;
  /** The can-complete explanation shown with the activity (a countdown while an award waits). */
  note: ReactNode;
  /**
   * Called with the `earning` of a heartbeat, quiz finish or game round answer: what the server decided
   * when the evidence arrived (decision 047). Null answers carry no decision and are ignored.
   */
  onEarning: (outcome: EarningOutcome | null) => void;
}
