import type { ActivityDetail } from '@streamit/contract';
import { useRef } from 'react';
import type { ActivityEarning, EarningProgress } from '../../lib/activity-earning';
import { isApiError } from '../../lib/api-client';
import { useCompleteActivity } from './complete-activity.queries';
import { CompletionNote, isStillEarnable } from './completion-note';
import { useCompletionQuote } from './get-completion-quote.queries';
import { useWatchToEarnStats } from './get-watch-to-earn-stats.queries';

function hasWatchedEnough(progress: EarningProgress, durationSeconds: number | null, percent: number | null) {
  if (progress.kind !== 'watch') return true;
  if (!durationSeconds || percent === null) return false;
  return progress.sessionWatchedSeconds >= (durationSeconds * percent) / 100;
}

/**
 * The points side of an activity page (issue 14 item 8): the member's quote, and a completion asked of
 * the server once the evidence is there (enough verified watching, or a graded pass). The server decides.
 */
export function useActivityEarning(activity: ActivityDetail, member: boolean): ActivityEarning {
  const quote = useCompletionQuote(activity.id, member);
  const rules = useWatchToEarnStats(member && activity.type === 'VIDEO').data?.rules ?? null;
  const complete = useCompleteActivity(activity.id);
  const inFlight = useRef(false);
  const percent = rules?.videoWatchPercent ?? null;
  const onProgress = (progress: EarningProgress) => {
    if (!member || inFlight.current || !quote.data || !isStillEarnable(quote.data.reason)) return;
    const ready = quote.data.canComplete || hasWatchedEnough(progress, activity.durationSeconds, percent);
    if (!ready) return;
    inFlight.current = true;
    complete.mutate(undefined, {
      onError: (error) => {
        // The evidence can trail the player (credited time lags a beat): try again on the next progress.
        if (isApiError(error) && isStillEarnable(error.code.replace(/^POINTS_/, '')))
          inFlight.current = false;
      },
    });
  };
  const note = quote.data ? (
    <CompletionNote quote={quote.data} type={activity.type} watchPercent={percent} />
  ) : null;
  return { points: quote.data?.breakdown.points ?? null, note, onProgress };
}
